// Trending (docs/behaviour/catalogue.md#rankings, docs/architecture.md#real-where-the-spec-simulated) from
// product_daily_stats: the period's trending set (trending.sql.ts) paged and sorted, and activity per subcategory.
import { sql, type SQL } from 'drizzle-orm';
import type { TrendingSort } from '@haat/domain/catalog/products-query.schema';
import {
  ACTIVITY_SALE_WEIGHT,
  BEST_SELLER_WINDOW_DAYS,
  TOP_RATED_MIN_RATINGS,
  type RankingList,
} from '@haat/domain/catalog/rankings';
import type { Db } from '../../db/client.ts';
import { productDailyStats } from '../../db/schema/product-stats.ts';
import { products } from '../../db/schema/products.ts';
import { conditions, type ProductFilter } from './catalog.repository.ts';
import { UTC_TODAY } from './product-stats.ts';
import { rowsOf } from './sql-rows.ts';
import { inDealSet, periodStats, trendingSet } from './trending.sql.ts';

export interface PeriodActivity {
  views: number;
  sales: number;
  previousViews: number;
  previousSales: number;
}

export interface TrendingRow extends PeriodActivity {
  id: string;
  rank: number;
}

/**
 * Ties (equal prices, ratings, names, dates) break by id, as the listings do (catalog ORDER_COLUMNS), not by
 * rank: ranks move with every view, so a rank tie-break would reorder equal-price cards between two requests
 * and let a product slip from one page to the next.
 */
const SORT_SQL: Record<TrendingSort, SQL> = {
  trending: sql`rank`,
  'price-asc': sql`price_paise asc, id`,
  'price-desc': sql`price_paise desc, id`,
  'rating-desc': sql`ratings_average desc, id`,
  'name-asc': sql`name asc, id`,
  newest: sql`created_at desc, id`,
};

/**
 * One page of the period's trending set (trending.sql.ts) within the filter, each with its rank in the whole set
 * (kept when the page is sorted by price or name), and how many of the set the filter keeps.
 */
export async function findTrending(
  db: Db,
  filter: ProductFilter,
  days: number,
  sort: TrendingSort,
  page: { offset: number; limit: number },
): Promise<{ rows: TrendingRow[]; total: number }> {
  const ranked = sql`with ranked as (
      select ${products.id} as id, t.views, t.sales, t.previous_views, t.previous_sales, t.rank,
        ${products.pricePaise} as price_paise, ${products.ratingsAverage} as ratings_average,
        ${products.name} as name, ${products.createdAt} as created_at
      from (${trendingSet(days)}) t join ${products} on ${products.id} = t.id
      where ${conditions(filter)}
    )`;
  const rows = await rowsOf<{
    id: string;
    views: number;
    sales: number;
    previous_views: number;
    previous_sales: number;
    rank: string | number;
    total: string | number;
  }>(
    db,
    sql`${ranked}
      select id, views, sales, previous_views, previous_sales, rank, count(*) over () as total
      from ranked order by ${SORT_SQL[sort]} limit ${page.limit} offset ${page.offset}`,
  );
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && page.offset > 0) {
    const [row] = await rowsOf<{ total: number }>(
      db,
      sql`${ranked} select count(*)::int as total from ranked`,
    );
    total = row?.total ?? 0;
  }
  return {
    rows: rows.map((r) => ({
      id: r.id,
      rank: Number(r.rank),
      views: r.views,
      sales: r.sales,
      previousViews: r.previous_views,
      previousSales: r.previous_sales,
    })),
    total,
  };
}

export interface CategoryActivity extends PeriodActivity {
  category: string;
  subcategory: string;
  /** Products of the subcategory with views or sales in the period. */
  productCount: number;
}

/** Activity per subcategory (published products only) in the period and the one before. */
export async function findCategoryActivity(db: Db, days: number): Promise<CategoryActivity[]> {
  const rows = await rowsOf<{
    category: string;
    subcategory: string;
    views: number;
    sales: number;
    previous_views: number;
    previous_sales: number;
    product_count: number;
  }>(
    db,
    sql`with s as (${periodStats(days)})
      select ${products.category} as category, ${products.subcategory} as subcategory,
        sum(s.views)::int as views, sum(s.sales)::int as sales,
        sum(s.previous_views)::int as previous_views, sum(s.previous_sales)::int as previous_sales,
        (count(*) filter (where s.views + s.sales > 0))::int as product_count
      from s join ${products} on ${products.id} = s.product_id
      where ${products.isPublished} = true
      group by ${products.category}, ${products.subcategory}
      having sum(s.views + s.sales) > 0`,
  );
  return rows.map((r) => ({
    category: r.category,
    subcategory: r.subcategory,
    views: r.views,
    sales: r.sales,
    previousViews: r.previous_views,
    previousSales: r.previous_sales,
    productCount: r.product_count,
  }));
}

/**
 * Each ranking list (docs/behaviour/catalogue.md#rankings) as its set and its order, over the products row (and
 * `u`, units sold and activity over the best-seller window, for best sellers).
 */
function rankingSql(list: RankingList): { where: SQL; order: SQL } {
  const discount = sql`((200::bigint * (${products.mrpPaise} - ${products.sellingPricePaise}) + ${products.mrpPaise}) / (2::bigint * ${products.mrpPaise}))`;
  switch (list) {
    case 'top-rated':
      return {
        where: sql`${products.ratingsCount} >= ${sql.raw(String(TOP_RATED_MIN_RATINGS))}`,
        order: sql`${products.ratingScore} desc, ${products.ratingsCount} desc, ${products.id}`,
      };
    case 'best-sellers':
      return { where: sql`u.units > 0`, order: sql`u.units desc, u.activity desc, ${products.id}` };
    case 'deals':
      return { where: inDealSet('deals'), order: sql`${discount} desc, ${products.id}` };
    case 'flash-sale':
      return {
        where: inDealSet('flash-sale'),
        order: sql`${products.saleEndsAt}, ${discount} desc, ${products.id}`,
      };
    case 'clearance':
      return { where: inDealSet('clearance'), order: sql`${discount} desc, ${products.id}` };
  }
}

/**
 * One page of a ranking list, one listing per product group (the best ranked of the group), with the list's size
 * and, for the flash sale, the end of the sale ending first.
 */
export async function findRanking(
  db: Db,
  list: RankingList,
  page: { offset: number; limit: number },
): Promise<{ ids: string[]; total: number; endsAt: Date | null }> {
  const { where, order } = rankingSql(list);
  const w = sql.raw(String(ACTIVITY_SALE_WEIGHT));
  const ranked = sql`with u as (
      select product_id, sum(sales)::int as units, sum(views + ${w} * sales)::int as activity
      from ${productDailyStats}
      where day > ${UTC_TODAY} - ${sql.raw(String(BEST_SELLER_WINDOW_DAYS))} and day <= ${UTC_TODAY}
      group by product_id
    ), listed as (
      select ${products.id} as id, ${products.groupKey} as group_key, ${products.saleEndsAt} as sale_ends_at,
        row_number() over (order by ${order}) as position
      from ${products} left join u on u.product_id = ${products.id}
      where ${products.isPublished} and ${where}
    ), best as (
      select distinct on (group_key) id, sale_ends_at, position from listed order by group_key, position
    )`;
  const rows = await rowsOf<{ id: string; total: number; ends_at: string | Date | null }>(
    db,
    sql`${ranked}
      select id, count(*) over ()::int as total, min(sale_ends_at) over () as ends_at
      from best order by position limit ${page.limit} offset ${page.offset}`,
  );
  let total = rows[0]?.total ?? 0;
  let endsAt = rows[0]?.ends_at ?? null;
  if (rows.length === 0 && page.offset > 0) {
    const [row] = await rowsOf<{ total: number; ends_at: string | Date | null }>(
      db,
      sql`${ranked} select count(*)::int as total, min(sale_ends_at) as ends_at from best`,
    );
    total = row?.total ?? 0;
    endsAt = row?.ends_at ?? null;
  }
  return { ids: rows.map((r) => r.id), total, endsAt: endsAt === null ? null : new Date(endsAt) };
}
