// What a product card states, as pure rules (docs/behaviour/catalogue.md#home-page, #product-cards): the stock label,
// the tags shown and the price block's three figures.
import type { Product } from '@haat/domain/catalog/product.schema';

/** 'Only {n} left' shows from 1 up to this stock (docs/behaviour/catalogue.md#product-cards). */
export const LOW_STOCK_UP_TO = 5;
/** Cards show at most this many tags (docs/behaviour/catalogue.md#product-cards). */
export const CARD_TAG_LIMIT = 3;

export type StockStatus = { kind: 'out' } | { kind: 'low'; left: number } | { kind: 'available' };

/** 'Out of Stock' at 0 (or below, should a stale count say so), 'Only n left' at 1 to 5, nothing above. */
export function stockStatus(stock: number): StockStatus {
  if (stock <= 0) return { kind: 'out' };
  if (stock <= LOW_STOCK_UP_TO) return { kind: 'low', left: stock };
  return { kind: 'available' };
}

/** The first three distinct, non-blank tags. */
export function cardTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))].slice(0, CARD_TAG_LIMIT);
}

export interface CardPrice {
  selling: number;
  /** Struck through; null when there is no MRP above the selling price. */
  mrp: number | null;
  /** '{n}% off'; null when nothing is off. */
  percentOff: number | null;
}

/**
 * docs/behaviour/catalogue.md#panel-defaults: the selling price falls back to price; MRP and percent off show only
 * when something is off.
 */
export function cardPrice(product: Pick<Product, 'sellingPrice' | 'price' | 'mrp' | 'discount'>): CardPrice {
  const selling = product.sellingPrice > 0 ? product.sellingPrice : product.price;
  const mrp = product.mrp > selling ? product.mrp : null;
  const percentOff = mrp !== null && product.discount > 0 ? product.discount : null;
  return { selling, mrp, percentOff };
}
