// What a trending card shows (docs/behaviour/catalogue.md#trending-page): the rank tier that picks the badge's icon
// and colour, and the increases with the spec's defaults for a value the server left out.
import type { TrendingProduct } from '@haat/domain/catalog/product.schema';

export type RankTier = 'podium' | 'top-ten' | 'rising';

/** Icon and colour change at rank 3 and rank 10. */
export function rankTier(rank: number): RankTier {
  if (rank <= 3) return 'podium';
  if (rank <= 10) return 'top-ten';
  return 'rising';
}

/** docs/behaviour/catalogue.md#trending-page: shown when a value is missing. */
export const TRENDING_DEFAULTS = { percentageIncrease: 150, viewIncrease: 250, salesIncrease: 120 } as const;

export interface CardTrend {
  rank: number;
  percentageIncrease: number;
  viewIncrease: number;
  salesIncrease: number;
}

/**
 * The figures for one card. The API sends real trendingStats (docs/architecture.md#real-where-the-spec-simulated:
 * from real views and sales); the rank falls back to the card's position on the whole list and the increases to the
 * spec's defaults only when a value is absent, never to random numbers.
 */
export function cardTrend(
  stats: Partial<TrendingProduct['trendingStats']> | undefined,
  position: number,
): CardTrend {
  return {
    rank: stats?.rank ?? position,
    percentageIncrease: stats?.percentageIncrease ?? TRENDING_DEFAULTS.percentageIncrease,
    viewIncrease: stats?.viewIncrease ?? TRENDING_DEFAULTS.viewIncrease,
    salesIncrease: stats?.salesIncrease ?? TRENDING_DEFAULTS.salesIncrease,
  };
}
