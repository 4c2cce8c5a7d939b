// The ranked sets of @haat/domain/catalog/rankings in SQL (docs/behaviour/catalogue.md#rankings): the trending set
// of a period and the deal sets (deals, flash sale, deal of the day, clearance). The listing's conditions use them for
// category=trending and its subpaths, the trending and rankings routes for their pages, so every page that names a
// set lists the same products. rankings.test.ts compares the SQL with the domain's functions over the seed.
import { sql, type SQL } from 'drizzle-orm';
import {
  ACTIVITY_SALE_WEIGHT,
  CLEARANCE_MAX_STOCK,
  CLEARANCE_MIN_AGE_DAYS,
  CLEARANCE_MIN_DISCOUNT_PERCENT,
  DEAL_MIN_DISCOUNT_PERCENT,
  TECH_GADGET_CATEGORIES,
  TRENDING_LIMIT,
  TRENDING_MIN_GROWTH_PERCENT,
  trendingMinActivity,
} from '@haat/domain/catalog/rankings';
import { TRENDING_PERIODS } from '@haat/domain/catalog/product.schema';
import { NEW_ARRIVAL_DAYS } from '@haat/domain/catalog/products-query.schema';
import { productDailyStats } from '../../db/schema/product-stats.ts';
import { products } from '../../db/schema/products.ts';
import type { ProductFilter } from './catalog.repository.ts';
import { UTC_TODAY } from './product-stats.ts';

const int = (n: number) => sql.raw(String(Math.trunc(n)));

/** Per product: views and sales of the period (the last `days` UTC days, today included) and of the days before. */
export function periodStats(days: number): SQL {
  const n = int(days);
  return sql`select product_id,
      coalesce(sum(views) filter (where day > ${UTC_TODAY} - ${n}), 0)::int as views,
      coalesce(sum(sales) filter (where day > ${UTC_TODAY} - ${n}), 0)::int as sales,
      coalesce(sum(views) filter (where day <= ${UTC_TODAY} - ${n}), 0)::int as previous_views,
      coalesce(sum(sales) filter (where day <= ${UTC_TODAY} - ${n}), 0)::int as previous_sales
    from ${productDailyStats}
    where day > ${UTC_TODAY} - ${int(2 * days)} and day <= ${UTC_TODAY}
    group by product_id`;
}

/**
 * The trending set of a period, as rankTrending (@haat/domain/catalog/rankings) defines it: id, group_key, the
 * period's views and sales and the previous period's, and rank (1 = grew most). Published products listed before
 * both periods began only; one per
 * group (the best ranked listing); at most TRENDING_LIMIT rows. The growth ratio is compared in float8: both
 * activities are whole numbers far below 2^53, so equal ratios divide to the same double and different ones apart.
 */
export function trendingSet(days: number): SQL {
  const w = int(ACTIVITY_SALE_WEIGHT);
  return sql`select id, group_key, views, sales, previous_views, previous_sales,
      row_number() over (order by now_a::float8 / before_a desc, now_a desc, id) as rank
    from (
      select c.*, row_number() over (
          partition by group_key order by now_a::float8 / before_a desc, now_a desc, id) as in_group
      from (
        select tp.id, tp.group_key, s.views, s.sales, s.previous_views, s.previous_sales,
          s.views + ${w} * s.sales as now_a, s.previous_views + ${w} * s.previous_sales as before_a
        from (${periodStats(days)}) s join ${products} tp on tp.id = s.product_id
        where tp.is_published
          and (tp.created_at at time zone 'UTC')::date <= ${UTC_TODAY} - ${int(2 * days - 1)}
      ) c
      where now_a >= ${int(trendingMinActivity(days))} and before_a > 0
        and 100 * (now_a - before_a) >= ${int(TRENDING_MIN_GROWTH_PERCENT)} * before_a
    ) g
    where in_group = 1
    order by rank
    limit ${int(TRENDING_LIMIT)}`;
}

/** A listing condition: the product is in the trending set of the period. */
export function inTrendingSet(days: number): SQL {
  return sql`${products.id} in (select id from (${trendingSet(days)}) trending_set)`;
}

/** The deal sets of category=trending/deals/* and the rankings lists. */
export type DealSet = 'deals' | 'flash-sale' | 'deal-of-the-day' | 'clearance';

/** Whole percent off MRP, rounded half up as discountPercent (@haat/domain/pricing/product-pricing). */
const discount = (table: string) =>
  sql.raw(
    `((200::bigint * (${table}.mrp_paise - ${table}.selling_price_paise) + ${table}.mrp_paise) / (2::bigint * ${table}.mrp_paise))`,
  );

const flashIn = (table: string) =>
  sql.raw(
    `(${table}.sale_ends_at > now() and ${table}.selling_price_paise < ${table}.mrp_paise and ${table}.is_published)`,
  );

/** The SQL twin of isDeal, isFlashDeal, dealOfTheDay and isClearance over the products row. */
export function inDealSet(set: DealSet): SQL {
  const p = '"products"';
  switch (set) {
    case 'deals':
      return sql`${discount(p)} >= ${int(DEAL_MIN_DISCOUNT_PERCENT)}`;
    case 'flash-sale':
      return flashIn(p);
    case 'deal-of-the-day':
      return sql`${products.id} = (select d.id from ${products} d where ${flashIn('d')}
        order by ${discount('d')} desc, d.sale_ends_at, d.id limit 1)`;
    case 'clearance':
      return sql`(${products.createdAt} <= now() - interval '${int(CLEARANCE_MIN_AGE_DAYS)} days'
        and ${discount(p)} >= ${int(CLEARANCE_MIN_DISCOUNT_PERCENT)}
        and ${products.stock} between 1 and ${int(CLEARANCE_MAX_STOCK)})`;
  }
}

const DEAL_ITEMS: Record<string, DealSet> = {
  'flash-sale': 'flash-sale',
  clearance: 'clearance',
  'deal-of-the-day': 'deal-of-the-day',
};

/** The trending set /category/trending lists, as /trending's default period: this week against last week. */
export const CATEGORY_TRENDING_DAYS = TRENDING_PERIODS.week;

/**
 * What /category/trending and its subpaths list (docs/behaviour/catalogue.md#rankings), given the subcategory and
 * item ids already resolved: the week's trending set; deals/ the deal sets (the deals subcategory alone is every
 * deal); new-arrivals the products listed in the last NEW_ARRIVAL_DAYS; tech-gadgets the trending set within
 * TECH_GADGET_CATEGORIES. Null for an item the tree does not have.
 */
export function trendingCategoryFilter(
  subcategory: string | undefined,
  item: string | undefined,
  now: Date,
): Pick<ProductFilter, 'trendingDays' | 'dealSet' | 'createdSince' | 'categories'> | null {
  switch (subcategory) {
    case undefined:
      return { trendingDays: CATEGORY_TRENDING_DAYS };
    case 'deals': {
      if (item === undefined) return { dealSet: 'deals' };
      const set = DEAL_ITEMS[item];
      return set ? { dealSet: set } : null;
    }
    case 'new-arrivals':
      return { createdSince: new Date(now.getTime() - NEW_ARRIVAL_DAYS * 86_400_000) };
    case 'tech-gadgets':
      return { trendingDays: CATEGORY_TRENDING_DAYS, categories: [...TECH_GADGET_CATEGORIES] };
    default:
      return null;
  }
}
