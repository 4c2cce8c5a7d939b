// Sixty days of views and sales per product (product_daily_stats), so a fresh store has trending, popular and
// best-selling products from its first start (docs/behaviour/catalogue.md#seeded-activity). Each product draws a
// steady daily audience from its appeal (ratings, price, featured); on top the seed tells one story whatever its
// date: the first cold fortnight of the wedding season, when heaters, blankets, winter skincare, festive wear,
// hot drinks, cricket gear and the new phones and earbuds climb. A model's listings rise or fade together (the odds
// are drawn per group). Deterministic: a PRNG per group and per product, and the seed's now.
import { ACTIVITY_SALE_WEIGHT } from '@haat/domain/catalog/rankings';
import type { productDailyStats } from '../schema/product-stats.ts';
import type { ProductRow } from './build-products.ts';
import { Random } from './random.ts';

export type StatsRow = typeof productDailyStats.$inferInsert;

const DAY_MS = 86_400_000;
/** Views + 5 × sales, as popularity and trending weigh them (@haat/domain/catalog/rankings). */
const SALE_WEIGHT = ACTIVITY_SALE_WEIGHT;

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

/** Expected views a day: more ratings and featured draw more eyes; dear items fewer. */
function dailyViews(p: ProductRow): number {
  const reach = Math.log10(2 + (p.ratingsCount ?? 0));
  const price = p.sellingPricePaise / 100;
  const priceFactor = price < 1000 ? 1.2 : price > 50_000 ? 0.6 : 1;
  return 6 * reach ** 1.6 * priceFactor * (p.isFeatured ? 1.4 : 1);
}

/**
 * The season's movers: the share of models of a shelf (category/subcategory, else category) climbing over the last
 * fortnight. Every other shelf has DEFAULT_RISING of its models climbing for reasons of their own.
 */
export const SEASON_RISING: Readonly<Record<string, number>> = {
  'home-appliances/climate': 0.7,
  'home/bedding': 0.6,
  'beauty/skincare': 0.5,
  'fashion/womens': 0.4,
  'fashion/trending': 0.4,
  'beauty/makeup': 0.35,
  'sports/cricket': 0.5,
  'grocery/coffee': 0.4,
  'grocery/drinks': 0.3,
  'electronics/audio': 0.35,
  'electronics/wearables': 0.4,
  'mobile-phones/smartphones': 0.3,
  'fashion/mens': 0.25,
  'home/decor': 0.3,
};
export const DEFAULT_RISING = 0.1;
/** Models losing attention: their last week at about half their usual audience. */
export const FADING = 0.06;
/** Days over which a riser climbs: its audience grows day by day to 1 + lift today. */
const CLIMB_DAYS = 14;

export interface ProductStats {
  rows: StatsRow[];
  /** products.popularity: views + 5 × sales over the last 30 days. */
  popularity: number;
}

export function buildProductStats(product: ProductRow, now: Date): ProductStats {
  const group = new Random(`trend:${product.variantGroup ?? product.id}`);
  const season = SEASON_RISING[`${product.category}/${product.subcategory}`];
  const rising = group.chance(season ?? DEFAULT_RISING);
  const fading = !rising && group.chance(FADING);
  // The season's movers climb hardest; others rise more gently.
  const lift = season === undefined ? group.between(0.6, 2) : group.between(1.5, 4);
  const rng = new Random(`stats:${product.id}`);
  const base = dailyViews(product);
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
      const trend =
        rising && offset < CLIMB_DAYS
          ? 1 + (lift * (CLIMB_DAYS - offset)) / CLIMB_DAYS
          : fading && offset < 7
            ? 0.5
            : 1;
      const expected = base * weekend * trend * rng.between(0.8, 1.2);
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
