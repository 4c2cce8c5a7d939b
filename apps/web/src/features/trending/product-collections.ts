// The product lists behind /trending/new-arrivals, /trending/top-rated, /trending/deals and /deals
// (docs/behaviour/catalogue.md#trending-page leaves their content open): one GET /api/products ordering each, so
// every one is real and paginated.
import { PRODUCTS_PAGE_SIZE, type ProductsQuery } from '@haat/domain/catalog/products-query.schema';
import { tk } from '../../i18n/translation-key.ts';

export type CollectionId = 'new-arrivals' | 'top-rated' | 'deals';

export interface ProductCollection {
  id: CollectionId;
  title: string;
  subtitle: string;
  /** The ordering and filters sent with page and limit. */
  query: Pick<ProductsQuery, 'sortBy' | 'sortOrder' | 'onSale'>;
  /** Deals put the percentage off first on each card. */
  showDiscountBadge: boolean;
}

export const PRODUCT_COLLECTIONS: Record<CollectionId, ProductCollection> = {
  'new-arrivals': {
    id: 'new-arrivals',
    title: tk('New Arrivals'),
    subtitle: tk('The latest listings from sellers across India, newest first.'),
    query: { sortBy: 'createdAt', sortOrder: 'desc' },
    showDiscountBadge: false,
  },
  'top-rated': {
    id: 'top-rated',
    title: tk('Top Rated'),
    subtitle: tk('Products shoppers rate highest, best rated first.'),
    query: { sortBy: 'rating', sortOrder: 'desc' },
    showDiscountBadge: false,
  },
  deals: {
    id: 'deals',
    title: tk("Today's Deals"),
    subtitle: tk('The biggest discounts in the store, largest first.'),
    query: { onSale: true, sortBy: 'discount', sortOrder: 'desc' },
    showDiscountBadge: true,
  },
};

/** The tabs that join /trending and its sub-pages, in the order shoppers see them. */
export const TRENDING_SECTIONS = [
  { to: '/trending', label: tk('Trending Now') },
  { to: '/trending/new-arrivals', label: tk('New Arrivals') },
  { to: '/trending/top-rated', label: tk('Top Rated') },
  { to: '/trending/deals', label: tk('Deals') },
  { to: '/trending/categories', label: tk('Trending Categories') },
] as const;

/**
 * GET /api/products parameters for one page of a collection (20 a page, approved only as
 * docs/behaviour/catalogue.md#calls asks).
 */
export function collectionApiParams(collection: ProductCollection, page: number): URLSearchParams {
  const params = new URLSearchParams({
    page: String(page),
    limit: String(PRODUCTS_PAGE_SIZE),
    approvalStatus: 'approved',
  });
  for (const [key, value] of Object.entries(collection.query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  return params;
}

/** The page a collection URL asks for; anything but a whole number from 1 is page 1. */
export function collectionPageOf(params: URLSearchParams): number {
  const raw = params.get('page')?.trim() ?? '';
  return /^\d{1,6}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
}
