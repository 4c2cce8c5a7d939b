// The ranked lists over the seeded store (docs/behaviour/catalogue.md#rankings): the SQL sets agree with the rules
// of @haat/domain/catalog/rankings, the pages that name a set agree on it, and the seed makes each one meaningful.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductListResponse, TrendingListResponse } from '@haat/domain/catalog/product.schema';
import {
  TECH_GADGET_CATEGORIES,
  TOP_RATED_MIN_RATINGS,
  TRENDING_LIMIT,
  rankTrending,
  rankingResponseSchema,
  type RankingResponse,
} from '@haat/domain/catalog/rankings';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { refreshPopularity } from './popularity.job.ts';
import { rowsOf } from './sql-rows.ts';

/** A text[] parameter (drizzle spreads a JS array into a row of parameters). */
const textArray = (values: string[]) => sql`${`{${values.join(',')}}`}::text[]`;

describe(`rankings over the seeded store (${testDatabaseKind})`, () => {
  let t: TestApp;
  const get = async <T>(url: string): Promise<T> => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  const ranking = async (list: string, page = 1): Promise<RankingResponse> => {
    const body = await get<RankingResponse>(`/api/products/rankings/${list}?limit=100&page=${page}`);
    expect(rankingResponseSchema.parse(body)).toEqual(body);
    return body;
  };
  const trendingIds = async (period: string) => {
    const ids: string[] = [];
    for (let page = 1; ; page++) {
      const body = await get<TrendingListResponse>(
        `/api/products/trending?period=${period}&limit=100&page=${page}`,
      );
      ids.push(...body.products.map((p) => p.id));
      if (page >= body.pagination.totalPages) return { ids, total: body.total };
    }
  };

  beforeAll(async () => {
    t = await buildTestApp({ POPULARITY_REFRESH_MS: '0' }, { seed: { demoCustomer: false } });
  }, 180_000);
  afterAll(() => t?.close());

  it.each([
    ['day', 1],
    ['week', 7],
    ['month', 30],
  ])('the %s trending set is rankTrending over the stats, in its order', async (period, days) => {
    const rows = await rowsOf<{
      id: string;
      group_key: string;
      listed_days_ago: number;
      views: number;
      sales: number;
      previous_views: number;
      previous_sales: number;
    }>(
      t.database.db,
      sql`select p.id, p.group_key,
          ((now() at time zone 'UTC')::date - (p.created_at at time zone 'UTC')::date)::int as listed_days_ago,
          coalesce(sum(s.views) filter (where s.day > (now() at time zone 'UTC')::date - ${days}::int), 0)::int as views,
          coalesce(sum(s.sales) filter (where s.day > (now() at time zone 'UTC')::date - ${days}::int), 0)::int as sales,
          coalesce(sum(s.views) filter (where s.day <= (now() at time zone 'UTC')::date - ${days}::int), 0)::int as previous_views,
          coalesce(sum(s.sales) filter (where s.day <= (now() at time zone 'UTC')::date - ${days}::int), 0)::int as previous_sales
        from products p join product_daily_stats s on s.product_id = p.id
          and s.day > (now() at time zone 'UTC')::date - ${2 * days}::int
          and s.day <= (now() at time zone 'UTC')::date
        where p.is_published
        group by p.id, p.group_key, p.created_at`,
    );
    const expected = rankTrending(
      rows.map((r) => ({
        id: r.id,
        groupKey: r.group_key,
        listedDaysAgo: r.listed_days_ago,
        views: r.views,
        sales: r.sales,
        previousViews: r.previous_views,
        previousSales: r.previous_sales,
      })),
      days,
    ).map((r) => r.id);
    const { ids, total } = await trendingIds(period);
    expect(ids).toEqual(expected);
    expect(total).toBe(expected.length);
    expect(total).toBeLessThanOrEqual(TRENDING_LIMIT);
  });

  it('the week trends a few hundred models at most, across categories; /category/trending agrees', async () => {
    const week = await get<TrendingListResponse>('/api/products/trending?period=week&limit=100');
    expect(week.total).toBeGreaterThanOrEqual(50);
    expect(week.total).toBeLessThanOrEqual(TRENDING_LIMIT);
    expect(new Set(week.products.map((p) => p.category)).size).toBeGreaterThanOrEqual(6);
    const listing = await get<ProductListResponse>('/api/products?category=trending&limit=1');
    expect(listing.total).toBe(week.total);
    // The popularity job flags the same set on the products.
    await refreshPopularity(t.database.db);
    const [flags] = await rowsOf<{ flagged: number }>(
      t.database.db,
      sql`select count(*)::int as flagged from products where trending`,
    );
    expect(flags?.flagged).toBe(week.total);
    const tech = await get<ProductListResponse>(
      '/api/products?category=trending&subcategory=tech-gadgets&limit=100',
    );
    expect(tech.total).toBeGreaterThan(0);
    expect(tech.total).toBeLessThan(week.total);
    for (const p of tech.products) expect(TECH_GADGET_CATEGORIES).toContain(p.category);
    const [row] = await rowsOf<{ tech: number }>(
      t.database.db,
      sql`select count(*)::int as tech from products
        where id = any(${textArray((await trendingIds('week')).ids)})
          and category = any(${textArray([...TECH_GADGET_CATEGORIES])})`,
    );
    expect(tech.total).toBe(row?.tech);
  });

  it('deals, flash sale and clearance are three different non-empty sets, each as its rule says', async () => {
    const deals = await ranking('deals');
    const flash = await ranking('flash-sale');
    const clearance = await ranking('clearance');
    for (const list of [deals, flash, clearance]) expect(list.total).toBeGreaterThan(0);
    const ids = (r: RankingResponse) => new Set(r.products.map((p) => p.id));
    expect(ids(deals)).not.toEqual(ids(flash));
    expect(ids(flash)).not.toEqual(ids(clearance));
    expect(ids(deals)).not.toEqual(ids(clearance));
    for (const p of deals.products) expect(p.discount).toBeGreaterThanOrEqual(40);
    for (const p of clearance.products) {
      expect(p.discount).toBeGreaterThanOrEqual(50);
      expect(p.stock).toBeGreaterThan(0);
      expect(p.stock).toBeLessThanOrEqual(20);
      expect(Date.parse(p.createdAt)).toBeLessThanOrEqual(Date.now() - 180 * 86_400_000);
    }
    const [row] = await rowsOf<{ ahead: number; listed: number }>(
      t.database.db,
      sql`select count(*) filter (where sale_ends_at > now())::int as ahead, count(*)::int as listed
        from products where id = any(${textArray(flash.products.map((p) => p.id))})`,
    );
    expect(row).toEqual({ ahead: flash.products.length, listed: flash.products.length });
    expect(flash.endsAt).not.toBeNull();
    expect(Date.parse(flash.endsAt!)).toBeGreaterThan(Date.now());
    expect((await ranking('deals')).endsAt).toBeNull();
    // Deal of the day: one product, the deepest flash deal.
    const dotd = await get<ProductListResponse>(
      '/api/products?category=trending&subcategory=deals&subSubcategory=deal-of-the-day',
    );
    expect(dotd.total).toBe(1);
    expect(dotd.products[0]?.discount).toBe(Math.max(...flash.products.map((p) => p.discount)));
  });

  it('top rated opens with a product of many ratings; every one has at least the minimum', async () => {
    const top = await ranking('top-rated');
    expect(top.products[0]!.ratings.count).toBeGreaterThanOrEqual(50);
    for (const p of top.products) expect(p.ratings.count).toBeGreaterThanOrEqual(TOP_RATED_MIN_RATINGS);
  });

  it('best sellers run by units sold over 30 days, one card per model in every list', async () => {
    const best = await ranking('best-sellers');
    const ids = best.products.map((p) => p.id);
    const units = await rowsOf<{ id: string; units: number }>(
      t.database.db,
      sql`select product_id as id, sum(sales)::int as units from product_daily_stats
        where day > (now() at time zone 'UTC')::date - 30 and product_id = any(${textArray(ids)}) group by product_id`,
    );
    const byId = new Map(units.map((u) => [u.id, u.units]));
    const sold = ids.map((id) => byId.get(id) ?? 0);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
    expect(sold.at(-1)).toBeGreaterThan(0);
    for (const list of ['top-rated', 'best-sellers', 'deals', 'flash-sale', 'clearance']) {
      const body = await ranking(list);
      const keys = await rowsOf<{ groups: number }>(
        t.database.db,
        sql`select count(distinct group_key)::int as groups from products
          where id = any(${textArray(body.products.map((p) => p.id))})`,
      );
      expect(keys[0]?.groups, list).toBe(body.products.length);
    }
  });
});
