// POST /api/users/wishlist (docs/behaviour/wishlist.md#calls): saves a product. 'Product already in wishlist' (409)
// means the server holds it already, which is what was wanted: it resolves to null rather than failing
// (docs/behaviour/wishlist.md#wishlist-rules).
import { CART_MESSAGES, type WishlistResponse } from '@haat/domain/cart/cart-api.schema';
import { apiRequest, ApiRequestError } from '../../../lib/api-client.ts';
import { parseWishlistAnswer } from './wishlist-answer.ts';

export function isAlreadyInWishlist(err: unknown): boolean {
  return (
    err instanceof ApiRequestError && (err.status === 409 || err.message === CART_MESSAGES.alreadyInWishlist)
  );
}

export async function addWishlistItem(productId: string): Promise<WishlistResponse | null> {
  try {
    return parseWishlistAnswer(
      await apiRequest<unknown>('/users/wishlist', { method: 'POST', body: { productId } }),
    );
  } catch (err) {
    if (isAlreadyInWishlist(err)) return null;
    throw err;
  }
}
