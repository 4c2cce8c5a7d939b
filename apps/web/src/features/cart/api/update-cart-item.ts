// PUT /api/users/cart/{productId} (docs/behaviour/cart.md#calls): sets a line's quantity (capped at stock by the
// server).
import type { CartResponse } from '@haat/domain/cart/cart-api.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { parseCartAnswer } from './cart-answer.ts';

export async function updateCartItem(productId: string, quantity: number): Promise<CartResponse | null> {
  const data = await apiRequest<unknown>(`/users/cart/${encodeURIComponent(productId)}`, {
    method: 'PUT',
    body: { quantity },
  });
  return parseCartAnswer(data);
}
