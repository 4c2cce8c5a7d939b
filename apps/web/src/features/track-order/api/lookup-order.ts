// POST /api/tracking/lookup: a guest finds an order by its number and the e-mail or phone used at checkout.
import { useMutation } from '@tanstack/react-query';
import type { TrackOrderRequest } from '@haat/domain/orders/track-order.schema';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The found order's shape arrives with the orders module; until then the page only needs to know that the
 * lookup succeeded, and every failure arrives as ApiRequestError with the server's message.
 */
export async function lookupOrder(body: TrackOrderRequest): Promise<unknown> {
  return apiRequest<unknown>('/tracking/lookup', { method: 'POST', body, auth: false });
}

export function useLookupOrder() {
  return useMutation({ mutationFn: lookupOrder });
}
