// Sixty days of views and sales per product (product_daily_stats), so a fresh store has trending, popular and
// "rising" products from its first start. Shaped by each product's appeal (reviews, price, featured, trending)
// with a tenth of the catalogue rising over the last week. Deterministic: a PRNG per product and the seed's now.
import type { productDailyStats } from '../schema/product-stats.ts';
import type { ProductRow } from './build-products.ts';
import { Random } from './random.ts';

export type StatsRow = typeof productDailyStats.$inferInsert;

const DAY_MS = 86_400_000;
/** Views + 5 × sales, as the popularity job weighs them (apps/api/src/modules/catalog/popularity.job.ts). */
const SALE_WEIGHT = 5;

/**
 * Which days get a row of their own and which are summed into one row, as [from, to] day offsets back from
 * today (0 = today). Trending compares today with yesterday, the last 7 days with the 7 before, and the last
 * 30 with the 30 before; every bucket lies inside one of those windows, so each period sums the same totals as
 * day-by-day rows would, in an eighth of the rows (PGlite's first start stays quick).
 */
export const STATS_BUCKETS: readonly (readonly [number, number])[] = [
  [0, 0],
  [1, 1],
  [2, 2],
  [3, 6],
  [7, 13],
  [14, 29],
  [30, 44],
  [45, 59],
];

export const STATS_DAYS = 60;

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Expected views a day: more reviews, featured and trending draw more eyes; dear items fewer. */
function dailyViews(p: ProductRow): number {
  const reach = Math.log10(2 + (p.ratingsCount ?? 0));
  const price = p.sellingPricePaise / 100;
  const priceFactor = price < 1000 ? 1.2 : price > 50_000 ? 0.6 : 1;
  return 1.2 * reach ** 1.6 * priceFactor * (p.isFeatured ? 1.4 : 1) * (p.trending ? 1.8 : 1);
}

export interface ProductStats {
  rows: StatsRow[];
  /** products.popularity: views + 5 × sales over the last 30 days. */
  popularity: number;
}

export function buildProductStats(product: ProductRow, now: Date): ProductStats {
  const rng = new Random(`stats:${product.id}`);
  const base = dailyViews(product);
  // A tenth of the catalogue (a third of the trending-flagged) is rising this week; some are fading.
  const rising = rng.chance(product.trending ? 0.35 : 0.08);
  const fading = !rising && rng.chance(0.08);
  const lift = rng.between(1.5, 5);
  const conversion = rng.between(0.01, 0.05);
  const listedDaysAgo = Math.floor(
    (now.getTime() - (product.createdAt?.getTime() ?? now.getTime())) / DAY_MS,
  );
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());

  const rows: StatsRow[] = [];
  let popularity = 0;
  for (const [from, to] of STATS_BUCKETS) {
    let views = 0;
    let sales = 0;
    for (let offset = from; offset <= to; offset++) {
      if (offset > listedDaysAgo) continue; // nobody saw it before it was listed
      const weekend = [0, 6].includes(new Date(today - offset * DAY_MS).getUTCDay()) ? 1.15 : 1;
      const trend = rising && offset < 7 ? 1 + (lift * (7 - offset)) / 7 : fading && offset < 7 ? 0.45 : 1;
      const expected = base * weekend * trend * rng.between(0.55, 1.45);
      const dayViews = Math.floor(expected + rng.float());
      views += dayViews;
      sales += Math.floor(dayViews * conversion + rng.float() * 0.6);
    }
    if (to < 30) popularity += views + SALE_WEIGHT * sales;
    // A bucket's row sits on its latest day, inside the same trending window as all its days.
    if (views + sales > 0)
      rows.push({ productId: product.id, day: isoDay(today - from * DAY_MS), views, sales });
  }
  return { rows, popularity };
}

export function buildStats(
  products: readonly ProductRow[],
  now: Date,
): { rows: StatsRow[]; popularity: Map<string, number> } {
  const rows: StatsRow[] = [];
  const popularity = new Map<string, number>();
  for (const product of products) {
    const stats = buildProductStats(product, now);
    rows.push(...stats.rows);
    popularity.set(product.id, stats.popularity);
  }
  return { rows, popularity };
}
