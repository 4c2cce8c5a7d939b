// GET /api/dev/sellers: the dev list's keys work, and the route does not exist in production.
import { describe, expect, it } from 'vitest';
import { buildTestApp, testDatabaseKind } from '../../testing/build-test-app.ts';
import { call, insertKeyedSellers } from './sellers.test-support.ts';

describe(`GET /api/dev/sellers (${testDatabaseKind})`, () => {
  it('lists the sellers with working dev keys, and does not exist in production', async () => {
    const dev = await buildTestApp();
    try {
      const { a } = await insertKeyedSellers(dev.database.db);
      const res = await call(dev, 'GET', '/api/dev/sellers');
      expect(res.statusCode).toBe(200);
      const listed = (res.json() as { sellers: { id: string; apiKey: string | null }[] }).sellers;
      const entry = listed.find((s) => s.id === a.id);
      expect(entry).toMatchObject({ displayName: 'Ganesh Traders', state: 'Maharashtra', pincode: '411001' });
      expect(entry?.apiKey).toMatch(new RegExp(`^hsk_test_${a.id}_[0-9a-f]{24}$`));
      expect((await call(dev, 'GET', '/api/seller/orders', entry?.apiKey ?? '')).statusCode).toBe(200);
    } finally {
      await dev.close();
    }
    const prod = await buildTestApp({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:1',
      JWT_SECRET: 'p'.repeat(32),
      RAZORPAY_KEY_ID: 'rzp_test_sellers',
      RAZORPAY_KEY_SECRET: 's'.repeat(24),
      MAIL_WORKER_INTERVAL_MS: '0',
    });
    try {
      expect((await call(prod, 'GET', '/api/dev/sellers')).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  }, 60_000);
});
