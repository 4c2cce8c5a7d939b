// A listing's filters, sort and page as URL query state (issue #3 item 4), so a listing can be shared, reloaded
// and walked with back/forward. Pure parse/serialize functions and useListingState, the react-router hook over them.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  PRODUCTS_PAGE_SIZE,
  SPECIFICATION_FILTERS,
  type SpecificationFilterKey,
} from '@haat/domain/catalog/products-query.schema';

/**
 * The sort choices of the browsing pages: the API's four sort values (docs/behaviour/catalogue.md#calls), Customer
 * Rating and the deals/name orders, and relevance (no sort sent: the server's default order).
 */
export const LISTING_SORTS = [
  'relevance',
  'popular',
  'newest',
  'price-low',
  'price-high',
  'rating',
  'discount',
  'name',
] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const SPECIFICATION_FILTER_KEYS = Object.keys(SPECIFICATION_FILTERS) as SpecificationFilterKey[];

export interface ListingState {
  /** The search term (URL q; search is read too). */
  q: string;
  /** A category filter on pages without a category route (URL category). */
  category: string;
  /** /search?tag={tag} (docs/behaviour/catalogue.md#listing-page). */
  tag: string;
  /** Rupees; null when open. */
  minPrice: number | null;
  maxPrice: number | null;
  brands: string[];
  /** Minimum star rating, 1 to 5 ("4 stars and up"); null when none. */
  rating: number | null;
  inStock: boolean;
  onSale: boolean;
  newArrivals: boolean;
  freeShipping: boolean;
  /** colors, sizes, ram, … (SPECIFICATION_FILTERS keys): the chosen values; keys without values are absent. */
  specs: Partial<Record<SpecificationFilterKey, string[]>>;
  sort: ListingSort;
  /** 1-based. */
  page: number;
}

export const DEFAULT_LISTING_STATE: ListingState = {
  q: '',
  category: '',
  tag: '',
  minPrice: null,
  maxPrice: null,
  brands: [],
  rating: null,
  inStock: false,
  onSale: false,
  newArrivals: false,
  freeShipping: false,
  specs: {},
  sort: 'relevance',
  page: 1,
};

const FLAGS = ['inStock', 'onSale', 'newArrivals', 'freeShipping'] as const;
/** The URL keys this state owns; anything else in the query string belongs to someone else and is kept. */
export const LISTING_URL_KEYS: readonly string[] = [
  'q',
  'search',
  'category',
  'tag',
  'minPrice',
  'maxPrice',
  'brands',
  'rating',
  ...FLAGS,
  ...SPECIFICATION_FILTER_KEYS,
  'sort',
  'page',
];

const MAX_TEXT = 200;
const MAX_LIST = 50;
const MAX_PRICE = 10_000_000;

function text(params: URLSearchParams, key: string): string | undefined {
  const value = params.get(key)?.trim();
  return value ? value.slice(0, MAX_TEXT) : undefined;
}

/** Comma lists; a repeated key (?brands=a&brands=b) adds to the list. Duplicates and blanks are dropped. */
function list(params: URLSearchParams, key: string): string[] {
  const values = params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim().slice(0, MAX_TEXT))
    .filter((value) => value.length > 0);
  return [...new Set(values)].slice(0, MAX_LIST);
}

/** 'any' stands for an open end where a page's default has one (a null that differs from the default). */
const OPEN = 'any';

/** A rupee amount, null for 'any', undefined when absent or malformed. */
function price(params: URLSearchParams, key: string): number | null | undefined {
  const raw = params.get(key)?.trim();
  if (raw === OPEN) return null;
  if (!raw || !/^\d{1,8}(\.\d{1,2})?$/.test(raw)) return undefined;
  const value = Number(raw);
  return value <= MAX_PRICE ? value : undefined;
}

function flag(params: URLSearchParams, key: string): boolean {
  const raw = params.get(key);
  return raw === 'true' || raw === '1';
}

/**
 * The listing state a URL query describes, over `defaults` (a page's own defaults, e.g. deals sort by discount).
 * Unknown keys, malformed numbers and unknown sort values are ignored: a hand-edited or stale link still opens.
 */
export function parseListingState(
  params: URLSearchParams,
  defaults: ListingState = DEFAULT_LISTING_STATE,
): ListingState {
  const state: ListingState = { ...defaults, specs: { ...defaults.specs } };
  const q = text(params, 'q') ?? text(params, 'search');
  if (q !== undefined) state.q = q;
  const category = text(params, 'category');
  if (category !== undefined) state.category = category;
  const tag = text(params, 'tag');
  if (tag !== undefined) state.tag = tag;

  const minPrice = price(params, 'minPrice');
  const maxPrice = price(params, 'maxPrice');
  if (minPrice !== undefined) state.minPrice = minPrice;
  if (maxPrice !== undefined) state.maxPrice = maxPrice;
  // A reversed pair is a broken link, not a range: back to the defaults rather than guess which end was meant.
  if (state.minPrice !== null && state.maxPrice !== null && state.minPrice > state.maxPrice) {
    state.minPrice = defaults.minPrice;
    state.maxPrice = defaults.maxPrice;
  }

  if (params.has('brands')) state.brands = list(params, 'brands');
  const rating = params.get('rating')?.trim();
  if (rating === OPEN) state.rating = null;
  else if (rating && /^[1-5]$/.test(rating)) state.rating = Number(rating);
  for (const key of FLAGS) if (params.has(key)) state[key] = flag(params, key);
  for (const key of SPECIFICATION_FILTER_KEYS) {
    if (!params.has(key)) continue;
    const values = list(params, key);
    if (values.length > 0) state.specs[key] = values;
    else delete state.specs[key];
  }

  const sort = params.get('sort');
  if (sort !== null && (LISTING_SORTS as readonly string[]).includes(sort)) state.sort = sort as ListingSort;
  const page = params.get('page')?.trim();
  if (page && /^\d{1,6}$/.test(page) && Number(page) >= 1) state.page = Number(page);
  return state;
}

const sameList = (a: readonly string[] = [], b: readonly string[] = []) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * The URL query for a state: only what differs from `defaults`, in a fixed key order, so links stay short and
 * the same state always reads the same. parseListingState(serializeListingState(s, d), d) gives s back.
 */
export function serializeListingState(
  state: ListingState,
  defaults: ListingState = DEFAULT_LISTING_STATE,
): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: string, value: string) => params.set(key, value);
  if (state.q !== defaults.q) put('q', state.q);
  if (state.category !== defaults.category) put('category', state.category);
  if (state.tag !== defaults.tag) put('tag', state.tag);
  if (state.minPrice !== defaults.minPrice)
    put('minPrice', state.minPrice === null ? OPEN : String(state.minPrice));
  if (state.maxPrice !== defaults.maxPrice)
    put('maxPrice', state.maxPrice === null ? OPEN : String(state.maxPrice));
  if (!sameList(state.brands, defaults.brands)) put('brands', state.brands.join(','));
  if (state.rating !== defaults.rating) put('rating', state.rating === null ? OPEN : String(state.rating));
  for (const key of FLAGS) if (state[key] !== defaults[key]) put(key, String(state[key]));
  for (const key of SPECIFICATION_FILTER_KEYS) {
    if (!sameList(state.specs[key], defaults.specs[key])) put(key, (state.specs[key] ?? []).join(','));
  }
  if (state.sort !== defaults.sort) put('sort', state.sort);
  if (state.page !== defaults.page) put('page', String(state.page));
  return params;
}

/** How a listing sort reads as GET /api/products parameters (products-query.schema). */
function sortParams(sort: ListingSort): Record<string, string> {
  switch (sort) {
    case 'popular':
    case 'newest':
    case 'price-low':
    case 'price-high':
      return { sort };
    case 'rating':
      return { sortBy: 'rating', sortOrder: 'desc' };
    case 'discount':
      return { sortBy: 'discount', sortOrder: 'desc' };
    case 'name':
      return { sortBy: 'name', sortOrder: 'asc' };
    case 'relevance':
      return {};
  }
}

export type ExtraApiParams = Record<string, string | number | boolean | null | undefined>;

/**
 * The GET /api/products query for a state. `extra` adds or overrides parameters the URL does not carry
 * (category and subcategory from the route, featured=true, limit); null or undefined leaves a key out.
 */
export function toProductsApiParams(state: ListingState, extra: ExtraApiParams = {}): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: string, value: string | number | boolean | null | undefined) => {
    if (value === null || value === undefined || value === '' || value === false) params.delete(key);
    else params.set(key, String(value));
  };
  put('search', state.q);
  put('category', state.category);
  put('tags', state.tag);
  put('minPrice', state.minPrice);
  put('maxPrice', state.maxPrice);
  put('brands', state.brands.join(','));
  put('rating', state.rating);
  for (const key of FLAGS) put(key, state[key]);
  for (const key of SPECIFICATION_FILTER_KEYS) put(key, (state.specs[key] ?? []).join(','));
  for (const [key, value] of Object.entries(sortParams(state.sort))) put(key, value);
  put('page', state.page);
  put('limit', PRODUCTS_PAGE_SIZE);
  for (const [key, value] of Object.entries(extra)) put(key, value);
  return params;
}

/**
 * The number of filters that narrow the result (the Filters button's count): price ends, each brand, the
 * rating, each flag and each specification value. Search, category, sort and page are not filters.
 */
export function countActiveFilters(
  state: ListingState,
  defaults: ListingState = DEFAULT_LISTING_STATE,
): number {
  let count = 0;
  if (state.minPrice !== defaults.minPrice || state.maxPrice !== defaults.maxPrice) count += 1;
  count += state.brands.length;
  if (state.rating !== null) count += 1;
  for (const key of FLAGS) if (state[key]) count += 1;
  for (const key of SPECIFICATION_FILTER_KEYS) count += state.specs[key]?.length ?? 0;
  return count;
}

/** Every filter back to its default; the search term, category, tag and sort stay, the page goes to 1. */
export function clearListingFilters(
  state: ListingState,
  defaults: ListingState = DEFAULT_LISTING_STATE,
): ListingState {
  return {
    ...defaults,
    specs: { ...defaults.specs },
    q: state.q,
    category: state.category,
    tag: state.tag,
    sort: state.sort,
    page: 1,
  };
}

/** A patch applied to a state: filter changes start again at page 1 unless the patch sets the page itself. */
export function applyListingPatch(
  state: ListingState,
  patch: Partial<ListingState>,
  { resetPage = !('page' in patch) }: { resetPage?: boolean } = {},
): ListingState {
  return {
    ...state,
    ...patch,
    specs: { ...(patch.specs ?? state.specs) },
    page: resetPage ? 1 : (patch.page ?? state.page),
  };
}

export interface ListingUpdateOptions {
  /** Start again at page 1 (default: yes, unless the patch sets the page). */
  resetPage?: boolean;
  /** Replace the current history entry instead of pushing one (default: push, so Back undoes the change). */
  replace?: boolean;
}

export type UpdateListing = (patch: Partial<ListingState>, options?: ListingUpdateOptions) => void;

/**
 * The listing state of the current URL and a setter that writes it back: each change is a history entry, so
 * Back and Forward walk through filter, sort and page changes. Query keys the state does not own are kept.
 * Pass `defaults` as a stable value (module constant or useMemo).
 */
export function useListingState(
  defaults: ListingState = DEFAULT_LISTING_STATE,
): [ListingState, UpdateListing] {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = searchParams.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the query string is the identity of the state
  const state = useMemo(() => parseListingState(searchParams, defaults), [key, defaults]);
  const update = useCallback<UpdateListing>(
    (patch, options = {}) => {
      setSearchParams(
        (current) => {
          const base = parseListingState(current, defaults);
          const next = applyListingPatch(base, patch, options);
          const params = new URLSearchParams(current);
          for (const owned of LISTING_URL_KEYS) params.delete(owned);
          for (const [name, value] of serializeListingState(next, defaults)) params.set(name, value);
          return params;
        },
        { replace: options.replace ?? false },
      );
    },
    [setSearchParams, defaults],
  );
  return [state, update];
}
