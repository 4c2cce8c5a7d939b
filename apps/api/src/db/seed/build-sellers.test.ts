// The seller seed: street addresses, dev API keys outside production, and the backfill of older stores.
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devSellerKey, sha256Hex } from '../../modules/sellers/seller-keys.ts';
import { createTestDatabase, testDatabaseKind } from '../../testing/build-test-app.ts';
import { sellerApiKeys } from '../schema/orders.ts';
import { sellers } from '../schema/sellers.ts';
import { backfillSellerAddresses, buildSellers, insertDevSellerKeys } from './build-sellers.ts';
import { SELLER_SEEDS } from './content/sellers.ts';
import { SEED_REFERENCE_DATE, seedIfEmpty } from './seed.ts';

type TestDb = Awaited<ReturnType<typeof createTestDatabase>>;

describe('buildSellers', () => {
  it('gives every seller its own street address, apart from its city, state and pincode', () => {
    const rows = buildSellers(SEED_REFERENCE_DATE);
    expect(rows).toHaveLength(SELLER_SEEDS.length);
    for (const row of rows) {
      expect(row.addressLine, row.legalName).toMatch(/^\S.{6,}\S$/);
      expect(row.addressLine).not.toContain(row.pincode);
    }
    expect(new Set(rows.map((r) => r.addressLine)).size).toBe(rows.length);
  });

  it('refuses a seller without a street address', () => {
    const [first] = SELLER_SEEDS;
    if (!first) throw new Error('no sellers');
    expect(() => buildSellers(SEED_REFERENCE_DATE, [{ ...first, legalName: 'Nobody Traders' }])).toThrow(
      /no street address/,
    );
  });
});

describe('devSellerKey', () => {
  it('is hsk_test_<sellerId>_ and 24 hex of sha256 of the salted id', () => {
    const key = devSellerKey('sel_001');
    expect(key).toBe(`hsk_test_sel_001_${sha256Hex('haat-dev-seller-key:sel_001').slice(0, 24)}`);
    expect(devSellerKey('sel_002')).not.toBe(key);
  });
});

describe(`seller seed steps (${testDatabaseKind})`, () => {
  let test: TestDb;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test?.drop());

  it('writes no dev keys in production mode, then keys and addresses on a later start outside it', async () => {
    const { db } = test.database;
    expect(await seedIfEmpty(db, { demoCustomer: false, now: SEED_REFERENCE_DATE })).toBe(true);
    expect(await db.select().from(sellerApiKeys)).toEqual([]);
    const seeded = await db.select().from(sellers).orderBy(asc(sellers.id));
    expect(seeded.every((s) => s.addressLine.length > 0)).toBe(true);

    // A store seeded before sellers had addresses (migration 0009 added the column empty).
    await db
      .update(sellers)
      .set({ addressLine: '' })
      .where(inArray(sellers.id, ['sel_001', 'sel_002']));
    expect(await seedIfEmpty(db, { now: SEED_REFERENCE_DATE })).toBe(false);
    const [first] = await db.select().from(sellers).where(eq(sellers.id, 'sel_001'));
    expect(first?.addressLine).toBe(seeded[0]?.addressLine);

    const keys = await db.select().from(sellerApiKeys);
    expect(keys).toHaveLength(seeded.length);
    const one = keys.find((k) => k.sellerId === 'sel_001');
    expect(one).toMatchObject({
      keyHash: sha256Hex(devSellerKey('sel_001')),
      keyPrefix: devSellerKey('sel_001').slice(0, 'hsk_test_sel_001_'.length + 4),
      kind: 'dev',
    });
    // The key itself is stored nowhere.
    expect(JSON.stringify(keys)).not.toContain(devSellerKey('sel_001'));

    // Idempotent, and a revoked key stays revoked.
    await db
      .update(sellerApiKeys)
      .set({ revokedAt: new Date() })
      .where(eq(sellerApiKeys.sellerId, 'sel_001'));
    await insertDevSellerKeys(db);
    await backfillSellerAddresses(db, buildSellers(SEED_REFERENCE_DATE));
    const again = await db.select().from(sellerApiKeys);
    expect(again).toHaveLength(seeded.length);
    expect(again.find((k) => k.sellerId === 'sel_001')?.revokedAt).toBeInstanceOf(Date);
  }, 120_000);
});
