// What every cart endpoint answers (docs/behaviour/cart.md#calls): the whole cart. Writes whose answer is not a cart
// (a bare { success }) resolve to null, and the caller reads the cart again.
import { cartResponseSchema, type CartResponse } from '@haat/domain/cart/cart-api.schema';

/** The cart query's key, under 'users' so Log Out's cache clear drops it with the rest of the account. */
export const CART_QUERY_KEY = ['users', 'cart'] as const;

export function parseCartAnswer(data: unknown): CartResponse | null {
  const parsed = cartResponseSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
