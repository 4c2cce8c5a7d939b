// What the order pages draw from an order (docs/behaviour/orders.md#order-fields,
// docs/behaviour/tracking.md#progress): the shown number, tab filtering and counts, status tones, progress steps,
// newest-first events, payment labels and the polling rule.
import {
  orderProgress,
  isInOrderTab,
  type OrderStatus,
  type OrderTab,
  SUB_ORDER_STATUSES as S,
} from '@haat/domain/orders/order-status';
import type { Order, PaymentMethod, TrackingEvent } from '@haat/domain/orders/order.schema';
import { tk } from '../../i18n/translation-key.ts';

/** The tabs of /recent-purchase (ORDER_TABS), in order; their names are the tab labels' translation keys. */
export const ORDER_TAB_NAMES = [
  tk('All'),
  tk('Processing'),
  tk('Shipped'),
  tk('Delivered'),
] as const satisfies readonly OrderTab[];

/**
 * The tracking page polls this often while a parcel carries a real-time tracking number
 * (docs/behaviour/tracking.md#limits).
 */
export const TRACKING_POLL_MS = 60_000;

/**
 * The order number, or the last 8 characters of the id when there is none (docs/behaviour/orders.md#order-fields).
 */
export function displayOrderNumber(order: Pick<Order, '_id' | 'orderNumber'>): string {
  const number = order.orderNumber?.trim();
  return number || order._id.slice(-8).toUpperCase();
}

/**
 * The order's status code (ADR 0023): every rule of the pages reads the code; the spec's display string is made
 * from it where it is shown (statusText, translated).
 */
export function statusOf(order: Pick<Order, 'statusCode'>): OrderStatus {
  return order.statusCode;
}

export function ordersInTab<T extends Pick<Order, 'statusCode'>>(orders: readonly T[], tab: OrderTab): T[] {
  return orders.filter((order) => isInOrderTab(statusOf(order), tab));
}

export function tabCounts(orders: readonly Pick<Order, 'statusCode'>[]): Record<OrderTab, number> {
  return Object.fromEntries(ORDER_TAB_NAMES.map((tab) => [tab, ordersInTab(orders, tab).length])) as Record<
    OrderTab,
    number
  >;
}

export type StatusTone = 'processing' | 'shipped' | 'delivered' | 'stopped';

/** The badge colour family of each status: the tab it is grouped under, or stopped outside the line. */
export const STATUS_TONES: Record<OrderStatus, StatusTone> = {
  [S.paymentReceived]: 'processing',
  [S.confirmed]: 'processing',
  [S.packed]: 'processing',
  [S.dispatched]: 'shipped',
  [S.outForDelivery]: 'shipped',
  [S.delivered]: 'delivered',
  [S.cancelled]: 'stopped',
  [S.returned]: 'stopped',
};

export function statusTone(status: OrderStatus): StatusTone {
  return STATUS_TONES[status];
}

/** The bar's labelled steps, each reached at the progress the spec gives its status. */
export const PROGRESS_STEPS = [
  { label: tk('Confirmed'), at: 20 },
  { label: tk('Packed'), at: 40 },
  { label: tk('Dispatched'), at: 60 },
  { label: tk('Out for Delivery'), at: 80 },
  { label: tk('Delivered'), at: 100 },
] as const;

export function progressSteps(status: OrderStatus): { label: string; reached: boolean; current: boolean }[] {
  const progress = orderProgress(status);
  const current = PROGRESS_STEPS.filter((step) => step.at <= progress).at(-1)?.at;
  return PROGRESS_STEPS.map((step) => ({
    label: step.label,
    reached: step.at <= progress,
    current: step.at === current,
  }));
}

/** Newest first; events with unreadable timestamps go last, in their given order. */
export function eventsNewestFirst<T extends Pick<TrackingEvent, 'timestamp'>>(events: readonly T[]): T[] {
  const time = (event: T) => {
    const ms = Date.parse(event.timestamp);
    return Number.isNaN(ms) ? -Infinity : ms;
  };
  return events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => time(b.event) - time(a.event) || a.index - b.index)
    .map(({ event }) => event);
}

/** The names checkout gives the methods (docs/behaviour/checkout.md#payment): a Razorpay payment is by card. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  razorpay: tk('Credit/Debit Card'),
  upi: 'UPI',
  cod: 'Cash on Delivery',
};

/**
 * Poll only when there is something live to follow: a tracking number and the real-time flag
 * (docs/behaviour/tracking.md#polling-and-refresh).
 */
export function trackingPollInterval(
  tracking: { trackingNumber: string | null; isRealTimeTracking: boolean } | undefined,
): number | false {
  return tracking?.trackingNumber && tracking.isRealTimeTracking ? TRACKING_POLL_MS : false;
}

export function returnRequestPath(orderId: string): string {
  return `/return-request/${encodeURIComponent(orderId)}`;
}

export function orderPath(orderId: string): string {
  return `/orders/${encodeURIComponent(orderId)}`;
}

/** The invoice's file name: 'invoice-HT-2026-000123.pdf', with anything unsafe for a file name replaced. */
export function invoiceFileName(orderNumber: string): string {
  return `invoice-${orderNumber.replace(/[^\w.-]+/g, '_')}.pdf`;
}

/** Items of an order, at most `max` for a card, and how many more there are. */
export function itemsPreview<T>(items: readonly T[], max = 3): { shown: T[]; more: number } {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}

/** '1 item' or '3 items' (the English keys carry no plural forms, so each form is its own text). */
export function itemCountText(t: (key: string, options?: Record<string, unknown>) => string, count: number) {
  return count === 1 ? t('1 item') : t('{{count}} items', { count });
}
