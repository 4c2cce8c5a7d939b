// Customer accounts: one row per shopper who signed up; e-mail and phone are stored normalised and are unique.
import { sql } from 'drizzle-orm';
import { boolean, check, date, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    /** Lower-cased and trimmed (normalizeEmail), so one address is one account whatever its case. */
    email: text('email').notNull().unique('users_email_unique'),
    /** Digits with a leading plus (normalizePhone): +919876543210. */
    phone: text('phone').notNull().unique('users_phone_unique'),
    /** argon2id PHC string. */
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['customer'] })
      .notNull()
      .default('customer'),
    /** Profile setup (issue 9). */
    dateOfBirth: date('date_of_birth'),
    gender: text('gender', { enum: ['male', 'female', 'other', 'prefer-not-to-say'] }),
    prefNewsletter: boolean('pref_newsletter').notNull().default(true),
    prefPromotions: boolean('pref_promotions').notNull().default(true),
    prefOrderUpdates: boolean('pref_order_updates').notNull().default(true),
    profileCompletedAt: timestamp('profile_completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_role_known', sql`${t.role} in ('customer')`),
    check(
      'users_gender_known',
      sql`${t.gender} is null or ${t.gender} in ('male', 'female', 'other', 'prefer-not-to-say')`,
    ),
  ],
);
