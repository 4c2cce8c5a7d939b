// The product lists behind /trending/new-arrivals, /trending/top-rated, /trending/best-sellers, /trending/deals,
// /deals, /deals/flash-sale and /deals/clearance (docs/behaviour/catalogue.md#rankings): new arrivals from
// GET /api/products, the others from the rankings their rules define, each real and paginated.
import { PRODUCTS_PAGE_SIZE, type ProductsQuery } from '@haat/domain/catalog/products-query.schema';
import type { RankingList } from '@haat/domain/catalog/rankings';
import { tk } from '../../i18n/translation-key.ts';

export type CollectionId =
  'new-arrivals' | 'top-rated' | 'best-sellers' | 'deals' | 'flash-sale' | 'clearance';

export interface ProductCollection {
  id: CollectionId;
  title: string;
  /** One sentence saying what the list is, as its rule defines it (docs/behaviour/catalogue.md#rankings). */
  subtitle: string;
  /**
   * Where the list comes from: GET /api/products with this ordering and filters, or the ranking of that name
   * (GET /api/products/rankings/:list, one card per product group).
   */
  source: { products: Pick<ProductsQuery, 'sortBy' | 'sortOrder'> } | { ranking: RankingList };
  /** Deals put the percentage off first on each card. */
  showDiscountBadge: boolean;
}

export const PRODUCT_COLLECTIONS: Record<CollectionId, ProductCollection> = {
  'new-arrivals': {
    id: 'new-arrivals',
    title: tk('New Arrivals'),
    subtitle: tk('The latest listings from sellers across India, newest first.'),
    source: { products: { sortBy: 'createdAt', sortOrder: 'desc' } },
    showDiscountBadge: false,
  },
  'top-rated': {
    id: 'top-rated',
    title: tk('Top Rated'),
    subtitle: tk(
      'Products with at least 25 ratings, highest rated first, weighing how many ratings each has.',
    ),
    source: { ranking: 'top-rated' },
    showDiscountBadge: false,
  },
  'best-sellers': {
    id: 'best-sellers',
    title: tk('Best Sellers'),
    subtitle: tk('The most units sold in the last 30 days.'),
    source: { ranking: 'best-sellers' },
    showDiscountBadge: false,
  },
  deals: {
    id: 'deals',
    title: tk("Today's Deals"),
    subtitle: tk('40% off or more, the biggest discounts first.'),
    source: { ranking: 'deals' },
    showDiscountBadge: true,
  },
  'flash-sale': {
    id: 'flash-sale',
    title: tk('Flash Sale'),
    subtitle: tk('Discounts for a limited time, the sale ending soonest first.'),
    source: { ranking: 'flash-sale' },
    showDiscountBadge: true,
  },
  clearance: {
    id: 'clearance',
    title: tk('Clearance'),
    subtitle: tk('Old stock at 50% off or more, with 20 or fewer left.'),
    source: { ranking: 'clearance' },
    showDiscountBadge: true,
  },
};

/** The tabs that join /deals and its two sets. */
export const DEALS_SECTIONS = [
  { to: '/deals', label: tk('All Deals') },
  { to: '/deals/flash-sale', label: tk('Flash Sale') },
  { to: '/deals/clearance', label: tk('Clearance') },
] as const;

/** The tabs that join /trending and its sub-pages, in the order shoppers see them. */
export const TRENDING_SECTIONS = [
  { to: '/trending', label: tk('Trending Now') },
  { to: '/trending/new-arrivals', label: tk('New Arrivals') },
  { to: '/trending/top-rated', label: tk('Top Rated') },
  { to: '/trending/best-sellers', label: tk('Best Sellers') },
  { to: '/trending/deals', label: tk('Deals') },
  { to: '/trending/categories', label: tk('Trending Categories') },
] as const;

/**
 * The path and parameters of one page of a collection, 20 a page: GET /api/products (approved only, as
 * docs/behaviour/catalogue.md#calls asks) or GET /api/products/rankings/:list.
 */
export function collectionRequest(
  collection: ProductCollection,
  page: number,
): { path: string; params: URLSearchParams } {
  const params = new URLSearchParams({ page: String(page), limit: String(PRODUCTS_PAGE_SIZE) });
  if ('ranking' in collection.source) {
    return { path: `/products/rankings/${collection.source.ranking}`, params };
  }
  params.set('approvalStatus', 'approved');
  // A collection shows no filter panel: the page alone, without the facet counts (docs/behaviour/catalogue.md#calls).
  params.set('facets', 'false');
  for (const [key, value] of Object.entries(collection.source.products)) {
    if (value !== undefined) params.set(key, String(value));
  }
  return { path: '/products', params };
}

/** The page a collection URL asks for; anything but a whole number from 1 is page 1. */
export function collectionPageOf(params: URLSearchParams): number {
  const raw = params.get('page')?.trim() ?? '';
  return /^\d{1,6}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
}
