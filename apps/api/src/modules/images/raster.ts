// Raster copies of pictures at the widths cards and galleries ask for, in WebP and AVIF
// (docs/behaviour/product.md#pictures). Each copy is made once by sharp and kept in two tiers: a memory LRU bounded
// in bytes and, when a directory is given, a file per copy under it (DATA_DIR/image-cache), so a restart does not
// encode everything again. A copy is named by the digest of what it is made from, its width and format, so a
// changed source never meets an old copy. Concurrent requests for one copy share one encoding.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { PictureFormat } from '@haat/domain/catalog/product-picture';
import pLimit from 'p-limit';

/**
 * Bumped when the encoder settings below change, so older copies stop matching; ARTWORK_VERSION
 * (@haat/domain/catalog/product-picture) is bumped with it, since versioned URLs promise the same bytes.
 */
const ENCODING_VERSION = 2;

export interface RasterCopy {
  bytes: Buffer;
  etag: string;
}

function encode(image: Sharp, format: PictureFormat): Promise<Buffer> {
  // Flat drawings and downscaled photos stay clean at these settings (compared by eye at 480 px: AVIF 55 → 42
  // takes a 480 px card from about 5.1 to 4 KB with no visible change; bench/RESULTS.md).
  return (
    format === 'avif' ? image.avif({ quality: 42, effort: 2 }) : image.webp({ quality: 72, effort: 4 })
  ).toBuffer();
}

/** The 600-unit SVG drawn at `width` pixels (density scales it: no blurry upscale of a small render). */
export function rasteriseSvg(svg: string, width: number, format: PictureFormat): Promise<Buffer> {
  return encode(sharp(Buffer.from(svg), { density: (72 * width) / 600 }).resize(width, width), format);
}

/** A stored photo scaled down to `width` (never up), its orientation applied and its metadata left out. */
export function resizePhoto(bytes: Buffer, width: number, format: PictureFormat): Promise<Buffer> {
  return encode(sharp(bytes).rotate().resize({ width, withoutEnlargement: true }), format);
}

/**
 * Encodings running at once, across every cache of the process. sharp works on libuv's thread pool (4 threads
 * unless UV_THREADPOOL_SIZE says otherwise), which also reads every static file the server sends: a listing page
 * asks for 20 to 40 new copies at once, and with every thread encoding, the app's own JavaScript waited behind them
 * (its main chunk took 3.2 s with 31 encodings in flight, 9 ms without), so the next page drew nothing for seconds.
 * Two leave the other threads to the files.
 */
export const MAX_CONCURRENT_ENCODES = 2;
const withEncodeSlot = pLimit(MAX_CONCURRENT_ENCODES);

export class RasterCache {
  private readonly entries = new Map<string, RasterCopy>();
  private readonly pending = new Map<string, Promise<RasterCopy>>();
  private bytes = 0;
  /** Copies encoded by this process (not found in memory or on disk). */
  encodes = 0;

  constructor(private readonly options: { maxBytes?: number; dir?: string | null } = {}) {}

  /** The copy of `source` (a digest of the bytes it is made from) at `width` and `format`. */
  async get(
    source: string,
    width: number,
    format: PictureFormat,
    make: () => Promise<Buffer>,
  ): Promise<RasterCopy> {
    const key = createHash('sha1')
      .update(`${ENCODING_VERSION}:${source}:${width}:${format}`)
      .digest('base64url');
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const loading = this.load(key, format, make).finally(() => this.pending.delete(key));
    this.pending.set(key, loading);
    return loading;
  }

  private async load(key: string, format: PictureFormat, make: () => Promise<Buffer>): Promise<RasterCopy> {
    const file = this.options.dir ? path.join(this.options.dir, `${key}.${format}`) : null;
    let bytes: Buffer | null = file ? await readFile(file).catch(() => null) : null;
    if (!bytes) {
      const made = await withEncodeSlot(make);
      bytes = made;
      this.encodes += 1;
      if (file) await this.writeFile(file, made);
    }
    const copy = { bytes, etag: `"${key}"` };
    this.remember(key, copy);
    return copy;
  }

  /** Written under a temporary name and renamed: a reader never sees half a file. A full disk only costs speed. */
  private async writeFile(file: string, bytes: Buffer): Promise<void> {
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    try {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    } catch {
      // The memory tier still holds the copy.
    }
  }

  private remember(key: string, copy: RasterCopy): void {
    const max = this.options.maxBytes ?? 48 * 1024 * 1024;
    if (copy.bytes.length > max) return;
    this.entries.set(key, copy);
    this.bytes += copy.bytes.length;
    for (const [old, entry] of this.entries) {
      if (this.bytes <= max) break;
      this.entries.delete(old);
      this.bytes -= entry.bytes.length;
    }
  }

  /** Bytes held in memory (for tests and the bench). */
  get memoryBytes(): number {
    return this.bytes;
  }
}
