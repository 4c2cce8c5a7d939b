import {
  isInOrderTab,
  ORDER_TABS,
  type OrderStatus,
  SUB_ORDER_STATUSES as S,
} from '@haat/domain/orders/order-status';
import { describe, expect, it } from 'vitest';
import {
  displayOrderNumber,
  ORDER_TAB_NAMES,
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

const order = (statusCode: OrderStatus) => ({ statusCode });
const ALL = Object.values(S);

describe('displayOrderNumber', () => {
  it('shows the order number, or the last 8 characters of the id', () => {
    expect(displayOrderNumber({ _id: 'x', orderNumber: 'HT-2026-000042' })).toBe('HT-2026-000042');
    expect(displayOrderNumber({ _id: '0d9c1b6e-4c1f-4b8a-9a55-3fe7ab12cd34', orderNumber: ' ' })).toBe(
      'AB12CD34',
    );
  });
});

describe('statusOf', () => {
  it('reads the code, never the display string', () => {
    expect(statusOf({ statusCode: S.packed })).toBe('packed');
  });
});

describe('tabs', () => {
  const orders = ALL.map(order);

  it('groups by the spec tab lists (docs/behaviour/orders.md#status-groups)', () => {
    expect(ordersInTab(orders, 'Processing').map(statusOf)).toEqual([
      S.confirmed,
      S.paymentReceived,
      S.packed,
    ]);
    expect(ordersInTab(orders, 'Shipped').map(statusOf)).toEqual([S.dispatched, S.outForDelivery]);
    expect(ordersInTab(orders, 'Delivered').map(statusOf)).toEqual([S.delivered]);
  });

  it('counts every order under All, cancelled and returned ones only there', () => {
    expect(tabCounts(orders)).toEqual({ All: 8, Processing: 3, Shipped: 2, Delivered: 1 });
  });

  it('names every tab of the domain, in order', () => {
    expect(ORDER_TAB_NAMES).toEqual(Object.keys(ORDER_TABS));
  });
});

describe('statusTone', () => {
  it.each([
    [S.confirmed, 'processing'],
    [S.paymentReceived, 'processing'],
    [S.packed, 'processing'],
    [S.dispatched, 'shipped'],
    [S.outForDelivery, 'shipped'],
    [S.delivered, 'delivered'],
    [S.cancelled, 'stopped'],
    [S.returned, 'stopped'],
  ] as const)('%s is %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });

  it('gives the tone of the tab a status is grouped under', () => {
    for (const code of ALL) {
      const tab = (['Processing', 'Shipped', 'Delivered'] as const).find((name) => isInOrderTab(code, name));
      expect(statusTone(code)).toBe(tab ? tab.toLowerCase() : 'stopped');
    }
  });
});

describe('progressSteps', () => {
  it('marks steps up to the status progress and the last reached as current', () => {
    const steps = progressSteps(S.dispatched);
    expect(steps.map((s) => s.reached)).toEqual([true, true, true, false, false]);
    expect(steps.filter((s) => s.current).map((s) => s.label)).toEqual(['Dispatched']);
  });

  it('reaches nothing before confirmation and everything when delivered', () => {
    expect(progressSteps(S.paymentReceived).some((s) => s.reached || s.current)).toBe(false);
    expect(progressSteps(S.delivered).every((s) => s.reached)).toBe(true);
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
