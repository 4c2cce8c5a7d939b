// Turns the catalogue data into product rows: prices in paise, stock, ratings, flags and dates, all from a
// PRNG seeded by each product's own key, so growing one category never changes another's products.
import { findCategory, leafPaths } from '@haat/domain/catalog/category-tree';
import { slugify } from '@haat/domain/catalog/slug';
import { GST_PERCENT, rupeesToPaise } from '@haat/domain/money/money';
import type { products } from '../schema/products.ts';
import type { SellerRow } from './build-sellers.ts';
import type { LineContext, Model, SubcategoryLine } from './content/types.ts';
import { Random } from './random.ts';

export type ProductRow = typeof products.$inferInsert & { id: string; sellerId: string };

const DAY_MS = 86_400_000;

export function productImageUrl(productId: string): string {
  return `/api/images/products/${productId}.svg`;
}

/** Shelf prices the way Indian shops write them: ₹18,999, ₹1,299, ₹249, ₹85. */
export function shelfPrice(rupees: number): number {
  if (rupees >= 2000) return Math.round(rupees / 100) * 100 - 1;
  if (rupees >= 100) return Math.round(rupees / 10) * 10 - 1;
  return Math.max(1, Math.round(rupees));
}

/** 3 to 5 of the candidates, kept in the order the data gives them. */
function chooseBullets(rng: Random, candidates: string[]): string[] {
  const chosen = new Set(rng.sample(candidates, rng.int(3, Math.min(5, candidates.length))));
  return candidates.filter((b) => chosen.has(b));
}

function unique(values: string[]): string[] {
  return [...new Set(values.map((v) => v.trim().toLowerCase()).filter(Boolean))];
}

function resolveLine(line: SubcategoryLine): { root: string; sub: string; itemNames: Map<string, string> } {
  const [root = '', sub = ''] = line.path.split('/');
  const subcategory = findCategory(root)?.subcategories.find((s) => s.id === sub);
  if (!subcategory) throw new Error(`seed data names an unknown subcategory: ${line.path}`);
  const itemNames = new Map(subcategory.items.map((i) => [i.id, i.name]));
  for (const itemId of Object.keys(line.items)) {
    if (!itemNames.has(itemId)) throw new Error(`seed data names an unknown item: ${line.path}/${itemId}`);
  }
  return { root, sub, itemNames };
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

  for (const line of lines) {
    const { root, sub, itemNames } = resolveLine(line);
    const candidates = sellers.filter((s) => s.sells.includes(root));
    if (!candidates.length) throw new Error(`no seller sells ${root}`);
    for (const [itemId, models] of Object.entries(line.items)) {
      for (const model of models) {
        const id = `prd_${String(rows.length + 1).padStart(5, '0')}`;
        const rng = new Random(`product:${line.path}/${itemId}/${model[0]} ${model[1]}`);
        // Spread listings evenly: a seller with fewer products in this root gets the next one.
        const fewest = Math.min(...candidates.map((s) => listed.get(s.id) ?? 0));
        const seller = rng.pick(candidates.filter((s) => (listed.get(s.id) ?? 0) === fewest));
        listed.set(seller.id, fewest + 1);
        rows.push(
          buildProduct({
            id,
            rng,
            line,
            root,
            sub,
            itemId,
            itemName: itemNames.get(itemId) ?? itemId,
            model,
            sellerId: seller.id,
            now,
          }),
        );
      }
    }
  }
  return rows;
}

interface ProductInput {
  id: string;
  rng: Random;
  line: SubcategoryLine;
  root: string;
  sub: string;
  itemId: string;
  itemName: string;
  model: Model;
  sellerId: string;
  now: Date;
}

function buildProduct({
  id,
  rng,
  line,
  root,
  sub,
  itemId,
  itemName,
  model,
  sellerId,
  now,
}: ProductInput): ProductRow {
  const [brand, title, mrpRupees, modelSpecs] = model;
  const name = line.brandInName === false ? title : `${brand} ${title}`;
  const ctx: LineContext = {
    rng,
    brand,
    title,
    name,
    itemId,
    itemName,
    mrpRupees,
    modelSpecs: modelSpecs ?? {},
  };

  const atMrp = rng.chance(line.atMrpChance ?? 0);
  const off = atMrp ? 0 : rng.between(line.discount[0], line.discount[1]);
  const sellingRupees = Math.min(mrpRupees, shelfPrice(mrpRupees * (1 - off / 100)));
  const mrpPaise = rupeesToPaise(mrpRupees);
  const sellingPricePaise = rupeesToPaise(sellingRupees);

  const bulletPoints = chooseBullets(rng, line.bullets(ctx));
  const specifications: Record<string, string> = { Brand: brand, ...line.specs(ctx), ...modelSpecs };
  const tags = unique([...line.tags(ctx), itemName]).slice(0, 6);

  const stockRoll = rng.float();
  const stock = stockRoll < 0.06 ? 0 : stockRoll < 0.16 ? rng.int(1, 5) : rng.int(6, 400);
  const ratingsCount = rng.chance(0.05)
    ? 0
    : Math.round(Math.exp(rng.between(Math.log(3), Math.log(40_000))));
  const ratingsAverage = ratingsCount ? (Math.round(rng.between(3.2, 4.8) * 10) / 10).toFixed(1) : '0.0';
  const createdAt = new Date(now.getTime() - Math.floor(rng.between(0, 90 * DAY_MS) / 1000) * 1000);
  const origins = line.origins ?? ['India'];

  return {
    id,
    sellerId,
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
    mrpPaise,
    gstPercentage: GST_PERCENT,
    hsnCode: line.hsnByItem?.[itemId] ?? line.hsn,
    stock,
    sku: `${slugify(brand).replace(/-/g, '').slice(0, 4).toUpperCase()}-${root.slice(0, 3).toUpperCase()}-${id.slice(4)}`,
    ratingsAverage,
    ratingsCount,
    specifications,
    images: [{ url: productImageUrl(id), alt: name }],
    isFeatured: rng.chance(0.15),
    isPublished: true,
    trending: rng.chance(0.1),
    countryOfOrigin: rng.chance(0.75) ? (origins[0] ?? 'India') : rng.pick(origins),
    shippingWeightGrams: line.weight?.(ctx) ?? rng.int(...(line.weightByItem?.[itemId] ?? line.weightGrams)),
    createdAt,
    updatedAt: createdAt,
  };
}
