// Trending (docs/behaviour/catalogue.md#trending-page, docs/architecture.md#real-where-the-spec-simulated) from
// product_daily_stats: each product's views and sales in the period (the last N UTC days, today included) against the
// N days before it.
import { sql, type SQL } from 'drizzle-orm';
import type { TrendingSort } from '@haat/domain/catalog/products-query.schema';
import type { Db } from '../../db/client.ts';
import { productDailyStats } from '../../db/schema/product-stats.ts';
import { products } from '../../db/schema/products.ts';
import { conditions, type ProductFilter } from './catalog.repository.ts';
import { POPULARITY_SALE_WEIGHT } from './popularity.job.ts';
import { UTC_TODAY } from './product-stats.ts';
import { rowsOf } from './sql-rows.ts';

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

/** Per product: activity of the period and of the period before, over the two windows only. */
function periodStats(days: number): SQL {
  const n = sql.raw(String(days));
  return sql`select product_id,
      coalesce(sum(views) filter (where day > ${UTC_TODAY} - ${n}), 0)::int as views,
      coalesce(sum(sales) filter (where day > ${UTC_TODAY} - ${n}), 0)::int as sales,
      coalesce(sum(views) filter (where day <= ${UTC_TODAY} - ${n}), 0)::int as previous_views,
      coalesce(sum(sales) filter (where day <= ${UTC_TODAY} - ${n}), 0)::int as previous_sales
    from ${productDailyStats}
    where day > ${UTC_TODAY} - ${sql.raw(String(2 * days))} and day <= ${UTC_TODAY}
    group by product_id`;
}

/**
 * The trending score: the period's activity (views + 5 × sales, as popularity weighs them) plus its rise
 * over the previous period when it rose. A steadily busy product ranks by its volume; a product gaining
 * attention is lifted by its growth; a fading one keeps only its current volume.
 */
const weight = sql.raw(String(POPULARITY_SALE_WEIGHT));
const score = sql`(s.views + ${weight} * s.sales) + greatest(0, (s.views + ${weight} * s.sales) - (s.previous_views + ${weight} * s.previous_sales))`;

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
 * One page of trending products, the rank of each over the whole filtered set (kept when the page is sorted
 * by price or name), and the size of that set. Only products with views or sales in the period take part.
 */
export async function findTrending(
  db: Db,
  filter: ProductFilter,
  days: number,
  sort: TrendingSort,
  page: { offset: number; limit: number },
): Promise<{ rows: TrendingRow[]; total: number }> {
  const ranked = sql`with s as (${periodStats(days)}), ranked as (
      select ${products.id} as id, s.views, s.sales, s.previous_views, s.previous_sales,
        ${products.pricePaise} as price_paise, ${products.ratingsAverage} as ratings_average,
        ${products.name} as name, ${products.createdAt} as created_at,
        row_number() over (order by ${score} desc, ${products.id}) as rank
      from s join ${products} on ${products.id} = s.product_id
      where ${conditions(filter)} and s.views + s.sales > 0
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
