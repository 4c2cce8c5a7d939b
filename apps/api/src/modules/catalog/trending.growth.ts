// How much a product's (or category's) activity grew over the previous period of the same length.

/** Growth shown when the previous period had no activity: +100 % per event, at most this. */
export const NEW_ACTIVITY_GROWTH_CAP = 1000;

/**
 * Whole-percent growth of `current` over `previous` (both views + sales), rounded half away from zero.
 * From nothing there is no ratio: each event of the period counts +100 %, capped at +1000 %, so one view is
 * +100 % and ten or more are +1000 %; nothing then and now is 0 %.
 */
export function growthPercent(current: number, previous: number): number {
  if (previous <= 0) return Math.min(current * 100, NEW_ACTIVITY_GROWTH_CAP);
  const ratio = ((current - previous) * 100) / previous;
  return Math.sign(ratio) * Math.round(Math.abs(ratio));
}
