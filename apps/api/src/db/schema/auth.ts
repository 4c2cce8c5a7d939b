// Sign-in state: e-mailed one-time codes, sessions (one per sign-in) with their rotating refresh tokens, and the
// per-account login throttle.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One row per code sent. A correct code sets verified_at: that row is then the verification that register or
 * reset-password consumes (consumed_at), so the client never has to send the code twice.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** seller_email and seller_phone: the seller portal's sign-up (docs/behaviour/seller-portal.md#sign-up). */
    purpose: text('purpose', {
      enum: ['signup', 'reset', 'login', 'seller_email', 'seller_phone'],
    }).notNull(),
    /** HMAC-SHA256 of the code under a server key: a database leak does not reveal live codes. */
    codeHash: text('code_hash').notNull(),
    /** The phone number given with a sign-up request. */
    phone: text('phone'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Used by register/reset, or replaced by a newer code. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('otp_codes_email_purpose_created_idx').on(t.email, t.purpose, t.createdAt),
    check('otp_codes_attempts_non_negative', sql`${t.attempts} >= 0`),
  ],
);

/** One sign-in: the family of its refresh tokens. Revoking it ends the access tokens that name it at once. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end, however often the refresh token rotates. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason', {
      enum: ['logout', 'refresh_token_reuse', 'password_reset', 'password_change'],
    }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** SHA-256 of the opaque token (32 random bytes): the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique('refresh_tokens_token_hash_unique'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once, when the token is exchanged; presenting it again is reuse. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    replacedBy: uuid('replaced_by'),
  },
  (t) => [index('refresh_tokens_session_id_idx').on(t.sessionId)],
);

/**
 * Password sign-in failures (login-throttle.ts in @haat/domain). An account row ('user:<id>', or 'email:<address>' /
 * 'phone:<number>' for an unknown one) counts failures over every address in a window; a pair row ('<account
 * key>|ip:<address>' or '|session:<id>') counts one client's failures since last_failed_at began its wait. A
 * successful sign-in removes its pair row.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull(),
  /** A pair's latest failure, from which its next attempt waits; null on account rows. */
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }),
});
