import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteConfigSchema } from '@haat/domain/shell/site-config.schema';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';

describe(`GET /api/site-config (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      SELLER_PORTAL_URL: 'https://sellers.example.in/login',
      SUPPORT_EMAIL: 'help@example.in',
    });
  });
  afterAll(() => t?.close());

  it('answers the configured public settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site-config' });
    expect(res.statusCode).toBe(200);
    expect(siteConfigSchema.parse(res.json())).toEqual({
      sellerPortalUrl: 'https://sellers.example.in/login',
      supportEmail: 'help@example.in',
      devToolsEnabled: true,
    });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });
});
