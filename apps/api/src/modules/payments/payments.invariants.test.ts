// Payment invariants on real PostgreSQL (issue 7 item 7): no forged, flipped, cross-order or malformed signature
// marks anything paid; one payment and one Idempotency-Key make one order; webhooks replayed in any order pay once.
import fc from 'fast-check';
import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@haat/domain/http/api-error.schema';
import { orders } from '../../db/schema/orders.ts';
import { paymentOrders, paymentTransfers, paymentWebhookEvents } from '../../db/schema/payments.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import {
  insertBuyers,
  insertStockedProducts,
  insertTwoSellers,
  INVARIANT_ENV,
  INVARIANT_GATEWAY_SECRET,
  ledger,
  orderIdOf,
  type Buyer,
  type CartSpec,
} from '../orders/orders.invariants-support.ts';
import { reconcilePayments, RECONCILE_GRACE_MS } from '../checkout/payment-reconciler.ts';
import { createPaymentGateway } from './create-payment-gateway.ts';
import { paymentSignature } from './payment-gateway.ts';
import { paymentDriver, untilAnswered } from './payments.invariants-support.ts';

const notPostgres = testDatabaseKind !== 'postgres';

describe.skipIf(notPostgres)(`payment invariants (${testDatabaseKind})`, { timeout: 180_000 }, () => {
  let t: TestApp;
  let cart: CartSpec;

  beforeAll(async () => {
    t = await buildTestApp(INVARIANT_ENV);
    const s = await insertTwoSellers(t.database.db);
    await insertStockedProducts(t.database.db, [
      { id: 'pay_inv_a', sellerId: s.a, stock: 10_000, pricePaise: 129_900 },
      { id: 'pay_inv_b', sellerId: s.b, stock: 10_000, pricePaise: 45_000 },
    ]);
    cart = [
      { productId: 'pay_inv_a', quantity: 2 },
      { productId: 'pay_inv_b', quantity: 1 },
    ];
  }, 120_000);
  afterAll(async () => t?.close());

  const { call, createOrder, pay, payExisting, paymentRow, ordersOfPayment, event, deliver } = paymentDriver(
    () => t,
  );

  it('forged, flipped, cross-order, empty and wrong-length signatures mark nothing paid and make no order', async () => {
    const [buyer, other] = await insertBuyers(t.database.db, 2, () => cart);
    if (!buyer || !other) throw new Error('no buyers');
    const real = await pay(buyer);
    const second = await pay(buyer);
    const othersPayment = await pay(other);
    const stockBefore = (await ledger(t.database.db, ['pay_inv_a', 'pay_inv_b'])).stock;
    const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

    const attempts: [string, { o: string; p: string; s: string }, Buyer][] = [
      [
        'forged with another secret',
        {
          o: real.orderId,
          p: real.paymentId,
          s: hmac('not-the-secret-at-all-0123456789abcdef', `${real.orderId}|${real.paymentId}`),
        },
        buyer,
      ],
      ['random hex', { o: real.orderId, p: real.paymentId, s: randomBytes(32).toString('hex') }, buyer],
      [
        'flipped: payment|order under the real secret',
        {
          o: real.orderId,
          p: real.paymentId,
          s: paymentSignature(INVARIANT_GATEWAY_SECRET, real.paymentId, real.orderId),
        },
        buyer,
      ],
      [
        'flipped: ids swapped in the request',
        { o: real.paymentId, p: real.orderId, s: real.signature },
        buyer,
      ],
      ['another order’s valid signature', { o: real.orderId, p: real.paymentId, s: second.signature }, buyer],
      [
        'another order’s payment and signature',
        { o: real.orderId, p: second.paymentId, s: second.signature },
        buyer,
      ],
      [
        'another shopper’s payment and signature',
        { o: real.orderId, p: othersPayment.paymentId, s: othersPayment.signature },
        buyer,
      ],
      [
        'the real signature by another shopper',
        { o: real.orderId, p: real.paymentId, s: real.signature },
        other,
      ],
      ['empty', { o: real.orderId, p: real.paymentId, s: '' }, buyer],
      ['one hex digit short', { o: real.orderId, p: real.paymentId, s: real.signature.slice(0, -1) }, buyer],
      ['one hex digit long', { o: real.orderId, p: real.paymentId, s: `${real.signature}0` }, buyer],
      ['half length', { o: real.orderId, p: real.paymentId, s: real.signature.slice(0, 32) }, buyer],
      ['right length, not hex', { o: real.orderId, p: real.paymentId, s: 'z'.repeat(64) }, buyer],
      [
        'multi-byte characters of the same length',
        { o: real.orderId, p: real.paymentId, s: 'é'.repeat(32) },
        buyer,
      ],
    ];
    for (const [name, a, who] of attempts) {
      const verify = await call(who, '/api/payment/verify', {
        razorpay_order_id: a.o,
        razorpay_payment_id: a.p,
        razorpay_signature: a.s,
      });
      expect([400, 404, 422], `verify, ${name}: ${verify.statusCode} ${verify.body}`).toContain(
        verify.statusCode,
      );
      const place = await call(who, '/api/users/orders', {
        paymentDetails: { method: 'razorpay', orderId: a.o, paymentId: a.p, signature: a.s },
        shippingAddress: { _id: who.addressId },
      });
      expect([400, 404, 422], `order, ${name}: ${place.statusCode} ${place.body}`).toContain(
        place.statusCode,
      );
      expect((await paymentRow(real.orderId))?.status, name).toBe('created');
    }
    expect((await paymentRow(real.orderId))?.gatewayPaymentId).toBeNull();
    expect(await ordersOfPayment(real.orderId)).toEqual([]);
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, buyer.userId))).toEqual([]);
    expect((await ledger(t.database.db, ['pay_inv_a', 'pay_inv_b'])).stock).toEqual(stockBefore);

    // The control: the genuine signature is accepted, so the refusals above were for the signature.
    const ok = await call(buyer, '/api/payment/verify', {
      razorpay_order_id: real.orderId,
      razorpay_payment_id: real.paymentId,
      razorpay_signature: real.signature,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await paymentRow(real.orderId))?.status).toBe('paid');
  });

  it('50 parallel orders with one Idempotency-Key and one payment make one order, one payment order, one decrement', async () => {
    const [buyer] = await insertBuyers(t.database.db, 1, () => cart);
    if (!buyer) throw new Error('no buyer');
    const before = await ledger(t.database.db, ['pay_inv_a', 'pay_inv_b']);
    const paid = await pay(buyer);
    const body = {
      paymentDetails: {
        method: 'razorpay',
        orderId: paid.orderId,
        paymentId: paid.paymentId,
        signature: paid.signature,
      },
      shippingAddress: { _id: buyer.addressId },
    };
    const key = 'card-idem-key-1';
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call(buyer, '/api/users/orders', body, { 'idempotency-key': key })),
    );
    expect(answers.map((r) => r.statusCode).filter((c) => ![200, 201, 409].includes(c))).toEqual([]);
    for (const r of answers.filter((a) => a.statusCode === 409)) {
      expect(r.json<{ code: string }>().code, r.body).toBe(ERROR_CODES.idempotencyInProgress);
    }
    const ids = new Set(answers.filter((r) => r.statusCode < 300).map((r) => orderIdOf(r.json())));
    expect(ids.size).toBe(1);
    const [orderId] = [...ids];
    for (let i = 0; i < answers.filter((a) => a.statusCode === 409).length; i += 1) {
      expect(
        await untilAnswered(() => call(buyer, '/api/users/orders', body, { 'idempotency-key': key })),
      ).toBe(orderId);
    }

    // The same payment under 20 other keys at once still names that one order.
    const others = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(buyer, '/api/users/orders', body, { 'idempotency-key': `card-other-${i}` }),
      ),
    );
    expect(others.map((r) => `${r.statusCode} ${orderIdOf(r.json()) ?? r.body}`)).toEqual(
      others.map((r) => `${r.statusCode < 300 ? r.statusCode : 'not 2xx'} ${orderId}`),
    );

    expect(await ordersOfPayment(paid.orderId)).toEqual([{ id: orderId }]);
    expect(
      await t.database.db
        .select({ id: paymentOrders.id })
        .from(paymentOrders)
        .where(eq(paymentOrders.userId, buyer.userId)),
    ).toEqual([{ id: paid.orderId }]);
    const transfers = await t.database.db
      .select()
      .from(paymentTransfers)
      .where(eq(paymentTransfers.paymentOrderId, paid.orderId));
    expect(transfers.map((r) => r.sellerId).sort()).toHaveLength(2);
    expect(transfers.reduce((s, r) => s + r.amountPaise + r.commissionPaise, 0)).toBe(paid.amount);
    const after = await ledger(t.database.db, ['pay_inv_a', 'pay_inv_b']);
    expect((before.stock.pay_inv_a ?? 0) - (after.stock.pay_inv_a ?? 0)).toBe(2);
    expect((before.stock.pay_inv_b ?? 0) - (after.stock.pay_inv_b ?? 0)).toBe(1);
  });

  it('six shoppers pay for the last two units at once: two orders, the other payments refunded, never oversold', async () => {
    const s = await insertTwoSellers(t.database.db);
    await insertStockedProducts(t.database.db, [{ id: 'pay_inv_last', sellerId: s.a, stock: 2 }]);
    const payers = await insertBuyers(t.database.db, 6, () => [{ productId: 'pay_inv_last', quantity: 1 }]);
    const paid = await Promise.all(payers.map((b) => pay(b)));
    const answers = await Promise.all(
      payers.map((b, i) =>
        call(b, '/api/users/orders', {
          paymentDetails: {
            method: 'razorpay',
            orderId: paid[i]?.orderId,
            paymentId: paid[i]?.paymentId,
            signature: paid[i]?.signature,
          },
          shippingAddress: { _id: b.addressId },
        }),
      ),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes, answers.map((r) => r.body).join('\n')).toEqual([201, 201, 409, 409, 409, 409]);
    for (const r of answers.filter((a) => a.statusCode === 409)) {
      expect(r.json<{ error: string }>().error).toMatch(/Your payment will be refunded\.$/);
    }
    const rows = await Promise.all(paid.map((p) => paymentRow(p.orderId)));
    const statuses = rows.map((r) => r?.status).sort();
    expect(statuses).toEqual(['paid', 'paid', 'refunded', 'refunded', 'refunded', 'refunded']);
    for (const [i, r] of answers.entries()) {
      const made = await ordersOfPayment(paid[i]?.orderId ?? '');
      expect(made.length, `payment ${i}`).toBe(r.statusCode === 201 ? 1 : 0);
      expect(rows[i]?.status).toBe(r.statusCode === 201 ? 'paid' : 'refunded');
    }
    const after = await ledger(t.database.db, ['pay_inv_last']);
    expect(after.stock.pay_inv_last).toBe(0);
    expect(after.sold.pay_inv_last).toBe(2);
  });

  /** A fresh checkout with one declined and one captured payment at the gateway, and its four deliveries. */
  async function webhookCase() {
    const [buyer] = await insertBuyers(t.database.db, 1, () => cart);
    if (!buyer) throw new Error('no buyer');
    const created = await createOrder(buyer);
    const failed = await payExisting(buyer, created.orderId, created.amount, 'failure');
    const captured = await payExisting(buyer, created.orderId, created.amount, 'success');
    const tag = randomBytes(6).toString('hex');
    const deliveries = [
      { raw: event('payment.captured', captured), id: `evt_cap_${tag}` },
      { raw: event('payment.captured', captured), id: `evt_cap_${tag}` },
      { raw: event('payment.captured', captured), id: `evt_cap_${tag}` },
      { raw: event('payment.failed', failed), id: `evt_fail_${tag}` },
    ];
    return { buyer, created, captured, deliveries };
  }

  async function expectPaidOnce(
    c: Awaited<ReturnType<typeof webhookCase>>,
    stockBefore: Record<string, number>,
    eventsApplied = 2,
  ) {
    const row = await paymentRow(c.created.orderId);
    expect(row?.status).toBe('paid');
    expect(row?.gatewayPaymentId).toBe(c.captured.paymentId);
    // One order at most; and since the webhook settles a captured payment, exactly one: the money is never orphaned.
    const made = await ordersOfPayment(c.created.orderId);
    expect(made).toHaveLength(1);
    const transfers = await t.database.db
      .select()
      .from(paymentTransfers)
      .where(eq(paymentTransfers.paymentOrderId, c.created.orderId));
    expect(transfers).toHaveLength(2);
    const events = await t.database.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.paymentOrderId, c.created.orderId));
    expect(events).toHaveLength(eventsApplied);
    const stock = (await ledger(t.database.db, ['pay_inv_a', 'pay_inv_b'])).stock;
    // Stock moved once per order made (2 of a, 1 of b), never for a replay.
    expect((stockBefore.pay_inv_a ?? 0) - (stock.pay_inv_a ?? 0)).toBe(2 * made.length);
    expect((stockBefore.pay_inv_b ?? 0) - (stock.pay_inv_b ?? 0)).toBe(made.length);
  }

  it('a forged webhook changes nothing', async () => {
    const c = await webhookCase();
    const [captured] = c.deliveries;
    if (!captured) throw new Error('no delivery');
    const forged = await deliver(captured.raw, captured.id, 'someone-else-secret-0123456789abcdef');
    expect(forged.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-event-id': captured.id },
      payload: captured.raw,
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await paymentRow(c.created.orderId))?.status).toBe('created');
    // The real delivery of the same event id is still applied: a forgery did not burn the id.
    expect((await deliver(captured.raw, captured.id)).statusCode).toBe(200);
    expect((await paymentRow(c.created.orderId))?.status).toBe('paid');
  });

  it('payment.captured three times and payment.failed, one at a time in any order: paid once, never back', async () => {
    await fc.assert(
      fc.asyncProperty(fc.shuffledSubarray([0, 1, 2, 3], { minLength: 4, maxLength: 4 }), async (order) => {
        const c = await webhookCase();
        const stockBefore = (await ledger(t.database.db, ['pay_inv_a', 'pay_inv_b'])).stock;
        const seen: string[] = [];
        const fresh: boolean[] = [];
        for (const k of order) {
          const d = c.deliveries[k];
          if (!d) throw new Error('no delivery');
          const res = await deliver(d.raw, d.id);
          expect(res.statusCode, res.body).toBe(200);
          fresh.push(!res.json<{ duplicate: boolean }>().duplicate);
          seen.push((await paymentRow(c.created.orderId))?.status ?? 'missing');
        }
        // Once paid it stays paid; two deliveries (one per event id) were applied, the rest were duplicates.
        const firstPaid = seen.indexOf('paid');
        expect(firstPaid).toBeGreaterThanOrEqual(0);
        expect(
          seen.slice(firstPaid).every((s) => s === 'paid'),
          seen.join(' → '),
        ).toBe(true);
        expect(fresh.filter(Boolean)).toHaveLength(2);
        await expectPaidOnce(c, stockBefore);
      }),
      { numRuns: 8 },
    );
  });

  it('the same four deliveries all at once, in any order: paid once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.shuffledSubarray([0, 1, 2, 3], { minLength: 4, maxLength: 4 }), async (order) => {
        const c = await webhookCase();
        const stockBefore = (await ledger(t.database.db, ['pay_inv_a', 'pay_inv_b'])).stock;
        const answers = await Promise.all(
          order.map((k) => {
            const d = c.deliveries[k];
            if (!d) throw new Error('no delivery');
            return deliver(d.raw, d.id);
          }),
        );
        // A delivery that met its twin still being applied may be refused for a retry, never applied twice.
        expect(answers.map((r) => r.statusCode).filter((s) => s !== 200 && s !== 409 && s !== 503)).toEqual(
          [],
        );
        for (const [i, r] of answers.entries()) {
          if (r.statusCode === 200) continue;
          const d = c.deliveries[order[i] ?? 0];
          if (d) expect((await deliver(d.raw, d.id)).statusCode).toBe(200);
        }
        await expectPaidOnce(c, stockBefore);
      }),
      { numRuns: 6 },
    );
  });

  it('verify, order, webhook and reconciler all at once for one payment: one order, paid once', async () => {
    const deps = { gateway: createPaymentGateway(t.config, t.database.db) };
    // Settle what earlier tests left paid at the gateway first, so that the stock below moves for this case only.
    await reconcilePayments(t.database.db, deps, new Date(Date.now() + RECONCILE_GRACE_MS + 1_000));
    const c = await webhookCase();
    const stockBefore = (await ledger(t.database.db, ['pay_inv_a', 'pay_inv_b'])).stock;
    const [captured] = c.deliveries;
    if (!captured) throw new Error('no delivery');
    const p = c.captured;
    const later = new Date(Date.now() + RECONCILE_GRACE_MS + 60_000);
    const [verifies, placed, hooks, rounds] = await Promise.all([
      Promise.all(
        Array.from({ length: 5 }, () =>
          call(c.buyer, '/api/payment/verify', {
            razorpay_order_id: p.orderId,
            razorpay_payment_id: p.paymentId,
            razorpay_signature: p.signature,
          }),
        ),
      ),
      Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          call(
            c.buyer,
            '/api/users/orders',
            {
              paymentDetails: {
                method: 'razorpay',
                orderId: p.orderId,
                paymentId: p.paymentId,
                signature: p.signature,
              },
              shippingAddress: { _id: c.buyer.addressId },
            },
            { 'idempotency-key': `all-paths-${i}` },
          ),
        ),
      ),
      Promise.all(Array.from({ length: 3 }, () => deliver(captured.raw, captured.id))),
      Promise.all(Array.from({ length: 3 }, () => reconcilePayments(t.database.db, deps, later))),
    ]);
    expect(verifies.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
    expect(hooks.map((r) => r.statusCode)).toEqual(Array(3).fill(200));
    expect(rounds.map((r) => r.errors)).toEqual([0, 0, 0]);
    const [made] = await ordersOfPayment(p.orderId);
    expect(placed.map((r) => `${r.statusCode < 300 ? '2xx' : r.body} ${orderIdOf(r.json()) ?? ''}`)).toEqual(
      Array(5).fill(`2xx ${made?.id ?? 'no order'}`),
    );
    await expectPaidOnce(c, stockBefore, 1);
  });
});
