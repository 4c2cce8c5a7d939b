// DELETE /api/users/wishlist/{productId} (docs/behaviour/wishlist.md#calls): removes a saved product.
import type { WishlistResponse } from '@haat/domain/cart/cart-api.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { parseWishlistAnswer } from './wishlist-answer.ts';

export async function removeWishlistItem(productId: string): Promise<WishlistResponse | null> {
  const data = await apiRequest<unknown>(`/users/wishlist/${encodeURIComponent(productId)}`, {
    method: 'DELETE',
  });
  return parseWishlistAnswer(data);
}
