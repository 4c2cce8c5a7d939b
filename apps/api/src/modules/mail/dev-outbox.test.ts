import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxResponseSchema } from '@haat/domain/mail/outbox.schema';
import { mailOutbox } from '../../db/schema/mail.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { OUTBOX_PAGE_SIZE, queueMail } from './mail.service.ts';

describe(`GET /api/dev/outbox (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ MAIL_WORKER_INTERVAL_MS: '0' });
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.database.db.delete(mailOutbox);
  });

  const outbox = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox${query}` });
    expect(res.statusCode).toBe(200);
    return outboxResponseSchema.parse(res.json()).messages;
  };

  it('lists messages newest first with ISO times, whatever their delivery state', async () => {
    await queueMail(t.database.db, {
      channel: 'email',
      to: 'Asha@Example.com',
      subject: 'First',
      text: 'one',
    });
    // PGlite's clock can tick in whole milliseconds: a distinct time makes "newest" defined (flaked once in CI).
    await new Promise((resolve) => setTimeout(resolve, 2));
    await queueMail(t.database.db, {
      channel: 'sms',
      to: '+919876543210',
      subject: 'OTP',
      text: 'Your OTP is 482913',
    });
    const messages = await outbox();
    expect(messages.map((m) => m.subject)).toEqual(['OTP', 'First']);
    expect(messages[0]).toEqual({
      to: '+919876543210',
      channel: 'sms',
      subject: 'OTP',
      text: 'Your OTP is 482913',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it('filters by recipient: e-mail in any case, phone exactly', async () => {
    await queueMail(t.database.db, {
      channel: 'email',
      to: 'Asha@Example.com',
      subject: 'For Asha',
      text: 'x',
    });
    await queueMail(t.database.db, {
      channel: 'email',
      to: 'ravi@example.com',
      subject: 'For Ravi',
      text: 'x',
    });
    await queueMail(t.database.db, { channel: 'sms', to: '+919876543210', subject: 'SMS', text: 'x' });
    expect((await outbox('?to=asha%40example.COM')).map((m) => m.subject)).toEqual(['For Asha']);
    expect((await outbox('?to=%2B919876543210')).map((m) => m.subject)).toEqual(['SMS']);
    expect(await outbox('?to=9876543210')).toEqual([]);
    expect(await outbox('?to=nobody%40example.com')).toEqual([]);
  });

  it(`answers at most ${OUTBOX_PAGE_SIZE} messages, the newest`, async () => {
    for (let i = 0; i < OUTBOX_PAGE_SIZE + 5; i += 1) {
      await queueMail(t.database.db, {
        channel: 'email',
        to: 'bulk@example.com',
        subject: `n${i}`,
        text: 'x',
      });
      // PGlite's clock can tick in whole milliseconds: keep every message's time distinct so "newest" is defined.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const messages = await outbox('?to=bulk%40example.com');
    expect(messages).toHaveLength(OUTBOX_PAGE_SIZE);
    expect(messages[0]?.subject).toBe(`n${OUTBOX_PAGE_SIZE + 4}`);
    expect(messages.at(-1)?.subject).toBe('n5');
  });
});

describe(`GET /api/dev/outbox in production (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:1',
      JWT_SECRET: 'p'.repeat(32),
      RAZORPAY_KEY_ID: 'rzp_test_outbox',
      RAZORPAY_KEY_SECRET: 's'.repeat(24),
      MAIL_WORKER_INTERVAL_MS: '0',
    });
  });
  afterAll(() => t?.close());

  it('does not exist', async () => {
    await queueMail(t.database.db, {
      channel: 'email',
      to: 'asha@example.com',
      subject: 'Secret OTP',
      text: '482913',
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=asha%40example.com' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect(res.body).not.toContain('482913');
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(docs.json().paths)).not.toContain('/api/dev/outbox');
  });

  it('tells the web app that dev tools are off', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site-config' });
    expect(res.json()).toMatchObject({ devToolsEnabled: false });
  });
});
