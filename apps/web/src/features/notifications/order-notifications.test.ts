// Order notices from tracking events: which statuses tell the shopper something, one notice per happening, parcels
// named by their sellers, the right message for cash and paid orders, and ids that stay put as the order moves.
import { describe, expect, it } from 'vitest';
import {
  RETURN_EVENT_STATUSES as R,
  statusText,
  SUB_ORDER_STATUSES as S,
  type TrackingEventStatus,
} from '@haat/domain/orders/order-status';
import type { Order, SubOrder, TrackingEvent } from '@haat/domain/orders/order.schema';
import { eventKindOf, notificationsForOrder, orderNotifications } from './order-notifications.ts';

const T0 = Date.parse('2026-11-20T10:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();

function subOrder(id: string, sellerName: string, total: number, extra: Partial<SubOrder> = {}): SubOrder {
  return {
    _id: id,
    sellerId: `seller-${id}`,
    sellerName,
    status: 'Order Confirmed',
    statusCode: S.confirmed,
    subtotal: total,
    shippingCost: 0,
    discount: 0,
    total,
    invoiceNumber: `INV-${id}`,
    trackingNumber: null,
    carrier: null,
    expectedDelivery: null,
    deliveredAt: null,
    cancellable: true,
    ...extra,
  };
}

function event(
  statusCode: TrackingEventStatus,
  minutes: number,
  subOrderId: string | null = 'so1',
): TrackingEvent {
  return {
    status: statusText(statusCode),
    statusCode,
    description: statusText(statusCode),
    location: null,
    timestamp: at(minutes),
    updatedBy: 'system',
    subOrderId,
  };
}

function order(extra: Partial<Order> = {}): Order {
  return {
    _id: 'ord-0001',
    orderId: 'ord-0001',
    orderNumber: 'HT-2611-0042',
    orderDate: at(0),
    createdAt: at(0),
    status: 'Order Confirmed',
    currentStatus: 'Order Confirmed',
    statusCode: S.confirmed,
    totalAmount: 1299,
    subtotal: 1299,
    shippingCost: 0,
    tax: 198.15,
    discount: 0,
    couponCode: null,
    items: [
      {
        _id: 'it1',
        productId: 'p1',
        subOrderId: 'so1',
        sellerId: 'seller-so1',
        sellerName: 'Raipur Handlooms',
        name: 'Kosa silk stole',
        image: null,
        sku: 'KS-1',
        price: 1299,
        mrp: 1599,
        quantity: 2,
        lineTotal: 1299,
        returnedQuantity: 0,
      },
    ],
    subOrders: [subOrder('so1', 'Raipur Handlooms', 1299)],
    shippingAddress: {
      fullName: 'Priya Nair',
      phone: '9876543210',
      addressLine1: '14, 2nd Cross',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560038',
      country: 'India',
      addressType: 'Home',
    } as Order['shippingAddress'],
    payment: { method: 'cod', status: 'Pending', transactionId: null },
    notes: null,
    trackingNumber: null,
    carrier: null,
    isRealTimeTracking: false,
    trackingEvents: [event(S.confirmed, 0)],
    latestTracking: null,
    expectedDelivery: null,
    deliveredAt: null,
    deliveryInfo: null,
    cancellable: true,
    lastUpdated: at(0),
    ...extra,
  };
}

describe('eventKindOf', () => {
  it.each([
    [S.confirmed, 'placed'],
    [S.paymentReceived, 'placed'],
    [S.packed, null],
    [S.dispatched, 'shipped'],
    [S.outForDelivery, 'outForDelivery'],
    [S.delivered, 'delivered'],
    [S.cancelled, 'cancelled'],
    [R.requested, null],
    [R.approved, 'returnApproved'],
    [R.rejected, 'returnRejected'],
    [R.pickedUp, null],
    [R.refunded, 'returned'],
    [R.exchanged, 'returned'],
    [S.returned, 'returned'],
  ] as const)('%s → %s', (status, kind) => {
    expect(eventKindOf(status)).toBe(kind);
  });
});

describe('notificationsForOrder', () => {
  it('tells each step of a delivered cash order once, skipping packing, with the step’s time', () => {
    const delivered = order({
      currentStatus: 'Order Delivered',
      subOrders: [
        subOrder('so1', 'Raipur Handlooms', 1299, { carrier: 'Delhivery', trackingNumber: 'AWB1' }),
      ],
      trackingEvents: [
        event(S.delivered, 3000),
        event(S.outForDelivery, 2900),
        event(S.dispatched, 1500),
        event(S.packed, 600),
        event(S.confirmed, 0),
      ],
    });
    const list = notificationsForOrder(delivered);
    expect(list.map((n) => [n.orderData?.event, n.title, n.date])).toEqual([
      ['placed', 'Order placed', at(0)],
      ['shipped', 'Order shipped', at(1500)],
      ['outForDelivery', 'Out for delivery', at(2900)],
      ['delivered', 'Order delivered', at(3000)],
    ]);
    expect(list.every((n) => n.type === 'order' && n.actionLink === '/orders/ord-0001')).toBe(true);
    expect(list.map((n) => n.actionText)).toEqual([
      'Track Order',
      'Track Order',
      'Track Order',
      'View Order',
    ]);
    expect(list[0]!.message).toBe(
      'Your order #{{number}} for {{amount}} is confirmed. Pay in cash when it is delivered.',
    );
    expect(list[0]!.params).toMatchObject({ number: 'HT-2611-0042', amount: '₹1,299' });
    expect(list[1]!.message).toContain('{{carrier}}');
    expect(list[1]!.params.carrier).toBe('Delhivery');
    expect(list[2]!.message).toBe(
      'Your order #{{number}} is out for delivery. Please keep {{amount}} ready to pay in cash.',
    );
    expect(list[3]!.orderData).toEqual({
      orderId: 'ord-0001',
      orderNumber: 'HT-2611-0042',
      status: 'Order Delivered',
      totalAmount: 1299,
      itemCount: 2,
      event: 'delivered',
      sellers: ['Raipur Handlooms'],
    });
  });

  it('gives an order without its placing event one from its date, as its payment method starts', () => {
    const paid = order({
      payment: { method: 'upi', status: 'Completed', transactionId: 'pay_1' },
      trackingEvents: [event(S.dispatched, 600)],
    });
    const list = notificationsForOrder(paid);
    expect(list.map((n) => [n.orderData?.event, n.date])).toEqual([
      ['placed', at(0)],
      ['shipped', at(600)],
    ]);
    expect(list[0]!.message).toBe(
      'We received your payment of {{amount}} for order #{{number}}. The seller is preparing it.',
    );
  });

  it('says a paid order’s payment arrived, and that its cancellation refund is on the way', () => {
    const paid = order({
      payment: { method: 'upi', status: 'Refunded', transactionId: 'pay_1' },
      trackingEvents: [event(S.paymentReceived, 0), event(S.cancelled, 30)],
    });
    const [placed, cancelled] = notificationsForOrder(paid);
    expect(placed!.message).toMatch(/^We received your payment of \{\{amount\}\}/);
    expect(cancelled!.title).toBe('Order cancelled');
    expect(cancelled!.message).toContain('Your refund of {{amount}} reaches you in {{days}} business days.');
    expect(cancelled!.params.days).toBe('5-7');
  });

  it('does not promise a refund for a cancelled cash order', () => {
    const [, cancelled] = notificationsForOrder(
      order({ trackingEvents: [event(S.confirmed, 0), event(S.cancelled, 5)] }),
    );
    expect(cancelled!.message).toBe('Your order #{{number}} has been cancelled.');
  });

  it('names the seller when only one parcel of a two-seller order moved, and its own amount to pay', () => {
    const twoSellers = order({
      totalAmount: 2000,
      subOrders: [subOrder('so1', 'Raipur Handlooms', 1299), subOrder('so2', 'Bastar Crafts', 701)],
      trackingEvents: [
        event(S.confirmed, 0, 'so1'),
        event(S.confirmed, 0, 'so2'),
        event(S.dispatched, 100, 'so2'),
        event(S.outForDelivery, 200, 'so2'),
        event(S.dispatched, 900, 'so1'),
      ],
    });
    const list = notificationsForOrder(twoSellers);
    expect(list.map((n) => n.title)).toEqual([
      'Order placed',
      'Parcel shipped',
      'Parcel out for delivery',
      'Parcel shipped',
    ]);
    expect(list[0]!.params.amount).toBe('₹2,000');
    expect(list[1]!.params.sellers).toBe('Bastar Crafts');
    expect(list[2]!.params.amount).toBe('₹701');
    expect(list[3]!.params.sellers).toBe('Raipur Handlooms');
    expect(new Set(list.map((n) => n.id)).size).toBe(list.length);
  });

  it('makes one notice of a cancel written for every parcel at once', () => {
    const cancelledAll = order({
      subOrders: [subOrder('so1', 'Raipur Handlooms', 1299), subOrder('so2', 'Bastar Crafts', 701)],
      trackingEvents: [
        event(S.confirmed, 0, 'so1'),
        event(S.confirmed, 0, 'so2'),
        event(S.cancelled, 10, 'so2'),
        event(S.cancelled, 10, 'so1'),
      ],
    });
    const list = notificationsForOrder(cancelledAll);
    expect(list.map((n) => n.title)).toEqual(['Order placed', 'Order cancelled']);
  });

  it('keeps a notice’s id when later events arrive, so its read state holds', () => {
    const early = notificationsForOrder(order({ trackingEvents: [event(S.confirmed, 0)] }));
    const later = notificationsForOrder(
      order({ trackingEvents: [event(S.dispatched, 500), event(S.confirmed, 0)] }),
    );
    expect(later[0]!.id).toBe(early[0]!.id);
    expect(later[1]!.id).not.toBe(early[0]!.id);
  });

  it('takes the placing from the order date when no first event was recorded', () => {
    const list = notificationsForOrder(order({ trackingEvents: [] }));
    expect(list).toHaveLength(1);
    expect(list[0]!.title).toBe('Order placed');
    expect(list[0]!.date).toBe(at(0));
  });

  it('falls back to the last 8 characters of the id for an order without a number', () => {
    const [placed] = notificationsForOrder(order({ _id: 'abcdef0123456789', orderNumber: '' }));
    expect(placed!.params.number).toBe('23456789');
  });

  it('tells a completed return with the refund time of the payment method', () => {
    const returned = order({
      trackingEvents: [
        event(S.confirmed, 0),
        event(R.approved, 9000),
        event(R.refunded, 9600),
        event(S.returned, 9600),
      ],
    });
    const list = notificationsForOrder(returned);
    expect(list.map((n) => n.title)).toEqual(['Order placed', 'Return approved', 'Return completed']);
    expect(list[2]!.params.days).toBe('7-10');
  });
});

describe('orderNotifications', () => {
  it('lists every order’s notices newest first', () => {
    const older = order({ _id: 'ord-a', trackingEvents: [event(S.confirmed, 0)] });
    const newer = order({
      _id: 'ord-b',
      trackingEvents: [event(S.confirmed, 60), event(S.delivered, 90)],
    });
    expect(orderNotifications([older, newer]).map((n) => [n.orderData?.orderId, n.orderData?.event])).toEqual(
      [
        ['ord-b', 'delivered'],
        ['ord-b', 'placed'],
        ['ord-a', 'placed'],
      ],
    );
  });
});
