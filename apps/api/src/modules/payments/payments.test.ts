// The card path through the API on the offline gateway (issue 7 item 3): create-order → offline checkout → verify →
// order, with splits to the paisa; forged, flipped and cross-order signatures change nothing; declines; refunds.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, verifyPaymentResponseSchema } from '@haat/domain/payments/payment.schema';
import { ORDER_MESSAGES } from '@haat/domain/orders/order.schema';
import { cartItems } from '../../db/schema/cart.ts';
import { orders } from '../../db/schema/orders.ts';
import { offlineGatewayPayments, paymentOrders, paymentTransfers } from '../../db/schema/payments.ts';
import { products } from '../../db/schema/products.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { orderIdOf } from '../orders/orders.invariants-support.ts';
import {
  createOrder,
  insertCatalogue,
  newShopper,
  paidCheckout,
  payOffline,
  PAYMENT_TEST_ENV,
  placeCardOrder,
  sign,
  verify,
  type Catalogue,
  type Paid,
} from './payments.test-support.ts';

describe(`card payments (${testDatabaseKind})`, () => {
  let t: TestApp;
  let c: Catalogue;
  const db = () => t.database.db;
  const paymentOrder = async (id: string) =>
    (await db().select().from(paymentOrders).where(eq(paymentOrders.id, id)))[0];
  const ordersFor = async (paymentOrderId: string) =>
    db().select().from(orders).where(eq(orders.paymentOrderId, paymentOrderId));
  const transfersOf = async (paymentOrderId: string) =>
    db().select().from(paymentTransfers).where(eq(paymentTransfers.paymentOrderId, paymentOrderId));

  beforeAll(async () => {
    t = await buildTestApp(PAYMENT_TEST_ENV);
    c = await insertCatalogue(t);
  });
  afterAll(() => t?.close());

  it('pays by card end to end: the server prices, the offline gateway signs, verify and the order agree to the paisa', async () => {
    const shopper = await newShopper(t, [
      { productId: c.a1, quantity: 2 },
      { productId: c.a2, quantity: 1 },
      { productId: c.b1, quantity: 1 },
    ]);
    // The browser's amount is ignored: the server charges what it computes.
    const order = await createOrder(shopper, { amount: 100, cartItems: [{ productId: c.a1, quantity: 2 }] });
    expect(order).toMatchObject({
      success: true,
      currency: 'INR',
      gateway: 'offline',
      keyId: 'rzp_offline_haat',
    });
    expect(order.orderId).toMatch(/^order_[0-9A-Za-z]{14}$/);
    const goods = 2 * 49_900 + 125_000 + 34_900;
    expect(order.amount).toBeGreaterThanOrEqual(goods);
    expect(order.splits.map((s) => s.sellerId).sort()).toEqual([c.sellers.a, c.sellers.b].sort());
    expect(order.splits.reduce((sum, s) => sum + s.amount, 0)).toBe(order.amount);
    for (const split of order.splits) expect(split.commission + split.transfer).toBe(split.amount);
    expect(await paymentOrder(order.orderId)).toMatchObject({
      status: 'created',
      amountPaise: order.amount,
      gateway: 'offline',
      method: 'razorpay',
      userId: shopper.userId,
    });

    const paid = await payOffline(shopper, order.orderId);
    expect(paid.razorpay_order_id).toBe(order.orderId);
    expect(paid.razorpay_payment_id).toMatch(/^pay_[0-9A-Za-z]{14}$/);
    expect(paid.razorpay_signature).toBe(sign(`${order.orderId}|${paid.razorpay_payment_id}`));
    const [ledgerRow] = await db()
      .select()
      .from(offlineGatewayPayments)
      .where(eq(offlineGatewayPayments.id, paid.razorpay_payment_id));
    // Only the card's last four are kept, as Razorpay reports them.
    expect(ledgerRow).toMatchObject({ status: 'captured', amountPaise: order.amount, instrument: '1111' });

    const verified = await verify(shopper, paid);
    expect(verified.statusCode, verified.body).toBe(200);
    const body = verifyPaymentResponseSchema.parse(verified.json());
    expect(body).toMatchObject({ orderId: order.orderId, paymentId: paid.razorpay_payment_id });
    expect(body.transfers.reduce((sum, tr) => sum + tr.amount + tr.commission, 0)).toBe(order.amount);
    expect(body.transfers.every((tr) => tr.transferId === null)).toBe(true);
    expect(await paymentOrder(order.orderId)).toMatchObject({
      status: 'paid',
      gatewayPaymentId: paid.razorpay_payment_id,
    });

    const placed = await placeCardOrder(shopper, paid, { notes: 'Leave with the guard' });
    expect(placed.statusCode, placed.body).toBe(201);
    const [row] = await ordersFor(order.orderId);
    expect(row).toMatchObject({
      id: orderIdOf(placed.json()),
      paymentMethod: 'razorpay',
      paymentStatus: 'Completed',
      transactionId: paid.razorpay_payment_id,
      totalPaise: order.amount,
      notes: 'Leave with the guard',
    });
    expect(await db().select().from(cartItems).where(eq(cartItems.userId, shopper.userId))).toEqual([]);
    // Verify again (a retry with a new key) changes nothing and answers the same transfers.
    const again = await verify(shopper, paid);
    expect(again.statusCode, again.body).toBe(200);
    expect(verifyPaymentResponseSchema.parse(again.json()).transfers).toEqual(body.transfers);
    expect(await transfersOf(order.orderId)).toHaveLength(2);
    // Placing again answers the same order (200), never a second one.
    const replay = await placeCardOrder(shopper, paid);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(orderIdOf(replay.json())).toBe(row?.id);
    expect(await ordersFor(order.orderId)).toHaveLength(1);
  });

  it('places the order straight from the checkout callback when the browser skipped /payment/verify', async () => {
    const shopper = await newShopper(t, [{ productId: c.b1, quantity: 1 }]);
    const { order, paid } = await paidCheckout(shopper);
    const placed = await placeCardOrder(shopper, paid);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await paymentOrder(order.orderId)).toMatchObject({ status: 'paid' });
    expect(await transfersOf(order.orderId)).toHaveLength(1);
  });

  it('refuses a tampered, flipped, cross-order, unknown-payment or missing signature; nothing is paid or ordered', async () => {
    const shopper = await newShopper(t, [{ productId: c.a1, quantity: 1 }]);
    const { order, paid } = await paidCheckout(shopper);
    const other = await paidCheckout(shopper);
    const flip = (hex: string) => `${hex.slice(0, -1)}${hex.endsWith('0') ? '1' : '0'}`;
    const forged: Paid[] = [
      { ...paid, razorpay_signature: flip(paid.razorpay_signature) },
      { ...paid, razorpay_signature: paid.razorpay_signature.toUpperCase() },
      { ...paid, razorpay_signature: paid.razorpay_signature.slice(2) },
      // Another payment id under this order's signature, and this payment under another order's.
      { ...paid, razorpay_payment_id: other.paid.razorpay_payment_id },
      { ...paid, razorpay_signature: other.paid.razorpay_signature },
      { ...other.paid, razorpay_order_id: order.orderId },
      // Signed correctly, but no such payment exists at the gateway.
      {
        ...paid,
        razorpay_payment_id: 'pay_00000000000000',
        razorpay_signature: sign(`${order.orderId}|pay_00000000000000`),
      },
      // A signature over the payment id with the order ids swapped in.
      { ...paid, razorpay_signature: sign(`${paid.razorpay_payment_id}|${order.orderId}`) },
    ];
    for (const attempt of forged) {
      const res = await verify(shopper, attempt);
      expect(res.statusCode, JSON.stringify(attempt)).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        error: PAYMENT_MESSAGES.verifyFailed,
        code: 'PAYMENT_VERIFICATION_FAILED',
      });
      const viaOrder = await placeCardOrder(shopper, attempt);
      expect(viaOrder.statusCode, viaOrder.body).toBe(400);
      expect(viaOrder.json()).toMatchObject({ error: PAYMENT_MESSAGES.verifyFailed });
    }
    const missing = await shopper.call('POST', '/api/users/orders', {
      paymentDetails: { method: 'razorpay', orderId: order.orderId },
      shippingAddress: { _id: shopper.addressId },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: ORDER_MESSAGES.paymentDetailsRequired });
    for (const id of [order.orderId, other.order.orderId]) {
      expect(await paymentOrder(id)).toMatchObject({ status: 'created', gatewayPaymentId: null });
      expect(await ordersFor(id)).toEqual([]);
      expect(await transfersOf(id)).toEqual([]);
    }
    const [stock] = await db().select({ stock: products.stock }).from(products).where(eq(products.id, c.a1));
    expect(stock?.stock).toBe(50 - 2); // the first test's two units only
  });

  it("answers 404 for another shopper's payment order: verify, offline checkout and order", async () => {
    const owner = await newShopper(t, [{ productId: c.b1, quantity: 1 }]);
    const stranger = await newShopper(t, [{ productId: c.b1, quantity: 1 }]);
    const { order, paid } = await paidCheckout(owner);
    const calls = [
      verify(stranger, paid),
      stranger.call('POST', '/api/payment/offline/pay', {
        orderId: order.orderId,
        method: 'card',
        outcome: 'success',
      }),
      placeCardOrder(stranger, paid),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ error: PAYMENT_MESSAGES.paymentOrderNotFound });
    }
    expect(await paymentOrder(order.orderId)).toMatchObject({ status: 'created' });
  });

  it('records a declined payment with Razorpay’s error object; the shopper can pay again on the same order', async () => {
    const shopper = await newShopper(t, [{ productId: c.b1, quantity: 1 }]);
    const order = await createOrder(shopper);
    const declined = await shopper.call('POST', '/api/payment/offline/pay', {
      orderId: order.orderId,
      method: 'upi',
      outcome: 'failure',
      instrument: 'asha@okaxis',
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toEqual({
      success: false,
      error: { code: 'BAD_REQUEST_ERROR', description: 'Payment failed', reason: 'payment_failed' },
    });
    const ledger = await db()
      .select()
      .from(offlineGatewayPayments)
      .where(eq(offlineGatewayPayments.gatewayOrderId, order.orderId));
    expect(ledger).toMatchObject([{ status: 'failed', method: 'upi', instrument: 'asha@okaxis' }]);
    expect(await paymentOrder(order.orderId)).toMatchObject({ status: 'created' });
    // A failed payment's id carries no valid signature.
    const failedId = ledger[0]?.id ?? '';
    const res = await verify(shopper, {
      razorpay_order_id: order.orderId,
      razorpay_payment_id: failedId,
      razorpay_signature: sign(`${order.orderId}|${failedId}`),
    });
    expect(res.statusCode).toBe(400);

    const paid = await payOffline(shopper, order.orderId, 'upi');
    expect((await verify(shopper, paid)).statusCode).toBe(200);
    // The order is paid now: the checkout refuses another payment on it.
    const closed = await shopper.call('POST', '/api/payment/offline/pay', {
      orderId: order.orderId,
      method: 'card',
      outcome: 'success',
    });
    expect(closed.json()).toMatchObject({ success: false, error: { reason: 'order_closed' } });
  });

  it('refunds a payment whose stock sold out before the order was made, and says so', async () => {
    const shopper = await newShopper(t, [{ productId: c.a2, quantity: 2 }]);
    const { order, paid } = await paidCheckout(shopper);
    expect((await verify(shopper, paid)).statusCode).toBe(200);
    await db().update(products).set({ stock: 1 }).where(eq(products.id, c.a2));
    try {
      const res = await placeCardOrder(shopper, paid);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ code: 'INSUFFICIENT_STOCK' });
      expect((res.json() as { error: string }).error).toMatch(/Your payment will be refunded\.$/);
      expect(await paymentOrder(order.orderId)).toMatchObject({
        status: 'refunded',
        failureReason: expect.stringContaining('Only 1 left'),
      });
      expect(await ordersFor(order.orderId)).toEqual([]);
      // A retry is told the same and refunds nothing twice.
      const retry = await placeCardOrder(shopper, paid);
      expect(retry.statusCode).toBe(409);
      expect(retry.json()).toMatchObject({
        code: 'PAYMENT_REFUNDED',
        error: expect.stringMatching(/^Only 1 left of .*Your payment will be refunded\.$/),
      });
      expect(await paymentOrder(order.orderId)).toMatchObject({ status: 'refunded' });
    } finally {
      await db().update(products).set({ stock: 50 }).where(eq(products.id, c.a2));
    }
  });

  it('validates create-order: an address of the shopper, a non-empty cart, auth', async () => {
    const shopper = await newShopper(t, []);
    const empty = await shopper.call('POST', '/api/payment/create-order', {
      shippingAddress: { _id: shopper.addressId },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: ORDER_MESSAGES.cartEmpty });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/payment/create-order',
      payload: { shippingAddress: { _id: shopper.addressId } },
    });
    expect(anonymous.statusCode).toBe(401);
    const other = await newShopper(t, [{ productId: c.b1, quantity: 1 }]);
    const foreign = await other.call('POST', '/api/payment/create-order', {
      shippingAddress: { _id: shopper.addressId },
    });
    expect(foreign.statusCode, foreign.body).toBeGreaterThanOrEqual(400);
    expect(foreign.statusCode).toBeLessThan(500);
    const count = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(paymentOrders)
      .where(inArray(paymentOrders.userId, [shopper.userId, other.userId]));
    expect(count[0]?.n).toBe(0);
  });

  it('replays verify with the same Idempotency-Key without running it again', async () => {
    const shopper = await newShopper(t, [{ productId: c.b1, quantity: 1 }]);
    const { order, paid } = await paidCheckout(shopper);
    const key = randomUUID();
    const results = await Promise.all([verify(shopper, paid, key), verify(shopper, paid, key)]);
    const statuses = results.map((r) => r.statusCode).sort();
    // One runs; the other is replayed (200) or told the first is still running (409).
    expect(statuses[0]).toBe(200);
    expect([200, 409]).toContain(statuses[1]);
    const final = await verify(shopper, paid, key);
    expect(final.statusCode).toBe(200);
    expect(final.headers['idempotent-replayed']).toBe('true');
    expect(await transfersOf(order.orderId)).toHaveLength(1);
    expect(
      await db()
        .select()
        .from(paymentOrders)
        .where(and(eq(paymentOrders.id, order.orderId), eq(paymentOrders.status, 'paid'))),
    ).toHaveLength(1);
  });
});
