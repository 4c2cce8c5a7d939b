// Order notices from the orders' tracking events (docs/behaviour/account.md#notifications): one per moment worth
// telling. Each seller ships its own parcel, so an event that reached only some parcels names their sellers; events
// of one kind written together (a cancel of the whole order, the placing) make one notice for the whole order.
import {
  initialSubOrderStatus,
  statusText,
  SUB_ORDER_STATUSES,
  type TrackingEventStatus,
} from '@haat/domain/orders/order-status';
import type { Order, TrackingEvent } from '@haat/domain/orders/order.schema';
import { RETURN_POLICY_STATEMENTS } from '@haat/domain/pricing/shipping-statements';
import { formatInr } from '@haat/domain/money/money';
import type { NotificationDraft, OrderEventKind } from './notification.ts';
import { tk } from '../../i18n/translation-key.ts';

/** Events of one kind this close together are one happening (a cancel writes one event per parcel at once). */
export const SAME_EVENT_WINDOW_MS = 2 * 60 * 1000;

/** Which moment each tracking event's status code stands for; null for those not worth telling. */
export const EVENT_KINDS: Record<TrackingEventStatus, OrderEventKind | null> = {
  confirmed: 'placed',
  payment_received: 'placed',
  packed: null,
  dispatched: 'shipped',
  out_for_delivery: 'outForDelivery',
  delivered: 'delivered',
  cancelled: 'cancelled',
  returned: 'returned',
  return_requested: null,
  return_approved: 'returnApproved',
  return_rejected: 'returnRejected',
  return_picked_up: null,
  return_refunded: 'returned',
  return_exchanged: 'returned',
};

export function eventKindOf(status: TrackingEventStatus): OrderEventKind | null {
  return EVENT_KINDS[status];
}

interface EventGroup {
  kind: OrderEventKind;
  events: TrackingEvent[];
}

/** Events sorted oldest first, then grouped by kind and by SAME_EVENT_WINDOW_MS gaps. */
function groupEvents(events: readonly TrackingEvent[]): EventGroup[] {
  const sorted = events
    .map((event) => ({ event, kind: eventKindOf(event.statusCode), at: Date.parse(event.timestamp) }))
    .filter((e): e is { event: TrackingEvent; kind: OrderEventKind; at: number } => e.kind !== null)
    .filter((e) => Number.isFinite(e.at))
    .sort((a, b) => a.at - b.at || (a.event.subOrderId ?? '').localeCompare(b.event.subOrderId ?? ''));
  const open = new Map<OrderEventKind, { group: EventGroup; lastAt: number }>();
  const groups: EventGroup[] = [];
  for (const { event, kind, at } of sorted) {
    const current = open.get(kind);
    if (current && at - current.lastAt <= SAME_EVENT_WINDOW_MS) {
      current.group.events.push(event);
      current.lastAt = at;
      continue;
    }
    const group = { kind, events: [event] };
    groups.push(group);
    open.set(kind, { group, lastAt: at });
  }
  return groups;
}

const TITLES: Record<OrderEventKind, { order: string; parcel: string }> = {
  placed: { order: tk('Order placed'), parcel: tk('Order placed') },
  shipped: { order: tk('Order shipped'), parcel: tk('Parcel shipped') },
  outForDelivery: { order: tk('Out for delivery'), parcel: tk('Parcel out for delivery') },
  delivered: { order: tk('Order delivered'), parcel: tk('Parcel delivered') },
  cancelled: { order: tk('Order cancelled'), parcel: tk('Parcel cancelled') },
  returnApproved: { order: tk('Return approved'), parcel: tk('Return approved') },
  returnRejected: { order: tk('Return not approved'), parcel: tk('Return not approved') },
  returned: { order: tk('Return completed'), parcel: tk('Return completed') },
};

/** Where a notice's button goes: tracking while the parcel moves, the order's page after. */
const ACTION_TEXT: Record<OrderEventKind, string> = {
  placed: 'Track Order',
  shipped: 'Track Order',
  outForDelivery: 'Track Order',
  delivered: 'View Order',
  cancelled: 'View Order',
  returnApproved: 'View Order',
  returnRejected: 'View Order',
  returned: 'View Order',
};

interface MessageFacts {
  kind: OrderEventKind;
  wholeOrder: boolean;
  cashOnDelivery: boolean;
  paid: boolean;
  carrier: string | null;
  statuses: TrackingEventStatus[];
}

/** The message key for one event; its {{placeholders}} are number, amount, sellers, carrier and days. */
function messageOf(f: MessageFacts): string {
  const subject = f.wholeOrder ? 'order' : 'parcel';
  switch (f.kind) {
    case 'placed':
      return f.statuses.includes(SUB_ORDER_STATUSES.paymentReceived)
        ? tk('We received your payment of {{amount}} for order #{{number}}. The seller is preparing it.')
        : tk('Your order #{{number}} for {{amount}} is confirmed. Pay in cash when it is delivered.');
    case 'shipped':
      if (subject === 'parcel')
        return tk('The parcel from {{sellers}} in order #{{number}} has been shipped.');
      return f.carrier
        ? tk('Your order #{{number}} has been shipped with {{carrier}} and is on its way.')
        : tk('Your order #{{number}} has been shipped and is on its way.');
    case 'outForDelivery':
      if (f.cashOnDelivery)
        return subject === 'order'
          ? tk('Your order #{{number}} is out for delivery. Please keep {{amount}} ready to pay in cash.')
          : tk(
              'The parcel from {{sellers}} in order #{{number}} is out for delivery. Please keep {{amount}} ready to pay in cash.',
            );
      return subject === 'order'
        ? tk('Your order #{{number}} is out for delivery and reaches you soon.')
        : tk('The parcel from {{sellers}} in order #{{number}} is out for delivery.');
    case 'delivered':
      return subject === 'order'
        ? tk('Your order #{{number}} has been delivered. Rate your purchase to help other shoppers.')
        : tk('The parcel from {{sellers}} in order #{{number}} has been delivered.');
    case 'cancelled':
      if (f.paid)
        return subject === 'order'
          ? tk(
              'Your order #{{number}} has been cancelled. Your refund of {{amount}} reaches you in {{days}} business days.',
            )
          : tk(
              'The parcel from {{sellers}} in order #{{number}} has been cancelled. Your refund of {{amount}} reaches you in {{days}} business days.',
            );
      return subject === 'order'
        ? tk('Your order #{{number}} has been cancelled.')
        : tk('The parcel from {{sellers}} in order #{{number}} has been cancelled.');
    case 'returnApproved':
      return tk('Your return request for order #{{number}} has been approved.');
    case 'returnRejected':
      return tk(
        "Your return request for order #{{number}} was not approved. The order's page shows the seller's note.",
      );
    case 'returned':
      return tk(
        'Your return for order #{{number}} is complete. Any refund reaches you in {{days}} business days.',
      );
  }
}

/** The order number shown, or the last 8 characters of the id (docs/behaviour/orders.md#order-fields). */
function shownNumber(order: Pick<Order, '_id' | 'orderNumber'>): string {
  return order.orderNumber?.trim() || order._id.slice(-8).toUpperCase();
}

/** Every notice one order's tracking events give, oldest first. */
export function notificationsForOrder(order: Order): NotificationDraft[] {
  const placing = initialSubOrderStatus(order.payment.method);
  const events = order.trackingEvents.some((e) => eventKindOf(e.statusCode) === 'placed')
    ? order.trackingEvents
    : // An order always has its placing; older orders without that first event take it from their date, with
      // the status a new order of its payment method starts in.
      [
        {
          status: statusText(placing),
          statusCode: placing,
          description: '',
          location: null,
          timestamp: order.orderDate || order.createdAt,
          updatedBy: 'system',
          subOrderId: null,
        },
        ...order.trackingEvents,
      ];
  const subOrders = new Map(order.subOrders.map((s) => [s._id, s]));
  const number = shownNumber(order);
  const cashOnDelivery = order.payment.method === 'cod';
  const paid =
    !cashOnDelivery && (order.payment.status === 'Completed' || order.payment.status === 'Refunded');
  const status = order.currentStatus || order.status;
  const itemCount = order.items.reduce((sum, item) => sum + item.quantity, 0);

  return groupEvents(events).map(({ kind, events: group }) => {
    const parcelIds = [...new Set(group.map((e) => e.subOrderId).filter((id): id is string => Boolean(id)))];
    const parcels = parcelIds.map((id) => subOrders.get(id)).filter((s) => s !== undefined);
    // Placing and returns are about the order (a return names chosen items, not parcels); any other event is about
    // the whole order when every parcel is in it.
    const orderWide = kind === 'placed' || kind.startsWith('return');
    const wholeOrder =
      orderWide ||
      order.subOrders.length <= 1 ||
      parcelIds.length === 0 ||
      parcels.length === order.subOrders.length;
    const amount =
      wholeOrder || parcels.length === 0 ? order.totalAmount : parcels.reduce((sum, s) => sum + s.total, 0);
    const days =
      kind === 'cancelled'
        ? RETURN_POLICY_STATEMENTS.refundDays.cancellation
        : cashOnDelivery
          ? RETURN_POLICY_STATEMENTS.refundDays.bankOrCod
          : RETURN_POLICY_STATEMENTS.refundDays.card;
    const carrier = parcels.find((s) => s.carrier)?.carrier ?? order.carrier ?? null;
    const sellers = parcels.map((s) => s.sellerName);
    const first = group[0]!;
    const last = group[group.length - 1]!;
    return {
      id: `order-${order._id}-${kind}-${first.subOrderId ?? 'all'}-${Date.parse(first.timestamp)}`,
      type: 'order',
      title: TITLES[kind][wholeOrder ? 'order' : 'parcel'],
      message: messageOf({
        kind,
        wholeOrder,
        cashOnDelivery,
        paid,
        carrier,
        statuses: group.map((e) => e.statusCode),
      }),
      params: {
        number,
        amount: formatInr(amount),
        sellers: sellers.join(', '),
        carrier: carrier ?? '',
        days,
      },
      date: new Date(Date.parse(last.timestamp)).toISOString(),
      actionLink: `/orders/${encodeURIComponent(order._id)}`,
      actionText: ACTION_TEXT[kind],
      orderData: {
        orderId: order._id,
        orderNumber: number,
        status,
        totalAmount: order.totalAmount,
        itemCount,
        event: kind,
        sellers,
      },
    } satisfies NotificationDraft;
  });
}

/** The notices of every order, newest first. */
export function orderNotifications(orders: readonly Order[]): NotificationDraft[] {
  return orders.flatMap(notificationsForOrder).sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}
