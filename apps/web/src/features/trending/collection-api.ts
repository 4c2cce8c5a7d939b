// One page of a collection (product-collections.ts) from its source: GET /api/products or
// GET /api/products/rankings/:list (docs/behaviour/catalogue.md#rankings), parsed against the @haat/domain contract.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { productPageResponseSchema, type ProductCard } from '@haat/domain/catalog/product.schema';
import { rankingResponseSchema } from '@haat/domain/catalog/rankings';
import { apiRequest } from '../../lib/api-client.ts';
import { collectionRequest, type ProductCollection } from './product-collections.ts';

export interface CollectionPage {
  products: ProductCard[];
  pagination: { totalProducts: number; totalPages: number; currentPage: number };
  /** False when the total is an estimate (a listing past the counting cap): shown as "27,000+". */
  totalExact: boolean;
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
    return { products, pagination, totalExact: true, endsAt };
  }
  const { products, pagination, totalExact } = productPageResponseSchema.parse(body);
  return { products, pagination, totalExact, endsAt: null };
}

export function useCollectionPage(collection: ProductCollection, page: number) {
  return useQuery({
    queryKey: ['catalog', 'collection', collection.id, page] as const,
    queryFn: ({ signal }) => fetchCollectionPage(collection, page, signal),
    placeholderData: keepPreviousData,
  });
}
