// The store's ranked lists, each defined once (docs/behaviour/catalogue.md#rankings): trending, deals, flash sale,
// deal of the day, clearance, top rated and best sellers. The API's SQL applies these rules with these constants
// (apps/api/src/modules/catalog/trending.sql.ts, rankings.test there compares the two over the seeded stats).
import { z } from 'zod';
import { listPaginationSchema, productSchema } from './product.schema.ts';
import { RATING_PRIOR_WEIGHT } from './rating-score.ts';

const DAY_MS = 86_400_000;

/** A product's activity: views + this × units sold (a sale says more than a look; popularity weighs them alike). */
export const ACTIVITY_SALE_WEIGHT = 5;

export interface PeriodActivity {
  views: number;
  sales: number;
  previousViews: number;
  previousSales: number;
}

export function activity(views: number, sales: number): number {
  return views + ACTIVITY_SALE_WEIGHT * sales;
}

/**
 * Trending needs this much activity a day on average over the period (35 in a week): a product seen by a handful
 * of people cannot trend however fast its handful grows.
 */
export const TRENDING_MIN_DAILY_ACTIVITY = 5;
/** …and activity at least this much above the period before (a product must rise to trend). */
export const TRENDING_MIN_GROWTH_PERCENT = 20;
/** At most this many product groups trend at once: a ranked list, not the catalogue. */
export const TRENDING_LIMIT = 200;

export function trendingMinActivity(days: number): number {
  return TRENDING_MIN_DAILY_ACTIVITY * days;
}

export interface TrendingFacts extends PeriodActivity {
  /** Whole UTC days from the listing's day to today (0: listed today). */
  listedDaysAgo: number;
}

/**
 * Whether a product takes part in trending for a period of `days` (the last `days` UTC days, today included,
 * against the `days` before): listed before both periods began, so it is compared with a full period (a product
 * listed last week is a new arrival, not a riser); enough activity now; some before (growth is a ratio); and growth
 * of at least the minimum.
 */
export function isTrendingCandidate(a: TrendingFacts, days: number): boolean {
  const now = activity(a.views, a.sales);
  const before = activity(a.previousViews, a.previousSales);
  return (
    a.listedDaysAgo >= 2 * days - 1 &&
    now >= trendingMinActivity(days) &&
    before > 0 &&
    100 * (now - before) >= TRENDING_MIN_GROWTH_PERCENT * before
  );
}

/** Growth of activity over the period before, whole percent, rounded half away from zero. */
export function growthPercentOf(a: PeriodActivity): number {
  const now = activity(a.views, a.sales);
  const before = activity(a.previousViews, a.previousSales);
  if (before <= 0) return 0;
  const ratio = ((now - before) * 100) / before;
  return Math.sign(ratio) * Math.round(Math.abs(ratio));
}

export interface TrendingCandidate extends TrendingFacts {
  id: string;
  /** products.group_key: the variants of one model share it and trend as one card. */
  groupKey: string;
}

/**
 * Trending order: the larger growth ratio first (compared exactly, by cross-multiplying), then the larger
 * activity now, then the id.
 */
export function compareTrending(a: TrendingCandidate, b: TrendingCandidate): number {
  const an = activity(a.views, a.sales);
  const ab = activity(a.previousViews, a.previousSales);
  const bn = activity(b.views, b.sales);
  const bb = activity(b.previousViews, b.previousSales);
  // an/ab > bn/bb ⇔ an·bb > bn·ab (both before > 0 for candidates).
  return bn * ab - an * bb || bn - an || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The best-ranked listing of each group, in order: one card per model. */
export function onePerGroup<T extends { groupKey: string }>(ranked: readonly T[]): T[] {
  const seen = new Set<string>();
  return ranked.filter((row) => !seen.has(row.groupKey) && seen.add(row.groupKey));
}

/** The trending set of a period: candidates in trending order, one per group, at most TRENDING_LIMIT. */
export function rankTrending<T extends TrendingCandidate>(rows: readonly T[], days: number): T[] {
  const candidates = rows.filter((r) => isTrendingCandidate(r, days)).sort(compareTrending);
  return onePerGroup(candidates).slice(0, TRENDING_LIMIT);
}

/** Trending › Tech Gadgets: trending products of these categories (computers are electronics/computers). */
export const TECH_GADGET_CATEGORIES = ['electronics', 'mobile-phones'] as const;

/** A deal: at least this much off MRP (whole percent as discountPercent rounds it). */
export const DEAL_MIN_DISCOUNT_PERCENT = 40;

/** Clearance: old stock going cheap. Listed at least this long ago… */
export const CLEARANCE_MIN_AGE_DAYS = 180;
/** …at least this much off MRP… */
export const CLEARANCE_MIN_DISCOUNT_PERCENT = 50;
/** …with this many units or fewer left (and some left). */
export const CLEARANCE_MAX_STOCK = 20;

/** Top rated: products with at least as many ratings as the Bayesian prior counts, so their own ratings weigh most. */
export const TOP_RATED_MIN_RATINGS = RATING_PRIOR_WEIGHT;

/** Best sellers: units sold over this many days (today included). */
export const BEST_SELLER_WINDOW_DAYS = 30;

export interface DealFacts {
  discountPercent: number;
  createdAt: Date;
  stock: number;
  /** products.sale_ends_at: the end of a flash sale, null when the listing is in none. */
  saleEndsAt: Date | null;
}

export function isDeal(p: DealFacts): boolean {
  return p.discountPercent >= DEAL_MIN_DISCOUNT_PERCENT;
}

/** A flash deal: a discount whose sale has an end that is still ahead. */
export function isFlashDeal(p: DealFacts, now: Date): boolean {
  return p.discountPercent > 0 && p.saleEndsAt !== null && p.saleEndsAt.getTime() > now.getTime();
}

export function isClearance(p: DealFacts, now: Date): boolean {
  return (
    p.createdAt.getTime() <= now.getTime() - CLEARANCE_MIN_AGE_DAYS * DAY_MS &&
    p.discountPercent >= CLEARANCE_MIN_DISCOUNT_PERCENT &&
    p.stock > 0 &&
    p.stock <= CLEARANCE_MAX_STOCK
  );
}

/**
 * Deal of the Day: the deepest running flash deal (ties: the one ending first, then the id); none when no flash
 * sale runs.
 */
export function dealOfTheDay<T extends DealFacts & { id: string }>(
  products: readonly T[],
  now: Date,
): T | undefined {
  return products
    .filter((p) => isFlashDeal(p, now))
    .sort(
      (a, b) =>
        b.discountPercent - a.discountPercent ||
        (a.saleEndsAt?.getTime() ?? 0) - (b.saleEndsAt?.getTime() ?? 0) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    )[0];
}

/** The lists the rankings endpoint serves (GET /api/products/rankings/:list). */
export const RANKING_LISTS = ['top-rated', 'best-sellers', 'deals', 'flash-sale', 'clearance'] as const;
export type RankingList = (typeof RANKING_LISTS)[number];

/** GET /api/products/rankings/:list */
export const rankingParamsSchema = z.object({ list: z.enum(RANKING_LISTS) });
export const rankingQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type RankingQuery = z.infer<typeof rankingQuerySchema>;

export const rankingResponseSchema = z.object({
  success: z.literal(true),
  list: z.enum(RANKING_LISTS),
  products: z.array(productSchema),
  pagination: listPaginationSchema,
  total: z.number().int(),
  /** The flash sale: when the first of its sales ends (ISO); null for the other lists or no running sale. */
  endsAt: z.string().nullable(),
});
export type RankingResponse = z.infer<typeof rankingResponseSchema>;
