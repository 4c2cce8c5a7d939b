// Orders as the shopper reads them (docs/behaviour/orders.md#order-fields, issue 7): rupees, ISO dates, lines with
// their seller, the sub-orders, tracking events newest first and what the tracking page needs. A page of orders costs
// four queries.
import { paise, paiseToRupees } from '@haat/domain/money/money';
import {
  isCancellable,
  isDeliveredStatus,
  statusText,
  SUB_ORDER_STATUSES,
} from '@haat/domain/orders/order-status';
import type { Order, SubOrder, TrackingEvent } from '@haat/domain/orders/order.schema';
import type { Address } from '@haat/domain/addresses/address.schema';
import type { Db } from '../../db/client.ts';
import {
  findOrder,
  findOrderItems,
  findOrdersOfUser,
  findSubOrders,
  findTrackingEvents,
  type OrderItemRow,
  type OrderRow,
  type SubOrderRow,
  type TrackingEventRow,
} from './orders.repository.ts';

const rupees = (amount: number) => paiseToRupees(paise(amount));
const iso = (at: Date | null) => (at ? at.toISOString() : null);

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Asia/Kolkata',
});
/** The calendar day in India (YYYY-MM-DD) of a moment. */
const istDate = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/** Statuses outside the line a parcel moves along: they neither hold an order back nor can be cancelled. */
const closed = new Set<string>([SUB_ORDER_STATUSES.cancelled, SUB_ORDER_STATUSES.returned]);

function toSubOrder(row: SubOrderRow): SubOrder {
  return {
    _id: row.id,
    sellerId: row.sellerId,
    sellerName: row.sellerName,
    // The stored code, and the spec's display string of it (ADR 0023).
    status: statusText(row.status),
    statusCode: row.status,
    subtotal: rupees(row.subtotalPaise),
    shippingCost: rupees(row.shippingPaise),
    discount: rupees(row.discountPaise),
    total: rupees(row.totalPaise),
    invoiceNumber: row.invoiceNumber,
    trackingNumber: row.trackingNumber,
    carrier: row.carrier,
    expectedDelivery: iso(row.expectedDelivery),
    deliveredAt: iso(row.deliveredAt),
    cancellable: isCancellable(row.status),
  };
}

function toEvent(row: TrackingEventRow): TrackingEvent {
  return {
    status: statusText(row.status),
    statusCode: row.status,
    description: row.description,
    location: row.location,
    timestamp: row.createdAt.toISOString(),
    updatedBy: row.updatedBy,
    subOrderId: row.subOrderId,
  };
}

function toAddressView(stored: unknown): Order['shippingAddress'] {
  const a = stored as Partial<Address>;
  return {
    _id: a._id,
    fullName: a.fullName ?? '',
    phone: a.phone ?? '',
    addressLine1: a.addressLine1 ?? '',
    ...(a.addressLine2 ? { addressLine2: a.addressLine2 } : {}),
    city: a.city ?? '',
    state: a.state ?? '',
    postalCode: a.postalCode ?? '',
    country: a.country ?? 'India',
    addressType: a.addressType ?? 'Home',
  };
}

/** Builds the view of one order from its rows (sub-orders oldest first, events newest first). */
export function toOrderView(
  order: OrderRow,
  subRows: SubOrderRow[],
  itemRows: OrderItemRow[],
  eventRows: TrackingEventRow[],
): Order {
  const subOrders = subRows.map(toSubOrder);
  const events = eventRows.map(toEvent);
  const dispatched = subRows.find((s) => s.trackingNumber && !closed.has(s.status));
  const trackingNumber = dispatched?.trackingNumber ?? null;
  const carrier = dispatched?.carrier ?? null;
  const delivered = isDeliveredStatus(order.status);
  const deliveredRows = subRows.filter((s) => s.deliveredAt);
  const lastDelivered = deliveredRows.reduce<SubOrderRow | undefined>(
    (last, s) => (!last || (s.deliveredAt ?? 0) > (last.deliveredAt ?? 0) ? s : last),
    undefined,
  );
  const deliveredAt = order.deliveredAt ?? (delivered ? (lastDelivered?.deliveredAt ?? null) : null);
  const active = subOrders.filter((s) => !closed.has(s.statusCode));
  const latestEvent = eventRows[0]?.createdAt;
  const lastUpdated = latestEvent && latestEvent > order.updatedAt ? latestEvent : order.updatedAt;
  return {
    _id: order.id,
    orderId: order.id,
    orderNumber: order.orderNumber,
    orderDate: order.createdAt.toISOString(),
    createdAt: order.createdAt.toISOString(),
    status: statusText(order.status),
    currentStatus: statusText(order.status),
    statusCode: order.status,
    totalAmount: rupees(order.totalPaise),
    subtotal: rupees(order.subtotalPaise),
    shippingCost: rupees(order.shippingPaise),
    tax: rupees(order.taxPaise),
    discount: rupees(order.discountPaise),
    couponCode: order.couponCode,
    items: itemRows.map((i) => ({
      _id: i.id,
      productId: i.productId,
      subOrderId: i.subOrderId,
      sellerId: i.sellerId,
      sellerName: i.sellerName,
      name: i.name,
      image: i.image,
      sku: i.sku,
      price: rupees(i.unitPricePaise),
      mrp: rupees(i.mrpPaise),
      quantity: i.quantity,
      lineTotal: rupees(i.lineTotalPaise),
      returnedQuantity: i.returnedQuantity,
    })),
    subOrders,
    shippingAddress: toAddressView(order.shippingAddress),
    payment: { method: order.paymentMethod, status: order.paymentStatus, transactionId: order.transactionId },
    notes: order.notes,
    trackingNumber,
    carrier,
    isRealTimeTracking: Boolean(trackingNumber && carrier) && !delivered,
    trackingEvents: events,
    latestTracking: events[0] ?? null,
    expectedDelivery: iso(order.expectedDelivery),
    deliveredAt: iso(deliveredAt),
    deliveryInfo:
      delivered && deliveredAt
        ? {
            deliveryDate: istDate(deliveredAt),
            deliveryTime: timeFormat.format(deliveredAt),
            recipientName: lastDelivered?.recipientName ?? null,
            signedBy: lastDelivered?.recipientName ?? null,
          }
        : null,
    cancellable: active.length > 0 && active.every((s) => s.cancellable),
    lastUpdated: lastUpdated.toISOString(),
  };
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

async function viewsOf(db: Db, orderRows: OrderRow[]): Promise<Order[]> {
  const ids = orderRows.map((o) => o.id);
  const [subs, items, events] = await Promise.all([
    findSubOrders(db, ids),
    findOrderItems(db, ids),
    findTrackingEvents(db, ids),
  ]);
  const subsOf = groupBy(subs, (s) => s.orderId);
  const itemsOf = groupBy(items, (i) => i.orderId);
  const eventsOf = groupBy(events, (e) => e.orderId);
  return orderRows.map((o) =>
    toOrderView(o, subsOf.get(o.id) ?? [], itemsOf.get(o.id) ?? [], eventsOf.get(o.id) ?? []),
  );
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that cannot name an order (not a uuid) is simply not found, never a database error. */
export const isOrderId = (id: string) => UUID_PATTERN.test(id);

/** One order whoever owns it (the seller API and tracking check their own rights). */
export async function loadOrderView(db: Db, orderId: string): Promise<Order | undefined> {
  if (!isOrderId(orderId)) return undefined;
  const order = await findOrder(db, orderId);
  if (!order) return undefined;
  const [view] = await viewsOf(db, [order]);
  return view;
}

/** One order of this shopper; another shopper's order is undefined, as if it did not exist (404). */
export async function loadUserOrderView(db: Db, userId: string, orderId: string): Promise<Order | undefined> {
  if (!isOrderId(orderId)) return undefined;
  const order = await findOrder(db, orderId);
  if (order?.userId !== userId) return undefined;
  const [view] = await viewsOf(db, [order]);
  return view;
}

/** A page of the shopper's orders, newest first, with the total count. */
export async function listOrderViews(
  db: Db,
  userId: string,
  page: number,
  limit: number,
): Promise<{ orders: Order[]; total: number }> {
  const { rows, total } = await findOrdersOfUser(db, userId, page, limit);
  return { orders: await viewsOf(db, rows), total };
}
