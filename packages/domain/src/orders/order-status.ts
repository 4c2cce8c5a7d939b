// Order and sub-order statuses (docs/behaviour/orders.md#order-history, docs/behaviour/tracking.md#progress, issue
// 7): the stored names, the steps a seller may move a sub-order through, the order's status derived from its
// sub-orders, tabs and progress.

/** What a sub-order's status can be, in the order a parcel moves; the spec's own wording, shown to shoppers. */
export const SUB_ORDER_STATUSES = {
  confirmed: 'Order Confirmed',
  paymentReceived: 'Payment Received',
  packed: 'Order Packed',
  dispatched: 'Order Dispatched',
  outForDelivery: 'Out for Delivery',
  delivered: 'Order Delivered',
  cancelled: 'Cancelled',
  returned: 'Returned',
} as const;
export type SubOrderStatus = (typeof SUB_ORDER_STATUSES)[keyof typeof SUB_ORDER_STATUSES];

/** How far along a status is; cancelled and returned stand outside the line. */
const STATUS_RANK: Record<SubOrderStatus, number> = {
  'Order Confirmed': 1,
  'Payment Received': 1,
  'Order Packed': 2,
  'Order Dispatched': 3,
  'Out for Delivery': 4,
  'Order Delivered': 5,
  Cancelled: -1,
  Returned: -1,
};

/** The steps the seller API accepts (POST /api/seller/orders/{subOrderId}/status), each naming a stored status. */
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

/** Statuses only move forward; cancelling is allowed until the parcel leaves (before 'Order Dispatched'). */
export function canMoveSubOrder(from: SubOrderStatus, to: SubOrderStatus): boolean {
  if (from === to) return false;
  if (STATUS_RANK[from] < 0) return false;
  if (to === SUB_ORDER_STATUSES.cancelled) return STATUS_RANK[from] < STATUS_RANK['Order Dispatched'];
  if (to === SUB_ORDER_STATUSES.returned) return from === SUB_ORDER_STATUSES.delivered;
  return STATUS_RANK[to] > STATUS_RANK[from];
}

export function isCancellable(status: SubOrderStatus): boolean {
  return canMoveSubOrder(status, SUB_ORDER_STATUSES.cancelled);
}

export function isSubOrderStatus(value: string): value is SubOrderStatus {
  return value in STATUS_RANK;
}

/**
 * The order's status from its sub-orders: the least advanced of those still on their way, so "Delivered" means
 * every parcel arrived; 'Cancelled' or 'Returned' only when every sub-order is.
 */
export function orderStatusOf(subOrderStatuses: readonly SubOrderStatus[]): SubOrderStatus {
  const active = subOrderStatuses.filter((status) => STATUS_RANK[status] > 0);
  if (active.length === 0) {
    return subOrderStatuses.includes(SUB_ORDER_STATUSES.returned)
      ? SUB_ORDER_STATUSES.returned
      : SUB_ORDER_STATUSES.cancelled;
  }
  return active.reduce((least, status) => (STATUS_RANK[status] < STATUS_RANK[least] ? status : least));
}

/**
 * The tabs of /recent-purchase and the statuses each gathers, compared case-insensitively
 * (docs/behaviour/orders.md#order-history).
 */
export const ORDER_TABS = {
  All: [],
  Processing: ['payment received', 'processing', 'order confirmed', 'order packed'],
  Shipped: ['order dispatched', 'out for delivery'],
  Delivered: ['order delivered'],
} as const satisfies Record<string, readonly string[]>;
export type OrderTab = keyof typeof ORDER_TABS;

export function isInOrderTab(status: string, tab: OrderTab): boolean {
  if (tab === 'All') return true;
  return (ORDER_TABS[tab] as readonly string[]).includes(status.trim().toLowerCase());
}

export function isDeliveredStatus(status: string): boolean {
  return isInOrderTab(status, 'Delivered');
}

/**
 * The progress bar of /orders/{id} in percent (docs/behaviour/tracking.md#progress), case-insensitive: delivered 100,
 * out for delivery 80, dispatched or shipped 60, packed 40, confirmed or processing 20, cancelled and returned 0 (bar
 * hidden), else 10.
 */
export function orderProgress(status: string | undefined): number {
  const s = (status ?? 'placed').trim().toLowerCase();
  if (s.includes('cancelled') || s.includes('returned')) return 0;
  if (s.includes('delivered')) return 100;
  if (s.includes('out for delivery')) return 80;
  if (s.includes('dispatched') || s.includes('shipped')) return 60;
  if (s.includes('packed')) return 40;
  if (s.includes('confirmed') || s.includes('processing')) return 20;
  return 10;
}

/** The bar is hidden for cancelled and returned orders (progress 0). */
export function showsProgressBar(status: string | undefined): boolean {
  return orderProgress(status) > 0;
}
