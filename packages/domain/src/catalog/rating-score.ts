// The score "Top rated" and the Customer Rating sort order by: a Bayesian average that pulls a product with few
// ratings towards a neutral prior, so one 5★ rating does not beat thousands of 4.7★ (issue 23 item 5).

/** The average a product is assumed to have before its ratings say otherwise: the middle of "good". */
export const RATING_PRIOR_AVERAGE = 3.5;
/** How many ratings the prior counts as: a product needs about this many before its own average dominates. */
export const RATING_PRIOR_WEIGHT = 25;

/**
 * (average × count + prior × weight) ÷ (count + weight), rounded to three decimals as the database stores it
 * (products.rating_score, migration 0016, computes the same expression; rating-score.test.ts compares them).
 */
export function ratingScore(average: number, count: number): number {
  const score =
    (average * count + RATING_PRIOR_AVERAGE * RATING_PRIOR_WEIGHT) / (count + RATING_PRIOR_WEIGHT);
  return Math.round(score * 1000) / 1000;
}
