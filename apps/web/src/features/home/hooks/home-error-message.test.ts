// The home page's two product-data messages (docs/behaviour/catalogue.md#messages).
import { describe, expect, it } from 'vitest';
import { HOME_ERRORS, homeErrorMessage } from './use-home-products.ts';

describe('homeErrorMessage', () => {
  it('says nothing when every row loaded, that some content failed when a part did, and that no product data loaded when all failed', () => {
    expect(homeErrorMessage(0, 3)).toBeNull();
    expect(homeErrorMessage(1, 3)).toBe('Failed to load some content. Please try again later.');
    expect(homeErrorMessage(2, 3)).toBe(HOME_ERRORS.partLoaded);
    expect(homeErrorMessage(3, 3)).toBe('Could not load product data. Please try again later.');
  });
});
