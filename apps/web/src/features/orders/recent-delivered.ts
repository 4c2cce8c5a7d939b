// The profile's "recent purchases" (docs/behaviour/account.md#profile): up to three delivered orders, the latest
// delivery first.
import { isDeliveredStatus } from '@haat/domain/orders/order-status';
import type { Order } from '@haat/domain/orders/order.schema';
import { statusOf } from './order-view.ts';

export const RECENT_DELIVERED_COUNT = 3;

type DeliveredCandidate = Pick<Order, 'statusCode' | 'deliveredAt' | 'orderDate' | 'createdAt'>;

/** When an order arrived, or when it was placed if the delivery time is unknown. */
function deliveredTime(order: DeliveredCandidate): number {
  return new Date(order.deliveredAt ?? (order.orderDate || order.createdAt)).getTime() || 0;
}

export function recentDelivered<T extends DeliveredCandidate>(
  orders: readonly T[],
  count = RECENT_DELIVERED_COUNT,
): T[] {
  return orders
    .filter((order) => isDeliveredStatus(statusOf(order)))
    .sort((a, b) => deliveredTime(b) - deliveredTime(a))
    .slice(0, count);
}
