// UPI by intent and QR on the offline gateway (docs/behaviour/checkout.md#upi, #late-upi-payments): the waiting
// checkout's status call, the test UPI app's approve and decline, expiry and a retry, and a late payment after the
// shopper gave up: placed by the reconciler when nothing else was paid, refunded when a newer checkout was, and
// settled once when the webhook and the reconciler race for it (run on PGlite and, with TEST_DATABASE_URL, PostgreSQL).
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentStatusResponseSchema, UPI_PAYMENT_WINDOW_MS } from '@haat/domain/payments/upi';
import { orders } from '../../db/schema/orders.ts';
import { offlineGatewayRefunds, paymentOrders } from '../../db/schema/payments.ts';
import { reconcilePayments, RECONCILE_GRACE_MS } from '../checkout/payment-reconciler.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { createPaymentGateway } from './create-payment-gateway.ts';
import { LATE_PAYMENT_REASON, settlePaymentOrder } from '../checkout/payment-settlement.ts';
import {
  createOrder,
  insertCatalogue,
  newShopper,
  PAYMENT_TEST_ENV,
  type Catalogue,
  type PayingShopper,
} from './payments.test-support.ts';

describe(`UPI payments (${testDatabaseKind})`, () => {
  let t: TestApp;
  let c: Catalogue;
  const db = () => t.database.db;
  const deps = () => ({ gateway: createPaymentGateway(t.config, db()) });

  beforeAll(async () => {
    t = await buildTestApp(PAYMENT_TEST_ENV);
    c = await insertCatalogue(t);
  });
  afterAll(() => t?.close());

  const status = async (shopper: PayingShopper, orderId: string) => {
    const res = await shopper.call('GET', `/api/payment/status/${orderId}`);
    expect(res.statusCode, res.body).toBe(200);
    return paymentStatusResponseSchema.parse(res.json());
  };
  /** The test UPI app: no session, only the order id from the link or the QR code. */
  const testApp = (orderId: string, outcome: 'success' | 'failure', app = 'phonepe') =>
    t.app.inject({
      method: 'POST',
      url: `/api/payment/offline/upi/${orderId}`,
      payload: { outcome, app, payerVpa: 'asha@ybl' },
    });
  const placeUpi = (shopper: PayingShopper, orderId: string, paymentId: string) =>
    shopper.call(
      'POST',
      '/api/users/orders',
      {
        paymentDetails: { method: 'upi', orderId, paymentId },
        shippingAddress: { _id: shopper.addressId },
      },
      { 'idempotency-key': randomUUID() },
    );
  /** Moves a payment order's start back, as if the shopper had waited that long. */
  const age = (orderId: string, ms: number) =>
    db()
      .update(paymentOrders)
      .set({ createdAt: sql`${paymentOrders.createdAt} - (${ms} * interval '1 millisecond')` })
      .where(eq(paymentOrders.id, orderId));
  const ordersOf = async (userId: string) =>
    db()
      .select({ id: orders.id, paymentOrderId: orders.paymentOrderId })
      .from(orders)
      .where(eq(orders.userId, userId));
  const reconcileLater = () =>
    reconcilePayments(db(), deps(), new Date(Date.now() + RECONCILE_GRACE_MS + 1_000));

  it('waits, then pays by intent: pending with the payee and the test app link, paid with its id, one order', async () => {
    const shopper = await newShopper(t, [{ productId: c.a1, quantity: 1 }]);
    const order = await createOrder(shopper, { method: 'upi' });
    const waiting = await status(shopper, order.orderId);
    expect(waiting).toMatchObject({
      state: 'pending',
      amount: order.amount,
      paymentId: null,
      failure: null,
      upi: { payeeVpa: 'haat.test@upisim', testAppUrl: `/test-upi/${order.orderId}` },
    });
    const expiresIn = Date.parse(waiting.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(UPI_PAYMENT_WINDOW_MS - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(UPI_PAYMENT_WINDOW_MS);

    // What the test app shows before the tester approves: the amount and the payee, as PhonePe would.
    const shown = await t.app.inject({ method: 'GET', url: `/api/payment/offline/upi/${order.orderId}` });
    expect(shown.json()).toMatchObject({
      amount: order.amount,
      state: 'pending',
      payeeName: 'Haat (test payments)',
    });

    const approved = await testApp(order.orderId, 'success');
    expect(approved.json()).toMatchObject({ state: 'paid' });
    const paid = await status(shopper, order.orderId);
    expect(paid.state).toBe('paid');
    expect(paid.paymentId).toMatch(/^pay_/);

    const placed = await placeUpi(shopper, order.orderId, paid.paymentId ?? '');
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await ordersOf(shopper.userId)).toHaveLength(1);
    // Paid is paid: the test app takes no second payment.
    expect((await testApp(order.orderId, 'success')).statusCode).toBe(409);
  });

  it('a declined payment is told with its reason, and a retry on the same order pays', async () => {
    const shopper = await newShopper(t, [{ productId: c.b1, quantity: 1 }]);
    const order = await createOrder(shopper, { method: 'upi' });
    await testApp(order.orderId, 'failure', 'gpay');
    const declined = await status(shopper, order.orderId);
    expect(declined).toMatchObject({
      state: 'failed',
      failure: { reason: 'Payment failed' },
      paymentId: null,
    });
    await testApp(order.orderId, 'success', 'gpay');
    const paid = await status(shopper, order.orderId);
    expect(paid).toMatchObject({ state: 'paid', failure: null });
    expect((await placeUpi(shopper, order.orderId, paid.paymentId ?? '')).statusCode).toBe(201);
  });

  it('expires after the window; a new payment order pays and makes one order', async () => {
    const shopper = await newShopper(t, [{ productId: c.a2, quantity: 1 }]);
    const first = await createOrder(shopper, { method: 'upi' });
    await age(first.orderId, UPI_PAYMENT_WINDOW_MS + 1_000);
    expect((await status(shopper, first.orderId)).state).toBe('expired');
    const retry = await createOrder(shopper, { method: 'upi' });
    expect(retry.orderId).not.toBe(first.orderId);
    await testApp(retry.orderId, 'success');
    const paid = await status(shopper, retry.orderId);
    expect((await placeUpi(shopper, retry.orderId, paid.paymentId ?? '')).statusCode).toBe(201);
    await reconcileLater();
    expect((await ordersOf(shopper.userId)).map((o) => o.paymentOrderId)).toEqual([retry.orderId]);
    expect((await status(shopper, first.orderId)).state).toBe('expired');
  });

  it('a late payment after the shopper gave up and paid again is refunded, never a second order', async () => {
    const shopper = await newShopper(t, [{ productId: c.a1, quantity: 1 }]);
    const gaveUp = await createOrder(shopper, { method: 'upi' });
    await age(gaveUp.orderId, UPI_PAYMENT_WINDOW_MS + 1_000);
    const retry = await createOrder(shopper, { method: 'upi' });
    await testApp(retry.orderId, 'success');
    const paid = await status(shopper, retry.orderId);
    expect((await placeUpi(shopper, retry.orderId, paid.paymentId ?? '')).statusCode).toBe(201);

    // The first request is approved in the UPI app only now.
    expect((await testApp(gaveUp.orderId, 'success')).json()).toMatchObject({ state: 'paid' });
    await reconcileLater();
    const [row] = await db().select().from(paymentOrders).where(eq(paymentOrders.id, gaveUp.orderId));
    expect(row).toMatchObject({ status: 'refunded', failureReason: LATE_PAYMENT_REASON });
    const refunds = await db()
      .select()
      .from(offlineGatewayRefunds)
      .where(eq(offlineGatewayRefunds.paymentId, row?.gatewayPaymentId ?? ''));
    expect(refunds.map((r) => r.amountPaise)).toEqual([gaveUp.amount]);
    expect((await ordersOf(shopper.userId)).map((o) => o.paymentOrderId)).toEqual([retry.orderId]);
  });

  it('a late payment with nothing paid since becomes the order, by the reconciler', async () => {
    const shopper = await newShopper(t, [{ productId: c.b1, quantity: 2 }]);
    const order = await createOrder(shopper, { method: 'upi' });
    await age(order.orderId, UPI_PAYMENT_WINDOW_MS + 1_000);
    await testApp(order.orderId, 'success', 'bhim');
    expect(await ordersOf(shopper.userId)).toEqual([]);
    const round = await reconcileLater();
    expect(round.errors).toBe(0);
    expect((await ordersOf(shopper.userId)).map((o) => o.paymentOrderId)).toEqual([order.orderId]);
  });

  it('the webhook, the reconciler and the status call racing for one late payment settle it once', async () => {
    const shopper = await newShopper(t, [{ productId: c.a2, quantity: 1 }]);
    const gaveUp = await createOrder(shopper, { method: 'upi' });
    await age(gaveUp.orderId, UPI_PAYMENT_WINDOW_MS + 1_000);
    const retry = await createOrder(shopper, { method: 'upi' });
    await testApp(retry.orderId, 'success');
    const paid = await status(shopper, retry.orderId);
    expect((await placeUpi(shopper, retry.orderId, paid.paymentId ?? '')).statusCode).toBe(201);
    await testApp(gaveUp.orderId, 'success');

    const later = new Date(Date.now() + RECONCILE_GRACE_MS + 1_000);
    const outcomes = await Promise.allSettled([
      ...Array.from({ length: 3 }, () => settlePaymentOrder(db(), deps(), gaveUp.orderId, later)),
      reconcilePayments(db(), deps(), later),
      status(shopper, gaveUp.orderId),
    ]);
    // Every settlement of the late payment is refused as late (409) or finds it refunded; none places an order.
    for (const o of outcomes.slice(0, 3)) {
      if (o.status === 'fulfilled') expect(o.value).toBeNull();
      else expect((o.reason as { statusCode?: number }).statusCode).toBe(409);
    }
    const [row] = await db().select().from(paymentOrders).where(eq(paymentOrders.id, gaveUp.orderId));
    expect(row?.status).toBe('refunded');
    const refunds = await db()
      .select()
      .from(offlineGatewayRefunds)
      .where(eq(offlineGatewayRefunds.paymentId, row?.gatewayPaymentId ?? ''));
    expect(refunds).toHaveLength(1);
    expect((await ordersOf(shopper.userId)).map((o) => o.paymentOrderId)).toEqual([retry.orderId]);
  });

  it("another shopper's payment order is not found, and a card order has no test UPI app", async () => {
    const owner = await newShopper(t, [{ productId: c.a1, quantity: 1 }]);
    const other = await newShopper(t, [{ productId: c.a1, quantity: 1 }]);
    const upi = await createOrder(owner, { method: 'upi' });
    expect((await other.call('GET', `/api/payment/status/${upi.orderId}`)).statusCode).toBe(404);
    const card = await createOrder(owner);
    expect((await testApp(card.orderId, 'success')).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/payment/offline/upi/order_nope' })).statusCode,
    ).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/payment/offline/upi/${upi.orderId}`,
      payload: { outcome: 'success', payerVpa: 'not a upi id' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await status(owner, card.orderId)).upi).toBeNull();
  });
});
