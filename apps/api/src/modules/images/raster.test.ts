// The raster copies' cache (docs/behaviour/product.md#pictures): one encoding per copy however many ask at once,
// a memory tier bounded in bytes, and a file tier that a new process reads instead of encoding again.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_CONCURRENT_ENCODES, RasterCache, rasteriseSvg, resizePhoto } from './raster.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const bytes = (n: number, fill = 1) => Buffer.alloc(n, fill);

describe('RasterCache', () => {
  it('encodes a copy once for concurrent requests and serves it from memory after', async () => {
    const cache = new RasterCache();
    let made = 0;
    const make = async () => {
      made += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return bytes(10);
    };
    const copies = await Promise.all([1, 2, 3].map(() => cache.get('svg-a', 320, 'webp', make)));
    expect(made).toBe(1);
    expect(new Set(copies.map((c) => c.etag)).size).toBe(1);
    await cache.get('svg-a', 320, 'webp', make);
    expect(made).toBe(1);
    // Another width, format or source is another copy with another ETag.
    const other = await Promise.all([
      cache.get('svg-a', 480, 'webp', make),
      cache.get('svg-a', 320, 'avif', make),
      cache.get('svg-b', 320, 'webp', make),
    ]);
    expect(made).toBe(4);
    expect(new Set([copies[0]!.etag, ...other.map((c) => c.etag)]).size).toBe(4);
  });

  it('runs at most MAX_CONCURRENT_ENCODES encodings at once, across caches, and every copy still comes', async () => {
    const caches = [new RasterCache(), new RasterCache()];
    let running = 0;
    let most = 0;
    const make = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return bytes(10);
    };
    const copies = await Promise.all(
      Array.from({ length: 12 }, (_, i) => caches[i % 2]!.get(`svg-${i}`, 320, 'avif', make)),
    );
    expect(copies).toHaveLength(12);
    expect(most).toBe(MAX_CONCURRENT_ENCODES);
  });

  it('keeps at most maxBytes in memory, the least recently used out first', async () => {
    const cache = new RasterCache({ maxBytes: 100 });
    let made = 0;
    const make = async () => {
      made += 1;
      return bytes(40);
    };
    await cache.get('a', 160, 'webp', make);
    await cache.get('b', 160, 'webp', make);
    await cache.get('a', 160, 'webp', make); // a is now the most recently used
    await cache.get('c', 160, 'webp', make); // 120 bytes: b goes
    expect(cache.memoryBytes).toBe(80);
    expect(made).toBe(3);
    await cache.get('a', 160, 'webp', make);
    expect(made).toBe(3);
    await cache.get('b', 160, 'webp', make);
    expect(made).toBe(4);
  });

  it('writes each copy to its directory, where a new cache finds it without encoding', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'haat-raster-'));
    dirs.push(dir);
    let made = 0;
    const make = async () => {
      made += 1;
      return bytes(12, 7);
    };
    const first = await new RasterCache({ dir }).get('svg-x', 240, 'avif', make);
    expect(await readdir(dir)).toEqual([`${first.etag.slice(1, -1)}.avif`]);
    const again = await new RasterCache({ dir }).get('svg-x', 240, 'avif', make);
    expect(made).toBe(1);
    expect(again.bytes.equals(first.bytes)).toBe(true);
    expect(again.etag).toBe(first.etag);
  });

  it('an unwritable directory only costs speed: the copy is still served', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'haat-raster-'));
    dirs.push(dir);
    const file = path.join(dir, 'a-file');
    await writeFile(file, 'not a directory');
    const cache = new RasterCache({ dir: path.join(file, 'image-cache') });
    const copy = await cache.get('svg-y', 160, 'webp', async () => bytes(5));
    expect(copy.bytes.length).toBe(5);
  });
});

describe('encoding', () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600"><rect width="600" height="600" fill="#2f6fd6"/></svg>';

  it('draws the SVG at the width asked, in the format asked', async () => {
    const webp = await sharp(await rasteriseSvg(svg, 240, 'webp')).metadata();
    expect([webp.format, webp.width, webp.height]).toEqual(['webp', 240, 240]);
    const avif = await sharp(await rasteriseSvg(svg, 160, 'avif')).metadata();
    expect([avif.format, avif.width, avif.height]).toEqual(['heif', 160, 160]);
  });

  it('scales a photo down, never up, keeping its proportions', async () => {
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#884422' } })
      .jpeg()
      .toBuffer();
    const down = await sharp(await resizePhoto(photo, 320, 'webp')).metadata();
    expect([down.width, down.height]).toEqual([320, 240]);
    const same = await sharp(await resizePhoto(photo, 960, 'webp')).metadata();
    expect([same.width, same.height]).toEqual([800, 600]);
  });
});
