// The delivery promise as server state: one TanStack Query entry per pincode and product, filled by the batcher,
// so the cards of a page share one request and a product seen again (another row, its page, checkout) is known.
import { queryOptions, useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ProductDeliveryPromiseAnswer } from '@haat/domain/shipping/delivery-promise.schema';
import { getDeliveryPromises } from './delivery-promise-api.ts';
import { deliveryPincodeOf, useDeliveryPincode } from './delivery-pincode.ts';
import { createPromiseBatcher, type PincodeFacts, type ProductPromiseResult } from './promise-batcher.ts';

/** Dates move at most once a day and the rules rarely: a few minutes stale is fine, and saves a request per view. */
export const DELIVERY_PROMISE_STALE_MS = 5 * 60_000;

const batcher = createPromiseBatcher(getDeliveryPromises);

export const deliveryPromiseKeys = {
  all: ['delivery-promise'] as const,
  pincode: (pincode: string) => ['delivery-promise', pincode] as const,
};

export function deliveryPromiseQueryOptions(pincode: string, productId: string) {
  return queryOptions({
    queryKey: [...deliveryPromiseKeys.pincode(pincode), productId] as const,
    queryFn: () => batcher.load(pincode, productId),
    staleTime: DELIVERY_PROMISE_STALE_MS,
    gcTime: 30 * 60_000,
    retry: 1,
  });
}

/** One product's promise to the chosen location; `pincode` is null (and nothing asked) when none is set. */
export function useDeliveryPromise(productId: string): {
  pincode: string | null;
  query: UseQueryResult<ProductPromiseResult>;
} {
  const pincode = useDeliveryPincode();
  const query = useQuery({
    ...deliveryPromiseQueryOptions(pincode ?? '', productId),
    enabled: pincode !== null && productId !== '',
  });
  return { pincode, query };
}

export interface PromisesSummary {
  /** idle: no valid pincode or no products, so nothing was asked. */
  status: 'idle' | 'pending' | 'error' | 'success';
  /** What the pincode itself gets, once any answer arrived. */
  place: PincodeFacts | null;
  /** In the order asked; null for an id that is not a published product. */
  promises: (ProductDeliveryPromiseAnswer | null)[];
}

export function summarisePromises(
  results: readonly Pick<UseQueryResult<ProductPromiseResult>, 'data' | 'isError' | 'isPending'>[],
  asked: boolean,
): PromisesSummary {
  if (!asked || results.length === 0) return { status: 'idle', place: null, promises: [] };
  const place = results.find((r) => r.data)?.data?.place ?? null;
  const promises = results.map((r) => r.data?.promise ?? null);
  const status = results.some((r) => r.isError)
    ? 'error'
    : results.some((r) => r.isPending)
      ? 'pending'
      : 'success';
  return { status, place, promises };
}

/** Several products' promises to a given pincode (checkout asks for the cart's products and the address). */
export function useDeliveryPromises(pincode: string, productIds: readonly string[]): PromisesSummary {
  const valid = deliveryPincodeOf(pincode);
  return useQueries({
    queries: productIds.map((id) => ({
      ...deliveryPromiseQueryOptions(valid ?? '', id),
      enabled: valid !== null,
    })),
    combine: (results) => summarisePromises(results, valid !== null),
  });
}
