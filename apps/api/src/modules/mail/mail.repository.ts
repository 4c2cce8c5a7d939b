// Outbox rows: insert, claim the ones due for delivery, record the outcome, read them back for the dev outbox.
import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';

export type MailChannel = 'email' | 'sms';

export interface NewMail {
  channel: MailChannel;
  to: string;
  subject: string;
  text: string;
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** `executor` is the caller's transaction, so the message commits or rolls back with the business write. */
export async function insertMail(executor: Db, mail: NewMail): Promise<string> {
  // clock_timestamp(), not the column's now(): messages queued in one transaction keep their order.
  const [row] = await executor
    .insert(mailOutbox)
    .values({ ...mail, createdAt: sql`clock_timestamp()` })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail_outbox insert returned no row');
  return row.id;
}

export interface ClaimOptions {
  limit: number;
  maxAttempts: number;
  /** Retry n waits retryBaseMs·(2^n − 1) after creation: a backoff without an extra column. */
  retryBaseMs: number;
  /** Lock the rows (FOR UPDATE SKIP LOCKED) so that workers of other instances skip them. */
  lock: boolean;
}

export async function selectDueMail(executor: Db, options: ClaimOptions): Promise<OutboxRow[]> {
  const due = or(
    eq(mailOutbox.status, 'pending'),
    and(
      eq(mailOutbox.status, 'failed'),
      lt(mailOutbox.attempts, options.maxAttempts),
      sql`${mailOutbox.createdAt} + (${options.retryBaseMs}::double precision * (power(2, ${mailOutbox.attempts}) - 1)) * interval '1 millisecond' <= now()`,
    ),
  );
  const query = executor
    .select()
    .from(mailOutbox)
    .where(due)
    .orderBy(mailOutbox.createdAt)
    .limit(options.limit);
  return options.lock ? query.for('update', { skipLocked: true }) : query;
}

export async function markSent(executor: Db, id: string): Promise<void> {
  await executor
    .update(mailOutbox)
    .set({ status: 'sent', attempts: sql`${mailOutbox.attempts} + 1`, lastError: null, sentAt: sql`now()` })
    .where(eq(mailOutbox.id, id));
}

export async function markFailed(executor: Db, id: string, error: string): Promise<void> {
  await executor
    .update(mailOutbox)
    .set({ status: 'failed', attempts: sql`${mailOutbox.attempts} + 1`, lastError: error.slice(0, 1000) })
    .where(eq(mailOutbox.id, id));
}

/** Newest first; e-mail addresses match case-insensitively, phone numbers exactly. */
export async function listRecentMail(
  executor: Db,
  to: string | undefined,
  limit: number,
): Promise<OutboxRow[]> {
  const recipient =
    to === undefined
      ? undefined
      : to.includes('@')
        ? sql`lower(${mailOutbox.to}) = ${to.toLowerCase()}`
        : eq(mailOutbox.to, to);
  return executor
    .select()
    .from(mailOutbox)
    .where(recipient)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}
