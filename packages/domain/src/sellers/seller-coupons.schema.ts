// A seller's coupons as Seller Central writes them (docs/behaviour/seller-portal.md#coupons): the same coupons the
// cart and checkout apply (docs/behaviour/cart.md#coupons), with their terms checked in the portal and again by the
// API. Amounts are rupees at this edge, paise inside; dates are whole days in India's time.
import { z } from 'zod';
import { COUPON_CODE_MAX, COUPON_DISCOUNT_TYPES, normaliseCouponCode } from '../coupons/coupon.schema.ts';
import { MAX_PRICE_RUPEES } from './listing.schema.ts';

export const SELLER_COUPON_MESSAGES = {
  codeFormat: 'Code: 3 to 32 letters, digits, hyphens or underscores',
  codeTaken: 'This code is already used by another coupon on Haat',
  codeFixed: 'A coupon that has been used keeps its code',
  nameRequired: 'Give the coupon a name (up to 80 characters)',
  descriptionLength: 'Description: up to 300 characters',
  percentRange: 'A percentage is 1 to 100',
  amountRange: 'The amount off is ₹1 to ₹10,00,000',
  maxDiscountRange: 'The most it takes off is ₹1 to ₹10,00,000, or empty for no limit',
  minimumRange: 'The minimum order is ₹0 to ₹10,00,000',
  dateFormat: 'Give a date',
  endsBeforeStart: 'The last day cannot be before the first',
  limitRange: 'A limit is 1 to 10,00,000 uses, or empty for no limit',
  limitBelowUses: 'The usage limit cannot be below the times it has been used',
  productsNotYours: 'Choose products from your own listings',
  productsTooMany: 'A coupon names at most 100 products (none: all your products)',
  couponNotFound: 'Coupon not found',
} as const;
const M = SELLER_COUPON_MESSAGES;

const COUPON_LIMIT_MAX = 10_00_000;
const day = z.string({ error: M.dateFormat }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.dateFormat });
const optionalLimit = z
  .number({ error: M.limitRange })
  .int({ error: M.limitRange })
  .min(1, { error: M.limitRange })
  .max(COUPON_LIMIT_MAX, { error: M.limitRange })
  .nullable();
const rupeesWithin = (min: number, message: string) =>
  z
    .number({ error: message })
    .min(min, { error: message })
    .max(MAX_PRICE_RUPEES, { error: message })
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: message });

export const sellerCouponInputSchema = z
  .object({
    code: z
      .string({ error: M.codeFormat })
      .transform(normaliseCouponCode)
      .pipe(z.string().regex(new RegExp(`^[A-Z0-9_-]{3,${COUPON_CODE_MAX}}$`), { error: M.codeFormat })),
    name: z
      .string({ error: M.nameRequired })
      .trim()
      .min(1, { error: M.nameRequired })
      .max(80, { error: M.nameRequired }),
    description: z.string().trim().max(300, { error: M.descriptionLength }).default(''),
    discountType: z.enum(COUPON_DISCOUNT_TYPES),
    /** Percent for 'percentage', rupees for 'fixed'; ignored (0) for 'free_shipping'. */
    // NaN (a box holding no number) is let through to the type's own rule below, which names the field's range.
    discountValue: z.number().or(z.nan()).default(0),
    /** Rupees: the most a percentage coupon takes off; null for no limit. */
    maxDiscountRupees: z.number().or(z.nan()).nullable().default(null),
    minimumOrderRupees: rupeesWithin(0, M.minimumRange).default(0),
    /** First and last day it can be used, India's dates, both included. */
    startsOn: day,
    endsOn: day,
    /** The seller's products it applies to; empty for all of them. */
    productIds: z.array(z.string().min(1).max(40)).max(100, { error: M.productsTooMany }).default([]),
    usageLimit: optionalLimit.default(null),
    perUserLimit: optionalLimit.default(null),
  })
  .superRefine((c, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (c.discountType === 'percentage') {
      if (!Number.isInteger(c.discountValue) || c.discountValue < 1 || c.discountValue > 100)
        issue('discountValue', M.percentRange);
      if (
        c.maxDiscountRupees !== null &&
        !rupeesWithin(1, M.maxDiscountRange).safeParse(c.maxDiscountRupees).success
      )
        issue('maxDiscountRupees', M.maxDiscountRange);
    } else if (
      c.discountType === 'fixed' &&
      !rupeesWithin(1, M.amountRange).safeParse(c.discountValue).success
    )
      issue('discountValue', M.amountRange);
    if (c.endsOn < c.startsOn) issue('endsOn', M.endsBeforeStart);
  })
  .transform((c) => ({
    ...c,
    discountValue: c.discountType === 'free_shipping' ? 0 : c.discountValue,
    maxDiscountRupees: c.discountType === 'percentage' ? c.maxDiscountRupees : null,
    productIds: [...new Set(c.productIds)],
  }));
export type SellerCouponInput = z.input<typeof sellerCouponInputSchema>;
export type ParsedSellerCoupon = z.output<typeof sellerCouponInputSchema>;

/** The first moment of an India date and the last, as instants (IST has no daylight saving). */
export const istDayStart = (d: string) => new Date(`${d}T00:00:00.000+05:30`);
export const istDayEnd = (d: string) => new Date(`${d}T23:59:59.999+05:30`);
/** The India date of an instant, 'YYYY-MM-DD'. */
export const istDate = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/** What a shopper meets today, in the order evaluateCoupon checks (coupons/coupon-rules.ts). */
export const SELLER_COUPON_STATES = ['inactive', 'scheduled', 'active', 'expired', 'used_up'] as const;
export type SellerCouponState = (typeof SELLER_COUPON_STATES)[number];

export function sellerCouponState(
  c: { isActive: boolean; startsAt: Date; endsAt: Date; usageLimit: number | null; usedCount: number },
  now: Date,
): SellerCouponState {
  if (!c.isActive) return 'inactive';
  if (now < c.startsAt) return 'scheduled';
  if (now > c.endsAt) return 'expired';
  if (c.usageLimit !== null && c.usedCount >= c.usageLimit) return 'used_up';
  return 'active';
}

export const sellerCouponViewSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  discountType: z.enum(COUPON_DISCOUNT_TYPES),
  discountValue: z.number(),
  maxDiscountRupees: z.number().nullable(),
  minimumOrderRupees: z.number(),
  startsOn: z.string(),
  endsOn: z.string(),
  productIds: z.array(z.string()),
  usageLimit: z.number().int().nullable(),
  perUserLimit: z.number().int().nullable(),
  usedCount: z.number().int(),
  isActive: z.boolean(),
  state: z.enum(SELLER_COUPON_STATES),
});
export type SellerCouponView = z.infer<typeof sellerCouponViewSchema>;

export const sellerCouponsResponseSchema = z.object({
  success: z.literal(true),
  coupons: z.array(sellerCouponViewSchema),
});
export const sellerCouponResponseSchema = z.object({
  success: z.literal(true),
  coupon: sellerCouponViewSchema,
});
export const sellerCouponActiveRequestSchema = z.object({ isActive: z.boolean() });
