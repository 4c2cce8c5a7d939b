// GET /api/users/get-cart (docs/behaviour/cart.md#calls): the signed-in cart with each line's availability, the
// totals and notices.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cartResponseSchema, type CartResponse } from '@haat/domain/cart/cart-api.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { CART_QUERY_KEY } from './cart-answer.ts';

export async function getCart(signal?: AbortSignal): Promise<CartResponse> {
  const data = await apiRequest<unknown>('/users/get-cart', { signal });
  return cartResponseSchema.parse(data);
}

export function cartQueryOptions() {
  return queryOptions({ queryKey: CART_QUERY_KEY, queryFn: ({ signal }) => getCart(signal) });
}

export function useCartQuery(enabled: boolean) {
  return useQuery({ ...cartQueryOptions(), enabled });
}
