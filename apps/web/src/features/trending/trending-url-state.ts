// The trending page's state as URL query (issue #3 item 4): period, sort, page and the trending panel's filters
// (price, brands, categories, rating), so a trending view can be shared, reloaded and walked with back/forward.
// Its sort values and period are the trending endpoint's own (docs/behaviour/catalogue.md#trending-page), so it does
// not share the listing's URL state; the parsing rules are the same (unknown or malformed values fall back, never
// reach the API).
import type { TrendingPeriod } from '@haat/domain/catalog/product.schema';
import { PRODUCTS_PAGE_SIZE } from '@haat/domain/catalog/products-query.schema';
import {
  DEFAULT_TRENDING_PERIOD,
  DEFAULT_TRENDING_SORT,
  trendingPeriodOf,
  trendingSortOf,
  type TrendingSort,
} from './trending-options.ts';

export interface TrendingFilters {
  /** Rupees; null when open. */
  minPrice: number | null;
  maxPrice: number | null;
  brands: string[];
  categories: string[];
  /** Minimum stars, 1 to 5; null when none. */
  rating: number | null;
  /** The panel's 'New Arrivals Only' and 'Deals & Discounts' switches. */
  newArrivals: boolean;
  onSale: boolean;
}

export interface TrendingState extends TrendingFilters {
  period: TrendingPeriod;
  sort: TrendingSort;
  page: number;
}

export const DEFAULT_TRENDING_FILTERS: TrendingFilters = {
  minPrice: null,
  maxPrice: null,
  brands: [],
  categories: [],
  rating: null,
  newArrivals: false,
  onSale: false,
};

export const DEFAULT_TRENDING_STATE: TrendingState = {
  ...DEFAULT_TRENDING_FILTERS,
  period: DEFAULT_TRENDING_PERIOD,
  sort: DEFAULT_TRENDING_SORT,
  page: 1,
};

/** docs/behaviour/catalogue.md#listing-state: the price range the filter count compares with. */
export const TRENDING_COUNTED_PRICE_RANGE = [0, 5000] as const;

const MAX_PRICE = 10_000_000;

function price(raw: string | null): number | null {
  const value = raw?.trim();
  if (!value || !/^\d+(\.\d{1,2})?$/.test(value)) return null;
  const rupees = Number(value);
  return rupees <= MAX_PRICE ? rupees : null;
}

function list(params: URLSearchParams, key: string): string[] {
  const values = params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim().slice(0, 200))
    .filter((value) => value.length > 0);
  return [...new Set(values)].slice(0, 50);
}

export function parseTrendingState(params: URLSearchParams): TrendingState {
  let minPrice = price(params.get('minPrice'));
  let maxPrice = price(params.get('maxPrice'));
  // A reversed pair is a broken link: ignore both rather than guess which end was meant.
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) minPrice = maxPrice = null;
  const rating = params.get('rating')?.trim() ?? '';
  const page = params.get('page')?.trim() ?? '';
  return {
    period: trendingPeriodOf(params.get('period')),
    sort: trendingSortOf(params.get('sort')),
    page: /^\d{1,6}$/.test(page) && Number(page) >= 1 ? Number(page) : 1,
    minPrice,
    maxPrice,
    brands: list(params, 'brands'),
    categories: list(params, 'categories'),
    rating: /^[1-5]$/.test(rating) ? Number(rating) : null,
    newArrivals: params.get('newArrivals') === 'true',
    onSale: params.get('onSale') === 'true',
  };
}

/** Only what differs from the defaults, in a fixed order: the same view always has the same short link. */
export function serializeTrendingState(state: TrendingState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.period !== DEFAULT_TRENDING_STATE.period) params.set('period', state.period);
  if (state.sort !== DEFAULT_TRENDING_STATE.sort) params.set('sort', state.sort);
  if (state.minPrice !== null) params.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== null) params.set('maxPrice', String(state.maxPrice));
  if (state.brands.length > 0) params.set('brands', state.brands.join(','));
  if (state.categories.length > 0) params.set('categories', state.categories.join(','));
  if (state.rating !== null) params.set('rating', String(state.rating));
  if (state.newArrivals) params.set('newArrivals', 'true');
  if (state.onSale) params.set('onSale', 'true');
  if (state.page !== 1) params.set('page', String(state.page));
  return params;
}

/**
 * docs/behaviour/catalogue.md#trending-page: changing sort, period or filters goes back to page 1; only a page change
 * keeps its page.
 */
export function applyTrendingPatch(state: TrendingState, patch: Partial<TrendingState>): TrendingState {
  const next = { ...state, ...patch };
  return 'page' in patch ? next : { ...next, page: 1 };
}

/**
 * docs/behaviour/catalogue.md#listing-state: brands + categories + 1 if the price range differs from 0–5000 + 1 if a
 * rating is set. An open end counts as the matching end of 0–5000, so no price filter at all is not counted.
 */
export function countTrendingFilters(filters: TrendingFilters): number {
  const [low, high] = TRENDING_COUNTED_PRICE_RANGE;
  const priceDiffers = (filters.minPrice ?? low) !== low || (filters.maxPrice ?? high) !== high;
  return (
    filters.brands.length +
    filters.categories.length +
    (priceDiffers ? 1 : 0) +
    (filters.rating !== null ? 1 : 0)
  );
}

/** GET /api/products/trending parameters (limit 20, docs/behaviour/catalogue.md#limits). */
export function toTrendingApiParams(state: TrendingState): URLSearchParams {
  const params = new URLSearchParams({
    period: state.period,
    sort: state.sort,
    page: String(state.page),
    limit: String(PRODUCTS_PAGE_SIZE),
  });
  if (state.minPrice !== null) params.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== null) params.set('maxPrice', String(state.maxPrice));
  if (state.brands.length > 0) params.set('brand', state.brands.join(','));
  if (state.categories.length > 0) params.set('category', state.categories.join(','));
  if (state.rating !== null) params.set('rating', String(state.rating));
  if (state.newArrivals) params.set('newArrivals', 'true');
  if (state.onSale) params.set('onSale', 'true');
  return params;
}
