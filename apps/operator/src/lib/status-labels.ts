// Order, parcel and tracking-event statuses arrive as codes (statusCode, ADR 0023); the console words them here,
// each through t() so Hindi covers them: the spec's wording, as the shopper reads it.
import type { TFunction } from 'i18next';
import type { TrackingEventStatus } from '@haat/domain/orders/order-status';

export function statusLabel(t: TFunction, status: TrackingEventStatus): string {
  const labels: Record<TrackingEventStatus, string> = {
    confirmed: t('Order Confirmed'),
    payment_received: t('Payment Received'),
    packed: t('Order Packed'),
    dispatched: t('Order Dispatched'),
    out_for_delivery: t('Out for Delivery'),
    delivered: t('Order Delivered'),
    cancelled: t('Cancelled'),
    returned: t('Returned'),
    return_requested: t('Return requested'),
    return_approved: t('Return approved'),
    return_rejected: t('Return rejected'),
    return_picked_up: t('Return picked up'),
    return_refunded: t('Return refunded'),
    return_exchanged: t('Return exchanged'),
  };
  return labels[status];
}
