// What a shopper is told when a coupon is refused, and the machine code beside it (docs/behaviour/cart.md#messages):
// the API answers these and the cart page can show the same words for the same reason.
import { formatPaise, paise } from '../money/money.ts';
import { COUPON_MESSAGES } from './coupon.schema.ts';
import type { CouponRefusal } from './coupon-rules.ts';

export interface CouponRefusalAnswer {
  /** COUPON_<REASON>, e.g. COUPON_BELOW_MINIMUM. */
  code: `COUPON_${CouponRefusal}`;
  message: string;
}

export function couponRefusalAnswer(
  reason: CouponRefusal,
  amounts: { minimumOrderPaise: number; eligibleSubtotalPaise: number },
): CouponRefusalAnswer {
  const code = `COUPON_${reason}` as const;
  switch (reason) {
    case 'INVALID':
      return { code, message: COUPON_MESSAGES.invalid };
    case 'NOT_STARTED':
      return { code, message: COUPON_MESSAGES.notStarted };
    case 'EXPIRED':
      return { code, message: COUPON_MESSAGES.expired };
    case 'NOT_APPLICABLE':
      return { code, message: COUPON_MESSAGES.notApplicable };
    case 'BELOW_MINIMUM': {
      const missing = Math.max(0, amounts.minimumOrderPaise - amounts.eligibleSubtotalPaise);
      return {
        code,
        message: COUPON_MESSAGES.belowMinimum(
          formatPaise(paise(amounts.minimumOrderPaise)),
          formatPaise(paise(missing)),
        ),
      };
    }
    case 'USED_UP':
      return { code, message: COUPON_MESSAGES.usedUp };
    case 'ALREADY_USED':
      return { code, message: COUPON_MESSAGES.alreadyUsed };
  }
}
