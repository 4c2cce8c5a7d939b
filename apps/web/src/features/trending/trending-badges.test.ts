import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardTrend, rankTier, TRENDING_DEFAULTS } from './trending-badges.ts';

describe('rankTier', () => {
  it('changes at rank 3 and rank 10', () => {
    expect([1, 3, 4, 10, 11, 250].map(rankTier)).toEqual([
      'podium',
      'podium',
      'top-ten',
      'top-ten',
      'rising',
      'rising',
    ]);
  });

  it('never ranks a worse position in a better tier', () => {
    const order = { podium: 0, 'top-ten': 1, rising: 2 } as const;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }), (rank, gap) => {
        expect(order[rankTier(rank + gap)]).toBeGreaterThanOrEqual(order[rankTier(rank)]);
      }),
    );
  });
});

describe('cardTrend', () => {
  it('shows the server figures as they are, zeros included', () => {
    expect(cardTrend({ rank: 7, percentageIncrease: 0, viewIncrease: 12, salesIncrease: 0 }, 1)).toEqual({
      rank: 7,
      percentageIncrease: 0,
      viewIncrease: 12,
      salesIncrease: 0,
    });
  });

  it('falls back to the position and the spec defaults only for missing values', () => {
    expect(cardTrend(undefined, 21)).toEqual({ rank: 21, ...TRENDING_DEFAULTS });
    expect(cardTrend({ rank: 2, viewIncrease: 40 }, 5)).toEqual({
      rank: 2,
      percentageIncrease: 150,
      viewIncrease: 40,
      salesIncrease: 120,
    });
  });
});
