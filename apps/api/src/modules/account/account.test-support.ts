// Test support for the account area: the outbox as a test reads it, the code in a message, fresh numbers.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';

export interface OutboxRow {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
}

/** Every message queued for one recipient, oldest first. */
export async function outboxFor(db: Db, to: string): Promise<OutboxRow[]> {
  return db
    .select({
      channel: mailOutbox.channel,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(asc(mailOutbox.createdAt));
}

/** The 6-digit code of a message. */
export function codeIn(message: OutboxRow | undefined): string {
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in ${JSON.stringify(message)}`);
  return code;
}

let serial = 0;

/** A 10-digit Indian mobile number no other test uses: 7 + 9 digits from the pid and a counter. */
export function freshMobile(): string {
  serial += 1;
  return `7${`${process.pid % 100000}`.padStart(5, '0')}${`${serial}`.padStart(4, '0')}`;
}

/** A code that is certainly not `code`. */
export const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');
