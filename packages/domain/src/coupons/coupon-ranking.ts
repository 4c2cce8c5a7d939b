// The order of the "available coupons" list: by seller, then the coupon worth most first. Percentages, rupees
// and free delivery are compared by what each takes off an order of the coupon's own minimum
// (docs/behaviour/cart.md#coupons).
import { paise, type Paise } from '../money/money.ts';
import { SHIPPING_STATEMENTS } from '../pricing/shipping-statements.ts';
import type { CouponTerms } from './coupon-rules.ts';

/** The order a coupon without a minimum is valued at: ₹1,000. */
export const REFERENCE_ORDER_PAISE = 100_000;

type RankedTerms = Pick<
  CouponTerms,
  'discountType' | 'discountValue' | 'maxDiscountPaise' | 'minimumOrderPaise'
>;

/** Paise the coupon takes off an order of its minimum (₹1,000 when it has none). */
export function couponHeadlineValuePaise(terms: RankedTerms): Paise {
  const order = terms.minimumOrderPaise > 0 ? terms.minimumOrderPaise : REFERENCE_ORDER_PAISE;
  switch (terms.discountType) {
    case 'percentage': {
      const raw = Math.floor((order * terms.discountValue) / 100);
      return paise(terms.maxDiscountPaise === null ? raw : Math.min(raw, terms.maxDiscountPaise));
    }
    case 'fixed':
      return paise(Math.min(terms.discountValue, order));
    case 'free_shipping':
      return paise(SHIPPING_STATEMENTS.cart.fee * 100);
  }
}

/** Seller name (then id) ascending, then the biggest headline value, then the code: a stable order. */
export function compareCoupons<
  T extends RankedTerms & { code: string; sellerId: string; sellerName: string },
>(a: T, b: T): number {
  return (
    a.sellerName.localeCompare(b.sellerName, 'en-IN') ||
    a.sellerId.localeCompare(b.sellerId) ||
    couponHeadlineValuePaise(b) - couponHeadlineValuePaise(a) ||
    a.code.localeCompare(b.code)
  );
}
