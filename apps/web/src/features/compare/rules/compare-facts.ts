// The comparison page's pure rules (docs/behaviour/compare.md#comparison-page, #limits): the ids in the URL, the link
// to the page, which rows differ between products, and the per-product summary ('Highly rated' above 4, cheapest,
// biggest discount).
import type { Product } from '@haat/domain/catalog/product.schema';
import { COMPARE_MAX, normaliseCompareIds } from '../../../lib/stores/compare-store.ts';
import { cardPrice } from '../../../components/product/card-facts.ts';

export const COMPARE_PATH = '/product-comparison';
/** docs/behaviour/compare.md#comparison-page: the Specifications row shows the first 3 entries, then '+N more'. */
export const SPEC_PREVIEW_COUNT = 3;
/** 'Highly rated' means an average above 4 (docs/behaviour/compare.md#comparison-page). */
export const HIGHLY_RATED_ABOVE = 4;

export interface CompareIds {
  /** The ids to show: distinct, in the URL's order, at most 4. */
  ids: string[];
  /** The URL named more than 4 distinct products; the extra ones are left out. */
  overLimit: boolean;
}

/** `?products=a,b,c`: comma separated ids; blanks and repeats are ignored. */
export function parseCompareParam(value: string | null): CompareIds {
  const named = (value ?? '').split(',');
  const distinct = new Set(named.map((id) => id.trim()).filter(Boolean));
  return { ids: normaliseCompareIds(named), overLimit: distinct.size > COMPARE_MAX };
}

export function compareHref(ids: readonly string[]): string {
  const kept = normaliseCompareIds(ids);
  if (kept.length === 0) return COMPARE_PATH;
  // Commas stay literal so the link reads like the spec's `?products=id,id`.
  return `${COMPARE_PATH}?products=${kept.map((id) => encodeURIComponent(id)).join(',')}`;
}

/** A row is marked when at least two products are shown and their values are not all the same. */
export function valuesDiffer(values: readonly string[]): boolean {
  return values.length > 1 && new Set(values).size > 1;
}

export interface SpecPreview {
  shown: [string, string][];
  /** '+N more' */
  more: number;
}

export function specPreview(specifications: Record<string, string>): SpecPreview {
  const entries = Object.entries(specifications).filter(([key, value]) => key.trim() && value.trim());
  return {
    shown: entries.slice(0, SPEC_PREVIEW_COUNT),
    more: Math.max(0, entries.length - SPEC_PREVIEW_COUNT),
  };
}

/** A stable text of the whole specification map, so key order does not make two equal maps 'differ'. */
export function specificationsKey(specifications: Record<string, string>): string {
  return JSON.stringify(Object.entries(specifications).sort(([a], [b]) => a.localeCompare(b)));
}

export type ComparableProduct = Pick<
  Product,
  'id' | 'sellingPrice' | 'price' | 'mrp' | 'discount' | 'ratings'
>;

export interface ProductSummary {
  highlyRated: boolean;
  /** The lowest selling price (ties all count); none when fewer than 2 products or all cost the same. */
  cheapest: boolean;
  /** The highest percent off above 0 (ties all count); none when fewer than 2 products or all are equal. */
  biggestDiscount: boolean;
}

export function sellingPrice(product: Pick<Product, 'sellingPrice' | 'price' | 'mrp' | 'discount'>): number {
  return cardPrice(product).selling;
}

export function percentOff(product: Pick<Product, 'sellingPrice' | 'price' | 'mrp' | 'discount'>): number {
  return cardPrice(product).percentOff ?? 0;
}

/** One summary per product, in the same order. */
export function summarise(products: readonly ComparableProduct[]): ProductSummary[] {
  const several = products.length > 1;
  const prices = products.map(sellingPrice);
  const discounts = products.map(percentOff);
  const lowest = Math.min(...prices);
  const highestOff = Math.max(0, ...discounts);
  return products.map((product, index) => ({
    highlyRated: product.ratings.count > 0 && product.ratings.average > HIGHLY_RATED_ABOVE,
    cheapest: several && prices[index] === lowest && prices.some((price) => price !== lowest),
    biggestDiscount:
      several &&
      highestOff > 0 &&
      discounts[index] === highestOff &&
      discounts.some((off) => off !== highestOff),
  }));
}
