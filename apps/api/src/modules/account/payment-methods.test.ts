// Saved cards through HTTP: a full card number in any field (known or not) is refused before validation and never
// stored, tokens are kept only when opaque, one default that moves and follows deletion, expired cards and the limit
// refused, another shopper's card answering 404.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '@haat/domain/account/account-messages';
import {
  MAX_PAYMENT_METHODS,
  paymentMethodsResponseSchema,
  type PaymentMethod,
} from '@haat/domain/account/payment-method.schema';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { bearer, createCustomer, signIn } from '../users/users.test-support.ts';

const nextYear = new Date().getUTCFullYear() + 1;
const card = {
  cardBrand: 'Visa',
  cardLast4: '1111',
  cardHolderName: 'Asha Verma',
  expiryMonth: 12,
  expiryYear: nextYear,
};

/** Every value of `select * from payment_methods` as one string, ids left out (a UUID's last group may be 12 digits). */
async function tableDump(db: TestApp['database']['db']): Promise<{ rows: unknown[]; text: string }> {
  const result = await db.execute<Record<string, unknown>>(sql`select * from payment_methods`);
  const rows = ((result as { rows?: unknown[] }).rows ?? result) as unknown[];
  const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
  return { rows, text: JSON.stringify(rows).replace(uuid, '<uuid>') };
}

describe(`saved cards (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '10000', MAIL_WORKER_INTERVAL_MS: '0' });
  }, 120_000);
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, token: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload: payload as object } : {}) });
  const add = (token: string, payload: unknown) => call('POST', '/api/users/payment-methods', token, payload);
  const list = async (token: string): Promise<PaymentMethod[]> =>
    paymentMethodsResponseSchema.parse((await call('GET', '/api/users/payment-methods', token)).json())
      .paymentMethods;
  const shopper = async () => (await signIn(t.app, await createCustomer(t.database.db))).token;

  it('refuses a full card number in any field and stores no long digit run anywhere', async () => {
    const token = await shopper();
    const bodies = [
      { ...card, cardLast4: '4111111111111111' },
      { ...card, cardToken: '4111 1111 1111 1111' },
      { ...card, cardToken: 'tok_4111-1111-1111-1111' },
      { ...card, cardNumber: '4111111111111111' },
      { ...card, cardHolderName: 'Asha 5500005555555559' },
      { ...card, extra: { nested: [4111111111111111] } },
    ];
    for (const body of bodies) {
      const res = await add(token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        error: M.fullCardNumberRefused,
        code: 'FULL_CARD_NUMBER_REFUSED',
        field: 'cardNumber',
      });
    }
    expect(await list(token)).toEqual([]);
    const saved = await add(token, { ...card, cardToken: 'tok_RzpAbc123' });
    expect(saved.statusCode, saved.body).toBe(201);

    const dump = await tableDump(t.database.db);
    expect(dump.text).toContain('tok_RzpAbc123');
    expect(dump.text).not.toMatch(/\d{12}/);
  });

  it('keeps an opaque gateway token and issues its own reference for anything else', async () => {
    const token = await shopper();
    expect((await add(token, { ...card, cardToken: 'tok_RzpXyz789' })).statusCode).toBe(201);
    for (const cardToken of ['token with spaces', '<script>', '']) {
      expect((await add(token, { ...card, cardLast4: '4242', cardToken })).statusCode).toBe(201);
    }
    expect((await add(token, { ...card, cardLast4: '0005' })).statusCode).toBe(201);
    const tokens = (await list(token)).map((c) => c.cardToken);
    expect(tokens).toContain('tok_RzpXyz789');
    const issued = tokens.filter((value) => value !== 'tok_RzpXyz789');
    expect(issued).toHaveLength(4);
    for (const value of issued) expect(value).toMatch(/^card_[0-9A-Za-z]{24}$/);
    expect(new Set(issued).size).toBe(4);
  });

  it('keeps one default: the first card, then the one asked for; deleting it promotes the newest', async () => {
    const token = await shopper();
    const first = paymentMethodsResponseSchema.parse((await add(token, card)).json());
    expect(first).toMatchObject({ message: M.cardSaved });
    expect(first.paymentMethods.map((c) => c.isDefault)).toEqual([true]);
    const firstId = first.paymentMethods[0]?._id ?? '';

    await add(token, { ...card, cardLast4: '2222', cardBrand: 'MasterCard' });
    let cards = await list(token);
    expect(cards.find((c) => c.isDefault)?._id).toBe(firstId);

    await add(token, { ...card, cardLast4: '3333', isDefault: true });
    cards = await list(token);
    expect(cards.filter((c) => c.isDefault).map((c) => c.cardLast4)).toEqual(['3333']);
    expect(cards[0]?.cardLast4).toBe('3333');

    const defaultId = cards[0]?._id ?? '';
    const removed = await call('DELETE', `/api/users/payment-methods/${defaultId}`, token);
    expect(removed.statusCode).toBe(200);
    const after = paymentMethodsResponseSchema.parse(removed.json());
    expect(after.message).toBe(M.cardDeleted);
    expect(after.paymentMethods.filter((c) => c.isDefault).map((c) => c.cardLast4)).toEqual(['2222']);

    const chosen = await call('PUT', `/api/users/payment-methods/${firstId}/default`, token);
    expect(chosen.statusCode).toBe(200);
    expect((await list(token)).filter((c) => c.isDefault).map((c) => c._id)).toEqual([firstId]);
  });

  it('refuses an expired card, bad fields and more than the limit', async () => {
    const token = await shopper();
    const lastYear = new Date().getUTCFullYear() - 1;
    const expired = await add(token, { ...card, expiryYear: lastYear });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ error: M.cardExpired });
    const bad = await add(token, { ...card, cardLast4: '12a4' });
    expect(bad.json()).toMatchObject({ field: 'cardLast4', error: M.cardLast4Invalid });
    const brand = await add(token, { ...card, cardBrand: 'Rupay Gold' });
    expect(brand.statusCode).toBe(400);

    for (let i = 0; i < MAX_PAYMENT_METHODS; i += 1) {
      const res = await add(token, { ...card, cardLast4: String(1000 + i) });
      expect(res.statusCode).toBe(201);
    }
    const over = await add(token, card);
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ code: 'TOO_MANY_PAYMENT_METHODS', error: M.tooManyCards });
    expect(await list(token)).toHaveLength(MAX_PAYMENT_METHODS);
  });

  it("answers another shopper's card and an unknown id with 404, and sign-in is required", async () => {
    const owner = await shopper();
    const stranger = await shopper();
    const [saved] = paymentMethodsResponseSchema.parse((await add(owner, card)).json()).paymentMethods;
    const id = saved?._id ?? '';
    for (const [method, url] of [
      ['DELETE', `/api/users/payment-methods/${id}`],
      ['PUT', `/api/users/payment-methods/${id}/default`],
      ['DELETE', '/api/users/payment-methods/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const res = await call(method, url, stranger);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ code: 'PAYMENT_METHOD_NOT_FOUND', error: M.cardNotFound });
    }
    expect(await list(stranger)).toEqual([]);
    expect((await list(owner)).map((c) => c._id)).toEqual([id]);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/users/payment-methods',
      payload: card,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('holds no card-number-like run in any column after every test above', async () => {
    const dump = await tableDump(t.database.db);
    expect(dump.rows.length).toBeGreaterThan(10);
    expect(dump.text).not.toMatch(/\d{12}/);
  });
});
