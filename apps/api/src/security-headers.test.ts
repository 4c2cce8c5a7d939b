// Security headers and transport (issue 12 item 6): a Content-Security-Policy that every HTML page the server
// sends satisfies (no inline script, no event-handler attribute, scripts only from our origin), HSTS only on
// answers that went out over TLS (X-Forwarded-Proto honoured only with TRUST_PROXY), cookies Secure + HttpOnly +
// SameSite, CORS closed, no X-Powered-By, and NODE_ENV=production without any development endpoint.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from './modules/cart/cart.test-support.ts';
import { insertSeededReview } from './modules/reviews/reviews.test-support.ts';
import { buildTestApp, type TestApp } from './testing/build-test-app.ts';
import { oncePerRunDone } from './testing/once-per-run.ts';

/** What ships: the built web app when there is one, else its source index.html (the same head and body). */
const builtDist = new URL('../../web/dist/', import.meta.url);
const webDist = fs.existsSync(new URL('index.html', builtDist))
  ? path.resolve(builtDist.pathname)
  : (() => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-csp-dist-'));
      fs.copyFileSync(new URL('../../web/index.html', import.meta.url), path.join(dir, 'index.html'));
      return dir;
    })();

/** A name that tries to break out of the JSON-LD block and the first paint's markup. */
const EVIL_NAME = 'Kurta </script><script>alert(1)</script> <img src=x onerror=alert(2)>';

const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  TRUST_PROXY: 'true',
  SMTP_URL: 'smtp://127.0.0.1:1',
  JWT_SECRET: 'security-headers-secret-0123456789abcdef',
  RAZORPAY_KEY_ID: 'rzp_test_headers',
  RAZORPAY_KEY_SECRET: 'k'.repeat(24),
  MAIL_WORKER_INTERVAL_MS: '0',
  PAYMENT_RECONCILE_MS: '0',
  POPULARITY_REFRESH_MS: '0',
  WEB_DIST_DIR: webDist,
};

/** The directives of a CSP header, each with its source list. */
function directives(csp: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), sources);
  }
  return map;
}

const SITE = 'https://shop.haat.test';

/** Everything in a page that a CSP without 'unsafe-inline' would block, or that loads script from elsewhere. */
function inlineScriptProblems(html: string): string[] {
  const problems: string[] = [];
  for (const [whole, attrs = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const src = /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1];
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    // A JSON-LD block is data, never run, and so outside script-src.
    if (type === 'application/ld+json' && !src) continue;
    if (!src) problems.push(`inline script: ${whole.slice(0, 80)}`);
    else if (body.trim()) problems.push(`script with src and a body: ${whole.slice(0, 80)}`);
    else if (new URL(src, `${SITE}/page/`).origin !== SITE) problems.push(`script from elsewhere: ${src}`);
  }
  // Attribute by attribute, so that text like ' onerror=' inside an escaped value is not taken for one.
  const attribute = /([^\s=>/]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?/g;
  for (const [tag, , attrs = ''] of html.matchAll(
    /<([a-z][\w-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/gi,
  )) {
    for (const [, name = ''] of attrs.matchAll(attribute)) {
      if (/^on/i.test(name)) problems.push(`event-handler attribute ${name}: ${tag.slice(0, 80)}`);
    }
  }
  if (/(?:href|src|action)\s*=\s*["']?\s*javascript:/i.test(html)) problems.push('javascript: URL');
  return problems;
}

describe.skipIf(oncePerRunDone)(
  // Headers do not depend on the database kind: this runs in one pass of a run.
  'security headers and transport',
  { timeout: 120_000 },
  () => {
    let prod: TestApp;
    let dev: TestApp;
    let reviewId: string;

    beforeAll(async () => {
      [prod, dev] = await Promise.all([
        buildTestApp(PRODUCTION_ENV),
        buildTestApp({ MAIL_WORKER_INTERVAL_MS: '0', WEB_DIST_DIR: webDist }),
      ]);
      await insertProducts(prod, [
        { id: 'sec_evil', name: EVIL_NAME, stock: 3 },
        { id: 'sec_plain', stock: 3 },
      ]);
      reviewId = await insertSeededReview(prod.database.db, 'sec_plain');
    }, 180_000);
    afterAll(async () => {
      await Promise.all([prod?.close(), dev?.close()]);
    });

    const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers });

    const PAGES = [
      '/',
      '/product/sec_evil',
      '/product/sec_plain',
      '/product/none',
      '/search?q=kurta',
      '/login',
    ];

    it('sends a CSP with no inline script, no framing and no plugins on every answer', async () => {
      for (const [t, url] of [
        [prod, '/'],
        [prod, '/api/health'],
        [prod, '/api/products'],
        [prod, '/api/docs'],
        [dev, '/'],
        [dev, '/api/no-such-route'],
      ] as const) {
        const res = await get(t, url);
        const csp = directives(res.headers['content-security-policy'] as string | undefined);
        const scriptSrc = csp.get('script-src') ?? csp.get('default-src') ?? [];
        expect(scriptSrc, url).toContain("'self'");
        expect(
          scriptSrc.filter((s) => /unsafe-inline|unsafe-eval|unsafe-hashes|^\*$|^https?:$/.test(s)),
          url,
        ).toEqual([]);
        expect(csp.get('script-src-attr'), url).toEqual(["'none'"]);
        expect(csp.get('default-src'), url).toEqual(["'self'"]);
        expect(csp.get('object-src'), url).toEqual(["'none'"]);
        expect(csp.get('base-uri'), url).toEqual(["'self'"]);
        expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
        expect(res.headers['x-frame-options'], url).toBe('DENY');
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
        expect(res.headers['x-powered-by'], url).toBeUndefined();
        expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']).toContain(
          res.headers['referrer-policy'],
        );
      }
    });

    it('paints every page, the product first paint included, without an inline script', async () => {
      for (const [t, url] of [...PAGES.map((u) => [prod, u] as const), [dev, '/dev/mail'] as const]) {
        const res = await get(t, url);
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        expect(inlineScriptProblems(res.body), url).toEqual([]);
      }
      // The first paint and the JSON-LD of the product named to break out are there, and still inert.
      const evil = await get(prod, '/product/sec_evil');
      expect(evil.statusCode).toBe(200);
      expect(evil.body).toContain('id="first-paint"');
      expect(evil.body).toContain('application/ld+json');
      expect(evil.body).not.toContain('<script>alert(1)');
      // The API docs page too.
      const docs = await get(prod, '/api/docs/');
      expect(inlineScriptProblems(docs.body)).toEqual([]);
      expect(docs.body).toContain('<script src=');
    });

    it('sends HSTS only over TLS, which the proxy reports by X-Forwarded-Proto when TRUST_PROXY is on', async () => {
      const hsts = (res: LightMyRequestResponse) => res.headers['strict-transport-security'];
      expect(hsts(await get(prod, '/api/health'))).toBeUndefined();
      expect(hsts(await get(prod, '/api/health', { 'x-forwarded-proto': 'http' }))).toBeUndefined();
      const overTls = hsts(await get(prod, '/product/sec_plain', { 'x-forwarded-proto': 'https' }));
      expect(overTls).toMatch(/^max-age=(\d+); includeSubDomains$/);
      expect(Number(/max-age=(\d+)/.exec(String(overTls))?.[1])).toBeGreaterThanOrEqual(31_536_000);
      // Without TRUST_PROXY the header is anyone's to send: it does not count.
      expect(hsts(await get(dev, '/api/health', { 'x-forwarded-proto': 'https' }))).toBeUndefined();
    });

    it('sets its one cookie (review votes) Secure, HttpOnly and SameSite, on the review calls only', async () => {
      const vote = (t: TestApp, headers: Record<string, string> = {}) =>
        t.app.inject({
          method: 'POST',
          url: `/api/reviews/${reviewId}/vote`,
          headers,
          payload: { voteType: 'helpful' },
        });
      const cookieOf = (res: LightMyRequestResponse) => String(res.headers['set-cookie'] ?? '');
      const inProduction = await vote(prod);
      expect(inProduction.statusCode, inProduction.body).toBe(200);
      const cookie = cookieOf(inProduction);
      expect(cookie).toMatch(/^haat_vid=[0-9a-f-]{36};/);
      expect(cookie).toMatch(/; Secure(;|$)/);
      expect(cookie).toMatch(/; HttpOnly(;|$)/);
      expect(cookie).toMatch(/; SameSite=(Lax|Strict)(;|$)/);
      expect(cookie).toContain('; Path=/api/reviews');
      // Pages and the other calls set none.
      for (const url of ['/', '/product/sec_plain', '/api/products', '/api/site-config']) {
        expect((await get(prod, url)).headers['set-cookie'], url).toBeUndefined();
      }
    });

    it('keeps CORS closed: a cross-origin preflight or read gets no Access-Control-Allow-Origin', async () => {
      const origin = 'https://evil.example';
      for (const t of [prod, dev]) {
        const preflight = await t.app.inject({
          method: 'OPTIONS',
          url: '/api/users/login',
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type, authorization',
          },
        });
        expect(preflight.statusCode).toBeGreaterThanOrEqual(400);
        const read = await get(t, '/api/products', { origin });
        for (const res of [preflight, read]) {
          const cors = Object.keys(res.headers).filter((h) => h.startsWith('access-control-'));
          expect(cors).toEqual([]);
        }
      }
    });

    it('has no development endpoint in production: outbox, dev sellers, offline gateway, dev tools', async () => {
      const routes = prod.app.printRoutes({ commonPrefix: false });
      expect(routes).not.toMatch(/\/api\/dev\//);
      expect(routes).not.toContain('/api/payment/offline/pay');
      for (const url of ['/api/dev/outbox?to=a%40b.in', '/api/dev/sellers']) {
        expect((await get(prod, url)).statusCode, url).toBe(404);
      }
      const offline = await prod.app.inject({
        method: 'POST',
        url: '/api/payment/offline/pay',
        payload: { orderId: 'order_x', method: 'card', outcome: 'success' },
      });
      expect(offline.statusCode).toBe(404);
      expect((await get(prod, '/api/site-config')).json()).toMatchObject({ devToolsEnabled: false });
      // The same checks pass outside production, so they are not vacuous.
      expect((await get(dev, '/api/dev/sellers')).statusCode).toBe(200);
      expect((await get(dev, '/api/site-config')).json()).toMatchObject({ devToolsEnabled: true });
      expect(dev.app.printRoutes({ commonPrefix: false })).toContain('/api/payment/offline/pay');
    });
  },
);
