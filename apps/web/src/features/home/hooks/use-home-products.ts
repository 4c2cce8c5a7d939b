// The home page's product data (docs/behaviour/catalogue.md#home-page, #calls): featured and new-arrival rows of 8
// and the Best Sellers row, with the home's two error messages: one when nothing could load, the other when only a
// part failed.
import { useQuery } from '@tanstack/react-query';
import { productsQueryOptions, useFeaturedProducts, useNewArrivals } from '../../../lib/catalog-api.ts';
import { tk } from '../../../i18n/translation-key.ts';

export const HOME_ROW_LIMIT = 8;

/**
 * Best Sellers: the wearables that sell best (views and sales of the last 30 days), matching the row's View All
 * link to /category/electronics/wearables.
 */
export const BEST_SELLERS_QUERY = new URLSearchParams({
  category: 'electronics',
  subcategory: 'wearables',
  sort: 'popular',
  limit: String(HOME_ROW_LIMIT),
});

/** docs/behaviour/catalogue.md#messages. */
export const HOME_ERRORS = {
  nothingLoaded: tk('Could not load product data. Please try again later.'),
  partLoaded: tk('Failed to load some content. Please try again later.'),
} as const;

/** One message for the whole page: nothing loaded, or only a part failed (null when all is well). */
export function homeErrorMessage(failed: number, total: number): string | null {
  if (failed <= 0) return null;
  return failed >= total ? HOME_ERRORS.nothingLoaded : HOME_ERRORS.partLoaded;
}

export function useHomeProducts() {
  const featured = useFeaturedProducts(HOME_ROW_LIMIT);
  const newArrivals = useNewArrivals(HOME_ROW_LIMIT);
  const bestSellers = useQuery({
    ...productsQueryOptions(BEST_SELLERS_QUERY),
    select: (data) => data.products,
  });
  const all = [featured, newArrivals, bestSellers];
  // Each failed row says which of the two situations the page is in.
  const errorMessage = homeErrorMessage(all.filter((query) => query.isError).length, all.length);
  return { featured, newArrivals, bestSellers, errorMessage };
}
