import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductListResponse } from '@haat/domain/catalog/product.schema';
import { seedIfEmpty } from '../../db/seed/seed.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';

const BRANDS = ['Samsung', 'Apple', 'Redmi', 'boAt', 'Prestige', 'Nike', 'Lakme'];
const CATEGORIES = {
  phones: 'mobile-phones',
  electronics: 'electronics',
  fashion: 'fashion',
  home: 'home',
} as const;

const filterArb = fc.record(
  {
    minPrice: fc.constantFrom(0, 100, 500, 1000, 5000),
    maxPrice: fc.constantFrom(1000, 5000, 25000, 200000),
    brand: fc.subarray(BRANDS, { minLength: 1, maxLength: 3 }),
    rating: fc.integer({ min: 1, max: 4 }),
    inStock: fc.constant(true),
    onSale: fc.constant(true),
    category: fc.constantFrom(...(Object.keys(CATEGORIES) as (keyof typeof CATEGORIES)[])),
    sort: fc.constantFrom('newest', 'price-low', 'price-high', 'popular'),
    limit: fc.integer({ min: 5, max: 40 }),
  },
  { requiredKeys: ['sort', 'limit'] },
);

type Filter = typeof filterArb extends fc.Arbitrary<infer T> ? T : never;

function satisfies(p: Product, f: Filter): boolean {
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

function inOrder(a: Product, b: Product, sort: string): boolean {
  if (sort === 'price-low') return a.price <= b.price;
  if (sort === 'price-high') return a.price >= b.price;
  // Popularity is not part of the product shape; paging still has to cover every product exactly once.
  if (sort === 'popular') return true;
  return a.createdAt >= b.createdAt;
}

describe(`GET /api/products over random filter combinations (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // Paging through every combination sends far more requests than a shopper's rate limit allows.
    t = await buildTestApp({ RATE_LIMIT_MAX: '100000' });
    await seedIfEmpty(t.database.db, { demoCustomer: false });
  }, 60_000);
  afterAll(() => t.close());

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
          if (value !== undefined) params.set(key, Array.isArray(value) ? value.join(',') : String(value));
        }
        const seen: Product[] = [];
        let total = -1;
        for (let page = 1; page <= 200; page++) {
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
        for (const p of seen) expect(satisfies(p, filter), `${p.id} ${params.toString()}`).toBe(true);
        for (let i = 1; i < seen.length; i++) {
          expect(inOrder(seen[i - 1] as Product, seen[i] as Product, f.sort), params.toString()).toBe(true);
        }
      }),
      {
        numRuns: 40,
        // Known non-empty combinations run every time, so the property never checks only empty lists.
        examples: [
          [{ sort: 'price-low', limit: 37 }],
          [{ sort: 'price-high', limit: 25, category: 'phones', inStock: true }],
          [{ sort: 'newest', limit: 11, minPrice: 500, maxPrice: 25000, rating: 3, onSale: true }],
        ],
      },
    );
    expect(nonEmpty).toBeGreaterThanOrEqual(3);
  }, 120_000);
});
