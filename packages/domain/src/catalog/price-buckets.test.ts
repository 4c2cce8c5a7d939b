import { describe, expect, it } from 'vitest';
import { PRICE_BUCKETS, priceBucketOf } from './price-buckets.ts';

describe('price buckets', () => {
  it('cover every price without gaps or overlaps', () => {
    for (let i = 1; i < PRICE_BUCKETS.length; i++) {
      expect(PRICE_BUCKETS[i]?.min).toBe(PRICE_BUCKETS[i - 1]?.max);
    }
    expect(PRICE_BUCKETS[0]?.min).toBe(0);
    expect(PRICE_BUCKETS.at(-1)?.max).toBeNull();
  });

  it('place edges in the upper bucket', () => {
    expect(priceBucketOf(499.99).id).toBe('under-500');
    expect(priceBucketOf(500).id).toBe('500-1000');
    expect(priceBucketOf(25000).id).toBe('25000-plus');
    expect(priceBucketOf(999999).id).toBe('25000-plus');
  });
});
