// Turns the catalogue data into product rows: each model becomes a variant group of listings (colour, memory,
// size, pack, format), each with its own price, stock, sku and declarations. Every random choice comes from a
// PRNG seeded by the model's or listing's own key, so growing one category never changes another's products.
import { findCategory, leafPaths } from '@haat/domain/catalog/category-tree';
import { slugify } from '@haat/domain/catalog/slug';
import { GST_PERCENT, rupeesToPaise } from '@haat/domain/money/money';
import type { products } from '../schema/products.ts';
import type { SellerRow } from './build-sellers.ts';
import type { LineContext, Model, SubcategoryLine } from './content/types.ts';
import { expandModel } from './expand-model.ts';
import { filterSpecs, NORMALISED_KEYS } from './filter-specs.ts';
import { assertGroupsConsistent } from './group-consistency.ts';
import { listingDetails } from './listing-details.ts';
import { productImages } from './product-images.ts';
import { Random } from './random.ts';
import { seededRatings } from './rating-spread.ts';
import { shelfPrice } from './shelf-price.ts';
import type { Variant } from './variants.ts';

export { shelfPrice } from './shelf-price.ts';

export type ProductRow = typeof products.$inferInsert & { id: string; sellerId: string };

const DAY_MS = 86_400_000;
export const MAX_DISCOUNT_RUPEES = 100_000;

/** 3 to 5 of the candidates, kept in the order the data gives them. */
function chooseBullets(rng: Random, candidates: string[]): string[] {
  const chosen = new Set(rng.sample(candidates, rng.int(3, Math.min(5, candidates.length))));
  return candidates.filter((b) => chosen.has(b));
}

function unique(values: string[]): string[] {
  return [...new Set(values.map((v) => v.trim().toLowerCase()).filter(Boolean))];
}

interface ResolvedLine {
  root: string;
  sub: string;
  subName: string;
  itemNames: Map<string, string>;
}

function resolveLine(line: SubcategoryLine): ResolvedLine {
  const [root = '', sub = ''] = line.path.split('/');
  const subcategory = findCategory(root)?.subcategories.find((s) => s.id === sub);
  if (!subcategory) throw new Error(`seed data names an unknown subcategory: ${line.path}`);
  const itemNames = new Map(subcategory.items.map((i) => [i.id, i.name]));
  for (const itemId of Object.keys(line.items)) {
    if (!itemNames.has(itemId)) throw new Error(`seed data names an unknown item: ${line.path}/${itemId}`);
  }
  return { root, sub, subName: subcategory.name, itemNames };
}

/** Every leaf of the category tree that the data leaves empty (the seed refuses to run with gaps). */
export function uncoveredLeaves(lines: readonly SubcategoryLine[]): string[] {
  const covered = new Set(
    lines.flatMap((l) =>
      Object.entries(l.items)
        .filter(([, models]) => models.length > 0)
        .map(([item]) => `${l.path}/${item}`),
    ),
  );
  return leafPaths().filter((p) => !covered.has(p));
}

function lineSpecs(line: SubcategoryLine, resolved: ResolvedLine, itemId: string, model: Model) {
  const [brand, title, mrpRupees, modelSpecs] = model;
  return line.specs({
    rng: new Random(`line-specs:${line.path}/${itemId}/${brand} ${title}`),
    brand,
    title,
    name: `${brand} ${title}`,
    itemId,
    itemName: resolved.itemNames.get(itemId) ?? itemId,
    mrpRupees,
    modelSpecs: modelSpecs ?? {},
  });
}

interface BuildOptions {
  now: Date;
  sellers: readonly SellerRow[];
  lines: readonly SubcategoryLine[];
}

export function buildProducts({ now, sellers, lines }: BuildOptions): ProductRow[] {
  const gaps = uncoveredLeaves(lines);
  if (gaps.length) throw new Error(`seed data has no products for: ${gaps.join(', ')}`);
  const listed = new Map(sellers.map((s) => [s.id, 0]));
  const rows: ProductRow[] = [];
  const skus = new Set<string>();

  for (const line of lines) {
    const resolved = resolveLine(line);
    const { root, sub } = resolved;
    const candidates = sellers.filter((s) => s.sells.includes(root));
    if (!candidates.length) throw new Error(`no seller sells ${root}`);
    for (const [itemId, models] of Object.entries(line.items)) {
      for (const model of models) {
        const groupKey = slugify(`${line.path}/${itemId}/${model[0]} ${model[1]}`);
        const rng = new Random(`product:${line.path}/${itemId}/${model[0]} ${model[1]}`);
        const variants = expandModel(
          {
            root,
            sub,
            itemId,
            brand: model[0],
            title: model[1],
            mrpRupees: model[2],
            // The line's specifications too: the sizes a fashion line is made in decide its size listings.
            specs: { ...lineSpecs(line, resolved, itemId, model), ...model[3] },
          },
          rng,
        );
        // Spread listings evenly: the seller with the fewest listings in this root gets the next model.
        const fewest = Math.min(...candidates.map((s) => listed.get(s.id) ?? 0));
        const seller = rng.pick(candidates.filter((s) => (listed.get(s.id) ?? 0) === fewest));
        listed.set(seller.id, fewest + variants.length);
        const group = groupFacts(rng, now, variants.length);
        variants.forEach((variant, variantIndex) => {
          const id = `prd_${String(rows.length + 1).padStart(5, '0')}`;
          const row = buildListing({
            id,
            line,
            resolved,
            itemId,
            model,
            variant,
            variantIndex,
            groupKey: variants.length > 1 ? groupKey : null,
            group,
            seller,
            now,
          });
          if (skus.has(row.sku)) throw new Error(`duplicate sku ${row.sku}`);
          skus.add(row.sku);
          rows.push(row);
        });
      }
    }
  }
  // The seed writes no store whose groups contradict themselves; the error names the group.
  assertGroupsConsistent(rows);
  return rows;
}

/** What the listings of one model share: its reviews and when it was first listed. */
interface GroupFacts {
  ratingsCount: number;
  ratingsAverage: number;
  listedAt: number;
}

function groupFacts(rng: Random, now: Date, size: number): GroupFacts {
  const ratingsCount = rng.chance(0.05)
    ? 0
    : Math.round(Math.exp(rng.between(Math.log(3), Math.log(40_000))));
  // Most of a catalogue is older stock; a fifth arrived in the last month (the new-arrivals shelf).
  const ageDays = rng.chance(0.2) ? rng.between(0, 30) : rng.between(30, 240);
  return {
    ratingsCount: Math.max(ratingsCount, size > 1 && ratingsCount ? 1 : 0),
    ratingsAverage: Math.round(rng.between(3.2, 4.8) * 10) / 10,
    listedAt: now.getTime() - Math.floor(ageDays * DAY_MS),
  };
}

/**
 * The percent off a model's listings of one condition share: drawn once per model and condition, so a larger
 * memory, capacity or pack of a model never sells for less than a smaller one of the same colour; an open-box
 * unit sells 6 to 12 points further below MRP than new, a refurbished one 18 to 30, so neither ever costs more
 * than a new one (docs/behaviour/catalogue.md#product-groups).
 */
function groupDiscount(line: SubcategoryLine, modelKey: string, condition: string): number {
  const rng = new Random(`discount:${modelKey}/new`);
  const fresh = rng.chance(line.atMrpChance ?? 0) ? 0 : rng.between(line.discount[0], line.discount[1]);
  if (condition === 'new') return fresh;
  const further = new Random(`discount:${modelKey}/${condition}`);
  return Math.min(
    90,
    fresh + (condition === 'refurbished' ? further.between(18, 30) : further.between(6, 12)),
  );
}

interface ListingInput {
  id: string;
  line: SubcategoryLine;
  resolved: ResolvedLine;
  itemId: string;
  model: Model;
  variant: Variant;
  variantIndex: number;
  groupKey: string | null;
  group: GroupFacts;
  seller: SellerRow;
  now: Date;
}

function buildListing(input: ListingInput): ProductRow {
  const { id, line, resolved, itemId, model, variant, variantIndex, groupKey, group, seller, now } = input;
  const { root, sub } = resolved;
  const [brand, , , modelSpecs] = model;
  const listingKey = `${line.path}/${itemId}/${brand} ${variant.title}/${variant.condition ?? 'new'}`;
  const rng = new Random(`listing:${listingKey}`);
  const title = variant.title;
  const name = line.brandInName === false ? title : `${brand} ${title}`;
  const itemName = resolved.itemNames.get(itemId) ?? itemId;
  const ownSpecs = { ...modelSpecs, ...variant.specs };
  const ctx: LineContext = {
    rng,
    brand,
    title,
    name,
    itemId,
    itemName,
    mrpRupees: variant.mrpRupees,
    modelSpecs: ownSpecs,
  };

  const condition = variant.condition ?? 'new';
  const off = groupDiscount(line, `${line.path}/${itemId}/${brand} ${model[1]}`, condition);
  // The listing's own stream still takes the draws its discount once took, so its stock, bullets, ratings and
  // dates stay what they were when each listing drew its own discount.
  if (!(condition === 'new' && rng.chance(line.atMrpChance ?? 0))) rng.float();
  // A discount above ₹1,00,000 would overflow the int4 arithmetic of the listing's discount index (migration 0005).
  const sellingRupees = Math.min(
    variant.mrpRupees,
    Math.max(variant.mrpRupees - MAX_DISCOUNT_RUPEES, shelfPrice(variant.mrpRupees * (1 - off / 100))),
  );
  const sellingPricePaise = rupeesToPaise(sellingRupees);

  const bulletPoints = chooseBullets(rng, line.bullets(ctx));
  const merged: Record<string, string> = { Brand: brand, ...line.specs(ctx), ...ownSpecs };
  const filters = filterSpecs({
    root,
    sub,
    itemId,
    itemName,
    subName: resolved.subName,
    title,
    specs: merged,
  });
  const specifications: Record<string, string> = { ...filters, ...merged };
  for (const key of NORMALISED_KEYS) if (filters[key]) specifications[key] = filters[key];
  if (condition !== 'new')
    specifications.Condition = condition === 'refurbished' ? 'Refurbished' : 'Open Box';
  const tags = unique([
    ...line.tags(ctx),
    itemName,
    ...(condition === 'refurbished' ? ['refurbished'] : []),
  ]).slice(0, 6);

  const stockRoll = rng.float();
  const stock = stockRoll < 0.06 ? 0 : stockRoll < 0.16 ? rng.int(1, 5) : rng.int(6, 400);
  const ratingsCount = group.ratingsCount
    ? Math.max(1, Math.round(group.ratingsCount * rng.between(0.15, 1)))
    : 0;
  const ratingsAverage = ratingsCount
    ? Math.min(5, Math.max(1, group.ratingsAverage + (rng.int(-1, 1) / 10) * (variantIndex ? 1 : 0))).toFixed(
        1,
      )
    : '0.0';
  // Later variants of a model were listed some days after the first one, never after "now".
  const createdMs = Math.min(now.getTime(), group.listedAt + variantIndex * rng.int(0, 3) * DAY_MS);
  const createdAt = new Date(Math.floor(createdMs / 1000) * 1000);
  const origins = line.origins ?? ['India'];
  const countryOfOrigin = rng.chance(0.75) ? (origins[0] ?? 'India') : rng.pick(origins);
  const baseWeight = line.weight?.(ctx) ?? rng.int(...(line.weightByItem?.[itemId] ?? line.weightGrams));
  const weight = Math.max(10, Math.round(baseWeight * (line.weight?.(ctx) ? 1 : variant.weightFactor)));
  const details = listingDetails({
    rng,
    root,
    sub,
    itemId,
    brand,
    title,
    specs: specifications,
    sellingRupees,
    weightGrams: weight,
    countryOfOrigin,
    sellerState: seller.state ?? '',
    groupKey: groupKey ?? id,
    variantIndex,
  });

  return {
    id,
    sellerId: seller.id,
    name,
    slug: slugify(name),
    description: `${name}. ${bulletPoints.slice(0, 3).join('. ')}. Sold on Haat by a GST-registered seller; the price includes ${GST_PERCENT}% GST.`,
    brand,
    category: root,
    subcategory: sub,
    subSubcategory: itemId,
    tags,
    bulletPoints,
    pricePaise: sellingPricePaise,
    sellingPricePaise,
    mrpPaise: rupeesToPaise(variant.mrpRupees),
    gstPercentage: GST_PERCENT,
    hsnCode: line.hsnByItem?.[itemId] ?? line.hsn,
    stock,
    sku: `${slugify(brand).replace(/-/g, '').slice(0, 4).toUpperCase() || 'HAAT'}-${root.slice(0, 3).toUpperCase()}-${id.slice(4)}`,
    ratingsCount,
    // Its own stream, so the spread moves no other seeded value.
    ...seededRatings(new Random(`ratings:${listingKey}`), ratingsCount, Number(ratingsAverage)),
    specifications,
    images: productImages(id, name, rng.int(2, 4)),
    isFeatured: rng.chance(0.15),
    isPublished: true,
    trending: rng.chance(0.1),
    countryOfOrigin,
    shippingWeightGrams: weight,
    ...details,
    minimumOrderQuantity: variant.minimumOrderQuantity,
    condition,
    variantGroup: groupKey,
    variantName: groupKey ? variant.name : null,
    variantOptions: groupKey ? variant.options : {},
    createdAt,
    updatedAt: createdAt,
  };
}
