// Refund payouts: a card order cancelled by its shopper (or a parcel by its seller) is paid back once by the
// reconciler through the gateway; an earlier refund found by its note is recorded rather than repeated, a refusing
// gateway leaves the refund pending, a refund beyond the payment is refused, and on PostgreSQL two instances at once
// still refund once.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { reconcilePayments } from '../checkout/payment-reconciler.ts';
import type { Db } from '../../db/client.ts';
import { refunds, sellerApiKeys, subOrders } from '../../db/schema/orders.ts';
import { offlineGatewayRefunds } from '../../db/schema/payments.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { orderIdOf } from '../orders/orders.invariants-support.ts';
import { createPaymentGateway } from './create-payment-gateway.ts';
import { devSellerKey, sellerKeyRow } from '../sellers/seller-keys.ts';
import { GatewayError, type PaymentGateway } from './payment-gateway.ts';
import type { PaymentDeps, PaymentLog } from './payment-capture.ts';
import {
  insertCatalogue,
  newShopper,
  paidCheckout,
  PAYMENT_TEST_ENV,
  placeCardOrder,
  type Catalogue,
} from './payments.test-support.ts';
import { payPendingRefunds } from './refund-payouts.ts';

/** The same gateway whose refund() is refused, as Razorpay down or declining would. */
function refusingRefunds(gateway: PaymentGateway): PaymentGateway {
  const refuse = () => Promise.reject(new GatewayError('Razorpay: could not refund a payment'));
  const wrap = (g: PaymentGateway): PaymentGateway =>
    Object.assign(Object.create(g) as PaymentGateway, {
      refund: refuse,
      joinTransaction: (tx: Db) => wrap(g.joinTransaction?.(tx) ?? g),
    });
  return wrap(gateway);
}

describe(`refund payouts (${testDatabaseKind})`, () => {
  let t: TestApp;
  let c: Catalogue;
  let deps: PaymentDeps;
  const db = () => t.database.db;
  const refundsOf = (orderId: string) => db().select().from(refunds).where(eq(refunds.orderId, orderId));
  const ledgerOf = (paymentId: string) =>
    db().select().from(offlineGatewayRefunds).where(eq(offlineGatewayRefunds.paymentId, paymentId));
  const quietLog = () => ({ error: vi.fn(), warn: vi.fn() });

  /** A one-parcel card order, paid, placed and cancelled by its shopper: one pending refund of the whole payment. */
  async function cancelledCardOrder() {
    const shopper = await newShopper(t, [{ productId: c.b1, quantity: 1 }]);
    const { order, paid } = await paidCheckout(shopper);
    const placed = await placeCardOrder(shopper, paid);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = orderIdOf(placed.json());
    if (!orderId) throw new Error('no order id');
    const cancel = await shopper.call('POST', `/api/users/orders/${orderId}/cancel`, {
      reason: 'Ordered by mistake',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [refund, ...more] = await refundsOf(orderId);
    if (!refund) throw new Error('no refund row');
    expect(more).toEqual([]);
    expect(refund).toMatchObject({ status: 'pending', amountPaise: order.amount, gatewayRefundId: null });
    return { orderId, paymentId: paid.razorpay_payment_id, refund, amountPaise: order.amount };
  }

  beforeAll(async () => {
    t = await buildTestApp(PAYMENT_TEST_ENV);
    c = await insertCatalogue(t);
    deps = { gateway: createPaymentGateway(t.config, db()) };
  });
  afterAll(() => t?.close());

  it('pays a cancelled card order back once: the reconciler records the gateway refund, a second round does nothing', async () => {
    const { orderId, paymentId, refund, amountPaise } = await cancelledCardOrder();
    const now = new Date();
    expect(await reconcilePayments(db(), deps, now)).toMatchObject({ refunded: 1, errors: 0 });

    const ledger = await ledgerOf(paymentId);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ amountPaise, notes: { refund_id: refund.id, order_id: orderId } });
    expect(ledger[0]?.id).toMatch(/^rfnd_[0-9A-Za-z]{14}$/);
    const [row] = await refundsOf(orderId);
    expect(row).toMatchObject({ status: 'processed', gatewayRefundId: ledger[0]?.id, processedAt: now });
    expect(await deps.gateway.listRefunds(paymentId)).toEqual([
      { id: ledger[0]?.id, amountPaise, notes: { refund_id: refund.id, order_id: orderId } },
    ]);

    expect(await reconcilePayments(db(), deps, new Date())).toMatchObject({ refunded: 0, errors: 0 });
    expect(await payPendingRefunds(db(), deps, new Date())).toEqual({ processed: 0, errors: 0 });
    expect(await ledgerOf(paymentId)).toHaveLength(1);
  });

  it("pays back a seller's cancelled parcel alone, leaving the rest of the payment paid", async () => {
    await db()
      .insert(sellerApiKeys)
      .values(sellerKeyRow(c.sellers.b, devSellerKey(c.sellers.b)));
    const shopper = await newShopper(t, [
      { productId: c.a1, quantity: 1 },
      { productId: c.b1, quantity: 1 },
    ]);
    const { order, paid } = await paidCheckout(shopper);
    const placed = await placeCardOrder(shopper, paid);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = orderIdOf(placed.json()) ?? '';
    const [parcelB] = await db()
      .select()
      .from(subOrders)
      .where(and(eq(subOrders.orderId, orderId), eq(subOrders.sellerId, c.sellers.b)));
    if (!parcelB) throw new Error('no parcel of seller b');
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/seller/orders/${parcelB.id}/status`,
      headers: { authorization: `Bearer ${devSellerKey(c.sellers.b)}` },
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    expect(await reconcilePayments(db(), deps, new Date())).toMatchObject({ refunded: 1, errors: 0 });
    const ledger = await ledgerOf(paid.razorpay_payment_id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]?.amountPaise).toBe(parcelB.totalPaise);
    expect(parcelB.totalPaise).toBeLessThan(order.amount);
    expect(await refundsOf(orderId)).toMatchObject([
      { subOrderId: parcelB.id, status: 'processed', gatewayRefundId: ledger[0]?.id },
    ]);
  });

  it('records a refund the gateway already made for this row (a crash before commit) instead of refunding again', async () => {
    const { orderId, paymentId, refund, amountPaise } = await cancelledCardOrder();
    const madeBefore = await deps.gateway.refund(paymentId, amountPaise, {
      refund_id: refund.id,
      order_id: orderId,
    });
    expect(await payPendingRefunds(db(), deps, new Date())).toEqual({ processed: 1, errors: 0 });
    expect(await ledgerOf(paymentId)).toHaveLength(1);
    expect((await refundsOf(orderId))[0]).toMatchObject({ status: 'processed', gatewayRefundId: madeBefore });
  });

  it('leaves the refund pending when the gateway refuses, and pays it on a later round', async () => {
    const { orderId, paymentId } = await cancelledCardOrder();
    const log = quietLog();
    const down: PaymentDeps = {
      gateway: refusingRefunds(deps.gateway),
      log: log as unknown as PaymentLog,
    };
    expect(await payPendingRefunds(db(), down, new Date())).toEqual({ processed: 0, errors: 1 });
    expect(log.error).toHaveBeenCalledTimes(1);
    expect((await refundsOf(orderId))[0]).toMatchObject({ status: 'pending', gatewayRefundId: null });
    expect(await ledgerOf(paymentId)).toEqual([]);

    expect(await reconcilePayments(db(), deps, new Date())).toMatchObject({ refunded: 1, errors: 0 });
    const ledger = await ledgerOf(paymentId);
    expect(ledger).toHaveLength(1);
    expect((await refundsOf(orderId))[0]).toMatchObject({
      status: 'processed',
      gatewayRefundId: ledger[0]?.id,
    });
  });

  it('never refunds more than is left of the payment: a refund that would exceed it is marked failed and logged', async () => {
    const { orderId, paymentId, amountPaise } = await cancelledCardOrder();
    // Support already paid half back by hand, through the gateway's dashboard (no note of ours).
    await deps.gateway.refund(paymentId, Math.floor(amountPaise / 2), { reason: 'goodwill' });
    const log = quietLog();
    expect(await payPendingRefunds(db(), { ...deps, log: log as unknown as PaymentLog }, new Date())).toEqual(
      { processed: 0, errors: 1 },
    );
    expect(log.error).toHaveBeenCalledTimes(1);
    expect((await refundsOf(orderId))[0]).toMatchObject({ status: 'failed', gatewayRefundId: null });
    expect(await ledgerOf(paymentId)).toHaveLength(1);
    expect(await payPendingRefunds(db(), deps, new Date())).toEqual({ processed: 0, errors: 0 });
  });

  it.runIf(testDatabaseKind === 'postgres')(
    'refunds once when two instances pay out at the same time',
    async () => {
      const cancelled = await Promise.all([cancelledCardOrder(), cancelledCardOrder(), cancelledCardOrder()]);
      const runs = await Promise.all([
        payPendingRefunds(db(), deps, new Date()),
        payPendingRefunds(db(), deps, new Date()),
      ]);
      expect(runs.reduce((sum, r) => sum + r.errors, 0)).toBe(0);
      // A row skipped by one instance (locked) is either paid by the other now or by the next round.
      await payPendingRefunds(db(), deps, new Date());
      expect(runs.reduce((sum, r) => sum + r.processed, 0)).toBeLessThanOrEqual(cancelled.length);
      for (const { orderId, paymentId, amountPaise } of cancelled) {
        const ledger = await ledgerOf(paymentId);
        expect(ledger).toHaveLength(1);
        expect(ledger[0]?.amountPaise).toBe(amountPaise);
        expect((await refundsOf(orderId))[0]).toMatchObject({
          status: 'processed',
          gatewayRefundId: ledger[0]?.id,
        });
      }
    },
  );
});
