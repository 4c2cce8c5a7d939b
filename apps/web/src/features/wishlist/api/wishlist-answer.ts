// What the wishlist endpoints answer (docs/behaviour/wishlist.md#calls): the whole list. Writes whose answer is not a
// list (a bare { success }) resolve to null, and the caller reads the list again when it needs it.
import { wishlistResponseSchema, type WishlistResponse } from '@haat/domain/cart/cart-api.schema';

/** The wishlist query's key, under 'users' so Log Out's cache clear drops it with the rest of the account. */
export const WISHLIST_QUERY_KEY = ['users', 'wishlist'] as const;

export function parseWishlistAnswer(data: unknown): WishlistResponse | null {
  const parsed = wishlistResponseSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
