// GET /api/users/orders (docs/behaviour/orders.md#calls): the signed-in customer's orders, newest first, a page at a
// time.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { orderListResponseSchema, type Order } from '@haat/domain/orders/order.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { ORDERS_KEY } from './order-keys.ts';

/** The contract's largest page: most shoppers see every order at once, and the tabs filter them here. */
export const ORDERS_PAGE_SIZE = 50;

export async function getOrders(page: number, signal?: AbortSignal) {
  const data = await apiRequest<unknown>('/users/orders', {
    query: { page, limit: ORDERS_PAGE_SIZE },
    signal,
  });
  return orderListResponseSchema.parse(data);
}

export function ordersQueryOptions() {
  return infiniteQueryOptions({
    queryKey: [...ORDERS_KEY, 'list'],
    queryFn: ({ pageParam, signal }) => getOrders(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.pages ? last.pagination.page + 1 : undefined,
  });
}

export function useOrders(enabled: boolean) {
  return useInfiniteQuery({ ...ordersQueryOptions(), enabled });
}

/** Every order loaded so far, without duplicates when an order moved between pages while paging. */
export function loadedOrders(pages: readonly { orders: Order[] }[] | undefined): Order[] {
  const seen = new Set<string>();
  const out: Order[] = [];
  for (const page of pages ?? [])
    for (const order of page.orders)
      if (!seen.has(order._id)) {
        seen.add(order._id);
        out.push(order);
      }
  return out;
}
