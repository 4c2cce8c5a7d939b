// Payment gateway faults (issue 12 item 4), on PostgreSQL: the gateway the app talks to is wrapped to fail, to time
// out and to drop its answers (the call did its work at the gateway, the answer never came back). What the
// existing tests prove is not repeated here (payment-settlement.test.ts: a 502 on verify answers 503; the
// invariants: signatures, races, webhooks). Proven here: a checkout whose create-order failed, timed out or lost its
// answer leaves no payment order, and its retry makes exactly one; nothing is marked paid or ordered while the
// gateway cannot confirm a payment; a capture or a refund whose answer was lost is settled by the reconciler
// exactly once, without a second capture's order or a second refund.
import { and, eq, sql } from 'drizzle-orm';
import Razorpay from 'razorpay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems } from '../../db/schema/cart.ts';
import { orders } from '../../db/schema/orders.ts';
import { offlineGatewayRefunds, paymentOrders, paymentTransfers } from '../../db/schema/payments.ts';
import { products } from '../../db/schema/products.ts';
import { reconcilePayments } from '../checkout/payment-reconciler.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { INVARIANT_GATEWAY_SECRET } from '../orders/orders.invariants-support.ts';
import { OfflineGateway } from './offline-gateway.ts';
import { gatewayCall } from './payment-capture.ts';
import { RazorpayGateway } from './razorpay-gateway.ts';
import { GatewayError, type CreateGatewayOrderInput, type GatewayPayment } from './payment-gateway.ts';
import {
  insertCatalogue,
  newShopper,
  PAYMENT_TEST_ENV,
  payOffline,
  placeCardOrder,
  verify,
  type Catalogue,
  type PayingShopper,
} from './payments.test-support.ts';

type Fault = 'fail' | 'timeout' | 'drop';
type Faulted = 'createOrder' | 'fetchOrderPayments' | 'capture' | 'refund';

/**
 * The offline gateway with faults on demand, each for the next `times` calls of one method: 'fail' refuses without
 * doing anything, 'timeout' gives up after a wait without doing anything (what the SDK's caller sees of a gateway
 * that does not answer), 'drop' does the work at the gateway and then loses the answer. `authorizeOnly` makes it
 * behave like a Razorpay account without automatic capture: payments read 'authorized' until captured.
 */
class FaultyGateway extends OfflineGateway {
  private readonly faults = new Map<Faulted, { fault: Fault; times: number }>();
  readonly calls: Record<Faulted, number> = { createOrder: 0, fetchOrderPayments: 0, capture: 0, refund: 0 };
  /** Gateway orders opened at the gateway whose id never reached us. */
  readonly lostOrders: string[] = [];
  authorizeOnly = false;
  private readonly captured = new Set<string>();

  inject(method: Faulted, fault: Fault, times = 1): void {
    this.faults.set(method, { fault, times });
  }

  heal(): void {
    this.faults.clear();
  }

  private async run<T>(method: Faulted, work: () => Promise<T>, onDrop?: (value: T) => void): Promise<T> {
    this.calls[method] += 1;
    const planned = this.faults.get(method);
    if (!planned || planned.times <= 0) return work();
    planned.times -= 1;
    if (planned.fault === 'fail') throw new GatewayError(`offline: ${method} refused (502)`);
    if (planned.fault === 'timeout') {
      await new Promise((r) => setTimeout(r, 50));
      throw new GatewayError(`offline: ${method} timed out`);
    }
    const done = await work();
    onDrop?.(done);
    throw new GatewayError(`offline: ${method} answer lost (connection reset)`);
  }

  override createOrder(input: CreateGatewayOrderInput): Promise<{ id: string }> {
    return this.run(
      'createOrder',
      () => super.createOrder(input),
      (o) => this.lostOrders.push(o.id),
    );
  }

  override fetchOrderPayments(orderId: string): Promise<GatewayPayment[]> {
    return this.run('fetchOrderPayments', async () =>
      (await super.fetchOrderPayments(orderId)).map((p) =>
        this.authorizeOnly && p.status === 'captured' && !this.captured.has(p.id)
          ? { ...p, status: 'authorized' as const }
          : p,
      ),
    );
  }

  // Offline payments are captured when made; the base ignores what a Razorpay capture is told.
  override capture(paymentId?: string): Promise<void> {
    return this.run('capture', async () => {
      await super.capture();
      if (paymentId) this.captured.add(paymentId);
    });
  }

  override refund(paymentId: string, amountPaise: number, notes?: Record<string, string>): Promise<string> {
    return this.run('refund', () => super.refund(paymentId, amountPaise, notes));
  }
}

describe('a Razorpay that stops answering', () => {
  it('is given up after the timeout as a GatewayError, which the checkout answers 503, not waited on forever', async () => {
    const client = new Razorpay({ key_id: 'rzp_test_key', key_secret: 'test_secret' });
    // The SDK's HTTP (an axios instance) sends the request and never hears back.
    (client.api as unknown as { rq: { defaults: { adapter: unknown } } }).rq.defaults.adapter = () =>
      new Promise(() => undefined);
    const razorpay = new RazorpayGateway({
      keyId: 'rzp_test_key',
      keySecret: 'test_secret',
      webhookSecret: undefined,
      client,
      timeoutMs: 100,
    });
    const started = Date.now();
    await expect(
      razorpay.createOrder({ amountPaise: 49_900, currency: 'INR', receipt: 'rcpt_1', notes: {} }),
    ).rejects.toBeInstanceOf(GatewayError);
    await expect(razorpay.fetchOrderPayments('order_Hung000000001')).rejects.toThrow(/no answer in 100 ms/);
    await expect(razorpay.refund('pay_Hung000000001', 100)).rejects.toBeInstanceOf(GatewayError);
    await expect(gatewayCall(() => razorpay.capture('pay_Hung000000001', 100, 'INR'))).rejects.toMatchObject({
      statusCode: 503,
      code: 'PAYMENT_GATEWAY_UNAVAILABLE',
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe.skipIf(testDatabaseKind !== 'postgres')('payment gateway faults (postgres)', () => {
  let t: TestApp;
  let c: Catalogue;
  let gateway: FaultyGateway;
  const db = () => t.database.db;
  const paymentOrdersOf = (userId: string) =>
    db().select().from(paymentOrders).where(eq(paymentOrders.userId, userId));
  const ordersOf = (userId: string) => db().select().from(orders).where(eq(orders.userId, userId));
  const cartOf = (userId: string) => db().select().from(cartItems).where(eq(cartItems.userId, userId));
  const stockOf = async (id: string) =>
    (await db().select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;
  /** A reconciler round as it runs once the browser's grace period is over. */
  const reconcile = () => reconcilePayments(db(), { gateway }, new Date(Date.now() + 5 * 60_000));
  const createOrder = (s: PayingShopper) =>
    s.call('POST', '/api/payment/create-order', {
      shippingAddress: { _id: s.addressId },
      method: 'razorpay',
    });
  const expectUnavailable = (res: { statusCode: number; body: string }) => {
    expect(res.statusCode, res.body).toBe(503);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'PAYMENT_GATEWAY_UNAVAILABLE' });
  };

  beforeAll(async () => {
    t = await buildTestApp(PAYMENT_TEST_ENV, {}, (database) => {
      gateway = new FaultyGateway(database.db, INVARIANT_GATEWAY_SECRET);
      return gateway;
    });
    c = await insertCatalogue(t);
  });
  afterAll(() => t?.close());

  it('create-order that fails, times out or loses its answer opens no payment order; the retry opens exactly one', async () => {
    const shopper = await newShopper(t, [
      { productId: c.a1, quantity: 1 },
      { productId: c.b1, quantity: 1 },
    ]);
    for (const fault of ['fail', 'timeout', 'drop'] as const) {
      gateway.inject('createOrder', fault);
      expectUnavailable(await createOrder(shopper));
      expect(await paymentOrdersOf(shopper.userId), fault).toEqual([]);
    }
    // The dropped call opened an order at the gateway that the browser never saw, so nobody can pay it.
    expect(gateway.lostOrders).toHaveLength(1);
    const retry = await createOrder(shopper);
    expect(retry.statusCode, retry.body).toBe(200);
    const rows = await paymentOrdersOf(shopper.userId);
    expect(rows.map((r) => [r.id, r.status])).toEqual([
      [retry.json<{ orderId: string }>().orderId, 'created'],
    ]);
    expect(rows[0]?.id).not.toBe(gateway.lostOrders[0]);
  });

  it('a paid checkout the gateway cannot confirm (refused, timed out) is neither paid nor ordered; the reconciler settles it once', async () => {
    const shopper = await newShopper(t, [{ productId: c.a2, quantity: 2 }]);
    const stockBefore = await stockOf(c.a2);
    const created = await createOrder(shopper);
    expect(created.statusCode, created.body).toBe(200);
    const { orderId } = created.json<{ orderId: string }>();
    const paid = await payOffline(shopper, orderId);

    gateway.inject('fetchOrderPayments', 'fail');
    expectUnavailable(await verify(shopper, paid));
    gateway.inject('fetchOrderPayments', 'timeout');
    expectUnavailable(await placeCardOrder(shopper, paid));
    // The reconciler meets the outage too: it counts errors and changes nothing.
    gateway.inject('fetchOrderPayments', 'timeout', Number.POSITIVE_INFINITY);
    const during = await reconcile();
    expect(during).toMatchObject({ paid: 0, placed: 0 });
    expect(during.errors).toBeGreaterThan(0);

    const [row] = await paymentOrdersOf(shopper.userId);
    expect(row).toMatchObject({ status: 'created', gatewayPaymentId: null });
    expect(
      await db().select().from(paymentTransfers).where(eq(paymentTransfers.paymentOrderId, orderId)),
    ).toEqual([]);
    expect(await ordersOf(shopper.userId)).toEqual([]);
    expect(await cartOf(shopper.userId)).toHaveLength(1);
    expect(await stockOf(c.a2)).toBe(stockBefore);

    // The gateway answers again; the browser never came back: the reconciler pays it and makes the order, once.
    gateway.heal();
    expect(await reconcile()).toMatchObject({ paid: 1, placed: 1, errors: 0 });
    expect(await reconcile()).toMatchObject({ paid: 0, placed: 0, errors: 0 });
    const [settled] = await paymentOrdersOf(shopper.userId);
    expect(settled).toMatchObject({ status: 'paid', gatewayPaymentId: paid.razorpay_payment_id });
    const placed = await ordersOf(shopper.userId);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({
      totalPaise: row?.amountPaise,
      transactionId: paid.razorpay_payment_id,
    });
    const transfers = await db()
      .select()
      .from(paymentTransfers)
      .where(eq(paymentTransfers.paymentOrderId, orderId));
    expect(transfers.reduce((s, tr) => s + tr.amountPaise + tr.commissionPaise, 0)).toBe(row?.amountPaise);
    expect(await stockOf(c.a2)).toBe((stockBefore ?? 0) - 2);
    // The shopper's own retry now answers that order rather than a second one.
    const late = await placeCardOrder(shopper, paid);
    expect(late.statusCode, late.body).toBe(200);
    expect(await ordersOf(shopper.userId)).toHaveLength(1);
  });

  it('a capture whose answer was lost marks nothing paid; the next verify and the reconciler find it captured and pay once', async () => {
    gateway.authorizeOnly = true;
    try {
      const [first, second] = [
        await newShopper(t, [{ productId: c.b1, quantity: 1 }]),
        await newShopper(t, [{ productId: c.a1, quantity: 3 }]),
      ];
      for (const shopper of [first, second]) {
        if (!shopper) throw new Error('no shopper');
        const created = await createOrder(shopper);
        const { orderId } = created.json<{ orderId: string }>();
        const paid = await payOffline(shopper, orderId);
        gateway.inject('capture', 'drop');
        const capturesBefore = gateway.calls.capture;
        expectUnavailable(await placeCardOrder(shopper, paid));
        expect(gateway.calls.capture).toBe(capturesBefore + 1);
        expect((await paymentOrdersOf(shopper.userId))[0]).toMatchObject({ status: 'created' });
        expect(await ordersOf(shopper.userId)).toEqual([]);
        if (shopper === first) {
          // The shopper retries: the gateway now says captured, so there is no second capture.
          const retry = await placeCardOrder(shopper, paid);
          expect(retry.statusCode, retry.body).toBe(201);
          expect(gateway.calls.capture).toBe(capturesBefore + 1);
        } else {
          // The browser is gone: the reconciler settles it.
          expect(await reconcile()).toMatchObject({ paid: 1, placed: 1, errors: 0 });
        }
        expect((await paymentOrdersOf(shopper.userId))[0]).toMatchObject({
          status: 'paid',
          gatewayPaymentId: paid.razorpay_payment_id,
        });
        expect(await ordersOf(shopper.userId)).toHaveLength(1);
      }
    } finally {
      gateway.authorizeOnly = false;
    }
  });

  it('sixty checkouts abandoned unpaid do not hide a newer paid one from the reconciler', async () => {
    const shopper = await newShopper(t, [{ productId: c.a1, quantity: 1 }]);
    const created = await createOrder(shopper);
    const { orderId } = created.json<{ orderId: string }>();
    const [template] = await paymentOrdersOf(shopper.userId);
    if (!template) throw new Error('no payment order');
    // Older than the paid one, younger than the 30 minutes after which they are closed: still open, still asked.
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    await db()
      .insert(paymentOrders)
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          ...template,
          id: `order_Abandon${String(i).padStart(7, '0')}`,
          createdAt: tenMinutesAgo,
          updatedAt: tenMinutesAgo,
        })),
      );
    await payOffline(shopper, orderId);
    const round = await reconcile();
    expect(round).toMatchObject({ paid: 1, placed: 1, errors: 0 });
    expect(await ordersOf(shopper.userId)).toHaveLength(1);
  });

  it('a refund whose answer was lost (stock sold out after payment) is not made a second time by the reconciler', async () => {
    // The shopper pays for the last unit, which another order takes before the card order is placed.
    await db().update(products).set({ stock: 1 }).where(eq(products.id, c.b1));
    const shopper = await newShopper(t, [{ productId: c.b1, quantity: 1 }]);
    const created = await createOrder(shopper);
    const { orderId, amount } = created.json<{ orderId: string; amount: number }>();
    const paid = await payOffline(shopper, orderId);
    await db().update(products).set({ stock: 0 }).where(eq(products.id, c.b1));

    gateway.inject('refund', 'drop');
    const refused = await placeCardOrder(shopper, paid);
    expect(refused.statusCode, refused.body).toBe(409);
    // The refund was made at the gateway, its answer lost: the payment order is back to paid for the reconciler.
    const refundsOf = () =>
      db()
        .select()
        .from(offlineGatewayRefunds)
        .where(eq(offlineGatewayRefunds.paymentId, paid.razorpay_payment_id));
    expect(await refundsOf()).toHaveLength(1);

    for (let round = 0; round < 3; round += 1) await reconcile();
    const refunds = await refundsOf();
    expect(refunds.map((r) => r.amountPaise)).toEqual([amount]);
    expect((await paymentOrdersOf(shopper.userId))[0]).toMatchObject({ status: 'refunded' });
    expect(await ordersOf(shopper.userId)).toEqual([]);
    expect(
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(paymentOrders)
        .where(and(eq(paymentOrders.userId, shopper.userId), eq(paymentOrders.status, 'paid'))),
    ).toEqual([{ n: 0 }]);
  });
});
