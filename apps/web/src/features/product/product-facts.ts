// What the product page states, as pure rules (docs/behaviour/product.md#product-page, #prices): the price block's
// figures, the quantity bounds, the breadcrumb trail, the tags shown, the specification rows and the related lists.
import { findCategory } from '@haat/domain/catalog/category-tree';
import type { Product } from '@haat/domain/catalog/product.schema';
import { differingOptions, type VariantOptionCode } from '@haat/domain/catalog/variant-options';
import { paiseToRupees, rupeesToPaise } from '@haat/domain/money/money';
import { productPricing } from '@haat/domain/pricing/product-pricing';
import { tk } from '../../i18n/translation-key.ts';

// ---------------------------------------------------------------------------------------------------------------
// Price block (docs/behaviour/product.md#prices)

export interface PriceBlock {
  /** Rupees. The selling price, falling back to price. */
  selling: number;
  /** Rupees; struck through only when above the selling price (falls back to the selling price). */
  mrp: number;
  /** Whole percent off MRP; 0 hides the badge. */
  percentOff: number;
  /** Rupees. selling / 1.18, to the paisa. */
  basePrice: number;
  /** Rupees. selling − base, so the two add up to the selling price exactly. */
  gstAmount: number;
  gstPercentage: number;
}

export function priceBlock(
  product: Pick<Product, 'sellingPrice' | 'price' | 'mrp' | 'discount'>,
): PriceBlock {
  const selling = product.sellingPrice > 0 ? product.sellingPrice : product.price;
  const mrp = product.mrp > 0 ? product.mrp : product.price > 0 ? product.price : selling;
  const pricing = productPricing({ sellingPricePaise: rupeesToPaise(selling), mrpPaise: rupeesToPaise(mrp) });
  // docs/behaviour/product.md#prices: the percent computed from MRP and selling price, else the product's own
  // discount.
  const percentOff =
    pricing.discountPercent > 0 ? pricing.discountPercent : mrp > selling ? product.discount : 0;
  return {
    selling,
    mrp: Math.max(mrp, selling),
    percentOff,
    basePrice: paiseToRupees(pricing.basePricePaise),
    gstAmount: paiseToRupees(pricing.gstAmountPaise),
    gstPercentage: pricing.gstPercentage,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Quantity selector (docs/behaviour/product.md#product-page): 1 to the stock, 10 when the stock is unknown.

export const QUANTITY_WHEN_STOCK_UNKNOWN = 10;

export function maxQuantity(stock: number | null | undefined): number {
  if (stock === null || stock === undefined || !Number.isFinite(stock)) return QUANTITY_WHEN_STOCK_UNKNOWN;
  return Math.max(1, Math.floor(stock));
}

/** Any wish kept within 1..max (a non-number becomes 1). */
export function clampQuantity(wanted: number, stock: number | null | undefined): number {
  if (!Number.isFinite(wanted)) return 1;
  return Math.min(maxQuantity(stock), Math.max(1, Math.floor(wanted)));
}

export function quantityButtons(quantity: number, stock: number | null | undefined) {
  return { canDecrement: quantity > 1, canIncrement: quantity < maxQuantity(stock) };
}

/** Add to Cart and Buy Now are off when nothing is left (spec 2: stock 0 or less). */
export const canPurchase = (stock: number) => stock > 0;

// ---------------------------------------------------------------------------------------------------------------
// Breadcrumb and tags

export interface Crumb {
  label: string;
  href: string;
}

/** category > subcategory > sub-subcategory, named from the category tree (the slug when the tree lacks it). */
export function breadcrumbTrail(
  product: Pick<Product, 'category' | 'subcategory' | 'subSubcategory'>,
): Crumb[] {
  const category = findCategory(product.category);
  const trail: Crumb[] = [
    { label: category?.name ?? humanise(product.category), href: `/category/${product.category}` },
  ];
  if (!product.subcategory) return trail;
  const sub = category?.subcategories.find((s) => s.id === product.subcategory);
  const subHref = `/category/${product.category}/${product.subcategory}`;
  trail.push({ label: sub?.name ?? humanise(product.subcategory), href: subHref });
  if (!product.subSubcategory) return trail;
  const item = sub?.items.find((i) => i.id === product.subSubcategory);
  trail.push({
    label: item?.name ?? humanise(product.subSubcategory),
    href: `${subHref}/${product.subSubcategory}`,
  });
  return trail;
}

function humanise(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const TAGS_SHOWN = 5;

/** The first 5 distinct tags and how many more there are ('+N more'). */
export function visibleTags(tags: readonly string[]): { shown: string[]; more: number } {
  const distinct = [...new Set(tags.map((t) => t.trim()).filter(Boolean))];
  return { shown: distinct.slice(0, TAGS_SHOWN), more: Math.max(0, distinct.length - TAGS_SHOWN) };
}

export const BULLET_POINTS_SHOWN = 4;

/** The first `limit` variants in their order, always including the one on the page (it replaces the last). */
export function visibleVariants<V extends { productId: string }>(
  variants: readonly V[],
  currentId: string,
  limit: number,
): V[] {
  const head = variants.slice(0, limit);
  if (head.some((v) => v.productId === currentId)) return head;
  const current = variants.find((v) => v.productId === currentId);
  return current ? [...head.slice(0, limit - 1), current] : head;
}

// ---------------------------------------------------------------------------------------------------------------
// Variant picker (docs/behaviour/product.md#variant-picker): one row per option the group's listings differ by.

export type PickerVariant = NonNullable<Product['variants']>[number];

/**
 * - `selected`: the listing on the page has it;
 * - `available`: choosing it switches to an in-stock listing (the other options kept when that listing exists);
 * - `out`: every listing with it (and the options chosen in the rows above) is out of stock: shown struck, not
 *   choosable;
 * - `missing`: no listing has it with the options chosen in the rows above: shown disabled.
 */
export type OptionState = 'selected' | 'available' | 'out' | 'missing';

export interface OptionChoice {
  value: string;
  state: OptionState;
  /** The listing choosing it switches to (the page's own for `selected`); null when `missing`. */
  target: PickerVariant | null;
  /** The target's price when the choices of the row do not all cost the same; otherwise null. */
  price: number | null;
  /** Choosing it also changes an option of a lower row (the exact combination is missing or out of stock). */
  changesOthers: boolean;
}

export interface OptionRow {
  code: VariantOptionCode;
  /** The page's listing's value ('' when it has none). */
  current: string;
  choices: OptionChoice[];
}

/**
 * The picker's rows, in the picker order of @haat/domain/catalog/variant-options, or [] when the listings carry no
 * options that differ (a group seeded before variant_options: the page falls back to chips by variant name).
 *
 * Rows depend on the rows above them, as Flipkart's do: a value of row k is offered with the values chosen in rows
 * 0..k-1 kept; among those listings the one keeping most of the lower rows' current values, in stock first, is where
 * choosing it goes ("the nearest existing combination"). So every listing can be reached from any other, and a
 * combination that does not exist is disabled rather than silently swapped.
 */
export function variantPickerRows(variants: readonly PickerVariant[], currentId: string): OptionRow[] {
  const current = variants.find((v) => v.productId === currentId);
  if (!current) return [];
  const codes = differingOptions(variants);
  return codes.map((code, row) => {
    const above = codes.slice(0, row);
    const below = codes.slice(row + 1);
    const values = orderedValues(
      code,
      [...new Set(variants.map((v) => v.options[code] ?? ''))].filter(Boolean),
    );
    const value = (v: PickerVariant, c: string) => v.options[c] ?? '';
    const choices = values.map((option): Omit<OptionChoice, 'price'> => {
      if (option === value(current, code))
        return { value: option, state: 'selected', target: current, changesOthers: false };
      const candidates = variants.filter(
        (v) => value(v, code) === option && above.every((c) => value(v, c) === value(current, c)),
      );
      if (candidates.length === 0)
        return { value: option, state: 'missing', target: null, changesOthers: false };
      // Lower rows in picker order weigh more: keeping the storage matters more than keeping the condition.
      const kept = (v: PickerVariant) =>
        below.reduce(
          (score, c, i) => score + (value(v, c) === value(current, c) ? 2 ** (below.length - i) : 0),
          0,
        );
      const best = [...candidates].sort(
        (a, b) =>
          Number(b.stock > 0) - Number(a.stock > 0) ||
          kept(b) - kept(a) ||
          Math.abs(a.price - current.price) - Math.abs(b.price - current.price),
      )[0]!;
      return {
        value: option,
        state: best.stock > 0 ? 'available' : 'out',
        target: best,
        changesOthers: below.some((c) => value(best, c) !== value(current, c)),
      };
    });
    const prices = new Set(choices.flatMap((c) => (c.target ? [c.target.price] : [])));
    return {
      code,
      current: value(current, code),
      choices: choices.map((c) => ({ ...c, price: prices.size > 1 && c.target ? c.target.price : null })),
    };
  });
}

const LETTER_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '2XL', 'XXXL', '3XL', '4XL', '5XL'];
const CONDITIONS = ['new', 'open box', 'refurbished'];
/**
 * The store's own words for a listing's condition, which the variant picker shows translated (Malayalam and Urdu
 * pages read "New", "Open Box", "Refurbished" in English); a condition the store does not know stays as written.
 */
const CONDITION_NAMES: Record<string, string> = {
  new: tk('New'),
  'open box': tk('Open Box'),
  refurbished: tk('Refurbished'),
};

/** The catalogue key of a variant value the store names itself (a condition), or null for a seller's own value. */
export function variantValueKey(code: VariantOptionCode, value: string): string | null {
  if (code !== 'condition') return null;
  return CONDITION_NAMES[value.trim().toLowerCase()] ?? null;
}
const UNIT_FACTOR: Record<string, number> = {
  mb: 1 / 1024,
  gb: 1,
  tb: 1024,
  mg: 1 / 1000,
  g: 1,
  gm: 1,
  kg: 1000,
  ml: 1,
  l: 1000,
  ltr: 1000,
  mm: 0.1,
  cm: 1,
  m: 100,
};

/** A value's amounts in order ('8 GB + 256 GB' → [8, 256], '1 TB' → [1024], 'Pack of 2' → [2]), or null. */
function amounts(value: string): number[] | null {
  const found = [...value.matchAll(/(\d+(?:\.\d+)?)\s*([a-z]+)?/gi)].map(([, n, unit]) => {
    const factor = unit ? UNIT_FACTOR[unit.toLowerCase()] : undefined;
    return Number(n) * (factor ?? 1);
  });
  return found.length > 0 ? found : null;
}

/**
 * A row's values in the order a shopper reads them: sizes S to XXL, New before Open Box and Refurbished, amounts
 * from small to large (256 GB, 512 GB, 1 TB); colours, formats and shades as the listings come (by price).
 */
export function orderedValues(code: VariantOptionCode, values: readonly string[]): string[] {
  const rank = (list: readonly string[]) => (value: string) => list.indexOf(value.trim().toUpperCase());
  if (code === 'condition') {
    const at = (v: string) => CONDITIONS.indexOf(v.trim().toLowerCase());
    if (values.every((v) => at(v) >= 0)) return [...values].sort((a, b) => at(a) - at(b));
  }
  if (code === 'colour' || code === 'shade' || code === 'format') return [...values];
  const letter = rank(LETTER_SIZES);
  if (values.every((v) => letter(v) >= 0)) return [...values].sort((a, b) => letter(a) - letter(b));
  const parsed = values.map((v) => ({ v, n: amounts(v) }));
  if (parsed.every((p) => p.n !== null)) {
    const cmp = (a: number[], b: number[]): number => {
      for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
        const d = (a[i] ?? 0) - (b[i] ?? 0);
        if (d !== 0) return d;
      }
      return 0;
    };
    return [...parsed].sort((a, b) => cmp(a.n!, b.n!)).map((p) => p.v);
  }
  return [...values];
}

/** A row's choices shown before 'Show all': the first `limit`, always with the selected one (it replaces the last). */
export function visibleChoices(choices: readonly OptionChoice[], limit: number): OptionChoice[] {
  const head = choices.slice(0, limit);
  if (choices.length <= limit || head.some((c) => c.state === 'selected')) return head;
  const selected = choices.find((c) => c.state === 'selected');
  return selected ? [...head.slice(0, limit - 1), selected] : head;
}

// ---------------------------------------------------------------------------------------------------------------
// Specifications tab: the product's own map, then the regulatory facts a listing in India carries.

export interface SpecRow {
  label: string;
  value: string;
}

const formatter = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

export function specificationRows(product: Product): SpecRow[] {
  const rows: SpecRow[] = Object.entries(product.specifications)
    .filter(([, value]) => value.trim() !== '')
    .map(([label, value]) => ({ label, value }));
  const add = (label: string, value: string | null | undefined) => {
    if (value && value.trim() && !rows.some((r) => r.label.toLowerCase() === label.toLowerCase()))
      rows.push({ label, value: value.trim() });
  };
  add(tk('Manufacturer'), product.manufacturer.name);
  add(tk('Model Number'), product.manufacturer.modelNumber);
  add(tk('Country of Origin'), product.countryOfOrigin);
  const packer = [product.packerInfo.name, product.packerInfo.contact].filter((s) => s.trim()).join(', ');
  add(tk('Packer'), packer);
  add(tk('HSN Code'), product.taxDetails.hsnCode);
  const { length, width, height } = product.shippingDetails.dimensions;
  if (length > 0 && width > 0 && height > 0)
    add(
      tk('Dimensions'),
      `${formatter.format(length)} × ${formatter.format(width)} × ${formatter.format(height)} cm`,
    );
  const grams = product.shippingDetails.weight;
  if (grams > 0)
    add(
      tk('Weight'),
      grams >= 1000 ? `${formatter.format(grams / 1000)} kg` : `${formatter.format(grams)} g`,
    );
  add(tk('Shelf Life'), product.shelfLife);
  return rows;
}

// ---------------------------------------------------------------------------------------------------------------
// Related and similar products (docs/behaviour/product.md#related-and-similar: related call limit 4, shown up to 6;
// similar is a list of 6)

export const RELATED_CALL_LIMIT = 4;
export const RELATED_SHOWN = 6;
export const SAME_CATEGORY_LIMIT = 6;
export const SIMILAR_LIST_SIZE = 6;

/**
 * The listings of the model on the page: itself and its variants (other colours, sizes, packs). They are
 * offered as variant chips, so related and similar rows leave them out.
 */
export function sameModelIds(product: Pick<Product, 'id' | 'variants'>): string[] {
  return [...new Set([product.id, ...(product.variants ?? []).map((v) => v.productId)])];
}

/** Related first, then the same category; each product once; never the model on the page; at most 6. */
export function mergeRelated<P extends { id: string }>(
  excludedIds: readonly string[],
  related: readonly P[],
  sameCategory: readonly P[],
): P[] {
  const seen = new Set(excludedIds);
  const merged: P[] = [];
  for (const p of [...related, ...sameCategory]) {
    if (seen.has(p.id)) continue;
    seen.add(p.id);
    merged.push(p);
    if (merged.length === RELATED_SHOWN) break;
  }
  return merged;
}

/** The similar list of 6 without this product: the first 3 are 'Frequently bought together', 4–6 'Sponsored'. */
export function splitSimilar<P extends { id: string }>(
  excludedIds: readonly string[],
  list: readonly P[],
): { boughtTogether: P[]; sponsored: P[] } {
  const similar = list.filter((p) => !excludedIds.includes(p.id)).slice(0, SIMILAR_LIST_SIZE);
  return { boughtTogether: similar.slice(0, 3), sponsored: similar.slice(3, 6) };
}
