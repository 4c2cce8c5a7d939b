import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  trendingCategoriesResponseSchema,
  trendingListResponseSchema,
  type TrendingCategoriesResponse,
  type TrendingListResponse,
} from '@haat/domain/catalog/product.schema';
import { productDailyStats } from '../../db/schema/product-stats.ts';
import { products } from '../../db/schema/products.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { insertFixtureProducts, insertStats } from './catalog.fixtures.ts';
import { POPULARITY_LOCK_KEY, refreshPopularity } from './popularity.job.ts';
import { recordSale } from './product-stats.ts';
import { growthPercent } from './trending.growth.ts';

const BRAND = 'Trendtestwala';
const TIE_BRAND = 'Tiewala';

describe(`trending and popularity (${testDatabaseKind})`, () => {
  let t: TestApp;
  const get = async <T>(url: string): Promise<T> => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    // The routes write JSON without re-validating (plain-json.ts): the contract is checked here, extra keys too.
    const schema = url.includes('/categories')
      ? trendingCategoriesResponseSchema
      : trendingListResponseSchema;
    expect(schema.parse(res.json())).toEqual(res.json());
    return res.json();
  };
  const trending = (query: string) =>
    get<TrendingListResponse>(`/api/products/trending?brand=${BRAND}&${query}`);

  beforeAll(async () => {
    t = await buildTestApp({ POPULARITY_REFRESH_MS: '0' }, { seed: { demoCustomer: false } });
    await insertFixtureProducts(t.database.db, [
      // On sale (₹3,000 against an MRP of ₹4,000) and listed long ago; the others sell at MRP, listed now.
      {
        id: 'tt_rising',
        brand: BRAND,
        pricePaise: 300_000,
        sellingPricePaise: 300_000,
        mrpPaise: 400_000,
        createdAt: new Date('2025-01-01T00:00:00Z'),
      },
      { id: 'tt_steady', brand: BRAND, pricePaise: 100_000 },
      { id: 'tt_new', brand: BRAND, pricePaise: 200_000, category: 'books', subcategory: 'fiction' },
      { id: 'tt_faded', brand: BRAND, pricePaise: 150_000 },
      { id: 'tt_old', brand: BRAND, pricePaise: 150_000 },
      { id: 'pop_a', brand: 'Popwala' },
      { id: 'pop_b', brand: 'Popwala', popularity: 99 },
      { id: 'sale_a', brand: 'Salewala' },
      // Equal prices (and ratings and listing times), inserted out of id order, each with its own activity.
      { id: 'tie_c', brand: TIE_BRAND, pricePaise: 50_000 },
      { id: 'tie_a', brand: TIE_BRAND, pricePaise: 50_000 },
      { id: 'tie_b', brand: TIE_BRAND, pricePaise: 50_000 },
      { id: 'tie_cheap', brand: TIE_BRAND, pricePaise: 40_000 },
    ]);
    await insertStats(t.database.db, [
      // This week 100 views + 10 sales against 50 views the week before.
      { productId: 'tt_rising', daysAgo: 1, views: 100, sales: 10 },
      { productId: 'tt_rising', daysAgo: 8, views: 50 },
      // As busy as the week before.
      { productId: 'tt_steady', daysAgo: 2, views: 300 },
      { productId: 'tt_steady', daysAgo: 9, views: 300 },
      // Only today, nothing before.
      { productId: 'tt_new', daysAgo: 0, views: 5 },
      // Active last week only, and 40 days ago only.
      { productId: 'tt_faded', daysAgo: 8, views: 40 },
      { productId: 'tt_old', daysAgo: 40, views: 20 },
      { productId: 'pop_a', daysAgo: 0, views: 10 },
      { productId: 'pop_a', daysAgo: 5, sales: 2 },
      // Outside the 30-day popularity window.
      { productId: 'pop_a', daysAgo: 40, views: 100 },
      { productId: 'tie_c', daysAgo: 1, views: 30 },
      { productId: 'tie_b', daysAgo: 1, views: 20 },
      { productId: 'tie_a', daysAgo: 1, views: 10 },
      { productId: 'tie_cheap', daysAgo: 1, views: 1 },
    ]);
  }, 180_000);
  afterAll(() => t?.close());

  it('ranks the week by activity plus growth, with growth, increases and totals', async () => {
    const body = await trending('period=week');
    expect(body.period).toBe('week');
    expect(body.products.map((p) => [p.id, p.trendingStats.rank])).toEqual([
      ['tt_steady', 1], // 300 + 0 growth
      ['tt_rising', 2], // (100 + 5 × 10) + (150 − 50) = 250
      ['tt_new', 3], // 5 + 5
    ]);
    expect(body.totalCount).toBe(3);
    expect(body.total).toBe(3);
    expect(body.pagination).toEqual({ totalProducts: 3, totalPages: 1, currentPage: 1 });
    const rising = body.products[1]?.trendingStats;
    expect(rising).toEqual({
      rank: 2,
      percentageIncrease: 120, // 110 against 50
      viewIncrease: 50,
      salesIncrease: 10,
      views: 100,
      sales: 10,
    });
    expect(body.products[0]?.trendingStats.percentageIncrease).toBe(0);
    // From nothing: +100 % per event.
    expect(body.products[2]?.trendingStats.percentageIncrease).toBe(500);
    expect(body.products[0]?.name).toBe('Fixture tt_steady');
  });

  it('keeps the rank when sorted by price, and filters by category, price and page', async () => {
    const byPrice = await trending('sort=price-asc');
    expect(byPrice.products.map((p) => [p.id, p.trendingStats.rank])).toEqual([
      ['tt_steady', 1],
      ['tt_new', 3],
      ['tt_rising', 2],
    ]);
    const books = await trending('category=books');
    expect(books.products.map((p) => p.id)).toEqual(['tt_new']);
    expect(books.products[0]?.trendingStats.rank).toBe(1);
    const cheap = await trending('maxPrice=2500');
    expect(cheap.products.map((p) => p.id)).toEqual(['tt_steady', 'tt_new']);
    const second = await trending('limit=2&page=2');
    expect(second.products.map((p) => p.id)).toEqual(['tt_new']);
    expect(second.totalCount).toBe(3);
    const beyond = await trending('limit=2&page=5');
    expect(beyond.products).toEqual([]);
    expect(beyond.totalCount).toBe(3);
    expect((await trending('category=no-such-category')).totalCount).toBe(0);
  });

  it('orders equal prices by id, not by rank, so the order holds while views move the ranks', async () => {
    const sorted = (sort: string) =>
      get<TrendingListResponse>(`/api/products/trending?brand=${TIE_BRAND}&sort=${sort}`);
    const ids = (body: TrendingListResponse) => body.products.map((p) => p.id);
    const before = await sorted('price-asc');
    expect(ids(before)).toEqual(['tie_cheap', 'tie_a', 'tie_b', 'tie_c']);
    expect(before.products.map((p) => p.trendingStats.rank)).toEqual([4, 3, 2, 1]);
    expect(ids(await sorted('price-desc'))).toEqual(['tie_a', 'tie_b', 'tie_c', 'tie_cheap']);
    // Equal ratings and listing times (one insert): the id decides there too.
    expect(ids(await sorted('rating-desc'))).toEqual(['tie_a', 'tie_b', 'tie_c', 'tie_cheap']);
    expect(ids(await sorted('newest'))).toEqual(['tie_a', 'tie_b', 'tie_c', 'tie_cheap']);

    // Shoppers view tie_a: it takes rank 1, and the equal-price cards stay where they were.
    await insertStats(t.database.db, [{ productId: 'tie_a', daysAgo: 2, views: 100 }]);
    const after = await sorted('price-asc');
    expect(ids(after)).toEqual(ids(before));
    expect(after.products.map((p) => p.trendingStats.rank)).toEqual([4, 1, 3, 2]);
    // Page by page, the same order: no product is shown twice or skipped.
    const pages = [];
    for (const page of [1, 2]) pages.push(...ids(await sorted(`price-asc&limit=2&page=${page}`)));
    expect(pages).toEqual(ids(before));
  });

  it("honours the panel's switches: Deals & Discounts and New Arrivals Only", async () => {
    expect((await trending('onSale=true')).products.map((p) => p.id)).toEqual(['tt_rising']);
    const fresh = await trending('newArrivals=true');
    expect(fresh.products.map((p) => p.id)).toEqual(['tt_steady', 'tt_new']);
    const bad = await t.app.inject({ method: 'GET', url: '/api/products/trending?onSale=maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('On sale must be true or false');
  });

  it('the day compares today with yesterday; the month takes 30 days', async () => {
    const day = await trending('period=day');
    expect(day.products.map((p) => p.id)).toEqual(['tt_new']);
    const month = await trending('period=month');
    expect(month.products.map((p) => p.id).sort()).toEqual(['tt_faded', 'tt_new', 'tt_rising', 'tt_steady']);
    const rising = month.products.find((p) => p.id === 'tt_rising')?.trendingStats;
    expect(rising).toMatchObject({ views: 150, sales: 10, viewIncrease: 150, percentageIncrease: 1000 });
  });

  it('is a static route: /products/trending is not read as a product id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/trending' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, period: 'week' });
  });

  it.each([
    ['/api/products/trending?period=year', 'period', 'Period must be one of day, week, month'],
    ['/api/products/trending?sort=cheapest', 'sort', undefined],
    ['/api/products/trending?limit=0', 'limit', undefined],
    ['/api/products/trending/categories?period=hour', 'period', 'Period must be one of day, week, month'],
    ['/api/products/trending/categories?limit=51', 'limit', undefined],
  ])('answers %s with 400 naming the field', async (url, field, message) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, field });
    if (message) expect(res.json().error).toBe(message);
  });

  it('ranks subcategories by growth, with the period sums of their published products', async () => {
    const body = await get<TrendingCategoriesResponse>(
      '/api/products/trending/categories?period=week&limit=50',
    );
    expect(body.categories.length).toBeGreaterThan(0);
    // Expected from the stats rows themselves.
    const rows = await t.database.db
      .select({
        category: products.category,
        subcategory: products.subcategory,
        current: sql<boolean>`${productDailyStats.day} > (now() at time zone 'UTC')::date - 7`,
        views: productDailyStats.views,
        sales: productDailyStats.sales,
      })
      .from(productDailyStats)
      .innerJoin(products, eq(products.id, productDailyStats.productId))
      .where(
        and(
          eq(products.isPublished, true),
          gt(productDailyStats.day, sql`(now() at time zone 'UTC')::date - 14`),
        ),
      );
    const sums = new Map<string, { views: number; sales: number; before: number }>();
    for (const r of rows) {
      const key = `${r.category}/${r.subcategory}`;
      const sum = sums.get(key) ?? { views: 0, sales: 0, before: 0 };
      if (r.current) {
        sum.views += r.views;
        sum.sales += r.sales;
      } else sum.before += r.views + r.sales;
      sums.set(key, sum);
    }
    const active = [...sums].filter(([, s]) => s.views + s.sales > 0);
    expect(body.categories.length).toBe(Math.min(50, active.length));
    for (const c of body.categories) {
      const sum = sums.get(c.path);
      expect(c.views, c.path).toBe(sum?.views);
      expect(c.sales, c.path).toBe(sum?.sales);
      expect(c.percentageIncrease, c.path).toBe(growthPercent(c.views + c.sales, sum?.before ?? 0));
    }
    const growth = body.categories.map((c) => c.percentageIncrease);
    expect(growth).toEqual([...growth].sort((a, b) => b - a));
    const books = body.categories.find((c) => c.path === 'books/fiction');
    expect(books).toMatchObject({ id: 'books', subcategory: 'fiction', name: 'Fiction' });
    const limited = await get<TrendingCategoriesResponse>('/api/products/trending/categories?limit=1');
    expect(limited.categories).toHaveLength(1);
  });

  it('popularity is views + 5 × sales of the last 30 days, and a refresh resets what fell out', async () => {
    expect(await refreshPopularity(t.database.db)).not.toBeNull();
    const rows = await t.database.db
      .select({ id: products.id, popularity: products.popularity })
      .from(products)
      .where(sql`${products.id} in ('pop_a', 'pop_b', 'tt_old', 'tt_rising')`);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.popularity]))).toEqual({
      pop_a: 20,
      pop_b: 0,
      tt_old: 0,
      tt_rising: 200,
    });
    // Nothing moved since: a second refresh writes no row.
    expect(await refreshPopularity(t.database.db)).toBe(0);
  });

  it.skipIf(testDatabaseKind !== 'postgres')(
    'another instance holding the refresh lock makes a refresh skip its round',
    async () => {
      await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(POPULARITY_LOCK_KEY))})`);
        expect(await refreshPopularity(t.database.db)).toBeNull();
      });
      expect(await refreshPopularity(t.database.db)).not.toBeNull();
    },
  );

  it('recordSale adds units to today in the caller’s transaction, and not when it rolls back', async () => {
    const salesToday = async () => {
      const [row] = await t.database.db
        .select({ sales: productDailyStats.sales })
        .from(productDailyStats)
        .where(
          and(
            eq(productDailyStats.productId, 'sale_a'),
            eq(productDailyStats.day, sql`(now() at time zone 'UTC')::date`),
          ),
        );
      return row?.sales ?? 0;
    };
    await recordSale(t.database.db, 'sale_a', 3);
    await t.database.db.transaction(async (tx) => recordSale(tx as never, 'sale_a', 2));
    expect(await salesToday()).toBe(5);
    await expect(
      t.database.db.transaction(async (tx) => {
        await recordSale(tx as never, 'sale_a', 4);
        throw new Error('order failed');
      }),
    ).rejects.toThrow('order failed');
    expect(await salesToday()).toBe(5);
    await expect(recordSale(t.database.db, 'sale_a', 0)).rejects.toThrow(RangeError);
  });
});
