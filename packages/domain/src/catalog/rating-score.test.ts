import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RATING_PRIOR_AVERAGE, ratingScore } from './rating-score.ts';

describe('ratingScore', () => {
  it.each([
    // [average, count, expected]
    [5, 1, 3.558],
    [4.7, 3000, 4.69],
    [0, 0, RATING_PRIOR_AVERAGE],
  ])('%s stars from %s ratings scores %s', (average, count, expected) => {
    expect(ratingScore(average, count)).toBe(expected);
  });

  it('one 5-star rating does not beat thousands of 4.7-star ratings', () => {
    expect(ratingScore(5, 1)).toBeLessThan(ratingScore(4.7, 2000));
  });

  it('lies between the prior and the average, and moves towards the average as ratings grow', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10, max: 50 }).map((tenths) => tenths / 10),
        fc.integer({ min: 1, max: 100_000 }),
        (average, count) => {
          const score = ratingScore(average, count);
          const low = Math.min(average, RATING_PRIOR_AVERAGE) - 0.0005;
          const high = Math.max(average, RATING_PRIOR_AVERAGE) + 0.0005;
          expect(score).toBeGreaterThanOrEqual(low);
          expect(score).toBeLessThanOrEqual(high);
          const more = ratingScore(average, count * 2);
          expect(Math.abs(more - average)).toBeLessThanOrEqual(Math.abs(score - average) + 0.0005);
        },
      ),
    );
  });
});
