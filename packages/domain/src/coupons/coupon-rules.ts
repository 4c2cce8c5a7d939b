// Whether a seller coupon applies to a cart and how much it takes off, in paise (docs/behaviour/cart.md#coupons;
// issue 6). The server decides with these rules; the cart page shows the same arithmetic.
import { paise, type Paise } from '../money/money.ts';
import { cartShippingPaise } from '../pricing/shipping-statements.ts';
import type { CouponDiscountType } from './coupon.schema.ts';

export interface CouponTerms {
  code: string;
  sellerId: string;
  discountType: CouponDiscountType;
  /** Percent (1–100) for 'percentage', paise for 'fixed', 0 for 'free_shipping'. */
  discountValue: number;
  /** Paise; null when a percentage coupon has no ceiling. */
  maxDiscountPaise: number | null;
  minimumOrderPaise: number;
  startsAt: Date;
  endsAt: Date;
  /** Product ids; empty means every product of the seller. */
  applicableProductIds: readonly string[];
  isActive: boolean;
  /** Uses across all shoppers; null for no limit. */
  usageLimit: number | null;
  usedCount: number;
  /** Uses per shopper; null for no limit. */
  perUserLimit: number | null;
}

/** A cart line priced by the server from the catalogue. */
export interface CouponLine {
  productId: string;
  sellerId: string;
  unitPricePaise: number;
  quantity: number;
}

export type CouponRefusal =
  'INVALID' | 'NOT_STARTED' | 'EXPIRED' | 'NOT_APPLICABLE' | 'BELOW_MINIMUM' | 'USED_UP' | 'ALREADY_USED';

export type CouponOutcome =
  | {
      ok: true;
      discountPaise: Paise;
      eligibleSubtotalPaise: Paise;
      eligibleProductIds: string[];
      freeShipping: boolean;
    }
  | { ok: false; reason: CouponRefusal; eligibleSubtotalPaise: Paise };

function appliesTo(terms: CouponTerms, line: CouponLine): boolean {
  if (line.sellerId !== terms.sellerId) return false;
  return terms.applicableProductIds.length === 0 || terms.applicableProductIds.includes(line.productId);
}

/** The cart rule's delivery fee for a subtotal, in paise (what a free_shipping coupon waives on the cart page). */
export function cartDeliveryFeePaise(cartSubtotalPaise: number): Paise {
  return paise(cartShippingPaise(cartSubtotalPaise).shippingPaise);
}

/**
 * Checks a coupon against a priced cart. The order of checks is the order a shopper can act on: a code that
 * does not exist or is switched off, dates, the products, the minimum, then usage limits.
 */
export function evaluateCoupon(
  terms: CouponTerms,
  lines: readonly CouponLine[],
  context: { now: Date; usesByThisUser: number },
): CouponOutcome {
  const eligible = lines.filter((line) => appliesTo(terms, line) && line.quantity > 0);
  const eligibleSubtotalPaise = paise(eligible.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0));
  const refuse = (reason: CouponRefusal): CouponOutcome => ({ ok: false, reason, eligibleSubtotalPaise });

  if (!terms.isActive) return refuse('INVALID');
  if (context.now < terms.startsAt) return refuse('NOT_STARTED');
  if (context.now > terms.endsAt) return refuse('EXPIRED');
  if (eligible.length === 0) return refuse('NOT_APPLICABLE');
  if (eligibleSubtotalPaise < terms.minimumOrderPaise) return refuse('BELOW_MINIMUM');
  if (terms.usageLimit !== null && terms.usedCount >= terms.usageLimit) return refuse('USED_UP');
  if (terms.perUserLimit !== null && context.usesByThisUser >= terms.perUserLimit)
    return refuse('ALREADY_USED');

  // Lines of no quantity count nowhere, neither for eligibility nor for the cart rule's fee.
  const cartSubtotal = lines.reduce((sum, l) => sum + l.unitPricePaise * Math.max(0, l.quantity), 0);
  let discount: number;
  switch (terms.discountType) {
    case 'percentage': {
      const raw = Math.floor((eligibleSubtotalPaise * terms.discountValue) / 100);
      discount = terms.maxDiscountPaise === null ? raw : Math.min(raw, terms.maxDiscountPaise);
      break;
    }
    case 'fixed':
      discount = terms.discountValue;
      break;
    case 'free_shipping':
      discount = cartDeliveryFeePaise(cartSubtotal);
      break;
  }
  // A coupon never takes off more than the lines it applies to (docs/behaviour/cart.md#coupons: totals floor at 0).
  const cappedDiscount =
    terms.discountType === 'free_shipping' ? discount : Math.min(discount, eligibleSubtotalPaise);
  return {
    ok: true,
    discountPaise: paise(Math.max(0, cappedDiscount)),
    eligibleSubtotalPaise,
    eligibleProductIds: [...new Set(eligible.map((l) => l.productId))],
    freeShipping: terms.discountType === 'free_shipping',
  };
}

/** Total after a coupon: total minus the discount, floored at 0 (docs/behaviour/cart.md#coupons). */
export function totalAfterCoupon(totalPaise: number, discountPaise: number): Paise {
  return paise(Math.max(0, totalPaise - discountPaise));
}
