// /dev/* pages in production (issue 22 item 5): /dev/mail answers 404 with the shell (whose router draws the
// store's not-found page), never the app shell with 200; outside production it is the dev outbox page as before.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { isDevPage } from './dev-pages.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-dev-pages-'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Haat</title><div id="root"></div>');

/** What production requires to start (config.ts), with nothing reachable. */
const PRODUCTION = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://127.0.0.1:1',
  JWT_SECRET: 'p'.repeat(32),
  RAZORPAY_KEY_ID: 'rzp_test_devpages',
  RAZORPAY_KEY_SECRET: 's'.repeat(24),
  MAIL_WORKER_INTERVAL_MS: '0',
};

afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('/dev/* pages in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ...PRODUCTION, WEB_DIST_DIR: dist });
  });
  afterAll(() => t?.close());

  it.each([
    '/dev/mail',
    '/dev/mail?to=asha%40example.com',
    '/dev',
    '/dev/anything',
    '/DEV/Mail',
    '/%64ev/mail',
  ])('answers %s 404 with the shell, not 200', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
  });

  it('still answers the store pages 200, and /api/dev/outbox 404 in the API shape', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/developer-tips' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/help' })).statusCode).toBe(200);
    const api = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});

describe('/dev/* pages outside production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ WEB_DIST_DIR: dist, MAIL_WORKER_INTERVAL_MS: '0' });
  });
  afterAll(() => t?.close());

  it('serves /dev/mail, the dev outbox page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });
});

describe('isDevPage', () => {
  it.each([
    ['/dev', true],
    ['/dev/mail', true],
    ['//dev//mail', true],
    ['/Dev/MAIL', true],
    ['/%64ev/mail', true],
    ['/devices', false],
    ['/developer', false],
    ['/product/dev', false],
    ['/%E0%A4%A', false],
  ])('%s → %s', (pathname, expected) => {
    expect(isDevPage(pathname)).toBe(expected);
  });
});
