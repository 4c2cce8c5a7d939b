// Sellers on the marketplace: shoppers see them only as the seller of a product; their GSTIN drives invoices.
import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const sellers = pgTable(
  'sellers',
  {
    /** 'sel_001': readable in logs, invoices and seller-portal links. */
    id: text('id').primaryKey(),
    legalName: text('legal_name').notNull(),
    displayName: text('display_name').notNull(),
    gstin: text('gstin').notNull().unique(),
    state: text('state').notNull(),
    /** GST state code, two digits ('27' Maharashtra); the place of supply on invoices. */
    stateCode: text('state_code').notNull(),
    /** Street address printed on the seller's GST invoices. */
    addressLine: text('address_line').notNull().default(''),
    city: text('city').notNull(),
    pincode: text('pincode').notNull(),
    rating: numeric('rating', { precision: 2, scale: 1 }).notNull().default('0'),
    ratingCount: integer('rating_count').notNull().default(0),
    /** The marketplace's commission in basis points of the sub-order total (1000 = 10 %). */
    commissionBps: integer('commission_bps').notNull().default(1000),
    /** Razorpay Route linked account ('acc_…') the seller's share of each payment goes to; null: paid out by hand. */
    razorpayAccountId: text('razorpay_account_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A GSTIN is 2-digit state code + PAN + entity number + 'Z' + check character, and it belongs to one state.
    check('sellers_gstin_format', sql`${t.gstin} ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'`),
    check('sellers_gstin_state', sql`substr(${t.gstin}, 1, 2) = ${t.stateCode}`),
    check('sellers_pincode_format', sql`${t.pincode} ~ '^[1-9][0-9]{5}$'`),
    check('sellers_rating_range', sql`${t.rating} >= 0 and ${t.rating} <= 5`),
    check('sellers_rating_count', sql`${t.ratingCount} >= 0`),
    check('sellers_commission', sql`${t.commissionBps} between 0 and 5000`),
    check(
      'sellers_razorpay_account_format',
      sql`${t.razorpayAccountId} is null or ${t.razorpayAccountId} ~ '^acc_[A-Za-z0-9]{6,32}$'`,
    ),
  ],
);
