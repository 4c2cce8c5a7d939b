// The price ranges the listing facets count (rupees; a bucket holds min ≤ price < max, the last is open).

export interface PriceBucket {
  id: string;
  label: string;
  /** Inclusive lower edge in rupees. */
  min: number;
  /** Exclusive upper edge in rupees; null for the open top bucket. */
  max: number | null;
}

export const PRICE_BUCKETS: readonly PriceBucket[] = [
  { id: 'under-500', label: 'Under ₹500', min: 0, max: 500 },
  { id: '500-1000', label: '₹500 – ₹1,000', min: 500, max: 1000 },
  { id: '1000-5000', label: '₹1,000 – ₹5,000', min: 1000, max: 5000 },
  { id: '5000-10000', label: '₹5,000 – ₹10,000', min: 5000, max: 10000 },
  { id: '10000-25000', label: '₹10,000 – ₹25,000', min: 10000, max: 25000 },
  { id: '25000-plus', label: '₹25,000 and above', min: 25000, max: null },
];

/** The "and up" rating thresholds of the rating facet, highest first. */
export const RATING_FACET_THRESHOLDS = [4, 3, 2, 1] as const;

/** The bucket a price in rupees falls in. */
export function priceBucketOf(rupees: number): PriceBucket {
  const found = PRICE_BUCKETS.find((b) => rupees >= b.min && (b.max === null || rupees < b.max));
  // Prices are positive, so only a negative input misses every bucket; it counts in the lowest.
  return found ?? (PRICE_BUCKETS[0] as PriceBucket);
}
