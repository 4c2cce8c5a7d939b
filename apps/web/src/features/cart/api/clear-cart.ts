// DELETE /api/users/cart (docs/behaviour/cart.md#cart-page, Clear Cart): empties the signed-in cart.
import type { CartResponse } from '@haat/domain/cart/cart-api.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { parseCartAnswer } from './cart-answer.ts';

export async function clearCart(): Promise<CartResponse | null> {
  return parseCartAnswer(await apiRequest<unknown>('/users/cart', { method: 'DELETE' }));
}
