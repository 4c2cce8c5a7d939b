// Delivers the outbox: picks due rows, hands them to the transport, records sent/failed. Every instance may
// run one; on PostgreSQL the rows are locked (FOR UPDATE SKIP LOCKED) so no two instances send the same row.
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/client.ts';
import { markFailed, markSent, selectDueMail, type OutboxRow } from './mail.repository.ts';
import type { MailKicker } from './mail.service.ts';
import type { MailTransport } from './mail.transports.ts';

export interface MailWorkerOptions {
  /** Background polling period; 0 means no background delivery (deliverDue() still works). */
  intervalMs: number;
  batchSize?: number;
  maxAttempts?: number;
  /** Base of the exponential retry backoff (see selectDueMail). */
  retryBaseMs?: number;
}

export const MAIL_MAX_ATTEMPTS = 5;

export class MailWorker implements MailKicker {
  private readonly batchSize: number;
  private readonly maxAttempts: number;
  private readonly retryBaseMs: number;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private active = false;
  private again = false;
  /** Serialises batches of this process, so a kick never overlaps a timer run. */
  private chain: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly database: Database,
    private readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
    private readonly options: MailWorkerOptions,
  ) {
    this.batchSize = options.batchSize ?? 20;
    this.maxAttempts = options.maxAttempts ?? MAIL_MAX_ATTEMPTS;
    this.retryBaseMs = options.retryBaseMs ?? 30_000;
  }

  start(): void {
    if (this.options.intervalMs <= 0 || this.timer || this.stopped) return;
    // unref: a pending poll must never keep the process alive on its own.
    this.timer = setInterval(() => void this.tick(), this.options.intervalMs).unref();
    this.kick();
  }

  /** Deliver soon, without waiting for the next poll; call it after the queueing transaction committed. */
  kick(): void {
    if (!this.timer || this.stopped) return;
    setImmediate(() => void this.tick());
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.chain;
    this.transport.close?.();
  }

  /** Delivers one batch of due messages; returns how many rows it handled. */
  deliverDue(): Promise<number> {
    const run = this.chain.then(() => this.deliverBatch());
    this.chain = run.catch(() => undefined);
    return run;
  }

  private async tick(): Promise<void> {
    if (this.stopped) return;
    if (this.active) {
      this.again = true;
      return;
    }
    this.active = true;
    try {
      do {
        this.again = false;
        const handled = await this.deliverDue();
        if (handled >= this.batchSize) this.again = true;
      } while (this.again && !this.stopped);
    } catch (err) {
      this.log.error({ err }, 'mail worker: delivery run failed');
    } finally {
      this.active = false;
    }
  }

  private async deliverBatch(): Promise<number> {
    const claim = { limit: this.batchSize, maxAttempts: this.maxAttempts, retryBaseMs: this.retryBaseMs };
    if (this.database.kind === 'postgres') {
      // The locks live as long as this transaction: sends happen inside it, and other instances skip these rows.
      return this.database.db.transaction(async (tx) => {
        const rows = await selectDueMail(tx, { ...claim, lock: true });
        for (const row of rows) await this.deliver(tx, row);
        return rows.length;
      });
    }
    // PGlite is the single-process embedded store: the chain above already keeps runs apart, and a
    // transaction would hold its only connection for the length of a network send.
    const rows = await selectDueMail(this.database.db, { ...claim, lock: false });
    for (const row of rows) await this.deliver(this.database.db, row);
    return rows.length;
  }

  private async deliver(executor: Db, row: OutboxRow): Promise<void> {
    try {
      await this.transport.send(row);
    } catch (err) {
      const attempts = row.attempts + 1;
      const message = err instanceof Error ? err.message : String(err);
      await markFailed(executor, row.id, message);
      const final = attempts >= this.maxAttempts;
      this.log[final ? 'error' : 'warn'](
        { mailId: row.id, channel: row.channel, attempts, error: message },
        final ? 'mail delivery failed for good' : 'mail delivery failed; will retry',
      );
      return;
    }
    await markSent(executor, row.id);
    this.log.debug(
      { mailId: row.id, channel: row.channel, transport: this.transport.name },
      'mail delivered',
    );
  }
}
