import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@haat/domain/validation/messages';
import { buildTestApp, testDatabaseKind, type TestApp } from '../testing/build-test-app.ts';

/** A client address of its own per test, so counts never leak between tests or runs sharing one Redis. */
const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const contact = { name: 'Asha', email: 'asha@example.com', subject: 'Hello', message: 'Hi there' };

describe(`rate limits in memory (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_MAX: '3', FORM_RATE_LIMIT_MAX: '2', MAIL_WORKER_INTERVAL_MS: '0' });
  });
  afterAll(() => t?.close());

  it('answers 429 with the error shape once a client exceeds the global limit', async () => {
    const ip = freshIp();
    const get = () => t.app.inject({ method: 'GET', url: '/api/site-config', remoteAddress: ip });
    for (let i = 0; i < 3; i += 1) expect((await get()).statusCode).toBe(200);
    const limited = await get();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, error: MESSAGES.rateLimited, code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not affected, and the health check is never limited.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/site-config', remoteAddress: freshIp() })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: ip })).statusCode).toBe(
      200,
    );
  });

  it('limits the contact form and the order lookup more strictly, each on its own count', async () => {
    const ip = freshIp();
    const send = () =>
      t.app.inject({ method: 'POST', url: '/api/contact', payload: contact, remoteAddress: ip });
    const track = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/tracking/lookup',
        payload: { orderNumber: 'HT-1', contact: 'a@b.co' },
        remoteAddress: ip,
      });
    expect([(await send()).statusCode, (await send()).statusCode]).toEqual([201, 201]);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, error: MESSAGES.rateLimited, code: 'RATE_LIMITED' });
    expect([(await track()).statusCode, (await track()).statusCode, (await track()).statusCode]).toEqual([
      404, 404, 429,
    ]);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)(
  `rate limits shared in Redis (${testDatabaseKind}; runs when TEST_REDIS_URL is set)`,
  () => {
    let first: TestApp;
    let second: TestApp;
    beforeAll(async () => {
      const env = { REDIS_URL: redisUrl ?? '', RATE_LIMIT_MAX: '4', MAIL_WORKER_INTERVAL_MS: '0' };
      [first, second] = await Promise.all([buildTestApp(env), buildTestApp(env)]);
    });
    afterAll(async () => {
      await Promise.all([first?.close(), second?.close()]);
    });

    it('counts one client once across two instances', async () => {
      const ip = freshIp();
      const get = (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/site-config', remoteAddress: ip });
      const statuses = [
        (await get(first)).statusCode,
        (await get(second)).statusCode,
        (await get(first)).statusCode,
        (await get(second)).statusCode,
      ];
      expect(statuses).toEqual([200, 200, 200, 200]);
      const limited = await get(second);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ success: false, error: MESSAGES.rateLimited, code: 'RATE_LIMITED' });
      expect((await get(first)).statusCode).toBe(429);
    });
  },
);
