// Which gateway the configuration picks, and what follows from it: the offline checkout only without Razorpay keys,
// Razorpay's hosts in the Content-Security-Policy only with them, webhooks checked with the configured secret.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { createPaymentGateway } from './create-payment-gateway.ts';
import { OfflineGateway } from './offline-gateway.ts';
import { RazorpayGateway } from './razorpay-gateway.ts';

const RAZORPAY_ENV = {
  RAZORPAY_KEY_ID: 'rzp_test_config',
  RAZORPAY_KEY_SECRET: 'config_key_secret',
  RAZORPAY_WEBHOOK_SECRET: 'config_webhook_secret',
};

const cspOf = async (t: TestApp) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  return String(res.headers['content-security-policy']);
};

describe('createPaymentGateway', () => {
  it('picks Razorpay with both keys and the offline gateway otherwise', () => {
    const db = {} as never;
    expect(createPaymentGateway(loadConfig({ NODE_ENV: 'test', ...RAZORPAY_ENV }), db)).toBeInstanceOf(
      RazorpayGateway,
    );
    expect(createPaymentGateway(loadConfig({ NODE_ENV: 'test' }), db)).toBeInstanceOf(OfflineGateway);
    expect(createPaymentGateway(loadConfig({ NODE_ENV: 'test', RAZORPAY_KEY_ID: 'rzp_x' }), db).kind).toBe(
      'offline',
    );
  });

  it('gives processes sharing JWT_SECRET the same offline signatures, and others different ones', () => {
    const db = {} as never;
    const jwt = { NODE_ENV: 'test', JWT_SECRET: 'j'.repeat(40) };
    const one = createPaymentGateway(loadConfig(jwt), db) as OfflineGateway;
    const two = createPaymentGateway(loadConfig(jwt), db) as OfflineGateway;
    const stranger = createPaymentGateway(loadConfig({ NODE_ENV: 'test' }), db) as OfflineGateway;
    expect(two.signWebhook('{}')).toBe(one.signWebhook('{}'));
    expect(stranger.signWebhook('{}')).not.toBe(one.signWebhook('{}'));
    expect(one.verifyWebhookSignature('{}', one.signWebhook('{}'))).toBe(true);
  });
});

describe(`with Razorpay keys (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(RAZORPAY_ENV);
  });
  afterAll(() => t?.close());

  it("allows Razorpay's checkout script, frames and calls in the CSP", async () => {
    const csp = await cspOf(t);
    expect(csp).toContain("script-src 'self' https://checkout.razorpay.com");
    expect(csp).toContain("frame-src 'self' https://api.razorpay.com https://checkout.razorpay.com");
    expect(csp).toContain("connect-src 'self' https://api.razorpay.com https://lumberjack.razorpay.com");
  });

  it('has no offline checkout', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/offline/pay',
      payload: { orderId: 'order_x', method: 'card', outcome: 'success' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('checks webhooks with RAZORPAY_WEBHOOK_SECRET over the raw body, whatever the charset parameter', async () => {
    const body = JSON.stringify({ event: 'payment.authorized', payload: {} });
    const deliver = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payment/webhook',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'x-razorpay-signature': signature,
          'x-razorpay-event-id': 'evt_config_1',
        },
        payload: body,
      });
    const good = createHmac('sha256', RAZORPAY_ENV.RAZORPAY_WEBHOOK_SECRET).update(body).digest('hex');
    const keySigned = createHmac('sha256', RAZORPAY_ENV.RAZORPAY_KEY_SECRET).update(body).digest('hex');
    expect((await deliver(keySigned)).statusCode).toBe(400);
    const ok = await deliver(good);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await deliver(good)).json()).toEqual({ success: true, duplicate: true });
  });

  it('keeps JSON parsing (and 415 for text) everywhere else in the API', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(res.statusCode).toBe(415);
  });
});

describe(`with the offline gateway (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('names no Razorpay host in the CSP', async () => {
    const csp = await cspOf(t);
    expect(csp).not.toContain('razorpay');
    expect(csp).toContain("script-src 'self'");
  });

  it('answers 401 on the payment calls without a token, and 400 for an unsigned webhook', async () => {
    for (const url of ['/api/payment/create-order', '/api/payment/verify', '/api/payment/offline/pay']) {
      const res = await t.app.inject({ method: 'POST', url, payload: {} });
      expect(res.statusCode, url).toBe(401);
    }
    const hook = await t.app.inject({ method: 'POST', url: '/api/payment/webhook', payload: { event: 'x' } });
    expect(hook.statusCode).toBe(400);
  });
});
