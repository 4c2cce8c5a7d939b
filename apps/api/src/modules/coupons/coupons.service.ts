// Coupon use cases: the list a shopper can use and the validation of a code against a cart priced from the
// catalogue (docs/behaviour/cart.md#coupons, #calls). The rules are @haat/domain's; money leaves here in rupees.
import { compareCoupons } from '@haat/domain/coupons/coupon-ranking';
import { couponRefusalAnswer } from '@haat/domain/coupons/coupon-refusals';
import { evaluateCoupon, type CouponLine, type CouponTerms } from '@haat/domain/coupons/coupon-rules';
import {
  COUPON_MESSAGES,
  type CouponView,
  type ValidateCouponRequest,
  type ValidateCouponResponse,
} from '@haat/domain/coupons/coupon.schema';
import { paise, paiseToRupees } from '@haat/domain/money/money';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import {
  countUsesByUser,
  findAvailableCoupons,
  findCouponByCode,
  findCouponPricedProducts,
  type CouponRow,
} from './coupons.repository.ts';

export interface CouponDeps {
  db: Db;
  /** The clock; tests pass their own. */
  now?: () => Date;
}

const rupees = (amount: number) => paiseToRupees(paise(amount));

export function couponTerms(row: CouponRow): CouponTerms {
  return {
    code: row.code,
    sellerId: row.sellerId,
    discountType: row.discountType,
    discountValue: row.discountValue,
    maxDiscountPaise: row.maxDiscountPaise,
    minimumOrderPaise: row.minimumOrderPaise,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    applicableProductIds: row.applicableProductIds,
    isActive: row.isActive,
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
    perUserLimit: row.perUserLimit,
  };
}

export function toCouponView(row: CouponRow): CouponView {
  return {
    code: row.code,
    name: row.name,
    description: row.description,
    discountType: row.discountType,
    discountValue: row.discountType === 'fixed' ? rupees(row.discountValue) : row.discountValue,
    maxDiscount: row.maxDiscountPaise === null ? null : rupees(row.maxDiscountPaise),
    sellerId: row.sellerId,
    sellerName: row.sellerName,
    minimumOrderAmount: rupees(row.minimumOrderPaise),
    startDate: row.startsAt.toISOString(),
    endDate: row.endsAt.toISOString(),
    applicableProducts: row.applicableProductIds,
  };
}

/** GET /api/users/coupons/available: by seller, the most valuable first. */
export async function availableCoupons(
  { db, now = () => new Date() }: CouponDeps,
  userId: string,
  productIds?: readonly string[],
): Promise<CouponView[]> {
  const rows = await findAvailableCoupons(db, { userId, now: now(), productIds });
  return rows.toSorted(compareCoupons).map(toCouponView);
}

/** Lines priced from the catalogue: unknown and unpublished products are not eligible for anything. */
async function priceLines(db: Db, items: ValidateCouponRequest['cartItems']): Promise<CouponLine[]> {
  const found = await findCouponPricedProducts(db, [...new Set(items.map((i) => i.productId))]);
  const byId = new Map(found.map((p) => [p.id, p]));
  return items.flatMap((item) => {
    const product = byId.get(item.productId);
    return product
      ? [
          {
            productId: product.id,
            sellerId: product.sellerId,
            unitPricePaise: product.sellingPricePaise,
            quantity: item.quantity,
          },
        ]
      : [];
  });
}

/**
 * POST /api/users/validate-coupon. The client's orderAmount is ignored: the server prices the cart itself.
 * Refusals are 422 with the reason's message and COUPON_<REASON>.
 */
export async function validateCoupon(
  { db, now = () => new Date() }: CouponDeps,
  userId: string,
  request: ValidateCouponRequest,
): Promise<ValidateCouponResponse> {
  const row = await findCouponByCode(db, request.couponCode);
  if (!row) throw AppError.unprocessable({ message: COUPON_MESSAGES.invalid, code: 'COUPON_INVALID' });
  const [lines, usesByThisUser] = await Promise.all([
    priceLines(db, request.cartItems),
    countUsesByUser(db, row.id, userId),
  ]);
  const outcome = evaluateCoupon(couponTerms(row), lines, { now: now(), usesByThisUser });
  if (!outcome.ok) {
    const { code, message } = couponRefusalAnswer(outcome.reason, {
      minimumOrderPaise: row.minimumOrderPaise,
      eligibleSubtotalPaise: outcome.eligibleSubtotalPaise,
    });
    throw AppError.unprocessable({ message, code });
  }
  return {
    success: true,
    message: COUPON_MESSAGES.applied,
    coupon: {
      ...toCouponView(row),
      discountAmount: paiseToRupees(outcome.discountPaise),
      eligibleSubtotal: paiseToRupees(outcome.eligibleSubtotalPaise),
      eligibleProductIds: outcome.eligibleProductIds,
      freeShipping: outcome.freeShipping,
    },
  };
}
