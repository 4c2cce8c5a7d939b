import { describe, expect, it } from 'vitest';
import {
  displayOrderNumber,
  eventsNewestFirst,
  invoiceFileName,
  PAYMENT_METHOD_LABELS,
  itemsPreview,
  ordersInTab,
  progressSteps,
  statusOf,
  statusTone,
  tabCounts,
  TRACKING_POLL_MS,
  trackingPollInterval,
} from './order-view.ts';

const order = (status: string, currentStatus = status) => ({ status, currentStatus });

describe('displayOrderNumber', () => {
  it('shows the order number, or the last 8 characters of the id', () => {
    expect(displayOrderNumber({ _id: 'x', orderNumber: 'HT-2026-000042' })).toBe('HT-2026-000042');
    expect(displayOrderNumber({ _id: '0d9c1b6e-4c1f-4b8a-9a55-3fe7ab12cd34', orderNumber: ' ' })).toBe(
      'AB12CD34',
    );
  });
});

describe('statusOf', () => {
  it('prefers currentStatus, then status, then placed', () => {
    expect(statusOf(order('Order Confirmed', 'Order Packed'))).toBe('Order Packed');
    expect(statusOf(order('Order Confirmed', ''))).toBe('Order Confirmed');
    expect(statusOf(order('', ''))).toBe('placed');
  });
});

describe('tabs', () => {
  const orders = [
    order('Order Confirmed'),
    order('payment received'),
    order('ORDER PACKED'),
    order('Order Dispatched'),
    order('Out for Delivery'),
    order('Order Delivered'),
    order('Cancelled'),
  ];

  it('groups case-insensitively by the spec tab lists', () => {
    expect(ordersInTab(orders, 'Processing').map(statusOf)).toEqual([
      'Order Confirmed',
      'payment received',
      'ORDER PACKED',
    ]);
    expect(ordersInTab(orders, 'Shipped').map(statusOf)).toEqual(['Order Dispatched', 'Out for Delivery']);
    expect(ordersInTab(orders, 'Delivered').map(statusOf)).toEqual(['Order Delivered']);
  });

  it('counts every order under All, cancelled ones only there', () => {
    expect(tabCounts(orders)).toEqual({ All: 7, Processing: 3, Shipped: 2, Delivered: 1 });
  });
});

describe('statusTone', () => {
  it.each([
    ['Order Confirmed', 'processing'],
    ['Payment Received', 'processing'],
    ['Order Packed', 'processing'],
    ['Order Dispatched', 'shipped'],
    ['out for delivery', 'shipped'],
    ['Order Delivered', 'delivered'],
    ['Cancelled', 'stopped'],
    ['Returned', 'stopped'],
    ['placed', 'neutral'],
  ])('%s is %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });
});

describe('progressSteps', () => {
  it('marks steps up to the status progress and the last reached as current', () => {
    const steps = progressSteps('Order Dispatched');
    expect(steps.map((s) => s.reached)).toEqual([true, true, true, false, false]);
    expect(steps.filter((s) => s.current).map((s) => s.label)).toEqual(['Dispatched']);
  });

  it('reaches nothing before confirmation and everything when delivered', () => {
    expect(progressSteps('placed').some((s) => s.reached || s.current)).toBe(false);
    expect(progressSteps('Order Delivered').every((s) => s.reached)).toBe(true);
  });
});

describe('eventsNewestFirst', () => {
  it('sorts by timestamp descending without changing the input, unreadable times last', () => {
    const events = [
      { timestamp: '2026-11-20T10:00:00Z', id: 'a' },
      { timestamp: 'not a date', id: 'b' },
      { timestamp: '2026-11-22T08:00:00Z', id: 'c' },
      { timestamp: '2026-11-21T09:30:00+05:30', id: 'd' },
    ];
    expect(eventsNewestFirst(events).map((e) => e.id)).toEqual(['c', 'd', 'a', 'b']);
    expect(events[0]!.id).toBe('a');
  });
});

describe('trackingPollInterval', () => {
  it('polls every 60 s only with a tracking number and the real-time flag', () => {
    expect(trackingPollInterval({ trackingNumber: 'AWB1', isRealTimeTracking: true })).toBe(TRACKING_POLL_MS);
    expect(TRACKING_POLL_MS).toBe(60_000);
    expect(trackingPollInterval({ trackingNumber: 'AWB1', isRealTimeTracking: false })).toBe(false);
    expect(trackingPollInterval({ trackingNumber: null, isRealTimeTracking: true })).toBe(false);
    expect(trackingPollInterval(undefined)).toBe(false);
  });
});

describe('invoiceFileName and itemsPreview', () => {
  it('names the invoice after the order number', () => {
    expect(invoiceFileName('HT-2026-000042')).toBe('invoice-HT-2026-000042.pdf');
    expect(invoiceFileName('a/b c')).toBe('invoice-a_b_c.pdf');
  });

  it('shows up to three items and counts the rest', () => {
    expect(itemsPreview([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3], more: 2 });
    expect(itemsPreview([1])).toEqual({ shown: [1], more: 0 });
  });
});

describe('PAYMENT_METHOD_LABELS', () => {
  it('names each method as checkout does: a card payment is Credit/Debit Card, never net banking', () => {
    expect(PAYMENT_METHOD_LABELS).toEqual({
      razorpay: 'Credit/Debit Card',
      upi: 'UPI',
      cod: 'Cash on Delivery',
    });
  });
});
