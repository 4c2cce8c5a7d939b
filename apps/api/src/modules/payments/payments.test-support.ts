// Test support for payments: a two-seller catalogue, shoppers with an address and a cart, and the card path's calls
// (create-order, the offline checkout, verify, the order) plus webhooks signed with the offline gateway's secret.
import { createHmac, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  createPaymentOrderResponseSchema,
  type CreatePaymentOrderResponse,
} from '@haat/domain/payments/payment.schema';
import type { TestApp } from '../../testing/build-test-app.ts';
import {
  INVARIANT_ENV,
  INVARIANT_GATEWAY_SECRET,
  insertBuyers,
  insertStockedProducts,
  insertTwoSellers,
  type Buyer,
  type CartSpec,
} from '../orders/orders.invariants-support.ts';

/** Known secrets (so tests can sign and forge), no background jobs, limits that never refuse a test. */
export const PAYMENT_TEST_ENV = INVARIANT_ENV;

export const sign = (text: string, secret = INVARIANT_GATEWAY_SECRET) =>
  createHmac('sha256', secret).update(text).digest('hex');

let serial = 0;

export interface Catalogue {
  sellers: { a: string; b: string };
  /** Seller a: ₹499 and ₹1,250; seller b: ₹349. */
  a1: string;
  a2: string;
  b1: string;
}

export async function insertCatalogue(t: TestApp, stock = 50): Promise<Catalogue> {
  serial += 1;
  const tag = `${process.pid % 1000}_${serial}`;
  const s = await insertTwoSellers(t.database.db);
  const ids = { a1: `pay_a1_${tag}`, a2: `pay_a2_${tag}`, b1: `pay_b1_${tag}` };
  await insertStockedProducts(t.database.db, [
    { id: ids.a1, sellerId: s.a, stock, pricePaise: 49_900 },
    { id: ids.a2, sellerId: s.a, stock, pricePaise: 125_000 },
    { id: ids.b1, sellerId: s.b, stock, pricePaise: 34_900 },
  ]);
  return { sellers: s, ...ids };
}

export interface PayingShopper extends Buyer {
  call(
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

export async function newShoppers(t: TestApp, count: number, cart: CartSpec): Promise<PayingShopper[]> {
  const buyers = await insertBuyers(t.database.db, count, () => cart);
  return buyers.map((b) => ({
    ...b,
    call: (method, url, payload, headers = {}) =>
      t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${b.token}`, ...headers },
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      }),
  }));
}

export async function newShopper(t: TestApp, cart: CartSpec): Promise<PayingShopper> {
  const [shopper] = await newShoppers(t, 1, cart);
  if (!shopper) throw new Error('no shopper');
  return shopper;
}

export async function createOrder(shopper: PayingShopper, extra: Record<string, unknown> = {}) {
  const res = await shopper.call('POST', '/api/payment/create-order', {
    currency: 'INR',
    shippingAddress: { _id: shopper.addressId },
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return createPaymentOrderResponseSchema.parse(res.json());
}

export interface Paid {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export async function payOffline(shopper: PayingShopper, orderId: string, method: 'card' | 'upi' = 'card') {
  const res = await shopper.call('POST', '/api/payment/offline/pay', {
    orderId,
    method,
    outcome: 'success',
    instrument: method === 'card' ? '4111 1111 1111 1111' : 'asha@okaxis',
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as Paid & { success: boolean };
  expect(body.success).toBe(true);
  return {
    razorpay_order_id: body.razorpay_order_id,
    razorpay_payment_id: body.razorpay_payment_id,
    razorpay_signature: body.razorpay_signature,
  };
}

/** create-order, then the offline checkout: a paid gateway order whose browser has not verified yet. */
export async function paidCheckout(
  shopper: PayingShopper,
): Promise<{ order: CreatePaymentOrderResponse; paid: Paid }> {
  const order = await createOrder(shopper);
  return { order, paid: await payOffline(shopper, order.orderId) };
}

export const verify = (shopper: PayingShopper, body: Paid, key: string = randomUUID()) =>
  shopper.call('POST', '/api/payment/verify', body, { 'idempotency-key': key });

export const placeCardOrder = (shopper: PayingShopper, paid: Paid, extra: Record<string, unknown> = {}) =>
  shopper.call(
    'POST',
    '/api/users/orders',
    {
      paymentDetails: {
        method: 'razorpay',
        orderId: paid.razorpay_order_id,
        paymentId: paid.razorpay_payment_id,
        signature: paid.razorpay_signature,
      },
      shippingAddress: { _id: shopper.addressId },
      ...extra,
    },
    { 'idempotency-key': randomUUID() },
  );

/** A Razorpay-shaped event for a payment of `orderId`. */
export function paymentEvent(
  event: 'payment.captured' | 'order.paid' | 'payment.failed',
  orderId: string,
  paymentId: string,
  amountPaise: number,
): string {
  const status = event === 'payment.failed' ? 'failed' : 'captured';
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_offline',
    event,
    contains: event === 'order.paid' ? ['payment', 'order'] : ['payment'],
    payload: {
      payment: {
        entity: {
          id: paymentId,
          entity: 'payment',
          amount: amountPaise,
          currency: 'INR',
          status,
          order_id: orderId,
        },
      },
      ...(event === 'order.paid'
        ? { order: { entity: { id: orderId, entity: 'order', amount: amountPaise, status: 'paid' } } }
        : {}),
    },
    created_at: Math.floor(Date.now() / 1000),
  });
}

export const deliverWebhook = (t: TestApp, body: string, eventId: string, signature = sign(body)) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signature,
      'x-razorpay-event-id': eventId,
    },
    payload: body,
  });
