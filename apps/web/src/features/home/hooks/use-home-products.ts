// The home page's product data (spec 2 §Home page, §7): featured and new-arrival rows of 8 and the Best Sellers
// row, with the home's two error messages: one when nothing could load, the other when only a part failed.
import { useQuery } from '@tanstack/react-query';
import { productsQueryOptions, useFeaturedProducts, useNewArrivals } from '../../../lib/catalog-api.ts';

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

/** spec 2 §8, Home. */
export const HOME_ERRORS = {
  nothingLoaded: 'Could not load product data. Please try again later.',
  partLoaded: 'Failed to load some content. Please try again later.',
} as const;

export function useHomeProducts() {
  const featured = useFeaturedProducts(HOME_ROW_LIMIT);
  const newArrivals = useNewArrivals(HOME_ROW_LIMIT);
  const bestSellers = useQuery({
    ...productsQueryOptions(BEST_SELLERS_QUERY),
    select: (data) => data.products,
  });
  const all = [featured, newArrivals, bestSellers];
  const failed = all.filter((query) => query.isError).length;
  // Each failed row says which of the two situations the page is in.
  const errorMessage =
    failed === 0 ? null : failed === all.length ? HOME_ERRORS.nothingLoaded : HOME_ERRORS.partLoaded;
  return { featured, newArrivals, bestSellers, errorMessage };
}
