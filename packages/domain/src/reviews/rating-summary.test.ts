import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  breakdownRecord,
  combinedRatings,
  NO_RATINGS,
  ratingSummaryOf,
  withRating,
  type RatingCounts,
} from './rating-summary.ts';

const counts = fc.tuple(
  fc.nat(50_000),
  fc.nat(50_000),
  fc.nat(50_000),
  fc.nat(50_000),
  fc.nat(50_000),
) as fc.Arbitrary<RatingCounts>;
const stars = fc.integer({ min: 1, max: 5 });

describe('withRating', () => {
  it.each([
    [NO_RATINGS, 5, 1, [0, 0, 0, 0, 1]],
    [[1, 2, 3, 4, 5], 1, 1, [2, 2, 3, 4, 5]],
    [[1, 2, 3, 4, 5], 3, -1, [1, 2, 2, 4, 5]],
    // A count never goes below zero, whatever is taken away.
    [NO_RATINGS, 2, -1, [0, 0, 0, 0, 0]],
  ] as const)('%j with %i stars, delta %i → %j', (before, star, delta, after) => {
    expect(withRating(before, star, delta)).toEqual(after);
  });

  it.each([0, 6, 2.5, Number.NaN])('refuses %d stars', (star) => {
    expect(() => withRating(NO_RATINGS, star, 1)).toThrow(RangeError);
  });

  it('leaves the counts it was given alone', () => {
    const before: RatingCounts = [1, 1, 1, 1, 1];
    withRating(before, 4, 1);
    expect(before).toEqual([1, 1, 1, 1, 1]);
  });

  it('adding then removing a rating restores the counts', () => {
    fc.assert(
      fc.property(counts, stars, (c, s) => {
        expect(withRating(withRating(c, s, 1), s, -1)).toEqual(c);
      }),
    );
  });

  it('an edit (remove one star, add another) keeps the count and moves one rating', () => {
    fc.assert(
      fc.property(counts, stars, stars, (c, from, to) => {
        fc.pre((c[from - 1] ?? 0) > 0);
        const moved = withRating(withRating(c, from, -1), to, 1);
        expect(ratingSummaryOf(moved).count).toBe(ratingSummaryOf(c).count);
        if (from !== to) expect(moved[to - 1]).toBe((c[to - 1] ?? 0) + 1);
      }),
    );
  });
});

describe('ratingSummaryOf', () => {
  it.each([
    [NO_RATINGS, { count: 0, average: 0 }],
    [[0, 0, 0, 0, 1], { count: 1, average: 5 }],
    [[1, 0, 0, 0, 0], { count: 1, average: 1 }],
    [[0, 0, 0, 1, 1], { count: 2, average: 4.5 }],
    // 13 / 3 = 4.33… → 4.3
    [[0, 0, 0, 2, 1], { count: 3, average: 4.3 }],
    // 2+3+4+5+5 = 19 / 5 = 3.8
    [[0, 1, 1, 1, 2], { count: 5, average: 3.8 }],
    // 1,234 ratings, mostly 5s: (61·1 + 37·2 + 98·3 + 312·4 + 726·5) / 1234 = 5307 / 1234 = 4.30…
    [[61, 37, 98, 312, 726], { count: 1234, average: 4.3 }],
  ] as const)('%j → %j', (c, summary) => {
    expect(ratingSummaryOf(c)).toEqual(summary);
  });

  it('count is the sum of the counts, and the average lies within 1..5 when there are ratings', () => {
    fc.assert(
      fc.property(counts, (c) => {
        const { count, average } = ratingSummaryOf(c);
        expect(count).toBe(c[0] + c[1] + c[2] + c[3] + c[4]);
        if (count > 0) {
          expect(average).toBeGreaterThanOrEqual(1);
          expect(average).toBeLessThanOrEqual(5);
          expect(Math.round(average * 10)).toBeCloseTo(average * 10, 9);
        } else {
          expect(average).toBe(0);
        }
      }),
    );
  });

  it('every rating added counts one', () => {
    fc.assert(
      fc.property(counts, stars, (c, s) => {
        expect(ratingSummaryOf(withRating(c, s, 1)).count).toBe(ratingSummaryOf(c).count + 1);
      }),
    );
  });
});

describe('breakdownRecord', () => {
  it('keys the counts 5..1 as the spec’s ratingBreakdown', () => {
    expect(breakdownRecord([1, 2, 3, 4, 5])).toEqual({ 5: 5, 4: 4, 3: 3, 2: 2, 1: 1 });
  });
});

describe('combinedRatings (a group of listings)', () => {
  it('adds the listings’ counts star by star', () => {
    expect(combinedRatings([[1, 0, 2, 3, 4], [0, 1, 0, 5, 10], NO_RATINGS])).toEqual([1, 1, 2, 8, 14]);
    expect(combinedRatings([])).toEqual(NO_RATINGS);
  });

  it('counts every rating of the group once: the combined count is the sum of the listings’ counts', () => {
    fc.assert(
      fc.property(fc.array(counts, { maxLength: 8 }), (listings) => {
        const combined = ratingSummaryOf(combinedRatings(listings));
        expect(combined.count).toBe(listings.reduce((n, c) => n + ratingSummaryOf(c).count, 0));
        const averages = listings
          .filter((c) => ratingSummaryOf(c).count > 0)
          .map((c) => ratingSummaryOf(c).average);
        if (averages.length > 0) {
          // The group's average lies between its listings' (to the one decimal shown).
          expect(combined.average).toBeGreaterThanOrEqual(Math.min(...averages) - 0.1);
          expect(combined.average).toBeLessThanOrEqual(Math.max(...averages) + 0.1);
        }
      }),
    );
  });
});
