// GET /api/images/products/:productId/og.png: a real 1200×630 PNG of the front artwork on white, cacheable,
// rendered once per artwork; 404 for an unknown product, 400 for a malformed id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { ARTWORK_CACHE_CONTROL } from './images.routes.ts';
import { OG_HEIGHT, OG_WIDTH, OgImageCache, ogEtag, ogImagePath } from './og-image.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe(`GET /api/images/products/:productId/og.png (${testDatabaseKind})`, () => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await buildTestApp({}, { seed: { demoCustomer: false } });
  }, 180_000);
  afterAll(() => t?.close());

  it('answers a 1200×630 PNG, cacheable like the SVG artwork', async () => {
    const res = await get(ogImagePath('prd_00001'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe(ARTWORK_CACHE_CONTROL);
    expect(res.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: OG_WIDTH, height: OG_HEIGHT });
    // Small enough for WhatsApp, which drops previews of large images.
    expect(res.rawPayload.length).toBeLessThan(300 * 1024);
  });

  it('centres the artwork on white: white at the sides, the artwork in the middle', async () => {
    const res = await get(ogImagePath('prd_00002'));
    const { data, info } = await sharp(res.rawPayload)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const at = (y * info.width + x) * info.channels;
      return [data[at], data[at + 1], data[at + 2]];
    };
    for (const [x, y] of [
      [10, 10],
      [1190, 620],
      [200, 315],
      [1000, 315],
    ])
      expect(pixel(x!, y!), `${x},${y}`).toEqual([255, 255, 255]);
    // Inside the artwork's square (570 px from x 315, y 30) its background is tinted, not white.
    expect(pixel(330, 45)).not.toEqual([255, 255, 255]);
  });

  it('renders each picture once, answers If-None-Match with 304, and differs per product', async () => {
    const first = await get(ogImagePath('prd_00003'));
    const again = await get(ogImagePath('prd_00003'));
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const notModified = await get(ogImagePath('prd_00003'), { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    const other = await get(ogImagePath('prd_00004'));
    expect(other.headers.etag).not.toBe(etag);
    expect(other.rawPayload.equals(first.rawPayload)).toBe(false);
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const missing = await get(ogImagePath('prd_99999999'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, error: 'Product not found' });
    for (const id of ['bad id', 'a.b', "x'--", 'é', 'p'.repeat(101)]) {
      const res = await get(ogImagePath(id));
      expect(res.statusCode, id).toBe(400);
      expect(res.json(), id).toMatchObject({ success: false, field: 'productId' });
    }
  });
});

describe('OgImageCache', () => {
  const counting = () => {
    const calls: string[] = [];
    const render = async (svg: string) => {
      calls.push(svg);
      await new Promise((r) => setTimeout(r, 5));
      return Buffer.alloc(100, svg);
    };
    return { calls, render };
  };

  it('renders an SVG once, also for concurrent requests, and keys by the SVG itself', async () => {
    const { calls, render } = counting();
    const cache = new OgImageCache(10_000, render);
    const [a, b] = await Promise.all([cache.get('<svg>a</svg>'), cache.get('<svg>a</svg>')]);
    expect(a).toBe(b);
    expect((await cache.get('<svg>a</svg>')).etag).toBe(ogEtag('<svg>a</svg>'));
    expect(calls).toEqual(['<svg>a</svg>']);
    await cache.get('<svg>b</svg>');
    expect(calls).toHaveLength(2);
  });

  it('keeps at most its byte budget, dropping the least recently used first', async () => {
    const { calls, render } = counting();
    const cache = new OgImageCache(250, render);
    await cache.get('a');
    await cache.get('b');
    await cache.get('a'); // a is now the most recent
    await cache.get('c'); // 300 bytes: b goes
    expect(calls).toEqual(['a', 'b', 'c']);
    await cache.get('a');
    await cache.get('c');
    expect(calls).toEqual(['a', 'b', 'c']);
    await cache.get('b');
    expect(calls).toEqual(['a', 'b', 'c', 'b']);
  });

  it('does not keep a failed render', async () => {
    let fail = true;
    const cache = new OgImageCache(1000, async () => {
      if (fail) throw new Error('broken SVG');
      return Buffer.from('png');
    });
    await expect(cache.get('x')).rejects.toThrow('broken SVG');
    fail = false;
    expect((await cache.get('x')).png.toString()).toBe('png');
  });
});
