// Which skip link a page offers (docs/behaviour/shell.md#skip-link): the pages whose point is a list of products
// skip straight to that list; every other page skips to its main content.

/** Paths whose page is a product listing: search, all products, a category's products, featured, trending, deals. */
const LISTING_PATHS = [
  /^\/search(\/|$)/,
  /^\/all-products(\/|$)/,
  // /category alone is the landing page of category tiles, not a listing.
  /^\/category\/./,
  /^\/featured-products\/?$/,
  // /trending/categories is a page of category tiles.
  /^\/trending(\/(?!categories\/?$).*)?$/,
  /^\/deals(\/|$)/,
];

export type SkipTarget = 'results' | 'main';

export function skipTargetFor(pathname: string): SkipTarget {
  return LISTING_PATHS.some((pattern) => pattern.test(pathname)) ? 'results' : 'main';
}

/** Marks the list of results that "Skip to results" lands on (the product grid carries it). */
export const RESULTS_ATTRIBUTE = 'data-skip-results';
