// The seller authenticator and key kinds (issue 22): a seeded dev key, derivable from the source, works outside
// production and answers exactly like an unknown key in production; a live key works in both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { issueSellerKey } from './seller-keys.service.ts';
import { call, insertKeyedSellers, SELLER_TEST_ENV, type TestSeller } from './sellers.test-support.ts';

/** What loadConfig needs for NODE_ENV=production; nothing here sends mail or takes money. */
const PRODUCTION_ENV = {
  ...SELLER_TEST_ENV,
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://127.0.0.1:1',
  JWT_SECRET: 'p'.repeat(32),
  RAZORPAY_KEY_ID: 'rzp_test_sellerkeys',
  RAZORPAY_KEY_SECRET: 's'.repeat(24),
};

const INVALID_KEY = { success: false, error: 'Invalid seller API key', code: 'UNAUTHENTICATED' };

/** Every authenticated seller route family: the sellers module's and the returns module's. */
const ROUTES = ['/api/seller/orders', '/api/seller/returns'];

describe.each([
  { mode: 'production', env: PRODUCTION_ENV, devKeysWork: false },
  { mode: 'development', env: SELLER_TEST_ENV, devKeysWork: true },
])(`seller keys in $mode (${testDatabaseKind})`, ({ env, devKeysWork }) => {
  let t: TestApp;
  let seller: TestSeller;
  beforeAll(async () => {
    t = await buildTestApp(env);
    ({ a: seller } = await insertKeyedSellers(t.database.db));
  });
  afterAll(() => t?.close());

  it(devKeysWork ? 'accepts a dev key' : 'refuses a dev key as if it were unknown', async () => {
    expect(seller.key).toMatch(/^hsk_test_/);
    for (const url of ROUTES) {
      const res = await call(t, 'GET', url, seller.key);
      if (devKeysWork) {
        expect(res.statusCode).toBe(200);
      } else {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual(INVALID_KEY);
        // Byte for byte the answer of a key that does not exist.
        const unknown = await call(t, 'GET', url, `hsk_test_${seller.id}_${'0'.repeat(24)}`);
        expect(unknown.statusCode).toBe(401);
        expect(unknown.body).toBe(res.body);
      }
    }
  });

  it('accepts a live key', async () => {
    const { key } = await issueSellerKey(t.database.db, seller.id);
    for (const url of ROUTES) expect((await call(t, 'GET', url, key)).statusCode).toBe(200);
  });

  it.skipIf(devKeysWork)('refuses a dev key for a write too (the payout account)', async () => {
    const res = await call(t, 'PUT', '/api/seller/payout-account', seller.key, {
      razorpayAccountId: 'acc_x',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INVALID_KEY);
  });
});
