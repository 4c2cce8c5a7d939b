// POST /api/users/cart/merge (docs/behaviour/cart.md#cart-lines): the guest cart at sign-in, in one call; the server
// sums quantities per product, caps them at stock and answers the merged cart.
import { cartResponseSchema, type CartItemInput, type CartResponse } from '@haat/domain/cart/cart-api.schema';
import { apiRequest } from '../../../lib/api-client.ts';

export async function mergeCart(items: CartItemInput[]): Promise<CartResponse> {
  const data = await apiRequest<unknown>('/users/cart/merge', { method: 'POST', body: { items } });
  return cartResponseSchema.parse(data);
}
