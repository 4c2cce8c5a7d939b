// A product's ratings kept as counts per star (index 0 = 1 star … 4 = 5 stars). Every review is a rating; the
// catalogue's older ratings came without text (Flipkart's "ratings & reviews"). The average and count that product
// cards show are derived from these counts, so they follow every review posted or edited (ADR 0007).
import type { RatingBreakdownRecord } from './review.schema.ts';

export type RatingCounts = readonly [number, number, number, number, number];

export const NO_RATINGS: RatingCounts = [0, 0, 0, 0, 0];

/** A stored star-count array (PostgreSQL gives number[]); a short or missing one counts as no ratings of those stars. */
export function ratingCountsOf(values: readonly number[] | null): RatingCounts {
  const v = values ?? [];
  return [v[0] ?? 0, v[1] ?? 0, v[2] ?? 0, v[3] ?? 0, v[4] ?? 0];
}

/** Adds (delta 1) or takes away (delta −1) one rating of `stars`; never below zero. */
export function withRating(counts: RatingCounts, stars: number, delta: 1 | -1): RatingCounts {
  if (!Number.isInteger(stars) || stars < 1 || stars > 5)
    throw new RangeError(`stars must be 1..5, not ${stars}`);
  const next = [...counts] as [number, number, number, number, number];
  next[stars - 1] = Math.max(0, (next[stars - 1] ?? 0) + delta);
  return next;
}

/**
 * Count and average to one decimal (docs/behaviour/reviews.md#limits "average rating shown to one decimal out of 5").
 */
export function ratingSummaryOf(counts: RatingCounts): { count: number; average: number } {
  const count = counts.reduce((sum, n) => sum + n, 0);
  if (count === 0) return { count: 0, average: 0 };
  const total = counts.reduce((sum, n, i) => sum + n * (i + 1), 0);
  return { count, average: Math.round((total / count) * 10) / 10 };
}

export function breakdownRecord(counts: RatingCounts): RatingBreakdownRecord {
  return { 5: counts[4], 4: counts[3], 3: counts[2], 2: counts[1], 1: counts[0] };
}

/**
 * A product group's counts: its listings' counts star by star (docs/behaviour/reviews.md#variants). The listings
 * keep their own counts, so a review moves the counts of the listing it is about and the group follows.
 */
export function combinedRatings(counts: readonly RatingCounts[]): RatingCounts {
  const sum = (i: number) => counts.reduce((total, c) => total + (c[i] ?? 0), 0);
  return [sum(0), sum(1), sum(2), sum(3), sum(4)];
}
