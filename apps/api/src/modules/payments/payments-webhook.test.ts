// The gateway's own channels (issue 7 items 3 and 7): signed webhooks over the raw body, replays in any order that
// pay once, forward-only states, and the reconciler that settles payments whose browser never came back.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@haat/domain/payments/payment.schema';
import { orders } from '../../db/schema/orders.ts';
import { paymentOrders, paymentTransfers, paymentWebhookEvents } from '../../db/schema/payments.ts';
import { products } from '../../db/schema/products.ts';
import { reconcilePayments } from '../checkout/payment-reconciler.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { createPaymentGateway } from './create-payment-gateway.ts';
import type { PaymentDeps } from './payment-capture.ts';
import {
  createOrder,
  deliverWebhook,
  insertCatalogue,
  newShopper,
  paidCheckout,
  paymentEvent,
  PAYMENT_TEST_ENV,
  payOffline,
  placeCardOrder,
  sign,
  verify,
  type Catalogue,
} from './payments.test-support.ts';

const MINUTE = 60_000;

describe(`payment webhooks and reconciliation (${testDatabaseKind})`, () => {
  let t: TestApp;
  let c: Catalogue;
  let deps: PaymentDeps;
  const db = () => t.database.db;
  const paymentOrder = async (id: string) =>
    (await db().select().from(paymentOrders).where(eq(paymentOrders.id, id)))[0];
  const ordersFor = async (id: string) => db().select().from(orders).where(eq(orders.paymentOrderId, id));
  const transfersOf = async (id: string) =>
    db().select().from(paymentTransfers).where(eq(paymentTransfers.paymentOrderId, id));
  /** Moves a payment order's clock back, as if it had been created `ms` ago. */
  const age = async (id: string, ms: number) =>
    db()
      .update(paymentOrders)
      .set({
        createdAt: sql`${paymentOrders.createdAt} - ${ms}::double precision * interval '1 millisecond'`,
        paidAt: sql`${paymentOrders.paidAt} - ${ms}::double precision * interval '1 millisecond'`,
      })
      .where(eq(paymentOrders.id, id));

  beforeAll(async () => {
    t = await buildTestApp(PAYMENT_TEST_ENV);
    c = await insertCatalogue(t);
    // The same offline gateway the app uses: same secret, same ledger.
    deps = { gateway: createPaymentGateway(t.config, db()) };
  });
  afterAll(() => t?.close());

  it('a correctly signed payment.captured marks the order paid and makes the order from the paid checkout', async () => {
    const shopper = await newShopper(t, [
      { productId: c.a1, quantity: 1 },
      { productId: c.b1, quantity: 2 },
    ]);
    const { order, paid } = await paidCheckout(shopper);
    const body = paymentEvent('payment.captured', order.orderId, paid.razorpay_payment_id, order.amount);
    const res = await deliverWebhook(t, body, `evt_${randomUUID()}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, duplicate: false });
    expect(await paymentOrder(order.orderId)).toMatchObject({
      status: 'paid',
      gatewayPaymentId: paid.razorpay_payment_id,
    });
    const made = await ordersFor(order.orderId);
    expect(made).toMatchObject([
      { paymentStatus: 'Completed', totalPaise: order.amount, userId: shopper.userId },
    ]);
    // The browser comes back late: it gets that order, not a second one.
    const late = await placeCardOrder(shopper, paid);
    expect(late.statusCode, late.body).toBe(200);
    expect(await ordersFor(order.orderId)).toHaveLength(1);
    expect(await transfersOf(order.orderId)).toHaveLength(2);
  });

  it('refuses a bad, missing or other-secret signature and a body changed after signing; nothing moves', async () => {
    const shopper = await newShopper(t, [{ productId: c.b1, quantity: 1 }]);
    const { order, paid } = await paidCheckout(shopper);
    const body = paymentEvent('payment.captured', order.orderId, paid.razorpay_payment_id, order.amount);
    // The same JSON with other whitespace: equal when parsed, but not the bytes that were signed.
    const reformatted = JSON.stringify(JSON.parse(body), null, 2);
    const attempts = [
      deliverWebhook(t, body, 'evt_bad1', sign(body, 'some-other-secret-entirely-0123456789')),
      deliverWebhook(
        t,
        body,
        'evt_bad2',
        sign(body).replace(/^./, (ch) => (ch === 'a' ? 'b' : 'a')),
      ),
      deliverWebhook(t, reformatted, 'evt_bad3', sign(body)),
      deliverWebhook(t, body, 'evt_bad4', ''),
      t.app.inject({
        method: 'POST',
        url: '/api/payment/webhook',
        headers: { 'content-type': 'application/json' },
        payload: body,
      }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: PAYMENT_MESSAGES.webhookSignatureInvalid });
    }
    expect(await paymentOrder(order.orderId)).toMatchObject({ status: 'created' });
    expect(await ordersFor(order.orderId)).toEqual([]);
    const events = await db()
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.paymentOrderId, order.orderId));
    expect(events).toEqual([]);
  });

  it('three events replayed three times each, shuffled and concurrent, pay once and make one order', async () => {
    const shopper = await newShopper(t, [
      { productId: c.a2, quantity: 1 },
      { productId: c.b1, quantity: 1 },
    ]);
    const { order, paid } = await paidCheckout(shopper);
    const failedPayment = `pay_${'F'.repeat(14)}`;
    const events = [
      {
        id: `evt_${randomUUID()}`,
        body: paymentEvent('payment.failed', order.orderId, failedPayment, order.amount),
      },
      {
        id: `evt_${randomUUID()}`,
        body: paymentEvent('payment.captured', order.orderId, paid.razorpay_payment_id, order.amount),
      },
      {
        id: `evt_${randomUUID()}`,
        body: paymentEvent('order.paid', order.orderId, paid.razorpay_payment_id, order.amount),
      },
    ];
    const deliveries = [...events, ...events, ...events]
      .map((e) => ({ e, k: Math.random() }))
      .sort((x, y) => x.k - y.k)
      .map(({ e }) => e);
    const answers = await Promise.all(deliveries.map((e) => deliverWebhook(t, e.body, e.id)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect(answers.filter((r) => (r.json() as { duplicate: boolean }).duplicate)).toHaveLength(6);
    expect(await paymentOrder(order.orderId)).toMatchObject({
      status: 'paid',
      gatewayPaymentId: paid.razorpay_payment_id,
    });
    expect(await ordersFor(order.orderId)).toHaveLength(1);
    expect(await transfersOf(order.orderId)).toHaveLength(2);
    const [stock] = await db().select({ stock: products.stock }).from(products).where(eq(products.id, c.a2));
    expect(stock?.stock).toBe(49);
    // A later failure event for the paid order moves nothing back.
    const late = paymentEvent('payment.failed', order.orderId, failedPayment, order.amount);
    expect((await deliverWebhook(t, late, `evt_${randomUUID()}`)).statusCode).toBe(200);
    expect(await paymentOrder(order.orderId)).toMatchObject({ status: 'paid' });
  });

  it('payment.failed closes an unpaid order; a capture for the wrong amount is ignored', async () => {
    const shopper = await newShopper(t, [{ productId: c.b1, quantity: 1 }]);
    const order = await createOrder(shopper);
    const short = paymentEvent('payment.captured', order.orderId, `pay_${'S'.repeat(14)}`, order.amount - 1);
    expect((await deliverWebhook(t, short, `evt_${randomUUID()}`)).statusCode).toBe(200);
    expect(await paymentOrder(order.orderId)).toMatchObject({ status: 'created' });
    const failed = paymentEvent('payment.failed', order.orderId, `pay_${'X'.repeat(14)}`, order.amount);
    expect((await deliverWebhook(t, failed, `evt_${randomUUID()}`)).statusCode).toBe(200);
    expect(await paymentOrder(order.orderId)).toMatchObject({ status: 'failed' });
    // Events of orders that are not ours are acknowledged and ignored.
    const foreign = paymentEvent('payment.captured', 'order_NotOurs0000000', 'pay_NotOurs00000000', 100);
    expect((await deliverWebhook(t, foreign, `evt_${randomUUID()}`)).statusCode).toBe(200);
  });

  it('the reconciler settles a captured payment whose verify never came, and closes abandoned ones', async () => {
    const shopper = await newShopper(t, [{ productId: c.a1, quantity: 1 }]);
    const { order } = await paidCheckout(shopper);
    const abandoned = await createOrder(shopper);
    const fresh = await paidCheckout(shopper);

    // Within the grace period the browser may still be on its way: nothing is touched.
    expect(await reconcilePayments(db(), deps, new Date())).toMatchObject({ paid: 0, placed: 0, failed: 0 });
    expect(await paymentOrder(order.orderId)).toMatchObject({ status: 'created' });

    await age(order.orderId, 3 * MINUTE);
    await age(abandoned.orderId, 31 * MINUTE);
    const result = await reconcilePayments(db(), deps, new Date());
    expect(result).toMatchObject({ paid: 1, placed: 1, failed: 1, errors: 0 });
    expect(await paymentOrder(order.orderId)).toMatchObject({ status: 'paid' });
    expect(await ordersFor(order.orderId)).toMatchObject([
      { paymentStatus: 'Completed', totalPaise: order.amount },
    ]);
    expect(await paymentOrder(abandoned.orderId)).toMatchObject({ status: 'failed' });
    expect(await paymentOrder(fresh.order.orderId)).toMatchObject({ status: 'created' });
    // Another round finds nothing more to do.
    expect(await reconcilePayments(db(), deps, new Date())).toMatchObject({ paid: 0, placed: 0, failed: 0 });
    expect(await ordersFor(order.orderId)).toHaveLength(1);
  });

  it('the reconciler pays an order a payment.failed closed when the retry on it succeeded', async () => {
    const shopper = await newShopper(t, [{ productId: c.b1, quantity: 1 }]);
    const order = await createOrder(shopper);
    const failed = paymentEvent('payment.failed', order.orderId, `pay_${'R'.repeat(14)}`, order.amount);
    expect((await deliverWebhook(t, failed, `evt_${randomUUID()}`)).statusCode).toBe(200);
    expect(await paymentOrder(order.orderId)).toMatchObject({ status: 'failed' });
    // The shopper tries again in the same checkout and pays; then the tab is closed.
    await payOffline(shopper, order.orderId);
    await age(order.orderId, 3 * MINUTE);
    expect(await reconcilePayments(db(), deps, new Date())).toMatchObject({ paid: 1, placed: 1, errors: 0 });
    expect(await paymentOrder(order.orderId)).toMatchObject({ status: 'paid' });
    expect(await ordersFor(order.orderId)).toHaveLength(1);
  });

  it('the reconciler makes the order of a verified payment whose order call never came', async () => {
    const shopper = await newShopper(t, [{ productId: c.b1, quantity: 3 }]);
    const { order, paid } = await paidCheckout(shopper);
    expect((await verify(shopper, paid)).statusCode).toBe(200);
    expect(await reconcilePayments(db(), deps, new Date())).toMatchObject({ placed: 0 });
    await age(order.orderId, 3 * MINUTE);
    expect(await reconcilePayments(db(), deps, new Date())).toMatchObject({ placed: 1 });
    expect(await ordersFor(order.orderId)).toHaveLength(1);
    // The shopper's browser returns after all: it is given that order.
    const late = await placeCardOrder(shopper, paid);
    expect(late.statusCode, late.body).toBe(200);
  });

  it('verify, webhook and reconciler racing on one payment mark it paid once with one set of transfers', async () => {
    const shopper = await newShopper(t, [
      { productId: c.a1, quantity: 1 },
      { productId: c.b1, quantity: 1 },
    ]);
    const { order, paid } = await paidCheckout(shopper);
    await age(order.orderId, 3 * MINUTE);
    const body = paymentEvent('payment.captured', order.orderId, paid.razorpay_payment_id, order.amount);
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => verify(shopper, paid)),
      ...Array.from({ length: 3 }, () => deliverWebhook(t, body, `evt_${randomUUID()}`)),
      reconcilePayments(db(), deps, new Date()),
      placeCardOrder(shopper, paid),
    ]);
    for (const r of results) if ('statusCode' in r) expect(r.statusCode, r.body).toBeLessThan(300);
    expect(await paymentOrder(order.orderId)).toMatchObject({ status: 'paid' });
    expect(await transfersOf(order.orderId)).toHaveLength(2);
    expect(await ordersFor(order.orderId)).toHaveLength(1);
  });
});
