// DELETE /api/users/cart/{productId} (docs/behaviour/cart.md#calls): removes a line.
import type { CartResponse } from '@haat/domain/cart/cart-api.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { parseCartAnswer } from './cart-answer.ts';

export async function removeCartItem(productId: string): Promise<CartResponse | null> {
  const data = await apiRequest<unknown>(`/users/cart/${encodeURIComponent(productId)}`, {
    method: 'DELETE',
  });
  return parseCartAnswer(data);
}
