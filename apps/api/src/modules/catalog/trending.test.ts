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
    const OLD = new Date('2025-01-01T00:00:00Z');
    await insertFixtureProducts(t.database.db, [
      // On sale (₹3,000 against an MRP of ₹4,000); every fixture but tt_new was listed long ago.
      {
        id: 'tt_rising',
        brand: BRAND,
        variantGroup: 'tt_group',
        pricePaise: 300_000,
        sellingPricePaise: 300_000,
        mrpPaise: 400_000,
        createdAt: OLD,
      },
      // Another variant of the same model, rising less: the model shows once, as tt_rising.
      { id: 'tt_rising_b', brand: BRAND, variantGroup: 'tt_group', pricePaise: 310_000, createdAt: OLD },
      { id: 'tt_doubled', brand: BRAND, pricePaise: 100_000, createdAt: OLD },
      {
        id: 'tt_books',
        brand: BRAND,
        pricePaise: 200_000,
        category: 'books',
        subcategory: 'fiction',
        createdAt: OLD,
      },
      { id: 'tt_steady', brand: BRAND, pricePaise: 100_000, createdAt: OLD },
      { id: 'tt_quiet', brand: BRAND, pricePaise: 100_000, createdAt: OLD },
      { id: 'tt_new', brand: BRAND, pricePaise: 200_000 },
      { id: 'tt_faded', brand: BRAND, pricePaise: 150_000, createdAt: OLD },
      { id: 'tt_old', brand: BRAND, pricePaise: 150_000, createdAt: OLD },
      { id: 'pop_a', brand: 'Popwala' },
      { id: 'pop_b', brand: 'Popwala', popularity: 99 },
      { id: 'sale_a', brand: 'Salewala' },
      // Equal prices (and ratings and listing times), inserted out of id order, each rising by its own amount.
      { id: 'tie_c', brand: TIE_BRAND, pricePaise: 50_000, createdAt: OLD },
      { id: 'tie_a', brand: TIE_BRAND, pricePaise: 50_000, createdAt: OLD },
      { id: 'tie_b', brand: TIE_BRAND, pricePaise: 50_000, createdAt: OLD },
      { id: 'tie_cheap', brand: TIE_BRAND, pricePaise: 40_000, createdAt: OLD },
    ]);
    await insertStats(t.database.db, [
      // This week 100 views + 10 sales (activity 150) against 50 views the week before: +200 %.
      { productId: 'tt_rising', daysAgo: 1, views: 100, sales: 10 },
      { productId: 'tt_rising', daysAgo: 8, views: 50 },
      // +50 %.
      { productId: 'tt_rising_b', daysAgo: 1, views: 60 },
      { productId: 'tt_rising_b', daysAgo: 8, views: 40 },
      // +100 %.
      { productId: 'tt_doubled', daysAgo: 2, views: 200 },
      { productId: 'tt_doubled', daysAgo: 9, views: 100 },
      // +40 %.
      { productId: 'tt_books', daysAgo: 3, views: 70 },
      { productId: 'tt_books', daysAgo: 10, views: 50 },
      // As busy as the week before: not rising.
      { productId: 'tt_steady', daysAgo: 2, views: 300 },
      { productId: 'tt_steady', daysAgo: 9, views: 300 },
      // Tripled, but 30 is below the week's minimum of 35.
      { productId: 'tt_quiet', daysAgo: 2, views: 30 },
      { productId: 'tt_quiet', daysAgo: 9, views: 10 },
      // Listed today: a new arrival, not a riser.
      { productId: 'tt_new', daysAgo: 0, views: 500 },
      // Active last week only, and 40 days ago only.
      { productId: 'tt_faded', daysAgo: 8, views: 40 },
      { productId: 'tt_old', daysAgo: 40, views: 20 },
      { productId: 'pop_a', daysAgo: 0, views: 10 },
      { productId: 'pop_a', daysAgo: 5, sales: 2 },
      // Outside the 30-day popularity window.
      { productId: 'pop_a', daysAgo: 40, views: 100 },
      // +100 %, +50 %, +25 %, +20 %.
      { productId: 'tie_c', daysAgo: 1, views: 80 },
      { productId: 'tie_c', daysAgo: 8, views: 40 },
      { productId: 'tie_b', daysAgo: 1, views: 60 },
      { productId: 'tie_b', daysAgo: 8, views: 40 },
      { productId: 'tie_a', daysAgo: 1, views: 50 },
      { productId: 'tie_a', daysAgo: 8, views: 40 },
      { productId: 'tie_cheap', daysAgo: 1, views: 48 },
      { productId: 'tie_cheap', daysAgo: 8, views: 40 },
    ]);
  }, 180_000);
  afterAll(() => t?.close());

  const ranks = (body: TrendingListResponse) => body.products.map((p) => p.trendingStats.rank);
  const descending = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! < x);

  it('ranks the week by growth among risers with enough activity, one card per model', async () => {
    const body = await trending('period=week');
    expect(body.period).toBe('week');
    // Growth first; tt_rising_b (same model), tt_steady (flat), tt_quiet (too few), tt_new (listed today) and
    // tt_faded (nothing this week) are out.
    expect(body.products.map((p) => p.id)).toEqual(['tt_rising', 'tt_doubled', 'tt_books']);
    expect(descending(ranks(body))).toBe(true);
    expect(body.totalCount).toBe(3);
    expect(body.total).toBe(3);
    expect(body.pagination).toEqual({ totalProducts: 3, totalPages: 1, currentPage: 1 });
    expect(body.products[0]?.trendingStats).toMatchObject({
      percentageIncrease: 200, // activity 150 against 50
      viewIncrease: 50,
      salesIncrease: 10,
      views: 100,
      sales: 10,
    });
    expect(body.products.map((p) => p.trendingStats.percentageIncrease)).toEqual([200, 100, 40]);
  });

  it('keeps the rank when sorted by price, and filters by category, price and page', async () => {
    const all = await trending('period=week');
    const rankOf = new Map(all.products.map((p) => [p.id, p.trendingStats.rank]));
    const byPrice = await trending('sort=price-asc');
    expect(byPrice.products.map((p) => [p.id, p.trendingStats.rank])).toEqual(
      ['tt_doubled', 'tt_books', 'tt_rising'].map((id) => [id, rankOf.get(id)]),
    );
    const books = await trending('category=books');
    expect(books.products.map((p) => p.id)).toEqual(['tt_books']);
    expect(books.products[0]?.trendingStats.rank).toBe(rankOf.get('tt_books'));
    const cheap = await trending('maxPrice=2500');
    expect(cheap.products.map((p) => p.id)).toEqual(['tt_doubled', 'tt_books']);
    const second = await trending('limit=2&page=2');
    expect(second.products.map((p) => p.id)).toEqual(['tt_books']);
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
    // tie_c grew most, tie_cheap least.
    expect(descending(ranks(before).reverse())).toBe(true);
    expect(ids(await sorted('price-desc'))).toEqual(['tie_a', 'tie_b', 'tie_c', 'tie_cheap']);
    // Equal ratings and listing times (one insert): the id decides there too.
    expect(ids(await sorted('rating-desc'))).toEqual(['tie_a', 'tie_b', 'tie_c', 'tie_cheap']);
    expect(ids(await sorted('newest'))).toEqual(['tie_a', 'tie_b', 'tie_c', 'tie_cheap']);

    // Shoppers view tie_a: it grows most of the four, and the equal-price cards stay where they were.
    await insertStats(t.database.db, [{ productId: 'tie_a', daysAgo: 2, views: 100 }]);
    const after = await sorted('price-asc');
    expect(ids(after)).toEqual(ids(before));
    const [cheap, a, b, c] = ranks(after);
    expect(a).toBeLessThan(c!);
    expect(c).toBeLessThan(b!);
    expect(b).toBeLessThan(cheap!);
    // Page by page, the same order: no product is shown twice or skipped.
    const pages = [];
    for (const page of [1, 2]) pages.push(...ids(await sorted(`price-asc&limit=2&page=${page}`)));
    expect(pages).toEqual(ids(before));
  });

  it("honours the panel's switches: Deals & Discounts and New Arrivals Only", async () => {
    expect((await trending('onSale=true')).products.map((p) => p.id)).toEqual(['tt_rising']);
    // Risers were listed before both weeks began: none is a new arrival of the last 30 days.
    expect((await trending('newArrivals=true')).products).toEqual([]);
    const bad = await t.app.inject({ method: 'GET', url: '/api/products/trending?onSale=maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('On sale must be true or false');
  });

  it('the day compares today with yesterday; the month the last 30 days with the 30 before', async () => {
    // Nothing of this brand has activity both today and yesterday.
    expect((await trending('period=day')).products).toEqual([]);
    const month = await trending('period=month');
    // tt_faded: 40 views in the month, 0 before: no base to grow from. tt_old: 20 before, nothing now.
    expect(month.products.map((p) => p.id)).toEqual([]);
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
