// The price breakdown a product page shows (docs/behaviour/product.md#prices): percent off MRP and the GST inside the
// selling price.
import { GST_PERCENT, paise, splitInclusiveGst, type Paise } from '../money/money.ts';

export interface ProductPricing {
  sellingPricePaise: Paise;
  /**
   * The MRP, or the selling price when the product has none (docs/behaviour/product.md#prices: "MRP falls back to
   * price").
   */
  mrpPaise: Paise;
  /** Whole percent off MRP, 0 to 100. */
  discountPercent: number;
  /** GST-exclusive base: selling / 1.18, rounded to the paisa. */
  basePricePaise: Paise;
  /** selling − base, so that base + GST is exactly the selling price. */
  gstAmountPaise: Paise;
  gstPercentage: number;
}

function assertAmount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be whole paise ≥ 0, got ${value}`);
}

/**
 * round((mrp − selling) / mrp × 100), 0 when there is no MRP or it is not above the selling price.
 * Integer arithmetic (round half up) so 49.5 % never becomes 49 through a floating-point error.
 */
export function discountPercent(mrpPaise: number | null | undefined, sellingPricePaise: number): number {
  assertAmount('sellingPricePaise', sellingPricePaise);
  if (mrpPaise === null || mrpPaise === undefined) return 0;
  assertAmount('mrpPaise', mrpPaise);
  if (mrpPaise <= sellingPricePaise) return 0;
  const off = mrpPaise - sellingPricePaise;
  return Math.floor((200 * off + mrpPaise) / (2 * mrpPaise));
}

/**
 * A price after a whole-percent discount (docs/behaviour/product.md#prices: price × (1 − discount/100)), rounded to
 * the paisa.
 */
export function applyDiscountPercent(pricePaise: number, percent: number): Paise {
  assertAmount('pricePaise', pricePaise);
  if (!Number.isFinite(percent) || percent < 0 || percent > 100)
    throw new RangeError(`percent must be 0–100, got ${percent}`);
  return paise(Math.round((pricePaise * (100 - percent)) / 100));
}

export function productPricing(input: {
  sellingPricePaise: number;
  mrpPaise?: number | null;
}): ProductPricing {
  const { sellingPricePaise } = input;
  assertAmount('sellingPricePaise', sellingPricePaise);
  const mrp = input.mrpPaise ?? sellingPricePaise;
  const { base, gst } = splitInclusiveGst(paise(sellingPricePaise), GST_PERCENT);
  return {
    sellingPricePaise: paise(sellingPricePaise),
    mrpPaise: paise(mrp),
    discountPercent: discountPercent(input.mrpPaise, sellingPricePaise),
    basePricePaise: base,
    gstAmountPaise: gst,
    gstPercentage: GST_PERCENT,
  };
}
