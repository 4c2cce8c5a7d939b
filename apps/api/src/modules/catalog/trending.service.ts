// Trending use cases (docs/behaviour/catalogue.md#rankings): the period's trending set, paged with its figures, and
// the subcategories ranked by growth.
import { findCategory } from '@haat/domain/catalog/category-tree';
import { resolveCategory } from '@haat/domain/catalog/category-resolve';
import {
  TRENDING_PERIODS,
  type TrendingCategoriesResponse,
  type TrendingListResponse,
} from '@haat/domain/catalog/product.schema';
import {
  NEW_ARRIVAL_DAYS,
  type TrendingCategoriesQuery,
  type TrendingQuery,
} from '@haat/domain/catalog/products-query.schema';
import {
  growthPercentOf,
  type RankingList,
  type RankingQuery,
  type RankingResponse,
} from '@haat/domain/catalog/rankings';
import { rupeesToPaise } from '@haat/domain/money/money';
import type { Db } from '../../db/client.ts';
import { findPublishedProducts, type ProductFilter } from './catalog.repository.ts';
import { toProduct } from './catalog.service.ts';
import {
  findCategoryActivity,
  findRanking,
  findTrending,
  type PeriodActivity,
} from './trending.repository.ts';
import { growthPercent } from './trending.growth.ts';

/** The trending page's filters; categories that resolve to nothing match nothing. */
export function trendingFilter(query: TrendingQuery, now: Date = new Date()): ProductFilter {
  const filter: ProductFilter = {};
  if (query.newArrivals) filter.createdSince = new Date(now.getTime() - NEW_ARRIVAL_DAYS * 86_400_000);
  if (query.onSale) filter.onSale = true;
  if (query.minPrice !== undefined) filter.minPricePaise = Math.ceil(rupeesToPaise(query.minPrice));
  if (query.maxPrice !== undefined) filter.maxPricePaise = Math.floor(rupeesToPaise(query.maxPrice));
  if (query.brand?.length) filter.brands = query.brand;
  if (query.rating !== undefined && query.rating > 0) filter.minRating = query.rating;
  if (query.category?.length) {
    const resolved = query.category.map((c) => resolveCategory(c));
    // The featured pseudo-category is a flag; trending and all add nothing to a trending list.
    if (resolved.some((c) => c?.id === 'featured')) filter.featured = true;
    const real = resolved.flatMap((c) => (c && !c.pseudo ? [c.id] : []));
    if (real.length > 0 || !resolved.some((c) => c?.pseudo)) filter.categories = real;
  }
  return filter;
}

/** A trending product's figures: growth of its activity (views + 5 × sales, rankings.ts) and the raw increases. */
function productStats(activity: PeriodActivity) {
  return { ...stats(activity), percentageIncrease: growthPercentOf(activity) };
}

function stats(activity: PeriodActivity) {
  return {
    percentageIncrease: growthPercent(
      activity.views + activity.sales,
      activity.previousViews + activity.previousSales,
    ),
    viewIncrease: activity.views - activity.previousViews,
    salesIncrease: activity.sales - activity.previousSales,
    views: activity.views,
    sales: activity.sales,
  };
}

export async function getTrendingProducts(db: Db, query: TrendingQuery): Promise<TrendingListResponse> {
  const { page, limit, period } = query;
  const { rows, total } = await findTrending(
    db,
    trendingFilter(query),
    TRENDING_PERIODS[period],
    query.sort,
    {
      offset: (page - 1) * limit,
      limit,
    },
  );
  const byId = new Map(
    (
      await findPublishedProducts(
        db,
        rows.map((r) => r.id),
      )
    ).map((p) => [p.id, p]),
  );
  const products = rows.flatMap((row) => {
    const product = byId.get(row.id);
    // A product unpublished between the two reads is left out of this page.
    return product
      ? [{ ...toProduct(product), trendingStats: { rank: row.rank, ...productStats(row) } }]
      : [];
  });
  return {
    success: true,
    period,
    products,
    pagination: { totalProducts: total, totalPages: Math.ceil(total / limit), currentPage: page },
    total,
    totalCount: total,
  };
}

/** Subcategories with activity in the period, by growth, then by activity. */
export async function getTrendingCategories(
  db: Db,
  query: TrendingCategoriesQuery,
): Promise<TrendingCategoriesResponse> {
  const rows = await findCategoryActivity(db, TRENDING_PERIODS[query.period]);
  const categories = rows
    .map((row) => {
      const category = findCategory(row.category);
      const subcategory = category?.subcategories.find((s) => s.id === row.subcategory);
      return {
        id: row.category,
        name: subcategory?.name ?? category?.name ?? row.subcategory,
        subcategory: row.subcategory,
        path: `${row.category}/${row.subcategory}`,
        views: row.views,
        sales: row.sales,
        percentageIncrease: stats(row).percentageIncrease,
        productCount: row.productCount,
      };
    })
    .sort(
      (a, b) =>
        b.percentageIncrease - a.percentageIncrease ||
        b.views + b.sales - (a.views + a.sales) ||
        a.path.localeCompare(b.path),
    )
    .slice(0, query.limit);
  return { success: true, period: query.period, categories };
}

/** One page of a ranking list (docs/behaviour/catalogue.md#rankings), in its order. */
export async function getRanking(db: Db, list: RankingList, query: RankingQuery): Promise<RankingResponse> {
  const { page, limit } = query;
  const { ids, total, endsAt } = await findRanking(db, list, { offset: (page - 1) * limit, limit });
  const byId = new Map((await findPublishedProducts(db, ids)).map((p) => [p.id, p]));
  return {
    success: true,
    list,
    products: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toProduct(row)] : [];
    }),
    pagination: { totalProducts: total, totalPages: Math.ceil(total / limit), currentPage: page },
    total,
    endsAt: list === 'flash-sale' && endsAt ? endsAt.toISOString() : null,
  };
}
