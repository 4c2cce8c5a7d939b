// The seller's payout account on PGlite or PostgreSQL: a seller sets and reads only its own Razorpay Route linked
// account, malformed ids are refused with the rule spelled out, and settlement reads what the seller set.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellers } from '../../db/schema/sellers.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { sellerPayoutAccounts } from '../payments/payments.repository.ts';
import { PAYOUT_ACCOUNT_MESSAGES, payoutAccountResponseSchema } from './sellers.schemas.ts';
import {
  call,
  insertKeyedSellers,
  SELLER_TEST_ENV,
  newBuyer,
  type TestBuyer,
  type TestSeller,
} from './sellers.test-support.ts';

const URL = '/api/seller/payout-account';
const UNAUTHENTICATED = { success: false, error: 'Invalid seller API key', code: 'UNAUTHENTICATED' };

describe(`seller payout account (${testDatabaseKind})`, () => {
  let t: TestApp;
  let a: TestSeller;
  let b: TestSeller;
  let buyer: TestBuyer;

  const stored = async (sellerId: string) => {
    const [row] = await t.database.db
      .select({ account: sellers.razorpayAccountId })
      .from(sellers)
      .where(eq(sellers.id, sellerId));
    return row?.account;
  };

  beforeAll(async () => {
    t = await buildTestApp(SELLER_TEST_ENV);
    ({ a, b } = await insertKeyedSellers(t.database.db));
    buyer = await newBuyer(t);
  });
  afterAll(() => t?.close());

  it("sets and reads the seller's own account, leaving other sellers' alone", async () => {
    const before = await call(t, 'GET', URL, a.key);
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('no-store');
    expect(before.json()).toEqual({ success: true, razorpayAccountId: null });

    const put = await call(t, 'PUT', URL, a.key, { razorpayAccountId: ' acc_GaneshTr4ders ' });
    expect(put.statusCode).toBe(200);
    expect(payoutAccountResponseSchema.parse(put.json())).toEqual({
      success: true,
      razorpayAccountId: 'acc_GaneshTr4ders',
    });
    expect(await stored(a.id)).toBe('acc_GaneshTr4ders');
    expect((await call(t, 'GET', URL, a.key)).json()).toEqual({
      success: true,
      razorpayAccountId: 'acc_GaneshTr4ders',
    });
    expect((await call(t, 'GET', URL, b.key)).json()).toEqual({ success: true, razorpayAccountId: null });
    expect(await stored(b.id)).toBeNull();

    // A new account replaces the old one, and settlement reads it for the sellers of a payment in one query.
    expect((await call(t, 'PUT', URL, a.key, { razorpayAccountId: 'acc_NewAcc0123' })).statusCode).toBe(200);
    expect(await sellerPayoutAccounts(t.database.db, [a.id, b.id])).toEqual(
      new Map([[a.id, 'acc_NewAcc0123']]),
    );
  });

  it('refuses a malformed account id with 400 and the rule, changing nothing', async () => {
    await call(t, 'PUT', URL, b.key, { razorpayAccountId: 'acc_Sapna0001' });
    for (const bad of [
      'acc_12345', // 5 characters after acc_
      `acc_${'a'.repeat(33)}`,
      'acc_Sapna-0001',
      'ACC_Sapna0001',
      'ba_Sapna0001',
      '',
    ]) {
      const res = await call(t, 'PUT', URL, b.key, { razorpayAccountId: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json(), bad).toEqual({
        success: false,
        error: PAYOUT_ACCOUNT_MESSAGES.invalid,
        code: 'VALIDATION_FAILED',
        field: 'razorpayAccountId',
      });
    }
    for (const payload of [{}, { razorpayAccountId: null }, { razorpayAccountId: 12345678 }]) {
      const res = await call(t, 'PUT', URL, b.key, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: PAYOUT_ACCOUNT_MESSAGES.required,
        field: 'razorpayAccountId',
      });
    }
    // The shortest and longest ids the rule allows pass.
    for (const good of ['acc_123456', `acc_${'Z'.repeat(32)}`]) {
      expect((await call(t, 'PUT', URL, b.key, { razorpayAccountId: good })).statusCode, good).toBe(200);
    }
    expect(await stored(b.id)).toBe(`acc_${'Z'.repeat(32)}`);
  });

  it('refuses a customer token, a missing key and a wrong key with 401', async () => {
    const before = await stored(a.id);
    for (const res of [
      await call(t, 'GET', URL, buyer.token),
      await call(t, 'PUT', URL, buyer.token, { razorpayAccountId: 'acc_Customer01' }),
      await call(t, 'PUT', URL, undefined, { razorpayAccountId: 'acc_Customer01' }),
      await call(t, 'GET', URL, `${a.key}x`),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(UNAUTHENTICATED);
    }
    expect(await stored(a.id)).toBe(before);
  });

  it('is guarded by the database as well: a malformed id cannot be stored by any path', async () => {
    await expect(
      t.database.db.update(sellers).set({ razorpayAccountId: 'acc_bad!' }).where(eq(sellers.id, a.id)),
    ).rejects.toThrow();
  });
});
