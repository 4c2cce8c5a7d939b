// POST /api/tracking/lookup: a guest finds an order by its number and the e-mail or phone used at checkout.
import { useMutation } from '@tanstack/react-query';
import {
  trackOrderResponseSchema,
  type GuestTrackedOrder,
  type TrackOrderRequest,
} from '@haat/domain/orders/track-order.schema';
import { apiRequest } from '../../../lib/api-client.ts';

/** Every failure arrives as ApiRequestError with the server's message (404 for no match or a wrong contact). */
export async function lookupOrder(body: TrackOrderRequest): Promise<GuestTrackedOrder> {
  const data = await apiRequest<unknown>('/tracking/lookup', { method: 'POST', body, auth: false });
  return trackOrderResponseSchema.parse(data).data;
}

export function useLookupOrder() {
  return useMutation({ mutationFn: lookupOrder });
}
