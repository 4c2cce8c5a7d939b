// What a product card states, as pure rules (docs/behaviour/catalogue.md#home-page, #product-cards): the stock label,
// the tags shown, the price block's three figures and the group's "from" price and option chips.
import type { ProductCard } from '@haat/domain/catalog/product.schema';
import { VARIANT_OPTION_CODES, type VariantOptionCode } from '@haat/domain/catalog/variant-options';
import { tk } from '../../i18n/translation-key.ts';

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
export function cardPrice(
  product: Pick<ProductCard, 'sellingPrice' | 'price' | 'mrp' | 'discount'>,
): CardPrice {
  const selling = product.sellingPrice > 0 ? product.sellingPrice : product.price;
  const mrp = product.mrp > selling ? product.mrp : null;
  const percentOff = mrp !== null && product.discount > 0 ? product.discount : null;
  return { selling, mrp, percentOff };
}

// ---------------------------------------------------------------------------------------------------------------
// The group a card stands for (issue 23 item 1, docs/behaviour/catalogue.md#product-groups): "from ₹X" and what the
// other listings offer.

/** The option names as the interface shows them (translated with t()), by the codes of variant-options. */
export const OPTION_LABELS: Record<VariantOptionCode, string> = {
  colour: tk('Colour'),
  storage: tk('Storage'),
  size: tk('Size'),
  capacity: tk('Capacity'),
  weight: tk('Weight'),
  pack: tk('Pack'),
  format: tk('Format'),
  shade: tk('Shade'),
  kit: tk('Kit'),
  condition: tk('Condition'),
};

/** A card shows at most this many option chips, so the card stays two lines shorter than a name on a phone. */
export const CARD_OPTION_CHIPS = 2;

export interface OptionChip {
  code: VariantOptionCode | 'variants';
  /**
   * Colours, sizes and shades count the others ('+3 colours': the picture shows one of 4); the rest count them all
   * ('4 storage options'); 'variants' is a group whose listings carry no options yet.
   */
  count: number;
}

/** The rupees a card's "from ₹X" line names, or null when the group's listings all cost the same. */
export function groupFromPrice(group: ProductCard['group']): number | null {
  if (!group || group.variantCount < 2 || !(group.minPrice < group.maxPrice)) return null;
  return group.minPrice;
}

/** The card's option chips, in picker order: colour first; the condition of second-hand units is left to the page. */
export function optionChips(group: ProductCard['group']): OptionChip[] {
  if (!group || group.variantCount < 2) return [];
  const chips: OptionChip[] = [];
  for (const code of VARIANT_OPTION_CODES) {
    const n = group.optionCounts[code] ?? 0;
    if (n < 2 || code === 'condition') continue;
    chips.push({ code, count: OTHERS_COUNTED.has(code) ? n - 1 : n });
  }
  const hasOptions = Object.values(group.optionCounts).some((n) => n > 1);
  if (!hasOptions) chips.push({ code: 'variants', count: group.variantCount });
  return chips.slice(0, CARD_OPTION_CHIPS);
}

const OTHERS_COUNTED = new Set<VariantOptionCode>(['colour', 'size', 'shade']);
