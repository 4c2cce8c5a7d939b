import { describe, expect, it } from 'vitest';
import { orderSchema, type Order } from '@haat/domain/orders/order.schema';
import { trackingFromOrder } from './get-order-tracking.ts';
import { loadedOrders } from './get-orders.ts';

const event = {
  status: 'Order Dispatched',
  statusCode: 'dispatched',
  description: 'Handed to Delhivery',
  location: 'Bengaluru Hub',
  timestamp: '2026-11-21T10:00:00.000Z',
  updatedBy: 'seller',
  subOrderId: 's1',
};

function order(overrides: Partial<Order> = {}): Order {
  return orderSchema.parse({
    _id: 'o1',
    orderId: 'o1',
    orderNumber: 'HT0000000001',
    orderDate: '2026-11-20T10:00:00.000Z',
    createdAt: '2026-11-20T10:00:00.000Z',
    status: 'Order Dispatched',
    currentStatus: 'Order Dispatched',
    statusCode: 'dispatched',
    totalAmount: 1099,
    subtotal: 1000,
    shippingCost: 99,
    tax: 152.54,
    discount: 0,
    couponCode: null,
    items: [],
    subOrders: [],
    shippingAddress: {
      fullName: 'Priya Nair',
      phone: '9876543210',
      addressLine1: '14, 2nd Cross',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560038',
      country: 'India',
      addressType: 'Home',
    },
    payment: { method: 'cod', status: 'Pending', transactionId: null },
    notes: null,
    trackingNumber: 'AWB1',
    carrier: 'Delhivery',
    isRealTimeTracking: true,
    trackingEvents: [event],
    latestTracking: event,
    expectedDelivery: '2026-11-25T00:00:00.000Z',
    deliveredAt: null,
    deliveryInfo: null,
    cancellable: false,
    lastUpdated: '2026-11-21T10:00:00.000Z',
    ...overrides,
  });
}

describe('trackingFromOrder', () => {
  it('builds the tracking view from the order when the tracking call failed', () => {
    const view = trackingFromOrder(order());
    expect(view).toMatchObject({
      orderId: 'o1',
      orderNumber: 'HT0000000001',
      status: 'Order Dispatched',
      statusCode: 'dispatched',
      progress: 60,
      trackingNumber: 'AWB1',
      carrier: 'Delhivery',
      isRealTimeTracking: true,
      expectedDelivery: '2026-11-25T00:00:00.000Z',
    });
    expect(view.events).toEqual([event]);
  });

  it('takes its progress from the status code', () => {
    expect(trackingFromOrder(order({ status: 'Cancelled', statusCode: 'cancelled' })).progress).toBe(0);
  });
});

describe('loadedOrders', () => {
  it('joins pages and drops an order that moved onto the next page while paging', () => {
    const a = order({ _id: 'a' });
    const b = order({ _id: 'b' });
    const c = order({ _id: 'c' });
    expect(loadedOrders([{ orders: [a, b] }, { orders: [b, c] }]).map((o) => o._id)).toEqual(['a', 'b', 'c']);
    expect(loadedOrders(undefined)).toEqual([]);
  });
});
