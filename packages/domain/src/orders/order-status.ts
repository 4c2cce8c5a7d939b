// Order and sub-order statuses (docs/behaviour/orders.md#status-codes, docs/behaviour/tracking.md#progress, issue 7,
// issue 27, ADR 0023): the stored codes, the spec's wording of each, the steps a seller may move a sub-order
// through, the order's status derived from its sub-orders, tabs and progress. Every rule here reads a code by
// exact match; the spec's display strings are produced from the code at the edge (statusText).

/** What a sub-order's status can be, in the order a parcel moves: the codes stored in the database. */
export const SUB_ORDER_STATUSES = {
  confirmed: 'confirmed',
  paymentReceived: 'payment_received',
  packed: 'packed',
  dispatched: 'dispatched',
  outForDelivery: 'out_for_delivery',
  delivered: 'delivered',
  cancelled: 'cancelled',
  returned: 'returned',
} as const;
export type SubOrderStatus = (typeof SUB_ORDER_STATUSES)[keyof typeof SUB_ORDER_STATUSES];
/** An order's status is always one of its sub-orders' (orderStatusOf). */
export type OrderStatus = SubOrderStatus;
export const SUB_ORDER_STATUS_CODES = Object.values(SUB_ORDER_STATUSES) as [
  SubOrderStatus,
  ...SubOrderStatus[],
];

/** The tracking events of a return request (the request's own status is in returns/return-status). */
export const RETURN_EVENT_STATUSES = {
  requested: 'return_requested',
  approved: 'return_approved',
  rejected: 'return_rejected',
  pickedUp: 'return_picked_up',
  refunded: 'return_refunded',
  exchanged: 'return_exchanged',
} as const;
export type ReturnEventStatus = (typeof RETURN_EVENT_STATUSES)[keyof typeof RETURN_EVENT_STATUSES];

/** What a tracking event's status can be: a parcel's move, or a step of a return request. */
export type TrackingEventStatus = SubOrderStatus | ReturnEventStatus;
export const TRACKING_EVENT_STATUS_CODES = [
  ...SUB_ORDER_STATUS_CODES,
  ...Object.values(RETURN_EVENT_STATUSES),
] as [TrackingEventStatus, ...TrackingEventStatus[]];

/**
 * The spec's wording of each code (docs/behaviour/orders.md#status-codes): the English text the API
 * answers in `status` beside `statusCode`, mails quote, and the storefront uses as its translation key.
 */
export const STATUS_TEXTS = {
  payment_received: 'Payment Received',
  confirmed: 'Order Confirmed',
  packed: 'Order Packed',
  dispatched: 'Order Dispatched',
  out_for_delivery: 'Out for Delivery',
  delivered: 'Order Delivered',
  cancelled: 'Cancelled',
  returned: 'Returned',
  return_requested: 'Return requested',
  return_approved: 'Return approved',
  return_rejected: 'Return rejected',
  return_picked_up: 'Return picked up',
  return_refunded: 'Return refunded',
  return_exchanged: 'Return exchanged',
} as const satisfies Record<TrackingEventStatus, string>;

/** The spec's display string of a status code. */
export function statusText(code: TrackingEventStatus): string {
  return STATUS_TEXTS[code];
}

export function isSubOrderStatus(value: string): value is SubOrderStatus {
  return (SUB_ORDER_STATUS_CODES as readonly string[]).includes(value);
}

export function isTrackingEventStatus(value: string): value is TrackingEventStatus {
  return (TRACKING_EVENT_STATUS_CODES as readonly string[]).includes(value);
}

/** How far along a status is; cancelled and returned stand outside the line. */
const STATUS_RANK: Record<SubOrderStatus, number> = {
  confirmed: 1,
  payment_received: 1,
  packed: 2,
  dispatched: 3,
  out_for_delivery: 4,
  delivered: 5,
  cancelled: -1,
  returned: -1,
};

/** The steps the seller API accepts (POST /api/seller/orders/{subOrderId}/status): each is the code it moves to. */
export const SELLER_STATUS_STEPS = {
  packed: SUB_ORDER_STATUSES.packed,
  dispatched: SUB_ORDER_STATUSES.dispatched,
  out_for_delivery: SUB_ORDER_STATUSES.outForDelivery,
  delivered: SUB_ORDER_STATUSES.delivered,
  cancelled: SUB_ORDER_STATUSES.cancelled,
} as const;
export type SellerStatusStep = keyof typeof SELLER_STATUS_STEPS;

export const ORDER_STATUS_MESSAGES = {
  notForward: (from: string, to: string) => `A sub-order cannot move from '${from}' to '${to}'`,
  notCancellable: 'This order has already been dispatched and can no longer be cancelled',
  alreadyCancelled: 'This order is already cancelled',
  cancelled: 'Order cancelled',
} as const;

/** The initial status of a new sub-order: paid online means the money is in; cash on delivery means confirmed. */
export function initialSubOrderStatus(paymentMethod: 'razorpay' | 'upi' | 'cod'): SubOrderStatus {
  return paymentMethod === 'cod' ? SUB_ORDER_STATUSES.confirmed : SUB_ORDER_STATUSES.paymentReceived;
}

/** Statuses only move forward; cancelling is allowed until the parcel leaves (before dispatched). */
export function canMoveSubOrder(from: SubOrderStatus, to: SubOrderStatus): boolean {
  if (from === to) return false;
  if (STATUS_RANK[from] < 0) return false;
  if (to === SUB_ORDER_STATUSES.cancelled) return STATUS_RANK[from] < STATUS_RANK.dispatched;
  if (to === SUB_ORDER_STATUSES.returned) return from === SUB_ORDER_STATUSES.delivered;
  return STATUS_RANK[to] > STATUS_RANK[from];
}

export function isCancellable(status: SubOrderStatus): boolean {
  return canMoveSubOrder(status, SUB_ORDER_STATUSES.cancelled);
}

/**
 * The order's status from its sub-orders: the least advanced of those still on their way, so delivered means
 * every parcel arrived; cancelled or returned only when every sub-order is.
 */
export function orderStatusOf(subOrderStatuses: readonly SubOrderStatus[]): OrderStatus {
  const active = subOrderStatuses.filter((status) => STATUS_RANK[status] > 0);
  if (active.length === 0) {
    return subOrderStatuses.includes(SUB_ORDER_STATUSES.returned)
      ? SUB_ORDER_STATUSES.returned
      : SUB_ORDER_STATUSES.cancelled;
  }
  return active.reduce((least, status) => (STATUS_RANK[status] < STATUS_RANK[least] ? status : least));
}

/**
 * The tabs of /recent-purchase and the codes each gathers (docs/behaviour/orders.md#status-groups): the spec's
 * groups (Processing = payment received, processing, order confirmed, order packed; Shipped = order dispatched, out
 * for delivery; Delivered = order delivered) read as codes. Cancelled and returned orders are only under All.
 */
export const ORDER_TABS = {
  All: [...SUB_ORDER_STATUS_CODES],
  Processing: [SUB_ORDER_STATUSES.paymentReceived, SUB_ORDER_STATUSES.confirmed, SUB_ORDER_STATUSES.packed],
  Shipped: [SUB_ORDER_STATUSES.dispatched, SUB_ORDER_STATUSES.outForDelivery],
  Delivered: [SUB_ORDER_STATUSES.delivered],
} as const satisfies Record<string, readonly OrderStatus[]>;
export type OrderTab = keyof typeof ORDER_TABS;

export function isInOrderTab(status: OrderStatus, tab: OrderTab): boolean {
  return (ORDER_TABS[tab] as readonly OrderStatus[]).includes(status);
}

export function isDeliveredStatus(status: OrderStatus): boolean {
  return status === SUB_ORDER_STATUSES.delivered;
}

/**
 * The progress bar of /orders/{id} in percent (docs/behaviour/tracking.md#progress): the spec's rule (delivered 100,
 * out for delivery 80, dispatched or shipped 60, packed 40, confirmed or processing 20, cancelled and returned 0 with
 * the bar hidden, any other 10) for each code; payment received is one of the "other" statuses.
 */
export const ORDER_PROGRESS: Record<OrderStatus, number> = {
  payment_received: 10,
  confirmed: 20,
  packed: 40,
  dispatched: 60,
  out_for_delivery: 80,
  delivered: 100,
  cancelled: 0,
  returned: 0,
};

export function orderProgress(status: OrderStatus): number {
  return ORDER_PROGRESS[status];
}

/** The bar is hidden for cancelled and returned orders (progress 0). */
export function showsProgressBar(status: OrderStatus): boolean {
  return orderProgress(status) > 0;
}
