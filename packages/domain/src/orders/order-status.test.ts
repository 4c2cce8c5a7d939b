// The status rules of orders: forward-only moves, cancelling before dispatch, the order's status from its parcels,
// the tabs of /recent-purchase and the progress bar of docs/behaviour/tracking.md#progress.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canMoveSubOrder,
  initialSubOrderStatus,
  isCancellable,
  isInOrderTab,
  orderProgress,
  orderStatusOf,
  showsProgressBar,
  SUB_ORDER_STATUSES as S,
  type SubOrderStatus,
} from './order-status.ts';

const ALL = Object.values(S);
const LINE: SubOrderStatus[] = [S.confirmed, S.packed, S.dispatched, S.outForDelivery, S.delivered];

describe('sub-order moves', () => {
  it('starts confirmed for cash on delivery and paid for the gateway methods', () => {
    expect(initialSubOrderStatus('cod')).toBe(S.confirmed);
    expect(initialSubOrderStatus('razorpay')).toBe(S.paymentReceived);
    expect(initialSubOrderStatus('upi')).toBe(S.paymentReceived);
  });

  it('moves forward only, and may skip steps', () => {
    for (const [i, from] of LINE.entries()) {
      for (const [j, to] of LINE.entries()) expect(canMoveSubOrder(from, to), `${from} → ${to}`).toBe(j > i);
    }
  });

  it.each([
    [S.confirmed, true],
    [S.paymentReceived, true],
    [S.packed, true],
    [S.dispatched, false],
    [S.outForDelivery, false],
    [S.delivered, false],
    [S.cancelled, false],
    [S.returned, false],
  ])('cancelling from %s: %s', (from, allowed) => {
    expect(isCancellable(from)).toBe(allowed);
  });

  it('returns only what was delivered, and nothing leaves cancelled or returned', () => {
    expect(canMoveSubOrder(S.delivered, S.returned)).toBe(true);
    expect(canMoveSubOrder(S.outForDelivery, S.returned)).toBe(false);
    for (const to of ALL) {
      expect(canMoveSubOrder(S.cancelled, to)).toBe(false);
      expect(canMoveSubOrder(S.returned, to)).toBe(false);
    }
  });
});

describe('orderStatusOf', () => {
  it.each([
    [[S.delivered, S.delivered], S.delivered],
    [[S.delivered, S.dispatched], S.dispatched],
    [[S.packed, S.cancelled], S.packed],
    [[S.cancelled, S.cancelled], S.cancelled],
    [[S.returned, S.cancelled], S.returned],
    [[S.paymentReceived, S.outForDelivery], S.paymentReceived],
  ])('%j → %s', (statuses, expected) => {
    expect(orderStatusOf(statuses)).toBe(expected);
  });

  // One order has one payment method, so its sub-orders start either confirmed (cash) or paid, never both.
  it('is one of its sub-orders’ statuses, and no further along than any active one', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...LINE, S.cancelled, S.returned), { minLength: 1, maxLength: 6 }),
        (statuses) => {
          const status = orderStatusOf(statuses);
          expect(statuses).toContain(status);
          const active = statuses.filter((s) => LINE.includes(s));
          if (active.length > 0) {
            for (const s of active) expect(orderProgress(status)).toBeLessThanOrEqual(orderProgress(s));
          }
        },
      ),
    );
  });
});

describe('tabs of /recent-purchase (case-insensitive)', () => {
  it.each([
    ['Payment Received', 'Processing'],
    ['processing', 'Processing'],
    ['ORDER CONFIRMED', 'Processing'],
    ['Order Packed', 'Processing'],
    ['Order Dispatched', 'Shipped'],
    ['out for delivery', 'Shipped'],
    ['Order Delivered', 'Delivered'],
  ] as const)('%s is under %s', (status, tab) => {
    expect(isInOrderTab(status, tab)).toBe(true);
    expect(isInOrderTab(status, 'All')).toBe(true);
    for (const other of ['Processing', 'Shipped', 'Delivered'] as const)
      if (other !== tab) expect(isInOrderTab(status, other)).toBe(false);
  });

  it('leaves cancelled orders only under All', () => {
    expect(isInOrderTab('Cancelled', 'All')).toBe(true);
    for (const tab of ['Processing', 'Shipped', 'Delivered'] as const)
      expect(isInOrderTab('Cancelled', tab)).toBe(false);
  });
});

describe('orderProgress (docs/behaviour/tracking.md#progress)', () => {
  it.each([
    ['Order Delivered', 100],
    ['delivered', 100],
    ['Out for Delivery', 80],
    ['Order Dispatched', 60],
    ['shipped', 60],
    ['Order Packed', 40],
    ['packed', 40],
    ['Order Confirmed', 20],
    ['confirmed', 20],
    ['Processing', 20],
    ['Payment Received', 10],
    ['placed', 10],
    [undefined, 10],
    ['Cancelled', 0],
    ['returned', 0],
  ])('%s → %i', (status, progress) => {
    expect(orderProgress(status)).toBe(progress);
    expect(showsProgressBar(status)).toBe(progress > 0);
  });
});
