// POST /api/users/cart (docs/behaviour/cart.md#calls): adds a product; one already in the cart gains the quantity.
// The server reads the price from the catalogue and caps the line at stock.
import type { CartAddRequest, CartResponse } from '@haat/domain/cart/cart-api.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { parseCartAnswer } from './cart-answer.ts';

export async function addCartItem(body: CartAddRequest): Promise<CartResponse | null> {
  return parseCartAnswer(await apiRequest<unknown>('/users/cart', { method: 'POST', body }));
}
