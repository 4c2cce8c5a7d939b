import { asc, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductCard, ProductListResponse } from '@haat/domain/catalog/product.schema';
import { ratingScore } from '@haat/domain/catalog/rating-score';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/products.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { insertStats } from './catalog.fixtures.ts';
import { refreshPopularity } from './popularity.job.ts';

const BRANDS = ['Samsung', 'Apple', 'Redmi', 'boAt', 'Prestige', 'Nike', 'Lakme'];
const CATEGORIES = {
  phones: 'mobile-phones',
  electronics: 'electronics',
  fashion: 'fashion',
  home: 'home',
} as const;

/** Each ordering the listing offers, as query parameters. */
const ORDERINGS: Record<string, Record<string, string>> = {
  newest: { sort: 'newest' },
  'price-low': { sort: 'price-low' },
  'price-high': { sort: 'price-high' },
  popular: { sort: 'popular' },
  'discount-desc': { sortBy: 'discount', sortOrder: 'desc' },
  'discount-asc': { sortBy: 'discount', sortOrder: 'asc' },
  'rating-desc': { sortBy: 'rating', sortOrder: 'desc' },
  'rating-asc': { sortBy: 'rating', sortOrder: 'asc' },
  'name-asc': { sortBy: 'name', sortOrder: 'asc' },
  'name-desc': { sortBy: 'name', sortOrder: 'desc' },
};

const filterArb = fc.record(
  {
    minPrice: fc.constantFrom(0, 100, 500, 1000, 5000),
    maxPrice: fc.constantFrom(1000, 5000, 25000, 200000),
    brand: fc.subarray(BRANDS, { minLength: 1, maxLength: 3 }),
    rating: fc.integer({ min: 1, max: 4 }),
    inStock: fc.constant(true),
    onSale: fc.constant(true),
    category: fc.constantFrom(...(Object.keys(CATEGORIES) as (keyof typeof CATEGORIES)[])),
    sort: fc.constantFrom(...Object.keys(ORDERINGS)),
    // Large enough to page through a 3,000-product result in a few hundred requests.
    limit: fc.integer({ min: 20, max: 100 }),
    // The store's own call (facets=false) counts first and sorts a few matches (catalog.service countThenPage).
    facets: fc.constantFrom('false', 'true'),
  },
  { requiredKeys: ['sort', 'limit'] },
);

type Filter = typeof filterArb extends fc.Arbitrary<infer T> ? T : never;

function satisfies(p: ProductCard, f: Filter): boolean {
  return (
    (f.minPrice === undefined || p.price >= f.minPrice) &&
    (f.maxPrice === undefined || p.price <= f.maxPrice) &&
    (f.brand === undefined || f.brand.map((b) => b.toLowerCase()).includes(p.brand.toLowerCase())) &&
    (f.rating === undefined || p.ratings.average >= f.rating) &&
    (f.inStock === undefined || p.stock > 0) &&
    (f.onSale === undefined || p.discount > 0) &&
    (f.category === undefined || p.category === CATEGORIES[f.category])
  );
}

function inOrder(a: ProductCard, b: ProductCard, sort: string): boolean {
  if (sort === 'price-low') return a.price <= b.price;
  if (sort === 'price-high') return a.price >= b.price;
  if (sort === 'discount-desc') return a.discount >= b.discount;
  if (sort === 'discount-asc') return a.discount <= b.discount;
  // The rating order is the Bayesian score (products.rating_score), not the bare average.
  const score = (p: ProductCard) => ratingScore(p.ratings.average, p.ratings.count);
  if (sort === 'rating-desc') return score(a) >= score(b);
  if (sort === 'rating-asc') return score(a) <= score(b);
  // Names and popularity are checked against the database below.
  if (sort === 'popular' || sort.startsWith('name-')) return true;
  return a.createdAt >= b.createdAt;
}

/** Whether the database (its collation, its popularity column) agrees the listed products are in order. */
async function databaseAgreesOnOrder(db: Db, seen: ProductCard[], sort: string): Promise<boolean> {
  if (sort.startsWith('name-')) {
    const names = JSON.stringify(seen.map((p) => p.name));
    const op = sql.raw(sort === 'name-asc' ? '<=' : '>=');
    const result = (await db.execute(sql`
      select coalesce(bool_and(prev ${op} cur), true) as ok from (
        select value as cur, lag(value) over (order by ord) as prev
        from json_array_elements_text(${names}::json) with ordinality as t(value, ord)
      ) pairs where prev is not null`)) as unknown as { rows: { ok: boolean }[] };
    return result.rows[0]?.ok ?? false;
  }
  if (sort === 'popular' && seen.length > 0) {
    const rows = await db
      .select({ id: products.id, popularity: products.popularity })
      .from(products)
      .where(
        inArray(
          products.id,
          seen.map((p) => p.id),
        ),
      );
    const popularity = new Map(rows.map((r) => [r.id, r.popularity]));
    return seen.every(
      (p, i) => i === 0 || (popularity.get(seen[i - 1]?.id ?? '') ?? 0) >= (popularity.get(p.id) ?? 0),
    );
  }
  return true;
}

describe(`GET /api/products over random filter combinations (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // Paging through every combination sends far more requests than a shopper's rate limit allows. The data
    // does not change once the listing is read, so the counts of one filter are reused across its pages.
    t = await buildTestApp(
      { RATE_LIMIT_MAX: '100000', CATALOG_CACHE_MS: '600000' },
      { seed: { demoCustomer: false } },
    );
    // Views and sales for some products, so that sort=popular has an order to get right.
    const some = await t.database.db
      .select({ id: products.id })
      .from(products)
      .orderBy(asc(products.id))
      .limit(60);
    await insertStats(
      t.database.db,
      some.map((p, i) => ({ productId: p.id, daysAgo: (i * 7) % 45, views: (i * 37) % 23, sales: i % 4 })),
    );
    await refreshPopularity(t.database.db);
  }, 180_000);
  afterAll(() => t?.close());

  it('every product satisfies every filter, order holds, and the pages add up to the total', async () => {
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(filterArb, async (f) => {
        // minPrice > maxPrice is a 400 of its own; here the range is kept valid.
        const maxPrice =
          f.minPrice !== undefined && f.maxPrice !== undefined && f.minPrice > f.maxPrice
            ? undefined
            : f.maxPrice;
        const filter = { ...f, maxPrice };
        const params = new URLSearchParams();
        for (const [key, value] of Object.entries(filter)) {
          if (key === 'sort') continue;
          if (value !== undefined) params.set(key, Array.isArray(value) ? value.join(',') : String(value));
        }
        for (const [key, value] of Object.entries(ORDERINGS[f.sort] ?? {})) params.set(key, value);
        const seen: ProductCard[] = [];
        let total = -1;
        // Every page until an empty one: one past the last page the first answer announces.
        for (let page = 1; total < 0 || page <= Math.ceil(total / f.limit) + 1; page++) {
          params.set('page', String(page));
          const res = await t.app.inject({ method: 'GET', url: `/api/products?${params.toString()}` });
          expect(res.statusCode, res.body).toBe(200);
          const body: ProductListResponse = res.json();
          total = body.total;
          if (body.products.length === 0) break;
          expect(body.products.length).toBeLessThanOrEqual(f.limit);
          seen.push(...body.products);
        }
        expect(seen.length).toBe(total);
        if (total > 0) nonEmpty += 1;
        expect(new Set(seen.map((p) => p.id)).size).toBe(seen.length);
        // One card per product group (docs/behaviour/catalogue.md#one-card-per-group), across all pages.
        expect(new Set(seen.map((p) => p.group?.key)).size).toBe(seen.length);
        for (const p of seen) expect(satisfies(p, filter), `${p.id} ${params.toString()}`).toBe(true);
        for (let i = 1; i < seen.length; i++) {
          expect(inOrder(seen[i - 1] as ProductCard, seen[i] as ProductCard, f.sort), params.toString()).toBe(
            true,
          );
        }
        expect(await databaseAgreesOnOrder(t.database.db, seen, f.sort), params.toString()).toBe(true);
      }),
      {
        numRuns: 25,
        // Known non-empty combinations run every time, so the property never checks only empty lists.
        examples: [
          [{ sort: 'price-low', limit: 97 }],
          [{ sort: 'price-high', limit: 25, category: 'phones', inStock: true }],
          [{ sort: 'newest', limit: 21, minPrice: 500, maxPrice: 25000, rating: 3, onSale: true }],
          [{ sort: 'popular', limit: 40 }],
          [{ sort: 'discount-desc', limit: 40, onSale: true }],
          [{ sort: 'name-asc', limit: 40, category: 'electronics' }],
          [{ sort: 'rating-asc', limit: 20 }],
        ],
      },
    );
    expect(nonEmpty).toBeGreaterThanOrEqual(3);
  }, 300_000);
});
