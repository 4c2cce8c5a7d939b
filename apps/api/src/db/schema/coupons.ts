// Seller coupons (docs/behaviour/cart.md#coupons, issue 6) and their redemptions. A redemption is written by the
// order transaction (Checkout issue), which is also where used_count moves; validation only reads both.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sellers } from './sellers.ts';
import { users } from './users.ts';

/** COUPON_DISCOUNT_TYPES of @haat/domain/coupons/coupon.schema (drizzle-kit reads this file on its own). */
const DISCOUNT_TYPES = ['percentage', 'fixed', 'free_shipping'] as const;

export const coupons = pgTable(
  'coupons',
  {
    /** 'cpn_001' */
    id: text('id').primaryKey(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    /** Upper case (normaliseCouponCode), unique across the marketplace. */
    code: text('code').notNull().unique('coupons_code_unique'),
    name: text('name').notNull(),
    description: text('description').notNull(),
    discountType: text('discount_type', { enum: DISCOUNT_TYPES }).notNull(),
    /** Percent for 'percentage', paise for 'fixed', 0 for 'free_shipping'. */
    discountValue: integer('discount_value').notNull(),
    maxDiscountPaise: integer('max_discount_paise'),
    minimumOrderPaise: integer('minimum_order_paise').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Empty means every product of the seller. */
    applicableProductIds: text('applicable_product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    usageLimit: integer('usage_limit'),
    perUserLimit: integer('per_user_limit'),
    usedCount: integer('used_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupons_seller_idx').on(t.sellerId),
    check('coupons_code_upper', sql`${t.code} = upper(${t.code}) and length(${t.code}) between 1 and 32`),
    check('coupons_discount_type', sql`${t.discountType} in ('percentage', 'fixed', 'free_shipping')`),
    check(
      'coupons_discount_value',
      sql`(${t.discountType} = 'percentage' and ${t.discountValue} between 1 and 100)
        or (${t.discountType} = 'fixed' and ${t.discountValue} > 0)
        or (${t.discountType} = 'free_shipping' and ${t.discountValue} = 0)`,
    ),
    check('coupons_dates', sql`${t.endsAt} > ${t.startsAt}`),
    check('coupons_minimum', sql`${t.minimumOrderPaise} >= 0`),
    check(
      'coupons_usage',
      sql`${t.usedCount} >= 0 and (${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit})`,
    ),
  ],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: text('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The order that used it (Checkout issue); text so it can name an order before that table exists. */
    orderId: text('order_id').notNull(),
    discountPaise: integer('discount_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupon_redemptions_coupon_user_idx').on(t.couponId, t.userId),
    check('coupon_redemptions_discount', sql`${t.discountPaise} >= 0`),
  ],
);
