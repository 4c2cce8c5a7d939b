// Counts of a large match set (docs/behaviour/catalogue.md#approximate-counts): the total exact up to the cap and
// estimated past it, the facets drawn from a fixed sample of whole groups and scaled, the price range exact; and the
// specification rows the facets read, written by PostgreSQL with the product. The limits are shrunk so the seeded
// catalogue (about 3,400 listings) is "large".
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPageResponseSchema, listingFacetsResponseSchema } from '@haat/domain/catalog/product.schema';
import { products } from '../../db/schema/products.ts';
import { refreshPopularity } from './popularity.job.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import {
  BRAND_FACET_SIZE,
  FACET_LIMITS,
  countMatches,
  SPECIFICATION_FACET_SIZE,
  listingSummary,
  type FacetValue,
  type ListingSummary,
} from './catalog.facets.ts';
import type { ProductFilter } from './catalog.repository.ts';
import { insertFixtureProducts } from './catalog.fixtures.ts';
import { rowsOf as readRows } from './sql-rows.ts';

const SMALL = { countCap: 400, exactUpTo: 300, sampleTarget: 600 };

/**
 * The sample holds a fraction f of the groups (sampleTarget of the broadest set's listings), so a value counted in
 * n groups is seen about n × f times, with a relative standard error near 1/√(n × f); values expected at least 40
 * times in the sample are within 50 % (more than three standard errors, 0.16 at 40) of their exact count.
 */
function agreeWithin(exact: FacetValue[], sampled: FacetValue[], fraction: number, label: string) {
  const byValue = new Map(exact.map((v) => [v.value, v.count]));
  // Nothing is counted that the exact counts do not hold (unless the exact list was cut at the panel's size, when
  // the sample may rank a value just past the cut into it).
  const cut = exact.length >= Math.min(BRAND_FACET_SIZE, SPECIFICATION_FACET_SIZE);
  for (const value of sampled) {
    if (!cut) expect(byValue.has(value.value), `${label} ${value.value}`).toBe(true);
  }
  for (const value of exact) {
    if (value.count * fraction < 40) continue;
    const estimate = sampled.find((v) => v.value === value.value)?.count ?? 0;
    expect(Math.abs(estimate - value.count) / value.count, `${label} ${value.value}`).toBeLessThan(0.5);
  }
}

describe(`facet counts of a large match set (${testDatabaseKind})`, () => {
  let t: TestApp;
  const summary = (filter: ProductFilter, limits = FACET_LIMITS): Promise<ListingSummary> =>
    listingSummary(t.database.db, filter, { grouped: true, limits });

  beforeAll(async () => {
    // The popularity job's round at start-up rewrites the trending flags that the comparisons of two answers below
    // read (it failed once: a card trending in one answer and not in the next). One round only (0), and a round of
    // our own once that one has let go of its lock, so the flags are settled before the first request.
    t = await buildTestApp(
      { RATE_LIMIT_MAX: '100000', POPULARITY_REFRESH_MS: '0' },
      { seed: { demoCustomer: false } },
    );
    while ((await refreshPopularity(t.database.db)) === null) await new Promise((r) => setTimeout(r, 50));
  }, 180_000);
  afterAll(() => t?.close());

  it('counts exactly below the limits and says so', async () => {
    const exact = await summary({ category: 'fashion' });
    expect(exact.approximate).toBe(false);
    expect(exact.totalExact).toBe(true);
  });

  it('samples whole groups past the limits: scaled counts near the exact ones, the price range exact', async () => {
    for (const [filter, broadest] of [
      [{}, {}],
      [{ category: 'fashion' }, { category: 'fashion' }],
      // The price facet's own count leaves the price out: the broadest set is the whole catalogue.
      [{ minPricePaise: 50_000, maxPricePaise: 500_000 }, {}],
    ] satisfies [ProductFilter, ProductFilter][]) {
      const label = JSON.stringify(filter);
      const [exact, sampled, listings] = await Promise.all([
        summary(filter),
        summary(filter, { ...SMALL, countCap: 100_000 }),
        listingSummary(t.database.db, broadest, { grouped: false }),
      ]);
      const fraction = SMALL.sampleTarget / listings.total;
      expect(sampled.approximate, label).toBe(true);
      // The total is counted, not sampled, while under the cap.
      expect(sampled.totalExact, label).toBe(true);
      expect(sampled.total, label).toBe(exact.total);
      expect(sampled.price, label).toEqual(exact.price);
      agreeWithin(exact.brands, sampled.brands, fraction, `${label} brand`);
      agreeWithin(exact.categories, sampled.categories, fraction, `${label} category`);
      for (const [name, values] of Object.entries(exact.specifications)) {
        agreeWithin(values, sampled.specifications[name] ?? [], fraction, `${label} ${name}`);
      }
      const inStockShare = exact.inStock / exact.total;
      expect(Math.abs(sampled.inStock / exact.total - inStockShare), label).toBeLessThan(0.15);
    }
  });

  it('estimates the total past the cap and never below it', async () => {
    // Any price at all: the whole catalogue, but not a whole category's or the catalogue's kept counts.
    const everyPrice = { minPricePaise: 1 };
    const exact = await summary(everyPrice);
    const capped = await summary(everyPrice, SMALL);
    expect(capped.totalExact).toBe(false);
    expect(capped.total).toBeGreaterThan(SMALL.countCap / 3); // groups of up to three listings at the cap…
    expect(Math.abs(capped.total - exact.total) / exact.total).toBeLessThan(0.25); // …and near the real count
  });

  it('states the total of a whole category and of the whole catalogue exactly past the cap, as kept', async () => {
    for (const filter of [{}, { category: 'fashion' }] satisfies ProductFilter[]) {
      const counted = await readRows<{ groups: number }>(
        t.database.db,
        sql`select count(distinct group_key)::int as groups from products
            where is_published and (${filter.category ?? null}::text is null or category = ${filter.category ?? null})`,
      );
      const kept = await countMatches(t.database.db, filter, true, SMALL);
      expect(kept, JSON.stringify(filter)).toMatchObject({ totalExact: true, total: counted[0]!.groups });
      expect(kept.listings).toBeGreaterThan(SMALL.countCap);
    }
  });

  it('writes the specification rows with the product: insert, change, unpublish-and-delete', async () => {
    const { db } = t.database;
    const rowsOf = (id: string) =>
      readRows<{ key: string; value: string }>(
        db,
        sql`select key, value from product_specifications where product_id = ${id} order by key`,
      );
    await insertFixtureProducts(db, [
      {
        id: 'fx_spec_1',
        specifications: { Colour: 'Saffron', Size: '', Material: 'Silk, Cotton', RAM: '8 GB' },
      },
    ]);
    // Empty values and comma lists are left out: the comma-list filter could not select them.
    expect(await rowsOf('fx_spec_1')).toEqual([
      { key: 'Colour', value: 'Saffron' },
      { key: 'RAM', value: '8 GB' },
    ]);
    await db
      .update(products)
      .set({ specifications: { Colour: 'Indigo' } })
      .where(eq(products.id, 'fx_spec_1'));
    expect(await rowsOf('fx_spec_1')).toEqual([{ key: 'Colour', value: 'Indigo' }]);
    // Stock moves leave the rows alone (the trigger fires on the specifications only).
    await db.update(products).set({ stock: 3 }).where(eq(products.id, 'fx_spec_1'));
    expect(await rowsOf('fx_spec_1')).toEqual([{ key: 'Colour', value: 'Indigo' }]);
    await db.delete(products).where(eq(products.id, 'fx_spec_1'));
    expect(await rowsOf('fx_spec_1')).toEqual([]);
  });

  it('answers the page without its counts, and the counts on their own, agreeing with the whole answer', async () => {
    for (const query of ['category=fashion&minPrice=300', 'search=kurta&maxPrice=2000', 'brand=Samsung']) {
      const get = async (path: string) => {
        const res = await t.app.inject({ method: 'GET', url: path });
        expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
        return res.json();
      };
      const whole = productPageResponseSchema.parse(await get(`/api/products?${query}`));
      const page = productPageResponseSchema.parse(await get(`/api/products?${query}&facets=false`));
      const counts = listingFacetsResponseSchema.parse(await get(`/api/products/facets?${query}`));
      expect(page.facets, query).toBeUndefined();
      expect(page.products, query).toEqual(whole.products);
      expect(page.total, query).toBe(whole.total);
      expect(counts.total, query).toBe(whole.total);
      expect(counts.facets, query).toEqual(whole.facets);
      expect(counts.query?.original ?? null, query).toBe(whole.query?.original ?? null);
    }
  });
});
