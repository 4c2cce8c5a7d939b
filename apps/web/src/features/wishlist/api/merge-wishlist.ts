// POST /api/users/wishlist/merge (docs/behaviour/wishlist.md#wishlist-rules): the guest wishlist at sign-in, in one
// call; the server keeps the union and answers it.
import { wishlistResponseSchema, type WishlistResponse } from '@haat/domain/cart/cart-api.schema';
import { apiRequest } from '../../../lib/api-client.ts';

export async function mergeWishlist(productIds: string[]): Promise<WishlistResponse> {
  const data = await apiRequest<unknown>('/users/wishlist/merge', { method: 'POST', body: { productIds } });
  return wishlistResponseSchema.parse(data);
}
