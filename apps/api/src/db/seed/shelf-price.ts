// Prices the way Indian shops write them.

/** Shelf prices the way Indian shops write them: ₹18,999, ₹1,299, ₹249, ₹85. */
export function shelfPrice(rupees: number): number {
  if (rupees >= 2000) return Math.round(rupees / 100) * 100 - 1;
  if (rupees >= 100) return Math.round(rupees / 10) * 10 - 1;
  // Never ₹100 below the ₹100 step (which writes ₹99): a larger amount never gets a smaller shelf price.
  return Math.min(99, Math.max(1, Math.round(rupees)));
}
