import { createHash } from 'node:crypto';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leafPaths } from '@haat/domain/catalog/category-tree';
import { discountPercent } from '@haat/domain/pricing/product-pricing';
import { createTestDatabase, testDatabaseKind } from '../../testing/build-test-app.ts';
import type { Database } from '../client.ts';
import { products } from '../schema/products.ts';
import { sellers } from '../schema/sellers.ts';
import { GST_STATE_CODES } from './content/indian-states.ts';
import { isValidGstin } from './gstin.ts';
import { SEED_REFERENCE_DATE, seedIfEmpty } from './seed.ts';

type TestDb = Awaited<ReturnType<typeof createTestDatabase>>;

async function counts(database: Database) {
  const [row] = await database.db
    .select({
      sellers: sql<number>`(select count(*)::int from sellers)`,
      products: sql<number>`(select count(*)::int from products)`,
    })
    .from(sql`(select 1) as one`);
  return row;
}

/** A digest of every seeded row in id order: equal digests mean identical data. */
async function digest(database: Database): Promise<string> {
  const sellerRows = await database.db.select().from(sellers).orderBy(asc(sellers.id));
  const productRows = await database.db.select().from(products).orderBy(asc(products.id));
  return createHash('sha256')
    .update(JSON.stringify([sellerRows, productRows]))
    .digest('hex');
}

describe(`seedIfEmpty (${testDatabaseKind})`, () => {
  let first: TestDb;
  let seedMs = 0;

  beforeAll(async () => {
    first = await createTestDatabase();
    const started = performance.now();
    await seedIfEmpty(first.database.db);
    seedMs = performance.now() - started;
    console.info(`seedIfEmpty on ${testDatabaseKind}: ${Math.round(seedMs)} ms`);
  });
  afterAll(() => first.drop());

  it('seeds at least 40 sellers and a product for every leaf of the category tree', async () => {
    const c = await counts(first.database);
    expect(c?.sellers).toBeGreaterThanOrEqual(40);
    expect(c?.products).toBeGreaterThanOrEqual(leafPaths().length);
    const paths = await first.database.db
      .selectDistinct({
        category: products.category,
        subcategory: products.subcategory,
        item: products.subSubcategory,
      })
      .from(products);
    const seeded = new Set(paths.map((p) => [p.category, p.subcategory, p.item].filter(Boolean).join('/')));
    expect(leafPaths().filter((leaf) => !seeded.has(leaf))).toEqual([]);
  });

  it('is idempotent: seeding again changes nothing', async () => {
    const before = await digest(first.database);
    await seedIfEmpty(first.database.db);
    await Promise.all([seedIfEmpty(first.database.db), seedIfEmpty(first.database.db)]);
    expect(await digest(first.database)).toBe(before);
  });

  it('gives every seller a valid GSTIN whose state code is the seller’s state', async () => {
    const rows = await first.database.db.select().from(sellers);
    for (const s of rows) {
      expect(isValidGstin(s.gstin), s.gstin).toBe(true);
      expect(s.gstin.slice(0, 2)).toBe(s.stateCode);
      expect(GST_STATE_CODES[s.stateCode as keyof typeof GST_STATE_CODES]).toBe(s.state);
      expect(s.pincode).toMatch(/^[1-9]\d{5}$/);
      expect(s.id).toMatch(/^sel_\d{3}$/);
    }
    expect(new Set(rows.map((s) => s.stateCode)).size).toBeGreaterThanOrEqual(15);
  });

  it('prices every product in paise with MRP at or above the selling price', async () => {
    const rows = await first.database.db.select().from(products);
    for (const p of rows) {
      expect(p.id).toMatch(/^prd_\d{5}$/);
      expect(Number.isInteger(p.sellingPricePaise) && p.sellingPricePaise > 0).toBe(true);
      expect(p.mrpPaise).toBeGreaterThanOrEqual(p.sellingPricePaise);
      expect(p.pricePaise).toBe(p.sellingPricePaise);
      expect(p.gstPercentage).toBe(18);
      expect(p.hsnCode).toMatch(/^\d{4}(\d{2}){0,2}$/);
    }
    // Phones listed by price band sell inside their band ("10000-to-15000", "under-10000", "above-50000").
    for (const p of rows.filter((r) => r.subcategory === 'price-range')) {
      const [low, high] = (p.subSubcategory ?? '').startsWith('under-')
        ? [0, Number(p.subSubcategory?.slice(6))]
        : (p.subSubcategory ?? '').startsWith('above-')
          ? [Number(p.subSubcategory?.slice(6)), Infinity]
          : (p.subSubcategory ?? '').split('-to-').map(Number);
      expect(p.sellingPricePaise / 100, p.name).toBeGreaterThanOrEqual(low ?? NaN);
      expect(p.sellingPricePaise / 100, p.name).toBeLessThanOrEqual(high ?? NaN);
    }
    const discounts = rows.map((p) => discountPercent(p.mrpPaise, p.sellingPricePaise));
    expect(discounts.some((d) => d === 0)).toBe(true);
    expect(discounts.some((d) => d >= 40)).toBe(true);
  });

  it('fills every product field the pages read, with realistic spreads', async () => {
    const rows = await first.database.db.select().from(products);
    for (const p of rows) {
      expect(p.bulletPoints.length).toBeGreaterThanOrEqual(3);
      expect(p.bulletPoints.length).toBeLessThanOrEqual(5);
      expect(p.tags.length).toBeGreaterThan(0);
      expect(Object.keys(p.specifications).length).toBeGreaterThan(1);
      expect(p.images).toEqual([{ url: `/api/images/products/${p.id}.svg`, alt: p.name }]);
      expect(p.description.length).toBeGreaterThan(p.name.length);
      expect(p.stock).toBeGreaterThanOrEqual(0);
      const ageDays = (SEED_REFERENCE_DATE.getTime() - p.createdAt.getTime()) / 86_400_000;
      expect(ageDays).toBeGreaterThanOrEqual(0);
      expect(ageDays).toBeLessThanOrEqual(90);
      expect(Number(p.ratingsAverage)).toBeLessThanOrEqual(5);
    }
    const share = (f: (p: (typeof rows)[number]) => boolean) => rows.filter(f).length / rows.length;
    expect(share((p) => p.stock === 0)).toBeGreaterThan(0);
    expect(share((p) => p.stock >= 1 && p.stock <= 5)).toBeGreaterThan(0);
    expect(share((p) => p.isFeatured)).toBeGreaterThan(0.08);
    expect(share((p) => p.isFeatured)).toBeLessThan(0.22);
    expect(share((p) => p.trending)).toBeGreaterThan(0.05);
    expect(share((p) => p.trending)).toBeLessThan(0.16);
    expect(new Set(rows.map((p) => p.sellerId)).size).toBe((await counts(first.database))?.sellers);
  });

  it('is deterministic: a second fresh database gets identical rows', async () => {
    const second = await createTestDatabase();
    try {
      await seedIfEmpty(second.database.db);
      expect(await digest(second.database)).toBe(await digest(first.database));
    } finally {
      await second.drop();
    }
  });

  it('is all or nothing, and leaves a database that already has sellers alone', async () => {
    const t = await createTestDatabase();
    try {
      // A failure after the sellers are written (the products insert fails) must leave nothing behind.
      await t.database.db.execute(
        sql.raw(`create function refuse_products() returns trigger language plpgsql as $$
        begin raise exception 'disk full'; end $$`),
      );
      await t.database.db.execute(
        sql.raw(
          'create trigger refuse_products before insert on products for each row execute function refuse_products()',
        ),
      );
      await expect(seedIfEmpty(t.database.db)).rejects.toThrow();
      expect(await counts(t.database)).toEqual({ sellers: 0, products: 0 });
      await t.database.db.execute(sql.raw('drop trigger refuse_products on products'));

      await t.database.db.insert(sellers).values({
        id: 'sel_900',
        legalName: 'Existing Traders',
        displayName: 'Existing Traders',
        gstin: '27AAPFU0939F1ZV',
        state: 'Maharashtra',
        stateCode: '27',
        city: 'Mumbai',
        pincode: '400001',
      });
      await seedIfEmpty(t.database.db);
      expect(await counts(t.database)).toEqual({ sellers: 1, products: 0 });

      await t.database.db.delete(sellers);
      await seedIfEmpty(t.database.db);
      expect(await digest(t.database)).toBe(await digest(first.database));
    } finally {
      await t.drop();
    }
  });
});
