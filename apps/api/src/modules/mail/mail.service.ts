// Mail use cases: queue a message inside the caller's transaction (delivered later by the worker) and read
// the outbox back for the dev tools.
import type { OutboxMessage } from '@haat/domain/mail/outbox.schema';
import type { Db } from '../../db/client.ts';
import { insertMail, listRecentMail, type MailChannel } from './mail.repository.ts';

export interface QueueMailInput {
  channel: MailChannel;
  to: string;
  subject: string;
  text: string;
}

/** What a caller needs after its transaction commits: wake the worker so the message leaves now. */
export interface MailKicker {
  kick(): void;
}

/**
 * Writes a pending message with `tx`, the caller's transaction: the message exists exactly when the business
 * write does. Call `kick()` on the worker after the transaction commits.
 */
export async function queueMail(tx: Db, input: QueueMailInput): Promise<string> {
  const to = input.to.trim();
  if (!to) throw new Error('queueMail: empty recipient');
  // A line break in a subject would become a header in some transports; one line it is.
  const subject = input.subject.replace(/\s+/g, ' ').trim();
  return insertMail(tx, { channel: input.channel, to, subject, text: input.text });
}

export const OUTBOX_PAGE_SIZE = 50;

export async function readOutbox(db: Db, to: string | undefined): Promise<OutboxMessage[]> {
  const rows = await listRecentMail(db, to?.trim() || undefined, OUTBOX_PAGE_SIZE);
  return rows.map((row) => ({
    to: row.to,
    channel: row.channel,
    subject: row.subject,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  }));
}
