import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ratingSummaryOf } from '@haat/domain/reviews/rating-summary';
import { Random } from './random.ts';
import { spreadRatings } from './rating-spread.ts';

const tenths = fc.integer({ min: 10, max: 50 }).map((n) => n / 10);

describe('spreadRatings', () => {
  it('from 10 ratings on, makes exactly the count and the one-decimal average asked for', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 60_000 }), tenths, fc.nat(), (count, average, seed) => {
        const counts = spreadRatings(new Random(seed), count, average);
        expect(counts.every((n) => Number.isInteger(n) && n >= 0)).toBe(true);
        expect(ratingSummaryOf(counts)).toEqual({ count, average });
      }),
    );
  });

  it('with fewer ratings, makes the count and the nearest average they can', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), tenths, fc.nat(), (count, average, seed) => {
        const { count: made, average: got } = ratingSummaryOf(
          spreadRatings(new Random(seed), count, average),
        );
        expect(made).toBe(count);
        expect(Math.abs(got - average)).toBeLessThanOrEqual(0.5 / count + 0.05 + 1e-9);
      }),
    );
  });

  it.each([
    [1, 5, [0, 0, 0, 0, 1]],
    [1, 4.3, [0, 0, 0, 1, 0]],
    [0, 4.3, [0, 0, 0, 0, 0]],
  ] as const)('%i rating(s) averaging %d → %j', (count, average, expected) => {
    expect(spreadRatings(new Random(1), count, average)).toEqual(expected);
  });

  it('is J-shaped: mostly 5s and 4s, more 1s than 2s for a liked product', () => {
    const [one, two, three, four, five] = spreadRatings(new Random('j'), 10_000, 4.3);
    expect(five).toBeGreaterThan(four);
    expect(four).toBeGreaterThan(three);
    expect(five + four).toBeGreaterThan(0.75 * 10_000);
    expect(one).toBeGreaterThan(two);
  });
});
