// Sellers on the marketplace: shoppers see them only as the seller of a product; their GSTIN drives invoices.
import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
    /**
     * Where the seller is in review (docs/behaviour/seller-portal.md#review): a seller who signed up in the portal
     * waits in pending_review until the operator approves; seeded and CLI-made sellers are approved.
     */
    status: text('status', { enum: ['pending_review', 'approved', 'rejected'] })
      .notNull()
      .default('approved'),
    /** The operator's reason when rejected, which the seller reads in the portal. */
    reviewNote: text('review_note'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /**
     * Set while the operator has the seller suspended (docs/behaviour/operator.md#suspension): their listings are off
     * the storefront (products.seller_suspended), their placed orders still theirs to fulfil.
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    /** The payout bank account given at sign-up; null for sellers made before the portal. */
    bankAccountHolder: text('bank_account_holder'),
    bankAccountNumber: text('bank_account_number'),
    bankIfsc: text('bank_ifsc'),
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
    check('sellers_status', sql`${t.status} in ('pending_review', 'approved', 'rejected')`),
    check('sellers_bank_ifsc_format', sql`${t.bankIfsc} is null or ${t.bankIfsc} ~ '^[A-Z]{4}0[A-Z0-9]{6}$'`),
    check(
      'sellers_razorpay_account_format',
      sql`${t.razorpayAccountId} is null or ${t.razorpayAccountId} ~ '^acc_[A-Za-z0-9]{6,32}$'`,
    ),
  ],
);

/** A seller's sign-in to the portal: e-mail or phone and an argon2id password (docs/behaviour/seller-portal.md). */
export const sellerAccounts = pgTable('seller_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  sellerId: text('seller_id')
    .notNull()
    .unique()
    .references(() => sellers.id, { onDelete: 'cascade' }),
  email: text('email').notNull().unique(),
  phone: text('phone').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One portal sign-in: an opaque bearer token stored as its SHA-256, apart from shoppers' sessions so that neither
 * kind of token opens the other's routes (docs/decisions/0015-seller-portal-origin-and-sessions.md).
 */
export const sellerSessions = pgTable(
  'seller_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => sellerAccounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('seller_sessions_account_idx').on(t.accountId)],
);
