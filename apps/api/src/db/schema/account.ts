// The account area (issue 9): pending e-mail/phone changes with their one-time codes, and saved cards.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One row per send of profile-change codes. Only the newest unconsumed row of a user counts; a resend supersedes
 * the earlier one (consumed_at set). Codes are HMACs bound to the user, the channel and the new value.
 */
export const contactChangeRequests = pgTable(
  'contact_change_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email'),
    newPhone: text('new_phone'),
    /** The number the current-phone code went to, so a change of it meanwhile voids the request. */
    currentPhone: text('current_phone'),
    emailCodeHash: text('email_code_hash'),
    phoneCodeHash: text('phone_code_hash'),
    currentPhoneCodeHash: text('current_phone_code_hash'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_change_requests_user_created_idx').on(t.userId, t.createdAt),
    check('contact_change_requests_something', sql`${t.newEmail} is not null or ${t.newPhone} is not null`),
    check('contact_change_requests_attempts_non_negative', sql`${t.attempts} >= 0`),
  ],
);

/**
 * Saved cards: brand, last four digits and a token only (docs/behaviour/account.md#saved-cards); never a card number.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardBrand: text('card_brand', { enum: ['Visa', 'MasterCard', 'Amex', 'Discover', 'Other'] }).notNull(),
    cardLast4: text('card_last4').notNull(),
    cardHolderName: text('card_holder_name').notNull(),
    expiryMonth: smallint('expiry_month').notNull(),
    expiryYear: smallint('expiry_year').notNull(),
    cardToken: text('card_token').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_methods_user_idx').on(t.userId),
    uniqueIndex('payment_methods_one_default')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    check('payment_methods_last4', sql`${t.cardLast4} ~ '^[0-9]{4}$'`),
    check('payment_methods_month', sql`${t.expiryMonth} between 1 and 12`),
    // Defence in depth: no column may hold a card-number-like run of digits.
    check(
      'payment_methods_no_card_number',
      sql`${t.cardToken} !~ '[0-9]{12}' and ${t.cardHolderName} !~ '[0-9]{12}'`,
    ),
  ],
);
