// GET /api/users/orders (docs/behaviour/orders.md#calls) for /notification: the newest page of the shopper's orders,
// whose tracking events become the order notices. Under the orders' key, so Log Out's cache clear and order changes
// reach it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderListResponseSchema } from '@haat/domain/orders/order.schema';
import { apiRequest } from '../../../lib/api-client.ts';

/** The contract's largest page: the newest 50 orders hold every recent event worth telling. */
const NOTIFICATION_ORDERS_LIMIT = 50;

export async function getNotificationOrders(signal?: AbortSignal) {
  const data = await apiRequest<unknown>('/users/orders', {
    query: { page: 1, limit: NOTIFICATION_ORDERS_LIMIT },
    signal,
  });
  return orderListResponseSchema.parse(data).orders;
}

export function notificationOrdersQueryOptions() {
  return queryOptions({
    queryKey: ['users', 'orders', 'notifications'] as const,
    queryFn: ({ signal }) => getNotificationOrders(signal),
    // Statuses move while the page is open; a minute-old view is fine, a stale day is not.
    staleTime: 30_000,
  });
}

export function useNotificationOrders() {
  return useQuery(notificationOrdersQueryOptions());
}
