// DELETE /api/users/wishlist (docs/behaviour/wishlist.md#wishlist-page, Clear All): empties the signed-in wishlist.
import type { WishlistResponse } from '@haat/domain/cart/cart-api.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { parseWishlistAnswer } from './wishlist-answer.ts';

export async function clearWishlist(): Promise<WishlistResponse | null> {
  return parseWishlistAnswer(await apiRequest<unknown>('/users/wishlist', { method: 'DELETE' }));
}
