// POST /api/orders/shipping-estimate (docs/behaviour/checkout.md#shipping-estimate): the delivery charge per seller
// for the chosen address's pincode and the cart's lines. Not retried: a failure shows the client's estimate at once
// (docs/behaviour/checkout.md#shipping-estimate).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  shippingEstimateResponseSchema,
  type ShippingEstimateRequest,
  type ShippingEstimateResponse,
} from '@haat/domain/shipping/shipping-estimate.schema';
import { apiRequest } from '../../../lib/api-client.ts';

export async function getShippingEstimate(
  input: ShippingEstimateRequest,
  signal?: AbortSignal,
): Promise<ShippingEstimateResponse> {
  const data = await apiRequest<unknown>('/orders/shipping-estimate', {
    method: 'POST',
    body: input,
    signal,
  });
  return shippingEstimateResponseSchema.parse(data);
}

export function shippingEstimateQueryOptions(input: ShippingEstimateRequest) {
  return queryOptions({
    queryKey: ['users', 'shipping-estimate', input.shippingPincode, input.items] as const,
    queryFn: ({ signal }) => getShippingEstimate(input, signal),
    retry: false,
    staleTime: 60_000,
  });
}

/** Asks once an address is chosen; until then (and for an empty cart) nothing is sent. */
export function useShippingEstimate(input: ShippingEstimateRequest | null) {
  return useQuery({
    ...shippingEstimateQueryOptions(input ?? { shippingPincode: '', items: [] }),
    enabled: input !== null && input.items.length > 0,
    placeholderData: keepPreviousData,
  });
}
