import { and, eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@haat/domain/http/api-error.schema';
import { contactMessages } from '../db/schema/contact.ts';
import { idempotencyKeys } from '../db/schema/idempotency.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../testing/build-test-app.ts';
import { AppError } from './app-error.ts';
import { registerErrorHandler } from './error-handler.ts';
import { IDEMPOTENCY_MESSAGES, requestHash, withIdempotency } from './idempotency.ts';

const message = {
  name: 'Asha',
  email: 'asha@example.com',
  subject: 'Refund',
  message: 'Please refund order 42.',
};

describe(`Idempotency-Key on POST /api/contact (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ FORM_RATE_LIMIT_MAX: '1000', MAIL_WORKER_INTERVAL_MS: '0' });
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.database.db.delete(contactMessages);
    await t.database.db.delete(mailOutbox);
    await t.database.db.delete(idempotencyKeys);
  });

  const post = (payload: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload,
      headers: key === undefined ? {} : { 'idempotency-key': key },
    });
  const contactCount = async () => (await t.database.db.select().from(contactMessages)).length;

  it('does nothing without the header: two posts, two messages', async () => {
    expect((await post(message)).statusCode).toBe(201);
    expect((await post(message)).statusCode).toBe(201);
    expect(await contactCount()).toBe(2);
    expect(await t.database.db.select().from(idempotencyKeys)).toHaveLength(0);
  });

  it('replays the stored answer for a repeat, without sending the message again', async () => {
    const first = await post(message, 'key-replay-1');
    // Same fields in another order: the same request.
    const reordered = {
      message: message.message,
      subject: message.subject,
      email: message.email,
      name: message.name,
    };
    const second = await post(reordered, 'key-replay-1');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await contactCount()).toBe(1);
    expect(await t.database.db.select().from(mailOutbox)).toHaveLength(2);
    const [row] = await t.database.db.select().from(idempotencyKeys);
    expect(row).toMatchObject({
      scope: 'POST /api/contact|anonymous',
      key: 'key-replay-1',
      status: 'completed',
      responseStatus: 201,
    });
  });

  it('refuses the same key with a different body (422) and stores nothing new', async () => {
    expect((await post(message, 'key-reuse')).statusCode).toBe(201);
    const res = await post({ ...message, message: 'Something else' }, 'key-reuse');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      error: IDEMPOTENCY_MESSAGES.reused,
      code: ERROR_CODES.idempotencyConflict,
    });
    expect(await contactCount()).toBe(1);
  });

  it('answers 409 while the first request with the key is still running', async () => {
    const hash = requestHash({ params: {}, body: message });
    await t.database.db.insert(idempotencyKeys).values({
      scope: 'POST /api/contact|anonymous',
      key: 'key-busy',
      requestHash: hash,
      status: 'in_progress',
    });
    const res = await post(message, 'key-busy');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      error: IDEMPOTENCY_MESSAGES.inProgress,
      code: ERROR_CODES.idempotencyInProgress,
    });
    expect(await contactCount()).toBe(0);
  });

  it('takes over an in-progress row left by a request that died', async () => {
    await t.database.db.insert(idempotencyKeys).values({
      scope: 'POST /api/contact|anonymous',
      key: 'key-stale',
      requestHash: 'from-a-dead-request',
      status: 'in_progress',
      createdAt: sql`now() - interval '10 minutes'`,
    });
    const res = await post(message, 'key-stale');
    expect(res.statusCode).toBe(201);
    expect(await contactCount()).toBe(1);
    const [row] = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'key-stale'));
    expect(row).toMatchObject({
      status: 'completed',
      requestHash: requestHash({ params: {}, body: message }),
    });
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(256)],
    ['with a space', 'my key'],
    ['non-ASCII', 'clé'],
  ])('answers an invalid key (%s) with 400 and runs nothing', async (_label, key) => {
    const res = await post(message, key);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: IDEMPOTENCY_MESSAGES.invalidKey,
      code: 'BAD_REQUEST',
      field: 'Idempotency-Key',
    });
    expect(await contactCount()).toBe(0);
  });

  it('accepts a 255-character key', async () => {
    expect((await post(message, 'k'.repeat(255))).statusCode).toBe(201);
  });

  it('does not remember a request that failed validation, so the corrected retry runs', async () => {
    const bad = await post({ ...message, email: 'nope' }, 'key-fix');
    expect(bad.statusCode).toBe(400);
    const good = await post(message, 'key-fix');
    expect(good.statusCode).toBe(201);
    expect(await contactCount()).toBe(1);
  });

  it.skipIf(testDatabaseKind === 'pglite')(
    'runs two simultaneous requests with one key once (PostgreSQL only: PGlite runs one query at a time, so it cannot show a race)',
    async () => {
      const answers = await Promise.all(Array.from({ length: 4 }, () => post(message, 'key-race')));
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses).toContain(201);
      expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
      expect(await contactCount()).toBe(1);
      expect(await t.database.db.select().from(mailOutbox)).toHaveLength(2);
      const ids = new Set(answers.filter((a) => a.statusCode === 201).map((a) => a.json().id));
      expect(ids.size).toBe(1);
    },
  );
});

describe(`withIdempotency on any route (${testDatabaseKind})`, () => {
  let t: TestApp;
  let app: FastifyInstance;
  let runs = 0;
  let failNext = false;

  beforeAll(async () => {
    t = await buildTestApp({ MAIL_WORKER_INTERVAL_MS: '0' });
    app = Fastify();
    registerErrorHandler(app);
    const guarded = withIdempotency(t.database.db, 'POST /items/:id', {
      userId: (r) => r.headers['x-user'] as string | undefined,
    });
    app.post<{ Params: { id: string }; Body: { qty: number } }>(
      '/items/:id',
      guarded,
      async (request, reply) => {
        runs += 1;
        if (failNext) {
          failNext = false;
          throw new Error('database went away');
        }
        if (request.params.id === 'missing') throw AppError.notFound({ message: 'No such item' });
        return reply.status(201).send({ id: request.params.id, qty: request.body.qty, run: runs });
      },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });
  beforeEach(() => {
    runs = 0;
  });

  const call = (id: string, key: string, user?: string, qty = 1) =>
    app.inject({
      method: 'POST',
      url: `/items/${id}`,
      payload: { qty },
      headers: { 'idempotency-key': key, ...(user ? { 'x-user': user } : {}) },
    });
  const rowOf = async (key: string) =>
    (await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)))[0];

  it('forgets a 5xx so that the retry runs the handler again', async () => {
    failNext = true;
    const first = await call('a', 'k-5xx');
    expect(first.statusCode).toBe(500);
    expect(await rowOf('k-5xx')).toBeUndefined();
    const retry = await call('a', 'k-5xx');
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual({ id: 'a', qty: 1, run: 2 });
    expect(runs).toBe(2);
  });

  it('stores and replays a 4xx answer', async () => {
    const first = await call('missing', 'k-4xx');
    const again = await call('missing', 'k-4xx');
    expect(first.statusCode).toBe(404);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(first.json());
    expect(runs).toBe(1);
    expect(await rowOf('k-4xx')).toMatchObject({ status: 'completed', responseStatus: 404 });
  });

  it('treats other path parameters as another request', async () => {
    expect((await call('a', 'k-params')).statusCode).toBe(201);
    expect((await call('b', 'k-params')).statusCode).toBe(422);
  });

  it("keeps two users' keys apart", async () => {
    const asha = await call('a', 'k-shared', 'user-asha', 1);
    const ravi = await call('a', 'k-shared', 'user-ravi', 5);
    expect(asha.json()).toMatchObject({ qty: 1 });
    expect(ravi.json()).toMatchObject({ qty: 5 });
    expect(runs).toBe(2);
    const rows = await t.database.db
      .select({ scope: idempotencyKeys.scope })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.key, 'k-shared')));
    expect(rows.map((r) => r.scope).sort()).toEqual([
      'POST /items/:id|user-asha',
      'POST /items/:id|user-ravi',
    ]);
  });
});
