// GET /api/products/{id} for the comparison page: one request per compared product
// (docs/behaviour/compare.md#comparison-page).
import { queryOptions } from '@tanstack/react-query';
import { productResponseSchema, type Product } from '@haat/domain/catalog/product.schema';
import { apiRequest, ApiRequestError } from '../../../lib/api-client.ts';

export async function fetchProductById(id: string, signal?: AbortSignal): Promise<Product> {
  const body = await apiRequest<unknown>(`/products/${encodeURIComponent(id)}`, { signal, auth: false });
  return productResponseSchema.parse(body).product;
}

export function compareProductQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['catalog', 'compare-product', id],
    queryFn: ({ signal }) => fetchProductById(id, signal),
  });
}

/** 404 (unknown id) and 400 (malformed id) both mean: no such product to compare. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
}
