// Customer accounts: one row per shopper who signed up; e-mail and phone are stored normalised and are unique.
import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_role_known', sql`${t.role} in ('customer')`),
  ],
);
