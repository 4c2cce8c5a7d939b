// GET /api/tracking/order/{orderId} (docs/behaviour/tracking.md#calls): the progress, events and delivery facts the
// tracking page draws. When it fails the page falls back to what the order call carries
// (docs/behaviour/tracking.md#polling-and-refresh), keeping the error to show.
import { queryOptions, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { orderProgress } from '@haat/domain/orders/order-status';
import { trackingResponseSchema, type Order, type TrackingResponse } from '@haat/domain/orders/order.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { statusOf } from '../order-view.ts';
import { trackingKey } from './order-keys.ts';

export type Tracking = TrackingResponse['data'];

export async function getOrderTracking(orderId: string, signal?: AbortSignal): Promise<Tracking> {
  const data = await apiRequest<unknown>(`/tracking/order/${encodeURIComponent(orderId)}`, { signal });
  return trackingResponseSchema.parse(data).data;
}

export function trackingQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: trackingKey(orderId),
    queryFn: ({ signal }) => getOrderTracking(orderId, signal),
    retry: 1,
  });
}

export type TrackingRefetchInterval = UseQueryOptions<
  Tracking,
  Error,
  Tracking,
  ReturnType<typeof trackingKey>
>['refetchInterval'];

export function useOrderTracking(orderId: string, refetchInterval: TrackingRefetchInterval) {
  return useQuery({ ...trackingQueryOptions(orderId), refetchInterval });
}

/** The tracking view built from the order itself, for when the tracking call failed. */
export function trackingFromOrder(order: Order): Tracking {
  const status = statusOf(order);
  return {
    orderId: order._id,
    orderNumber: order.orderNumber,
    status: order.status,
    statusCode: status,
    progress: orderProgress(status),
    trackingNumber: order.trackingNumber,
    carrier: order.carrier,
    isRealTimeTracking: order.isRealTimeTracking,
    events: order.trackingEvents,
    deliveryInfo: order.deliveryInfo,
    expectedDelivery: order.expectedDelivery,
    lastUpdated: order.lastUpdated,
    subOrders: order.subOrders,
  };
}
