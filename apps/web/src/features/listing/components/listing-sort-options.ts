// The listing's sort choices (docs/behaviour/catalogue.md#listing-page: newest, price-low, price-high, popular) with
// their labels.
import type { ListingSort } from '../../../lib/listing-url-state.ts';
import { tk } from '../../../i18n/translation-key.ts';

export const LISTING_SORT_OPTIONS: readonly { value: ListingSort; label: string }[] = [
  { value: 'newest', label: tk('Newest First') },
  { value: 'price-low', label: tk('Price: Low to High') },
  { value: 'price-high', label: tk('Price: High to Low') },
  { value: 'popular', label: tk('Popularity') },
];

/**
 * A search's choices (docs/behaviour/search.md#sort): Relevance, the order a search opens on, beside the listing's.
 * Relevance sends no sort, so the server ranks by what the query means.
 */
export const SEARCH_SORT_OPTIONS: readonly { value: ListingSort; label: string }[] = [
  { value: 'relevance', label: tk('Relevance') },
  ...LISTING_SORT_OPTIONS,
];

/** A search opens on relevance, never on newest first (docs/behaviour/search.md#sort). */
export const DEFAULT_SEARCH_SORT: ListingSort = 'relevance';

/**
 * The listing opens on newest first (docs/behaviour/catalogue.md#listing-state maps the listing's default to
 * createdAt descending).
 */
export const DEFAULT_LISTING_SORT: ListingSort = 'newest';

/**
 * Labels of the other listing orders a shared link may carry (?sort=rating): the select shows the order the
 * list really has instead of silently showing Newest First.
 */
export const OTHER_SORT_LABELS: Record<ListingSort, string> = {
  relevance: tk('Relevance'),
  popular: tk('Popularity'),
  newest: tk('Newest First'),
  'price-low': tk('Price: Low to High'),
  'price-high': tk('Price: High to Low'),
  rating: 'Customer Rating',
  discount: 'Discount',
  name: tk('Name: A to Z'),
};
