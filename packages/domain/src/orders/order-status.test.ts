// The status rules of orders: forward-only moves, cancelling before dispatch, the order's status from its parcels,
// the tabs of /recent-purchase and the progress bar of docs/behaviour/tracking.md#progress.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canMoveSubOrder,
  initialSubOrderStatus,
  isCancellable,
  isDeliveredStatus,
  isInOrderTab,
  isSubOrderStatus,
  isTrackingEventStatus,
  orderProgress,
  orderStatusOf,
  SELLER_STATUS_STEPS,
  showsProgressBar,
  statusText,
  SUB_ORDER_STATUS_CODES,
  SUB_ORDER_STATUSES as S,
  type SubOrderStatus,
  TRACKING_EVENT_STATUS_CODES,
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

describe('tabs of /recent-purchase (docs/behaviour/orders.md#status-groups)', () => {
  // The spec's groups, written as it writes them (lower case display strings), read back through STATUS_TEXTS:
  // the codes' tabs are exactly the spec's grouping of their display strings.
  const SPEC_GROUPS = {
    Processing: ['payment received', 'processing', 'order confirmed', 'order packed'],
    Shipped: ['order dispatched', 'out for delivery'],
    Delivered: ['order delivered'],
  } as const;

  it.each(ALL)('%s is in the tab the spec gives its display string, and in All', (code) => {
    expect(isInOrderTab(code, 'All')).toBe(true);
    for (const tab of ['Processing', 'Shipped', 'Delivered'] as const) {
      const spec = (SPEC_GROUPS[tab] as readonly string[]).includes(statusText(code).toLowerCase());
      expect(isInOrderTab(code, tab), `${code} in ${tab}`).toBe(spec);
    }
  });

  it('leaves cancelled and returned orders only under All', () => {
    for (const code of [S.cancelled, S.returned]) {
      expect(isInOrderTab(code, 'All')).toBe(true);
      for (const tab of ['Processing', 'Shipped', 'Delivered'] as const)
        expect(isInOrderTab(code, tab)).toBe(false);
    }
  });

  it('delivered is the Delivered tab', () => {
    for (const code of ALL) expect(isDeliveredStatus(code)).toBe(isInOrderTab(code, 'Delivered'));
  });
});

describe('orderProgress (docs/behaviour/tracking.md#progress)', () => {
  it.each([
    [S.delivered, 100],
    [S.outForDelivery, 80],
    [S.dispatched, 60],
    [S.packed, 40],
    [S.confirmed, 20],
    [S.paymentReceived, 10],
    [S.cancelled, 0],
    [S.returned, 0],
  ])('%s → %i', (status, progress) => {
    expect(orderProgress(status)).toBe(progress);
    expect(showsProgressBar(status)).toBe(progress > 0);
  });

  it('grows along the line a parcel moves', () => {
    const line = [S.paymentReceived, S.packed, S.dispatched, S.outForDelivery, S.delivered];
    for (const [i, status] of line.entries())
      if (i > 0) expect(orderProgress(status)).toBeGreaterThan(orderProgress(line[i - 1]!));
  });
});

describe('codes and their display strings', () => {
  it('gives every code its own display string, so the answer can be read back to one code', () => {
    const texts = TRACKING_EVENT_STATUS_CODES.map(statusText);
    expect(new Set(texts).size).toBe(TRACKING_EVENT_STATUS_CODES.length);
    for (const text of texts) expect(text.trim()).not.toBe('');
  });

  it("keeps the spec's wording of the parcel statuses", () => {
    expect(ALL.map(statusText)).toEqual([
      'Order Confirmed',
      'Payment Received',
      'Order Packed',
      'Order Dispatched',
      'Out for Delivery',
      'Order Delivered',
      'Cancelled',
      'Returned',
    ]);
  });

  it('codes are lower snake case, and a display string is never a code', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TRACKING_EVENT_STATUS_CODES), (code) => {
        expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
        expect(isTrackingEventStatus(code)).toBe(true);
        expect(isTrackingEventStatus(statusText(code))).toBe(false);
        expect(isSubOrderStatus(code)).toBe((SUB_ORDER_STATUS_CODES as readonly string[]).includes(code));
      }),
    );
  });

  it('every seller step names a parcel status of the same code', () => {
    for (const [step, code] of Object.entries(SELLER_STATUS_STEPS)) expect(step).toBe(code);
  });
});
