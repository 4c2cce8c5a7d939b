// GET /api/users/wishlist (docs/behaviour/wishlist.md#calls): the signed-in wishlist with each entry's product and
// time of saving.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { wishlistResponseSchema, type WishlistResponse } from '@haat/domain/cart/cart-api.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { WISHLIST_QUERY_KEY } from './wishlist-answer.ts';

export async function getWishlist(signal?: AbortSignal): Promise<WishlistResponse> {
  const data = await apiRequest<unknown>('/users/wishlist', { signal });
  return wishlistResponseSchema.parse(data);
}

export function wishlistQueryOptions() {
  return queryOptions({ queryKey: WISHLIST_QUERY_KEY, queryFn: ({ signal }) => getWishlist(signal) });
}

export function useWishlistQuery(enabled: boolean) {
  return useQuery({ ...wishlistQueryOptions(), enabled });
}
