import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../db/schema/mail.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { queueMail } from './mail.service.ts';
import type { MailTransport, OutboxMail } from './mail.transports.ts';
import { MAIL_MAX_ATTEMPTS, MailWorker } from './mail.worker.ts';

/** A transport that records what it is given and fails as told. */
function recordingTransport(
  failures: (mail: OutboxMail, attempt: number) => string | undefined = () => undefined,
) {
  const sent: OutboxMail[] = [];
  const tries = new Map<string, number>();
  const transport: MailTransport = {
    name: 'recording',
    async send(mail) {
      const attempt = (tries.get(mail.id) ?? 0) + 1;
      tries.set(mail.id, attempt);
      const failure = failures(mail, attempt);
      if (failure) throw new Error(failure);
      sent.push({ id: mail.id, channel: mail.channel, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
  return { transport, sent, tries };
}

describe(`mail outbox worker (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // The app's own worker stays off: these tests drive their workers by hand.
    t = await buildTestApp({ MAIL_WORKER_INTERVAL_MS: '0' });
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.database.db.delete(mailOutbox);
  });

  const queue = (to: string, subject = 'Hello', channel: 'email' | 'sms' = 'email') =>
    queueMail(t.database.db, { channel, to, subject, text: `Body for ${to}` });
  const row = async (id: string) =>
    (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

  it('queues a pending row and delivers it once', async () => {
    const id = await queue('asha@example.com', 'Your  OTP\n is ready');
    expect(await row(id)).toMatchObject({
      status: 'pending',
      attempts: 0,
      sentAt: null,
      subject: 'Your OTP is ready',
    });
    const { transport, sent } = recordingTransport();
    const worker = new MailWorker(t.database, transport, t.app.log, { intervalMs: 0 });
    expect(await worker.deliverDue()).toBe(1);
    expect(sent).toEqual([
      {
        id,
        channel: 'email',
        to: 'asha@example.com',
        subject: 'Your OTP is ready',
        text: 'Body for asha@example.com',
      },
    ]);
    const delivered = await row(id);
    expect(delivered).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(delivered?.sentAt).toBeInstanceOf(Date);
    expect(await worker.deliverDue()).toBe(0);
    expect(sent).toHaveLength(1);
  });

  it('leaves no message behind when the queueing transaction rolls back', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await queueMail(tx, { channel: 'sms', to: '+919876543210', subject: 'OTP', text: '123456' });
        throw new Error('business write failed');
      }),
    ).rejects.toThrow('business write failed');
    expect(await t.database.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it('marks a failed send with the attempt and error, and waits for the backoff before retrying', async () => {
    const id = await queue('ravi@example.com');
    const { transport } = recordingTransport(() => 'connection refused');
    const worker = new MailWorker(t.database, transport, t.app.log, { intervalMs: 0, retryBaseMs: 60_000 });
    expect(await worker.deliverDue()).toBe(1);
    expect(await row(id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'connection refused',
      sentAt: null,
    });
    expect(await worker.deliverDue()).toBe(0);
  });

  it(`retries a failing message up to ${MAIL_MAX_ATTEMPTS} attempts, then gives up`, async () => {
    const hopeless = await queue('nobody@example.com');
    const flaky = await queue('meera@example.com');
    const { transport, sent } = recordingTransport((mail, attempt) =>
      mail.to === 'nobody@example.com' ? 'mailbox unavailable' : attempt < 3 ? 'timeout' : undefined,
    );
    const worker = new MailWorker(t.database, transport, t.app.log, { intervalMs: 0, retryBaseMs: 0 });
    for (let i = 0; i < MAIL_MAX_ATTEMPTS + 2; i += 1) await worker.deliverDue();
    expect(await row(hopeless)).toMatchObject({
      status: 'failed',
      attempts: MAIL_MAX_ATTEMPTS,
      lastError: 'mailbox unavailable',
    });
    expect(await row(flaky)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(sent.map((m) => m.to)).toEqual(['meera@example.com']);
    expect(await worker.deliverDue()).toBe(0);
  });

  it('delivers in the background after start() and a kick, and stops on stop()', async () => {
    const { transport, sent } = recordingTransport();
    const worker = new MailWorker(t.database, transport, t.app.log, { intervalMs: 60_000 });
    worker.start();
    try {
      const id = await queue('kick@example.com');
      worker.kick();
      await vi.waitFor(async () => expect((await row(id))?.status).toBe('sent'), {
        timeout: 5_000,
        interval: 20,
      });
    } finally {
      await worker.stop();
    }
    await queue('after-stop@example.com');
    worker.kick();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent.map((m) => m.to)).toEqual(['kick@example.com']);
  });

  it('delivers many rows in batches', async () => {
    for (let i = 0; i < 45; i += 1) await queue(`bulk${i}@example.com`);
    const { transport, sent } = recordingTransport();
    const worker = new MailWorker(t.database, transport, t.app.log, { intervalMs: 0, batchSize: 20 });
    expect([await worker.deliverDue(), await worker.deliverDue(), await worker.deliverDue()]).toEqual([
      20, 20, 5,
    ]);
    expect(new Set(sent.map((m) => m.to)).size).toBe(45);
  });

  it.skipIf(testDatabaseKind === 'pglite')(
    'never sends a row twice when two instances deliver at once (PostgreSQL: FOR UPDATE SKIP LOCKED; PGlite has one connection and cannot race)',
    async () => {
      for (let i = 0; i < 30; i += 1) await queue(`race${i}@example.com`);
      const slowSend = (sink: OutboxMail[]): MailTransport => ({
        name: 'slow',
        async send(mail) {
          await new Promise((resolve) => setTimeout(resolve, 5));
          sink.push(mail);
        },
      });
      const a: OutboxMail[] = [];
      const b: OutboxMail[] = [];
      const workerA = new MailWorker(t.database, slowSend(a), t.app.log, { intervalMs: 0, batchSize: 10 });
      const workerB = new MailWorker(t.database, slowSend(b), t.app.log, { intervalMs: 0, batchSize: 10 });
      const drain = async (worker: MailWorker) => {
        while ((await worker.deliverDue()) > 0);
      };
      await Promise.all([drain(workerA), drain(workerB)]);
      const ids = [...a, ...b].map((m) => m.id);
      expect(ids).toHaveLength(30);
      expect(new Set(ids).size).toBe(30);
      expect(a.length).toBeGreaterThan(0);
      expect(b.length).toBeGreaterThan(0);
    },
  );
});
