// Support for the payment invariant tests: one shopper's card path through the API (create-order, the offline
// gateway's checkout, verify, the order), the tables read back, and Razorpay-shaped webhooks signed or forged.
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { orders } from '../../db/schema/orders.ts';
import { offlineGatewayPayments, paymentOrders } from '../../db/schema/payments.ts';
import type { TestApp } from '../../testing/build-test-app.ts';
import { INVARIANT_GATEWAY_SECRET, orderIdOf, type Buyer } from '../orders/orders.invariants-support.ts';
import { webhookSignature } from './payment-gateway.ts';

export interface Paid {
  orderId: string;
  paymentId: string;
  signature: string;
  amount: number;
}

/** The card path and webhook deliveries against one test app. */
export function paymentDriver(current: () => TestApp) {
  const call = (b: Buyer, url: string, payload: unknown, headers: Record<string, string> = {}) =>
    current().app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${b.token}`, ...headers },
      payload: payload as Record<string, unknown>,
    });

  async function createOrder(b: Buyer): Promise<{ orderId: string; amount: number }> {
    const res = await call(b, '/api/payment/create-order', {
      shippingAddress: { _id: b.addressId },
      method: 'razorpay',
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ orderId: string; amount: number }>();
  }

  async function pay(b: Buyer, outcome: 'success' | 'failure' = 'success'): Promise<Paid> {
    const created = await createOrder(b);
    return payExisting(b, created.orderId, created.amount, outcome);
  }

  async function payExisting(
    b: Buyer,
    orderId: string,
    amount: number,
    outcome: 'success' | 'failure',
  ): Promise<Paid> {
    const res = await call(b, '/api/payment/offline/pay', {
      orderId,
      method: 'card',
      outcome,
      instrument: '4111 1111 1111 1111',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ success: boolean; razorpay_payment_id?: string; razorpay_signature?: string }>();
    expect(body.success).toBe(outcome === 'success');
    if (outcome === 'success') {
      return {
        orderId,
        amount,
        paymentId: body.razorpay_payment_id ?? '',
        signature: body.razorpay_signature ?? '',
      };
    }
    // A declined payment answers no id to the browser; the gateway's ledger has it.
    const [row] = await current()
      .database.db.select({ id: offlineGatewayPayments.id })
      .from(offlineGatewayPayments)
      .where(
        and(eq(offlineGatewayPayments.gatewayOrderId, orderId), eq(offlineGatewayPayments.status, 'failed')),
      );
    if (!row) throw new Error('the declined payment is not in the gateway ledger');
    return { orderId, amount, paymentId: row.id, signature: '' };
  }

  const paymentRow = async (id: string) =>
    (await current().database.db.select().from(paymentOrders).where(eq(paymentOrders.id, id)))[0];
  const ordersOfPayment = async (id: string) =>
    current().database.db.select({ id: orders.id }).from(orders).where(eq(orders.paymentOrderId, id));

  /** A Razorpay-shaped event about one payment of the order. */
  const event = (type: 'payment.captured' | 'payment.failed', p: Paid) =>
    JSON.stringify({
      entity: 'event',
      account_id: 'acc_invariants',
      event: type,
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            id: p.paymentId,
            entity: 'payment',
            amount: p.amount,
            currency: 'INR',
            status: type === 'payment.captured' ? 'captured' : 'failed',
            order_id: p.orderId,
            method: 'card',
          },
        },
      },
      created_at: Math.floor(Date.now() / 1000),
    });
  const deliver = (
    raw: string,
    eventId: string,
    secret = INVARIANT_GATEWAY_SECRET,
  ): Promise<LightMyRequestResponse> =>
    current().app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': webhookSignature(secret, raw),
        'x-razorpay-event-id': eventId,
      },
      payload: raw,
    });

  return { call, createOrder, pay, payExisting, paymentRow, ordersOfPayment, event, deliver };
}

/** Repeats a request answered 409 in-progress until it is answered; returns the order id of that answer. */
export async function untilAnswered(
  send: () => Promise<LightMyRequestResponse>,
): Promise<string | undefined> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const r = await send();
    if (r.statusCode !== 409) {
      expect(r.statusCode, r.body).toBeLessThan(300);
      return orderIdOf(r.json());
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('still in progress after 100 retries');
}
