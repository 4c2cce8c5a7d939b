// Seller API keys: the prefix an operator sees, the kind stored with a key, and live keys issued, rotated, revoked and
// listed by the service the operator's command (and later the seller portal) uses.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerApiKeys } from '../../db/schema/orders.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { devSellerKey, sellerKeyKind, sellerKeyPrefix, sellerKeyRow } from './seller-keys.ts';
import { issueSellerKey, listSellerKeys, revokeSellerKey, rotateSellerKey } from './seller-keys.service.ts';
import { call, insertKeyedSellers, type TestSeller } from './sellers.test-support.ts';

describe('sellerKeyPrefix', () => {
  it('keeps enough of a key to tell keys apart, and never the secret', () => {
    expect(sellerKeyPrefix('hsk_test_sel_001_0123456789abcdef01234567')).toBe('hsk_test_sel_001_0123');
    expect(sellerKeyPrefix('hsk_live_AbCdEfGhIjKlMnOp')).toBe('hsk_live_AbCdEfGh');
  });

  it('tells a derivable dev key from a random live one', () => {
    expect(sellerKeyKind(devSellerKey('sel_001'))).toBe('dev');
    expect(sellerKeyKind('hsk_live_AbCdEfGhIjKlMnOp')).toBe('live');
    expect(sellerKeyRow('sel_001', devSellerKey('sel_001')).kind).toBe('dev');
  });
});

describe(`issueSellerKey (${testDatabaseKind})`, () => {
  let t: TestApp;
  let seller: TestSeller;
  beforeAll(async () => {
    t = await buildTestApp();
    ({ a: seller } = await insertKeyedSellers(t.database.db));
  });
  afterAll(() => t?.close());

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
    expect(rows.map((r) => r.kind).sort()).toEqual(['dev', 'live']);

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

describe(`rotating, revoking and listing keys (${testDatabaseKind})`, () => {
  let t: TestApp;
  let a: TestSeller;
  let b: TestSeller;
  beforeAll(async () => {
    t = await buildTestApp();
    ({ a, b } = await insertKeyedSellers(t.database.db));
  });
  afterAll(() => t?.close());

  const status = async (key: string) => (await call(t, 'GET', '/api/seller/orders', key)).statusCode;

  it('rotation issues a new key and revokes every earlier one of that seller only', async () => {
    const earlier = await issueSellerKey(t.database.db, a.id);
    const rotated = await rotateSellerKey(t.database.db, a.id);
    expect(rotated.revoked).toBe(2);
    expect(await status(rotated.key)).toBe(200);
    expect(await status(earlier.key)).toBe(401);
    expect(await status(a.key)).toBe(401);
    expect(await status(b.key)).toBe(200);
  });

  it('revokes one key by the prefix issue printed, or by the whole key, and says so when none is in use', async () => {
    const one = await issueSellerKey(t.database.db, b.id);
    const two = await issueSellerKey(t.database.db, b.id);
    expect(await revokeSellerKey(t.database.db, one.keyPrefix)).toEqual({
      keyPrefix: one.keyPrefix,
      sellerId: b.id,
    });
    expect(await status(one.key)).toBe(401);
    expect(await status(two.key)).toBe(200);
    await expect(revokeSellerKey(t.database.db, one.keyPrefix)).rejects.toMatchObject({
      statusCode: 404,
      code: 'SELLER_KEY_NOT_FOUND',
    });
    // A leaked key pasted whole; and a dev key by its prefix.
    await revokeSellerKey(t.database.db, two.key);
    expect(await status(two.key)).toBe(401);
    await revokeSellerKey(t.database.db, sellerKeyPrefix(b.key));
    expect(await status(b.key)).toBe(401);
  });

  it("revokes only the caller's own key when limited to a seller (the portal)", async () => {
    const mine = await issueSellerKey(t.database.db, a.id);
    await expect(revokeSellerKey(t.database.db, mine.keyPrefix, { sellerId: b.id })).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(await status(mine.key)).toBe(200);
    await revokeSellerKey(t.database.db, mine.keyPrefix, { sellerId: a.id });
    expect(await status(mine.key)).toBe(401);
  });

  it("lists a seller's keys by prefix and kind, newest first, never a hash", async () => {
    const listed = await listSellerKeys(t.database.db, b.id);
    expect(listed.map((k) => k.kind)).toContain('dev');
    expect(listed.every((k) => /^hsk_(test|live)_/.test(k.keyPrefix))).toBe(true);
    expect(listed.every((k) => k.revokedAt instanceof Date)).toBe(true);
    expect(Object.keys(listed[0] ?? {})).not.toContain('keyHash');
    await expect(listSellerKeys(t.database.db, 'sel_nobody')).rejects.toMatchObject({
      code: 'SELLER_NOT_FOUND',
    });
  });

  it('the database refuses a dev-looking key stored as live, and an unknown kind', async () => {
    const row = sellerKeyRow(a.id, devSellerKey(`${a.id}x`));
    await expect(t.database.db.insert(sellerApiKeys).values({ ...row, kind: 'live' })).rejects.toThrow();
    const live = sellerKeyRow(a.id, 'hsk_live_ZzZzZzZzZzZzZzZzZzZzZz');
    await expect(
      t.database.db.insert(sellerApiKeys).values({ ...live, kind: 'demo' as 'live' }),
    ).rejects.toThrow();
  });
});
