// The product page's reads (docs/behaviour/product.md#calls): the product by id, its related products and the
// same-category lists. Parsed with the @haat/domain contract, so a product missing a field the page relies on
// surfaces as an error.
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  productPageResponseSchema,
  productResponseSchema,
  productsResponseSchema,
  type Product,
} from '@haat/domain/catalog/product.schema';
import { ApiRequestError, apiRequest } from '../../../lib/api-client.ts';
import { RELATED_CALL_LIMIT, SAME_CATEGORY_LIMIT, SIMILAR_LIST_SIZE } from '../product-facts.ts';

/** 404 'Product not found' and 400 (a malformed id) both mean there is no such product to show. */
export function isProductMissing(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
}

export async function fetchProduct(id: string, signal?: AbortSignal): Promise<Product> {
  // Catalogue reads send no bearer token: browsing needs no login (docs/behaviour/catalogue.md#who-browses).
  const body = await apiRequest<unknown>(`/products/${encodeURIComponent(id)}`, { signal, auth: false });
  return productResponseSchema.parse(body).product;
}

/** The product read, shared by the page and the variant picker (which fetches a variant before switching to it). */
export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['catalog', 'product', id],
    queryFn: ({ signal }) => fetchProduct(id, signal),
  });
}

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}

async function fetchList(path: string, query: Record<string, string | number>, signal?: AbortSignal) {
  return apiRequest<unknown>(path, { query, signal, auth: false });
}

export function useRelatedProducts(productId: string) {
  return useQuery({
    queryKey: ['catalog', 'product', productId, 'related', RELATED_CALL_LIMIT],
    queryFn: async ({ signal }) =>
      productsResponseSchema.parse(
        await fetchList(
          `/products/${encodeURIComponent(productId)}/related`,
          { limit: RELATED_CALL_LIMIT },
          signal,
        ),
      ).products,
  });
}

/**
 * GET /api/products filtered by category (docs/behaviour/product.md#calls). The subcategory narrows the
 * similar list to products a shopper would weigh against this one.
 */
export function useCategoryProducts(
  filter: { category: string; subcategory?: string; sort?: 'popular' },
  limit: number,
) {
  // The rows show cards only: the page without the facet counts (docs/behaviour/catalogue.md#calls).
  const query: Record<string, string | number> = { category: filter.category, limit, facets: 'false' };
  if (filter.subcategory) query.subcategory = filter.subcategory;
  if (filter.sort) query.sort = filter.sort;
  return useQuery({
    queryKey: ['catalog', 'product-page-list', query],
    queryFn: async ({ signal }) =>
      productPageResponseSchema.parse(await fetchList('/products', query, signal)).products,
    enabled: filter.category !== '',
  });
}

export const SAME_CATEGORY_QUERY_LIMIT = SAME_CATEGORY_LIMIT;
/** One more than the list of 6, since this product may be among them and is dropped. */
export const SIMILAR_QUERY_LIMIT = SIMILAR_LIST_SIZE + 1;
