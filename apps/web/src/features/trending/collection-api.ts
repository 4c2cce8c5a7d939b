// One page of a collection (product-collections.ts) from its source: GET /api/products or
// GET /api/products/rankings/:list (docs/behaviour/catalogue.md#rankings), parsed against the @haat/domain contract.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { productListResponseSchema, type Product } from '@haat/domain/catalog/product.schema';
import { rankingResponseSchema } from '@haat/domain/catalog/rankings';
import { apiRequest } from '../../lib/api-client.ts';
import { collectionRequest, type ProductCollection } from './product-collections.ts';

export interface CollectionPage {
  products: Product[];
  pagination: { totalProducts: number; totalPages: number; currentPage: number };
  /** The flash sale: when its first sale ends (ISO), else null. */
  endsAt: string | null;
}

export async function fetchCollectionPage(
  collection: ProductCollection,
  page: number,
  signal?: AbortSignal,
): Promise<CollectionPage> {
  const { path, params } = collectionRequest(collection, page);
  const body = await apiRequest<unknown>(`${path}?${params.toString()}`, { signal, auth: false });
  if ('ranking' in collection.source) {
    const { products, pagination, endsAt } = rankingResponseSchema.parse(body);
    return { products, pagination, endsAt };
  }
  const { products, pagination } = productListResponseSchema.parse(body);
  return { products, pagination, endsAt: null };
}

export function useCollectionPage(collection: ProductCollection, page: number) {
  return useQuery({
    queryKey: ['catalog', 'collection', collection.id, page] as const,
    queryFn: ({ signal }) => fetchCollectionPage(collection, page, signal),
    placeholderData: keepPreviousData,
  });
}
