import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/products.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import sharp from 'sharp';
import { ARTWORK_VERSION, PICTURE_WIDTHS } from '@haat/domain/catalog/product-picture';
import { ARTWORK_CACHE_CONTROL, VERSIONED_CACHE_CONTROL } from './images.routes.ts';
import { escapeXml } from './product-artwork.ts';

describe(`GET /api/images/products/:productId.svg (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { seed: { demoCustomer: false } });
    // Seeding 3,000 listings on a busy machine can take longer than the default hook timeout.
  }, 180_000);
  afterAll(() => t?.close());

  it('answers a seeded product with a cacheable SVG naming its brand', async () => {
    const [product] = await t.database.db.select().from(products).where(eq(products.id, 'prd_00001'));
    const res = await t.app.inject({ method: 'GET', url: '/api/images/products/prd_00001.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe(ARTWORK_CACHE_CONTROL);
    expect(ARTWORK_CACHE_CONTROL).toMatch(/max-age=(\d{7,})/);
    expect(
      res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"'),
    ).toBe(true);
    expect(res.body).toContain(`>${escapeXml(product?.brand ?? '')}</text>`);
    expect(res.body).not.toMatch(/<script|on\w+=|javascript:/i);
  });

  it('draws the same picture every time and different palettes for different products', async () => {
    const a1 = await t.app.inject({ method: 'GET', url: '/api/images/products/prd_00001.svg' });
    const a2 = await t.app.inject({ method: 'GET', url: '/api/images/products/prd_00001.svg' });
    const b = await t.app.inject({ method: 'GET', url: '/api/images/products/prd_00002.svg' });
    expect(a2.body).toBe(a1.body);
    expect(b.body).not.toBe(a1.body);
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/images/products/prd_00003.svg' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/images/products/prd_00003.svg',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('every seeded product has artwork at each URL its images field names, and none beyond', async () => {
    const rows = await t.database.db.select({ id: products.id, images: products.images }).from(products);
    for (const row of rows.filter((_, i) => i % 97 === 0)) {
      expect(row.images.length).toBeGreaterThanOrEqual(2);
      const bodies = new Set<string>();
      for (const image of row.images) {
        const res = await t.app.inject({ method: 'GET', url: image.url });
        expect(res.statusCode, image.url).toBe(200);
        expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
        expect(res.headers['cache-control']).toBe(ARTWORK_CACHE_CONTROL);
        bodies.add(res.body);
      }
      // Each view is its own picture.
      expect(bodies.size).toBe(row.images.length);
      const beyond = await t.app.inject({
        method: 'GET',
        url: `/api/images/products/${row.id}/${row.images.length + 1}.svg`,
      });
      // A view the gallery does not list is not found; a view number past the four views is malformed.
      expect(beyond.statusCode).toBe(row.images.length < 4 ? 404 : 400);
    }
  });

  it('answers view 1 at both URLs with the same picture and refuses views that do not exist', async () => {
    const short = await t.app.inject({ method: 'GET', url: '/api/images/products/prd_00001.svg' });
    const numbered = await t.app.inject({ method: 'GET', url: '/api/images/products/prd_00001/1.svg' });
    expect(numbered.body).toBe(short.body);
    for (const view of ['0', '5', 'x', '1.5']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/images/products/prd_00001/${view}.svg` });
      expect(res.statusCode, view).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, view).toBeLessThan(500);
    }
  });

  it('answers unknown ids with 404 and the error shape', async () => {
    for (const url of [
      '/api/images/products/prd_99999.svg',
      '/api/images/products/%3Cscript%3E.svg',
      "/api/images/products/x'%20or%201=1--.svg",
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ success: false, error: 'Product not found', code: 'NOT_FOUND' });
    }
  });

  it('escapes text from the database: a brand cannot inject markup', async () => {
    await t.database.db
      .update(products)
      .set({ brand: `</text><script>alert("x")</script><text a='1' & "b"` })
      .where(eq(products.id, 'prd_00004'));
    await t.database.db
      .update(products)
      .set({ variantName: '<script>x</script>', specifications: { RAM: '"><script>', Colour: 'Black' } })
      .where(eq(products.id, 'prd_00004'));
    for (const view of [2, 3, 4]) {
      const other = await t.app.inject({ method: 'GET', url: `/api/images/products/prd_00004/${view}.svg` });
      expect(other.statusCode).toBe(200);
      expect(other.body).not.toMatch(/<script|on\w+=|javascript:/i);
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/images/products/prd_00004.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script');
    expect(res.body).toContain('>&lt;/text&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/…</text>');
    // Nothing but the artwork's own elements appears.
    const tags = new Set([...res.body.matchAll(/<([a-zA-Z]+)/g)].map((m) => m[1]));
    expect(
      [...tags].every((tag) =>
        [
          'svg',
          'defs',
          'linearGradient',
          'radialGradient',
          'pattern',
          'clipPath',
          'stop',
          'rect',
          'circle',
          'ellipse',
          'path',
          'g',
          'text',
          'textPath',
        ].includes(tag ?? ''),
      ),
    ).toBe(true);
  });
});

describe(`GET /api/images/products/:productId/:view-:width.(webp|avif) (${testDatabaseKind})`, () => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  beforeAll(async () => {
    t = await buildTestApp({}, { seed: { demoCustomer: false } });
  }, 180_000);
  afterAll(() => t?.close());

  it('answers WebP and AVIF at each width, square, with the year-long immutable cache on a versioned URL', async () => {
    for (const [format, mime] of [
      ['webp', 'image/webp'],
      ['avif', 'image/avif'],
    ] as const) {
      for (const width of PICTURE_WIDTHS) {
        const url = `/api/images/products/prd_00001/1-${width}.${format}?v=${ARTWORK_VERSION}`;
        const res = await get(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toBe(mime);
        expect(res.headers['cache-control']).toBe(VERSIONED_CACHE_CONTROL);
        expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
        const meta = await sharp(res.rawPayload).metadata();
        expect(meta.format).toBe(format === 'webp' ? 'webp' : 'heif');
        expect([meta.width, meta.height]).toEqual([width, width]);
      }
    }
  });

  it('a picture at a card width weighs less than the same picture at the gallery width', async () => {
    const small = await get('/api/images/products/prd_00002/1-240.webp');
    const large = await get('/api/images/products/prd_00002/1-960.webp');
    expect(small.rawPayload.length).toBeLessThan(large.rawPayload.length / 2);
  });

  it('an unversioned or stale-versioned URL is cached like the SVG and revalidated by its ETag', async () => {
    for (const url of [
      '/api/images/products/prd_00003/2-480.webp',
      '/api/images/products/prd_00003/2-480.webp?v=0',
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(ARTWORK_CACHE_CONTROL);
    }
  });

  it('answers a matching If-None-Match with 304 and no body, and the same bytes every time', async () => {
    const url = `/api/images/products/prd_00003/1-320.avif?v=${ARTWORK_VERSION}`;
    const first = await get(url);
    const again = await get(url);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const etag = first.headers.etag as string;
    const notModified = await get(url, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers['cache-control']).toBe(VERSIONED_CACHE_CONTROL);
  });

  it('each view of the gallery is its own picture', async () => {
    const [row] = await t.database.db
      .select({ id: products.id, images: products.images })
      .from(products)
      .where(eq(products.id, 'prd_00001'));
    const bodies = new Set<string>();
    for (let view = 1; view <= row!.images.length; view += 1) {
      const res = await get(`/api/images/products/prd_00001/${view}-240.webp`);
      expect(res.statusCode).toBe(200);
      bodies.add(res.rawPayload.toString('base64'));
    }
    expect(bodies.size).toBe(row!.images.length);
  });

  it('answers 404, never 500, for unknown ids, widths, formats and views', async () => {
    const [short] = await t.database.db
      .select({ id: products.id, images: products.images })
      .from(products)
      .where(sql`jsonb_array_length(${products.images}) < 4`)
      .limit(1);
    for (const url of [
      '/api/images/products/prd_99999/1-320.webp',
      '/api/images/products/prd_00001/1-321.webp',
      '/api/images/products/prd_00001/1-2000.webp',
      '/api/images/products/prd_00001/1-320.gif',
      '/api/images/products/prd_00001/1-320.png',
      '/api/images/products/prd_00001/0-320.webp',
      '/api/images/products/prd_00001/5-320.webp',
      '/api/images/products/prd_00001/x-320.webp',
      '/api/images/products/prd_00001/1-320.webp.webp',
      `/api/images/products/${short!.id}/4-320.webp`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().success).toBe(false);
    }
  });
});
