// Catalogue reads shared by every browsing page (docs/behaviour/catalogue.md#calls): fetchers that parse the
// @haat/domain contract and the TanStack Query hooks over them. Lives in lib/ because home, category, listing and
// trending pages all use it.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  categoriesResponseSchema,
  listingFacetsResponseSchema,
  productPageResponseSchema,
  productsResponseSchema,
  trendingCategoriesResponseSchema,
  trendingListResponseSchema,
  type CategoryWithCount,
  type ListingFacetsResponse,
  type ProductCard,
  type ProductPageResponse,
  type TrendingCategoriesResponse,
  type TrendingListResponse,
  type TrendingPeriod,
} from '@haat/domain/catalog/product.schema';
import { apiRequest } from './api-client.ts';

/**
 * The same query in any parameter order is one cache entry: keys are sorted (values of a repeated key keep
 * their order), so `?a=1&b=2` and `?b=2&a=1` share a key.
 */
function canonical(params: URLSearchParams): string {
  const sorted = new URLSearchParams(params);
  sorted.sort();
  return sorted.toString();
}

/**
 * GET with a query string; catalogue reads send no bearer token (browsing needs no login,
 * docs/behaviour/catalogue.md#who-browses).
 */
async function getCatalog(path: string, params: URLSearchParams, signal?: AbortSignal): Promise<unknown> {
  const qs = params.toString();
  return apiRequest<unknown>(qs ? `${path}?${qs}` : path, { signal, auth: false });
}

// ---------------------------------------------------------------------------------------------------------------
// GET /api/products (filters, sort, pagination) and GET /api/products/facets (the counts), asked for apart so the
// results never wait for the counts (docs/behaviour/catalogue.md#calls)

/** The page's own request: the listing's parameters with facets=false (the counts come from useListingFacets). */
function pageParams(params: URLSearchParams): URLSearchParams {
  const page = new URLSearchParams(params);
  page.set('facets', 'false');
  return page;
}

/** Parameters that choose a page or its order, not which products match: the counts do not depend on them. */
const PAGE_ONLY_PARAMS = ['page', 'limit', 'sort', 'sortBy', 'sortOrder', 'facets'] as const;

/** The filter parameters of a listing query: what GET /api/products/facets is asked with. */
export function facetParams(params: URLSearchParams): URLSearchParams {
  const filters = new URLSearchParams(params);
  for (const key of PAGE_ONLY_PARAMS) filters.delete(key);
  return filters;
}

export const productsQueryKey = (params: URLSearchParams) =>
  ['catalog', 'products', canonical(pageParams(params))] as const;

export async function fetchProducts(
  params: URLSearchParams,
  signal?: AbortSignal,
): Promise<ProductPageResponse> {
  // Parsed, not cast: a product missing a field the cards rely on must surface as an error, not a broken card.
  return productPageResponseSchema.parse(await getCatalog('/products', pageParams(params), signal));
}

export function productsQueryOptions(params: URLSearchParams) {
  return queryOptions({
    queryKey: productsQueryKey(params),
    queryFn: ({ signal }) => fetchProducts(params, signal),
  });
}

export interface ProductListOptions {
  /** false holds the request back (e.g. until a route parameter resolves). */
  enabled?: boolean;
}

/**
 * One page of a listing, without its facet counts (useListingFacets). While the next page or filter result
 * loads, the previous result stays on screen (`isPlaceholderData` is true meanwhile), so the grid does not
 * collapse to skeletons on every change.
 */
export function useProductList(params: URLSearchParams, options: ProductListOptions = {}) {
  return useQuery({
    ...productsQueryOptions(params),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export const listingFacetsQueryKey = (params: URLSearchParams) =>
  ['catalog', 'facets', canonical(facetParams(params))] as const;

export async function fetchListingFacets(
  params: URLSearchParams,
  signal?: AbortSignal,
): Promise<ListingFacetsResponse> {
  return listingFacetsResponseSchema.parse(await getCatalog('/products/facets', facetParams(params), signal));
}

/**
 * The facet counts of a listing query. Keyed by the filters alone, so paging or sorting never asks again; while
 * new counts load the previous ones stay (`isPlaceholderData`), for the panel to show dimmed.
 */
export function useListingFacets(params: URLSearchParams, options: ProductListOptions = {}) {
  return useQuery({
    queryKey: listingFacetsQueryKey(params),
    queryFn: ({ signal }) => fetchListingFacets(params, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Home rows: GET /api/products/featured and /api/products/new-arrivals (docs/behaviour/catalogue.md#calls, limit 8 on
// the home page)

export async function fetchProductRow(
  path: '/products/featured' | '/products/new-arrivals',
  limit: number,
  signal?: AbortSignal,
): Promise<ProductCard[]> {
  const body = await getCatalog(path, new URLSearchParams({ limit: String(limit) }), signal);
  return productsResponseSchema.parse(body).products;
}

export function featuredProductsQueryOptions(limit: number) {
  return queryOptions({
    queryKey: ['catalog', 'featured', limit],
    queryFn: ({ signal }) => fetchProductRow('/products/featured', limit, signal),
  });
}

export function newArrivalsQueryOptions(limit: number) {
  return queryOptions({
    queryKey: ['catalog', 'new-arrivals', limit],
    queryFn: ({ signal }) => fetchProductRow('/products/new-arrivals', limit, signal),
  });
}

export function useFeaturedProducts(limit: number) {
  return useQuery(featuredProductsQueryOptions(limit));
}

export function useNewArrivals(limit: number) {
  return useQuery(newArrivalsQueryOptions(limit));
}

// ---------------------------------------------------------------------------------------------------------------
// GET /api/categories (the category tree with product counts)

export async function fetchCategories(signal?: AbortSignal): Promise<CategoryWithCount[]> {
  const body = await getCatalog('/categories', new URLSearchParams(), signal);
  return categoriesResponseSchema.parse(body).categories;
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: ['catalog', 'categories'],
    queryFn: ({ signal }) => fetchCategories(signal),
    // Counts move slowly; one fetch every few minutes is plenty for menus and filter panels.
    staleTime: 5 * 60_000,
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}

// ---------------------------------------------------------------------------------------------------------------
// Trending: GET /api/products/trending and /api/products/trending/categories

export const trendingQueryKey = (params: URLSearchParams) =>
  ['catalog', 'trending', canonical(params)] as const;

export async function fetchTrendingProducts(
  params: URLSearchParams,
  signal?: AbortSignal,
): Promise<TrendingListResponse> {
  return trendingListResponseSchema.parse(await getCatalog('/products/trending', params, signal));
}

export function trendingProductsQueryOptions(params: URLSearchParams) {
  return queryOptions({
    queryKey: trendingQueryKey(params),
    queryFn: ({ signal }) => fetchTrendingProducts(params, signal),
  });
}

/** params: period, page, limit, sort, minPrice, maxPrice, brand, category, rating (keeps the last page while paging). */
export function useTrendingProducts(params: URLSearchParams, options: ProductListOptions = {}) {
  return useQuery({
    ...trendingProductsQueryOptions(params),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export async function fetchTrendingCategories(
  period: TrendingPeriod,
  limit?: number,
  signal?: AbortSignal,
): Promise<TrendingCategoriesResponse> {
  const params = new URLSearchParams({ period });
  if (limit !== undefined) params.set('limit', String(limit));
  return trendingCategoriesResponseSchema.parse(
    await getCatalog('/products/trending/categories', params, signal),
  );
}

export function trendingCategoriesQueryOptions(period: TrendingPeriod, limit?: number) {
  return queryOptions({
    queryKey: ['catalog', 'trending-categories', period, limit ?? null],
    queryFn: ({ signal }) => fetchTrendingCategories(period, limit, signal),
  });
}

export function useTrendingCategories(period: TrendingPeriod, limit?: number) {
  return useQuery(trendingCategoriesQueryOptions(period, limit));
}
