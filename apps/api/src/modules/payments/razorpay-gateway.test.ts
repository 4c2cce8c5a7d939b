// The Razorpay gateway against the official SDK with its HTTP replaced (no network): what it sends, how it reads
// the answers, and the signatures it accepts and refuses.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GatewayError } from './payment-gateway.ts';
import { RazorpayGateway } from './razorpay-gateway.ts';
import { mockedSdk, type Answer, type SentRequest } from './razorpay.test-support.ts';

function gatewayWith(answer: (request: SentRequest) => Answer) {
  const { client, sent } = mockedSdk(answer);
  const gateway = new RazorpayGateway({
    keyId: 'rzp_test_key',
    keySecret: 'test_secret',
    webhookSecret: 'hook_secret',
    client,
  });
  return { gateway, sent };
}

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

describe('RazorpayGateway', () => {
  it('creates an order for the amount in paise, INR, with receipt and notes, authenticated by the keys', async () => {
    const { gateway, sent } = gatewayWith(() => ({
      status: 200,
      data: {
        id: 'order_Rzp123456789AB',
        entity: 'order',
        amount: 123_456,
        currency: 'INR',
        status: 'created',
      },
    }));
    const order = await gateway.createOrder({
      amountPaise: 123_456,
      currency: 'INR',
      receipt: 'rcpt_1',
      notes: { userId: 'u1' },
    });
    expect(order).toEqual({ id: 'order_Rzp123456789AB' });
    expect(sent).toEqual([
      {
        method: 'POST',
        url: 'https://api.razorpay.com/v1/orders',
        data: { amount: 123_456, currency: 'INR', receipt: 'rcpt_1', notes: { userId: 'u1' } },
        auth: { username: 'rzp_test_key', password: 'test_secret' },
      },
    ]);
  });

  it("reads an order's payments, treating states it does not know as failed", async () => {
    const { gateway, sent } = gatewayWith(() => ({
      status: 200,
      data: {
        entity: 'collection',
        count: 3,
        items: [
          { id: 'pay_A', order_id: 'order_X', status: 'captured', amount: 5000, currency: 'INR' },
          { id: 'pay_B', order_id: 'order_X', status: 'authorized', amount: 5000, currency: 'INR' },
          { id: 'pay_C', order_id: 'order_X', status: 'something_new', amount: 5000, currency: 'INR' },
        ],
      },
    }));
    expect(await gateway.fetchOrderPayments('order_X')).toEqual([
      { id: 'pay_A', orderId: 'order_X', status: 'captured', amountPaise: 5000, currency: 'INR' },
      { id: 'pay_B', orderId: 'order_X', status: 'authorized', amountPaise: 5000, currency: 'INR' },
      { id: 'pay_C', orderId: 'order_X', status: 'failed', amountPaise: 5000, currency: 'INR' },
    ]);
    expect(sent[0]).toMatchObject({
      method: 'GET',
      url: 'https://api.razorpay.com/v1/orders/order_X/payments',
    });
  });

  it('captures, refunds and transfers with the amounts in paise', async () => {
    const { gateway, sent } = gatewayWith((request) => {
      if (request.url.endsWith('/refund')) return { status: 200, data: { id: 'rfnd_1', amount: 700 } };
      if (request.url.endsWith('/transfers')) {
        return { status: 200, data: { entity: 'collection', count: 1, items: [{ id: 'trf_1' }] } };
      }
      return { status: 200, data: { id: 'pay_1', status: 'captured' } };
    });
    await gateway.capture('pay_1', 9_900, 'INR');
    expect(await gateway.refund('pay_1', 700, { reason: 'stock' })).toBe('rfnd_1');
    // sel_b has no linked account and sel_c's share is zero: no transfer is asked for them, and their ids are null.
    expect(
      await gateway.transfer('pay_1', [
        { sellerId: 'sel_b', amountPaise: 3_000, account: null },
        { sellerId: 'sel_a', amountPaise: 6_000, account: 'acc_SellerA001' },
        { sellerId: 'sel_c', amountPaise: 0, account: 'acc_SellerC001' },
      ]),
    ).toEqual([null, 'trf_1', null]);
    expect(sent.map((r) => [r.method, r.url, r.data])).toEqual([
      ['POST', 'https://api.razorpay.com/v1/payments/pay_1/capture', { amount: 9_900, currency: 'INR' }],
      [
        'POST',
        'https://api.razorpay.com/v1/payments/pay_1/refund',
        { amount: 700, speed: 'normal', notes: { reason: 'stock' } },
      ],
      [
        'POST',
        'https://api.razorpay.com/v1/payments/pay_1/transfers',
        {
          transfers: [
            { account: 'acc_SellerA001', amount: 6_000, currency: 'INR', notes: { sellerId: 'sel_a' } },
          ],
        },
      ],
    ]);
  });

  it("lists a payment's refunds page by page, with their notes as strings and failed refunds left out", async () => {
    const page1 = Array.from({ length: 100 }, (_, i) => ({
      id: `rfnd_P1_${i}`,
      entity: 'refund',
      amount: 100,
      payment_id: 'pay_1',
      notes: { refund_id: `r${i}`, order_id: 7 },
      status: 'processed',
    }));
    const page2 = [
      { id: 'rfnd_Pending', amount: 250, payment_id: 'pay_1', notes: [], status: 'pending' },
      { id: 'rfnd_Failed', amount: 900, payment_id: 'pay_1', notes: { refund_id: 'rX' }, status: 'failed' },
    ];
    const { gateway, sent } = gatewayWith((request) => ({
      status: 200,
      data: {
        entity: 'collection',
        count: request.params?.skip === 0 ? 100 : 2,
        items: request.params?.skip === 0 ? page1 : page2,
      },
    }));
    const listed = await gateway.listRefunds('pay_1');
    expect(listed).toHaveLength(101);
    expect(listed[0]).toEqual({
      id: 'rfnd_P1_0',
      amountPaise: 100,
      notes: { refund_id: 'r0', order_id: '7' },
    });
    // Razorpay answers notes as [] when there are none; a failed refund paid nothing back.
    expect(listed[100]).toEqual({ id: 'rfnd_Pending', amountPaise: 250, notes: {} });
    expect(listed.some((r) => r.id === 'rfnd_Failed')).toBe(false);
    expect(sent.map((r) => [r.method, r.url, r.params])).toEqual([
      ['GET', 'https://api.razorpay.com/v1/payments/pay_1/refunds', { count: 100, skip: 0 }],
      ['GET', 'https://api.razorpay.com/v1/payments/pay_1/refunds', { count: 100, skip: 100 }],
    ]);
  });

  it('turns a refused refund list into a GatewayError', async () => {
    const { gateway } = gatewayWith(() => ({
      status: 400,
      data: { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } },
    }));
    await expect(gateway.listRefunds('pay_missing')).rejects.toThrow(GatewayError);
    await expect(gateway.listRefunds('pay_missing')).rejects.toThrow(
      'Razorpay: could not list the refunds of a payment: The id provided does not exist',
    );
  });

  it('asks nothing when no seller with a share has a linked account', async () => {
    const { gateway, sent } = gatewayWith(() => ({ status: 500, data: {} }));
    expect(
      await gateway.transfer('pay_1', [
        { sellerId: 'sel_a', amountPaise: 100, account: null },
        { sellerId: 'sel_b', amountPaise: 0, account: 'acc_SellerB001' },
      ]),
    ).toEqual([null, null]);
    expect(sent).toEqual([]);
  });

  it('answers each transfer id in the order asked, across several linked accounts', async () => {
    const { gateway, sent } = gatewayWith(() => ({
      status: 200,
      data: { entity: 'collection', count: 2, items: [{ id: 'trf_A' }, { id: 'trf_C' }] },
    }));
    expect(
      await gateway.transfer('pay_2', [
        { sellerId: 'sel_a', amountPaise: 500, account: 'acc_SellerA001' },
        { sellerId: 'sel_b', amountPaise: 400, account: null },
        { sellerId: 'sel_c', amountPaise: 300, account: 'acc_SellerC001' },
      ]),
    ).toEqual(['trf_A', null, 'trf_C']);
    expect(sent.map((r) => r.data)).toEqual([
      {
        transfers: [
          { account: 'acc_SellerA001', amount: 500, currency: 'INR', notes: { sellerId: 'sel_a' } },
          { account: 'acc_SellerC001', amount: 300, currency: 'INR', notes: { sellerId: 'sel_c' } },
        ],
      },
    ]);
  });

  it("turns Razorpay's refusals into a GatewayError with its description", async () => {
    const { gateway } = gatewayWith(() => ({
      status: 400,
      data: { error: { code: 'BAD_REQUEST_ERROR', description: 'The amount must be atleast INR 1.00' } },
    }));
    const attempt = gateway.createOrder({ amountPaise: 50, currency: 'INR', receipt: 'r', notes: {} });
    await expect(attempt).rejects.toBeInstanceOf(GatewayError);
    await expect(attempt).rejects.toThrow('The amount must be atleast INR 1.00');
  });

  it('accepts only the HMAC of order_id|payment_id under the key secret', () => {
    const { gateway } = gatewayWith(() => ({ status: 500, data: {} }));
    const good = hmac('test_secret', 'order_X|pay_Y');
    expect(gateway.verifyPaymentSignature('order_X', 'pay_Y', good)).toBe(true);
    expect(gateway.verifyPaymentSignature('order_X', 'pay_Z', good)).toBe(false);
    expect(gateway.verifyPaymentSignature('order_W', 'pay_Y', good)).toBe(false);
    expect(gateway.verifyPaymentSignature('order_X', 'pay_Y', good.toUpperCase())).toBe(false);
    expect(gateway.verifyPaymentSignature('order_X', 'pay_Y', good.slice(0, 63))).toBe(false);
    expect(gateway.verifyPaymentSignature('order_X', 'pay_Y', hmac('other', 'order_X|pay_Y'))).toBe(false);
    expect(gateway.verifyPaymentSignature('order_X', 'pay_Y', '')).toBe(false);
  });

  it('checks webhooks with the webhook secret, and refuses every webhook without one', () => {
    const body = '{"event":"payment.captured"}';
    const { gateway } = gatewayWith(() => ({ status: 500, data: {} }));
    expect(gateway.verifyWebhookSignature(body, hmac('hook_secret', body))).toBe(true);
    expect(gateway.verifyWebhookSignature(`${body} `, hmac('hook_secret', body))).toBe(false);
    expect(gateway.verifyWebhookSignature(body, hmac('test_secret', body))).toBe(false);
    const { client } = mockedSdk(() => ({ status: 500, data: {} }));
    const unset = new RazorpayGateway({
      keyId: 'k',
      keySecret: 's',
      webhookSecret: undefined,
      client,
    });
    expect(unset.verifyWebhookSignature(body, hmac('', body))).toBe(false);
  });
});
