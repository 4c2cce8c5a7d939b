// Contracts of seller coupons (docs/behaviour/cart.md#coupons, #calls): the list a shopper can use and the validation
// answer.
import { z } from 'zod';
import { cartProductIdSchema, cartQuantitySchema, MAX_CART_LINES } from '../cart/cart-api.schema.ts';

export const COUPON_DISCOUNT_TYPES = ['percentage', 'fixed', 'free_shipping'] as const;
export type CouponDiscountType = (typeof COUPON_DISCOUNT_TYPES)[number];

export const COUPON_CODE_MAX = 32;

export const COUPON_MESSAGES = {
  empty: 'Please enter a coupon code',
  invalid: 'Invalid coupon code',
  notStarted: 'This coupon is not active yet',
  expired: 'This coupon has expired',
  /** The eligible lines (this seller's, or the listed products) add up to less than the minimum. */
  belowMinimum: (minimum: string, missing: string) =>
    `This coupon needs an order of ${minimum} or more from its seller. Add ${missing} more to use it.`,
  notApplicable: 'This coupon does not apply to the products in your cart',
  usedUp: 'This coupon has reached its usage limit',
  alreadyUsed: 'You have already used this coupon',
  applied: 'Coupon applied',
  removed: 'Coupon removed',
  applyFailed: 'Failed to apply coupon',
} as const;

/** Trimmed and upper-cased (docs/behaviour/cart.md#coupons); the rule both the input box and the server apply. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export const couponCodeSchema = z
  .string({ error: COUPON_MESSAGES.empty })
  .transform(normaliseCouponCode)
  .pipe(z.string().min(1, COUPON_MESSAGES.empty).max(COUPON_CODE_MAX, COUPON_MESSAGES.invalid));

/** POST /api/users/validate-coupon. orderAmount is accepted for the spec's shape; the server recomputes it. */
export const validateCouponRequestSchema = z.object({
  couponCode: couponCodeSchema,
  orderAmount: z.number().nonnegative().optional(),
  cartItems: z
    .array(z.object({ productId: cartProductIdSchema, quantity: cartQuantitySchema }))
    .min(1, 'Your cart is empty')
    .max(MAX_CART_LINES),
});
export type ValidateCouponRequest = z.infer<typeof validateCouponRequestSchema>;

export const couponViewSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  discountType: z.enum(COUPON_DISCOUNT_TYPES),
  /** Percent for 'percentage', rupees for 'fixed', 0 for 'free_shipping'. */
  discountValue: z.number(),
  /** Rupees: the most a percentage coupon takes off; null when unlimited. */
  maxDiscount: z.number().nullable(),
  sellerId: z.string(),
  sellerName: z.string(),
  /** Rupees of the eligible products the order must reach. */
  minimumOrderAmount: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  /** Empty means all of the seller's products. */
  applicableProducts: z.array(z.string()),
});
export type CouponView = z.infer<typeof couponViewSchema>;

/** GET /api/users/coupons/available?productIds=id1,id2: only coupons that apply to one of these products. */
export const availableCouponsQuerySchema = z.object({
  productIds: z
    .string()
    .max(MAX_CART_LINES * 65, 'Too many products')
    .optional()
    .transform((value) =>
      value === undefined
        ? undefined
        : [
            ...new Set(
              value
                .split(',')
                .map((id) => id.trim())
                .filter((id) => id.length > 0),
            ),
          ],
    )
    .pipe(z.array(cartProductIdSchema).max(MAX_CART_LINES, 'Too many products').optional()),
});
export type AvailableCouponsQuery = z.infer<typeof availableCouponsQuerySchema>;

export const availableCouponsResponseSchema = z.object({
  success: z.literal(true),
  coupons: z.array(couponViewSchema),
});

export const validatedCouponSchema = couponViewSchema.extend({
  /** Rupees taken off the order (for free_shipping: the cart rule's delivery fee). */
  discountAmount: z.number(),
  /** Rupees of the lines the coupon applies to. */
  eligibleSubtotal: z.number(),
  eligibleProductIds: z.array(z.string()),
  freeShipping: z.boolean(),
});
export type ValidatedCoupon = z.infer<typeof validatedCouponSchema>;

export const validateCouponResponseSchema = z.object({
  success: z.literal(true),
  coupon: validatedCouponSchema,
  message: z.string(),
});
export type ValidateCouponResponse = z.infer<typeof validateCouponResponseSchema>;
