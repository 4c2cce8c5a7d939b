import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';

describe(`GET /api/health (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('answers 200 with the database kind when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: testDatabaseKind, databaseOk: true });
  });

  it('answers 503 when the database does not answer', async () => {
    const ping = t.database.ping;
    t.database.ping = () => Promise.reject(new Error('down'));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'degraded', databaseOk: false });
      expect(res.headers['retry-after']).toBe('5');
    } finally {
      t.database.ping = ping;
    }
  });

  it('answers unknown API paths with the error shape, not the SPA', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      error: 'No route for GET /api/does-not-exist',
      code: 'NOT_FOUND',
    });
  });

  it('serves the OpenAPI document at /api/docs/json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/health');
  });
});
