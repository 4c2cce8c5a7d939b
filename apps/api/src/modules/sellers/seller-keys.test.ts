// Seller API keys: the prefix an operator sees, and live keys issued and revoked by the operator's command.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerApiKeys } from '../../db/schema/orders.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { issueSellerKey } from './issue-seller-key.ts';
import { sellerKeyPrefix } from './seller-keys.ts';
import { call, insertKeyedSellers, type TestSeller } from './sellers.test-support.ts';

describe('sellerKeyPrefix', () => {
  it('keeps enough of a key to tell keys apart, and never the secret', () => {
    expect(sellerKeyPrefix('hsk_test_sel_001_0123456789abcdef01234567')).toBe('hsk_test_sel_001_0123');
    expect(sellerKeyPrefix('hsk_live_AbCdEfGhIjKlMnOp')).toBe('hsk_live_AbCdEfGh');
  });
});

describe(`issueSellerKey (${testDatabaseKind})`, () => {
  let t: TestApp;
  let seller: TestSeller;
  beforeAll(async () => {
    t = await buildTestApp();
    ({ a: seller } = await insertKeyedSellers(t.database.db));
  });
  afterAll(() => t.close());

  const orders = (key: string) => call(t, 'GET', '/api/seller/orders', key);

  it('issues a random live key that works, stores only its hash, and can revoke the others', async () => {
    const first = await issueSellerKey(t.database.db, seller.id);
    expect(first.key).toMatch(/^hsk_live_[A-Za-z0-9_-]{43}$/);
    expect(first.revoked).toBe(0);
    expect((await orders(first.key)).statusCode).toBe(200);
    expect((await orders(seller.key)).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(sellerApiKeys)
      .where(eq(sellerApiKeys.sellerId, seller.id));
    expect(JSON.stringify(rows)).not.toContain(first.key);

    const second = await issueSellerKey(t.database.db, seller.id, { revokeOthers: true });
    expect(second.revoked).toBe(2);
    expect(second.key).not.toBe(first.key);
    // A revoked key answers exactly like an unknown one.
    for (const old of [first.key, seller.key]) {
      const res = await orders(old);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        error: 'Invalid seller API key',
        code: 'UNAUTHENTICATED',
      });
    }
    expect((await orders(second.key)).statusCode).toBe(200);
  });

  it('refuses an unknown seller', async () => {
    await expect(issueSellerKey(t.database.db, 'sel_nobody')).rejects.toThrow('No seller sel_nobody');
  });
});
