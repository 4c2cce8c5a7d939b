// The marketplace's operators (docs/behaviour/operator.md): staff accounts made by `npm run operator:create`, their
// console sessions, and the append-only audit trail of everything they do
// (docs/decisions/0019-operator-console.md).
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A member of the marketplace's staff: an argon2id password and a TOTP second factor (docs/behaviour/operator.md#accounts). */
export const operators = pgTable('operators', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  /** The TOTP secret in base32 (RFC 6238, 30-second steps, 6 digits), shown once by the CLI. */
  totpSecret: text('totp_secret').notNull(),
  /** The last TOTP time step accepted: a code is good once (docs/behaviour/operator.md#sign-in). */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
});

/**
 * One console sign-in: an opaque `hos_` bearer token stored as its SHA-256. The password opens it half-way
 * (second_factor_at null: it opens only the TOTP step, for 5 minutes); a TOTP code completes it.
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
    /** Wrong TOTP codes on this session; the fifth ends it. */
    failedCodes: integer('failed_codes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/**
 * Every operator action, one row each, written in the action's own transaction (docs/behaviour/operator.md#audit).
 * Append-only: a trigger of migration 0021 refuses UPDATE and DELETE.
 */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    /** Copied so that the row reads on its own: 'asha@haat.in'. */
    operatorEmail: text('operator_email').notNull(),
    /** 'seller.approve', 'listing.reject', 'seller.suspend', 'order.cancel', … */
    action: text('action').notNull(),
    /** 'seller', 'listing', 'order', 'sub_order', 'return', 'commission_rate'. */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    reason: text('reason'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('operator_audit_at_idx').on(t.at.desc(), t.id.desc()),
    index('operator_audit_subject_idx').on(t.subjectType, t.subjectId),
    check('operator_audit_action', sql`${t.action} ~ '^[a-z_]+\\.[a-z_]+$'`),
  ],
);
