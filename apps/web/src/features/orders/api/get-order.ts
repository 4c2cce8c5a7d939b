// GET /api/users/orders/{id} (docs/behaviour/orders.md#calls): one order with its items, sub-orders, address, payment
// and events.
import { queryOptions, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { orderResponseSchema, type Order } from '@haat/domain/orders/order.schema';
import { ApiRequestError, apiRequest } from '../../../lib/api-client.ts';
import { orderKey } from './order-keys.ts';

export async function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  const data = await apiRequest<unknown>(`/users/orders/${encodeURIComponent(orderId)}`, { signal });
  return orderResponseSchema.parse(data).order;
}

export function orderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: orderKey(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    // Not found and forbidden will not change by asking again.
    retry: (count, error) =>
      count < 2 && !(error instanceof ApiRequestError && [401, 403, 404].includes(error.status)),
  });
}

export type OrderRefetchInterval = UseQueryOptions<
  Order,
  Error,
  Order,
  ReturnType<typeof orderKey>
>['refetchInterval'];

export function useOrder(orderId: string, refetchInterval: OrderRefetchInterval) {
  return useQuery({ ...orderQueryOptions(orderId), refetchInterval });
}
