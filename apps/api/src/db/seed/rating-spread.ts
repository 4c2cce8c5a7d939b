// Spreads a listing's seeded ratings over the stars (ADR 0007): the J shape shoppers' ratings take (mostly 5s and
// 4s, a bump of disappointed 1s, fewer 2s and 3s) whose count is the seeded count and whose average,
// as ratingSummaryOf rounds it, is the seeded one-decimal average whenever that many ratings can make it.
import { ratingSummaryOf, type RatingCounts } from '@haat/domain/reviews/rating-summary';
import type { Random } from './random.ts';

/** Shares of the stars 1..5: a slope `beta` (stars grow as e^(beta·k)) mixed with a share `unhappy` of 1-star ratings. */
function shares(beta: number, unhappy: number): number[] {
  const raw = [1, 2, 3, 4, 5].map((k) => Math.exp(beta * k));
  const sum = raw.reduce((s, x) => s + x, 0);
  return raw.map((x, i) => (1 - unhappy) * (x / sum) + (i === 0 ? unhappy : 0));
}

const meanOf = (p: number[]) => p.reduce((s, x, i) => s + x * (i + 1), 0);

/**
 * Star counts for `count` ratings averaging `average` (1..5, one decimal). With few ratings not every average can
 * be made (one rating is a whole star): then the nearest one that can; the caller stores ratingSummaryOf's.
 */
export function spreadRatings(rng: Random, count: number, average: number): RatingCounts {
  if (count <= 0) return [0, 0, 0, 0, 0];
  // The disappointed 1-star share shrinks as the average nears 5 (a 4.8 product has almost none).
  const unhappy = rng.between(0.3, 0.6) * Math.max(0, (5 - average) / 4);
  // The mean grows with beta: bisect for the shape whose mean is the target.
  let lo = -6;
  let hi = 8;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (meanOf(shares(mid, unhappy)) < average) lo = mid;
    else hi = mid;
  }
  const p = shares((lo + hi) / 2, unhappy);
  // Whole ratings by largest remainder, so they add up to the count.
  const exact = p.map((x) => x * count);
  const counts = exact.map(Math.floor);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0]);
  for (let i = 0, left = count - counts.reduce((s, x) => s + x, 0); i < left; i++) {
    const star = order[i % 5]?.[1] ?? 4;
    counts[star] = (counts[star] ?? 0) + 1;
  }
  // Nudge single ratings one star up or down (each moves the star total by one) to the target total.
  const target = Math.min(5 * count, Math.max(count, Math.round(average * count)));
  let total = counts.reduce((s, x, i) => s + x * (i + 1), 0);
  while (total < target) {
    const from = [3, 2, 1, 0].find((i) => (counts[i] ?? 0) > 0) ?? 3;
    counts[from] = (counts[from] ?? 0) - 1;
    counts[from + 1] = (counts[from + 1] ?? 0) + 1;
    total += 1;
  }
  while (total > target) {
    const from = [4, 3, 2, 1].find((i) => (counts[i] ?? 0) > 0) ?? 4;
    counts[from] = (counts[from] ?? 0) - 1;
    counts[from - 1] = (counts[from - 1] ?? 0) + 1;
    total -= 1;
  }
  return counts as unknown as RatingCounts;
}

/** The breakdown and the average it rounds to, as the product row stores them. */
export function seededRatings(
  rng: Random,
  count: number,
  average: number,
): { ratingsBreakdown: number[]; ratingsAverage: string } {
  const breakdown = spreadRatings(rng, count, average);
  return { ratingsBreakdown: [...breakdown], ratingsAverage: ratingSummaryOf(breakdown).average.toFixed(1) };
}
