// Settlement against Razorpay (its SDK's HTTP answered in-process): the payment is confirmed with the gateway,
// an authorized one is captured, Route transfers are recorded per seller, and outages answer 503, not 500.
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentOrders, paymentTransfers } from '../../db/schema/payments.ts';
import { sellers } from '../../db/schema/sellers.ts';
import { AppError } from '../../http/app-error.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { verifyPayment, type PaymentLog } from '../payments/payment-capture.ts';
import { RazorpayGateway } from '../payments/razorpay-gateway.ts';
import { mockedSdk, type SentRequest } from '../payments/razorpay.test-support.ts';
import {
  createOrder,
  insertCatalogue,
  newShopper,
  PAYMENT_TEST_ENV,
  type Catalogue,
} from '../payments/payments.test-support.ts';

const KEY_SECRET = 'test_secret';
const signed = (orderId: string, paymentId: string) =>
  createHmac('sha256', KEY_SECRET).update(`${orderId}|${paymentId}`).digest('hex');

describe(`verifyPayment with Razorpay (${testDatabaseKind})`, () => {
  let t: TestApp;
  let c: Catalogue;
  const errors: unknown[] = [];
  const log: PaymentLog = {
    warn: () => undefined,
    error: (obj: unknown) => void errors.push(obj),
  } as PaymentLog;
  const db = () => t.database.db;

  /** A payment order made through the API (priced by the server), to be verified against a mocked Razorpay. */
  async function openOrder() {
    const shopper = await newShopper(t, [
      { productId: c.a1, quantity: 1 },
      { productId: c.b1, quantity: 1 },
    ]);
    return { shopper, order: await createOrder(shopper) };
  }

  function razorpay(answer: (r: SentRequest) => { status: number; data: unknown }) {
    const { client, sent } = mockedSdk(answer);
    const gateway = new RazorpayGateway({
      keyId: 'rzp_test_key',
      keySecret: KEY_SECRET,
      webhookSecret: undefined,
      client,
    });
    return { gateway, sent };
  }

  const payments = (orderId: string, status: string, amount: number) => ({
    status: 200,
    data: {
      entity: 'collection',
      count: 1,
      items: [{ id: 'pay_Live0000000001', order_id: orderId, status, amount, currency: 'INR' }],
    },
  });

  beforeAll(async () => {
    t = await buildTestApp(PAYMENT_TEST_ENV);
    c = await insertCatalogue(t);
    // Seller A has a Route linked account (set through the seller API in production); seller B is paid by hand.
    await db()
      .update(sellers)
      .set({ razorpayAccountId: 'acc_SellerA00001' })
      .where(eq(sellers.id, c.sellers.a));
  });
  afterAll(() => t?.close());

  it('captures an authorized payment, then transfers to the linked seller and records both shares', async () => {
    const { shopper, order } = await openOrder();
    const { gateway, sent } = razorpay((r) => {
      if (r.url.endsWith('/payments')) return payments(order.orderId, 'authorized', order.amount);
      if (r.url.endsWith('/capture'))
        return { status: 200, data: { id: 'pay_Live0000000001', status: 'captured' } };
      return { status: 200, data: { entity: 'collection', count: 1, items: [{ id: 'trf_SellerA00001' }] } };
    });
    const { transfers } = await verifyPayment(
      db(),
      { gateway, log },
      {
        userId: shopper.userId,
        paymentOrderId: order.orderId,
        paymentId: 'pay_Live0000000001',
        signature: signed(order.orderId, 'pay_Live0000000001'),
        now: new Date(),
      },
    );
    const splitA = order.splits.find((s) => s.sellerId === c.sellers.a);
    expect(sent.map((r) => [r.method, r.url.replace('https://api.razorpay.com/v1', ''), r.data])).toEqual([
      ['GET', `/orders/${order.orderId}/payments`, undefined],
      ['POST', '/payments/pay_Live0000000001/capture', { amount: order.amount, currency: 'INR' }],
      [
        'POST',
        '/payments/pay_Live0000000001/transfers',
        {
          transfers: [
            {
              account: 'acc_SellerA00001',
              amount: splitA?.transfer,
              currency: 'INR',
              notes: { sellerId: c.sellers.a },
            },
          ],
        },
      ],
    ]);
    const bySeller = Object.fromEntries(transfers.map((tr) => [tr.sellerId, tr.gatewayTransferId]));
    expect(bySeller).toEqual({ [c.sellers.a]: 'trf_SellerA00001', [c.sellers.b]: null });
    const [row] = await db().select().from(paymentOrders).where(eq(paymentOrders.id, order.orderId));
    expect(row).toMatchObject({ status: 'paid', gatewayPaymentId: 'pay_Live0000000001' });
  });

  it('refuses a correctly signed payment the gateway holds for another amount or not captured', async () => {
    for (const [status, delta] of [
      ['captured', -100],
      ['failed', 0],
      ['created', 0],
    ] as const) {
      const { shopper, order } = await openOrder();
      const { gateway } = razorpay(() => payments(order.orderId, status, order.amount + delta));
      const attempt = verifyPayment(
        db(),
        { gateway, log },
        {
          userId: shopper.userId,
          paymentOrderId: order.orderId,
          paymentId: 'pay_Live0000000001',
          signature: signed(order.orderId, 'pay_Live0000000001'),
          now: new Date(),
        },
      );
      await expect(attempt).rejects.toMatchObject({ statusCode: 400, code: 'PAYMENT_VERIFICATION_FAILED' });
      const [row] = await db().select().from(paymentOrders).where(eq(paymentOrders.id, order.orderId));
      expect(row?.status).toBe('created');
    }
  });

  it('answers 503 when Razorpay cannot be reached, and still pays when only the transfer fails', async () => {
    const { shopper, order } = await openOrder();
    const input = {
      userId: shopper.userId,
      paymentOrderId: order.orderId,
      paymentId: 'pay_Live0000000001',
      signature: signed(order.orderId, 'pay_Live0000000001'),
      now: new Date(),
    };
    const down = razorpay(() => ({ status: 502, data: { error: { description: 'Bad gateway' } } }));
    const refused = await verifyPayment(db(), { gateway: down.gateway, log }, input).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ statusCode: 503, code: 'PAYMENT_GATEWAY_UNAVAILABLE' });

    const noRoute = razorpay((r) =>
      r.url.endsWith('/payments')
        ? payments(order.orderId, 'captured', order.amount)
        : { status: 400, data: { error: { description: 'Route is not enabled' } } },
    );
    errors.length = 0;
    const { transfers } = await verifyPayment(db(), { gateway: noRoute.gateway, log }, input);
    expect(transfers.map((tr) => tr.gatewayTransferId)).toEqual([null, null]);
    expect(errors).toHaveLength(1);
    const rows = await db()
      .select()
      .from(paymentTransfers)
      .where(eq(paymentTransfers.paymentOrderId, order.orderId));
    expect(rows).toHaveLength(2);
  });
});
