// The SPA serving contract: history fallback for client routes, year-long cache for hashed assets, no-cache for
// index.html, compression, and JSON 404s (never the SPA) under /api.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-web-dist-'));
const bigScript = `console.log(${JSON.stringify('haat '.repeat(2000))});`;

describe('web app serving', () => {
  let t: TestApp;
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), bigScript);
    // As the web build writes them (vite-plugin-compression2); a marker shows which copy was sent.
    fs.writeFileSync(path.join(dist, 'assets', 'shell-def456.js'), bigScript);
    fs.writeFileSync(
      path.join(dist, 'assets', 'shell-def456.js.br'),
      zlib.brotliCompressSync(`${bigScript}// from .br`),
    );
    fs.writeFileSync(
      path.join(dist, 'assets', 'shell-def456.js.gz'),
      zlib.gzipSync(`${bigScript}// from .gz`),
    );
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await buildTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/faq', '/category/electronics/tv', '/does-not-exist'])(
    'answers %s with index.html, not cached',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('serves hashed assets for a year, immutable, compressed when asked', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBeLessThan(bigScript.length / 10);
  });

  it.each([
    ['br, gzip', 'br', (b: Buffer) => zlib.brotliDecompressSync(b)],
    ['gzip', 'gzip', (b: Buffer) => zlib.gunzipSync(b)],
  ])("sends the build's own compressed copy for accept-encoding %s", async (accept, encoding, decode) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/shell-def456.js',
      headers: { 'accept-encoding': accept },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(res.rawPayload).toString()).toBe(`${bigScript}// from .${encoding === 'br' ? 'br' : 'gz'}`);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/shell-def456.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(bigScript);
  });

  it('serves other files with a short cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('answers unknown /api paths with the JSON error shape, never the SPA', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it("answers an asset of another build 404, not index.html (a stale page's chunk after a deploy)", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/route-old999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toContain('text/html');
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('does not fall back to index.html for writes', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/faq', payload: {} });
    expect(res.statusCode).toBe(404);
  });
});
