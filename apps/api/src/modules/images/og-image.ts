// The link-preview picture of a product (og:image): WhatsApp, Facebook and most crawlers ignore SVG, so the
// front artwork is rasterised to a 1200×630 PNG (the 1.91:1 frame they crop to), centred on white.
// Rendering costs tens of milliseconds of CPU, so renders are kept in a small LRU keyed by the SVG's digest
// (a changed artwork misses it) and concurrent requests for the same picture share one render.
import { createHash } from 'node:crypto';
import sharp from 'sharp';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** The artwork's square inside the frame, leaving a white margin above and below. */
const ARTWORK_SIZE = 570;
/** Bumped when the layout below changes, so ETags and cache keys of older renders stop matching. */
const LAYOUT_VERSION = 1;

/** Where the picture is served (images.routes); the product head's og:image puts the origin in front. */
export const ogImagePath = (productId: string) =>
  `/api/images/products/${encodeURIComponent(productId)}/og.png`;

export interface OgPicture {
  png: Buffer;
  etag: string;
}

/** The picture's ETag without rendering it: the SVG it comes from and the layout decide every pixel. */
export function ogEtag(svg: string): string {
  const digest = createHash('sha1').update(`og:${LAYOUT_VERSION}:`).update(svg).digest('base64url');
  return `"${digest}"`;
}

export async function renderOgPng(svg: string): Promise<Buffer> {
  // The SVG is drawn at the size it is shown (density scales its 600-unit viewBox), not scaled afterwards.
  const artwork = await sharp(Buffer.from(svg), { density: (72 * ARTWORK_SIZE) / 600 })
    .resize(ARTWORK_SIZE, ARTWORK_SIZE, { fit: 'contain', background: '#ffffff' })
    .png()
    .toBuffer();
  return sharp({
    create: { width: OG_WIDTH, height: OG_HEIGHT, channels: 3, background: '#ffffff' },
  })
    .composite([
      {
        input: artwork,
        left: Math.round((OG_WIDTH - ARTWORK_SIZE) / 2),
        top: Math.round((OG_HEIGHT - ARTWORK_SIZE) / 2),
      },
    ])
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

/**
 * Renders by SVG, keeping up to `maxBytes` of PNGs, least recently used out first. A Map iterates in
 * insertion order, so re-inserting on a hit makes the first key the least recently used.
 */
export class OgImageCache {
  private readonly entries = new Map<string, OgPicture>();
  private readonly pending = new Map<string, Promise<OgPicture>>();
  private bytes = 0;
  renders = 0;

  constructor(
    private readonly maxBytes = 32 * 1024 * 1024,
    private readonly render: (svg: string) => Promise<Buffer> = renderOgPng,
  ) {}

  async get(svg: string): Promise<OgPicture> {
    const etag = ogEtag(svg);
    const hit = this.entries.get(etag);
    if (hit) {
      this.entries.delete(etag);
      this.entries.set(etag, hit);
      return hit;
    }
    const inFlight = this.pending.get(etag);
    if (inFlight) return inFlight;
    const rendering = this.render(svg)
      .then((png) => {
        this.renders += 1;
        const picture = { png, etag };
        this.store(picture);
        return picture;
      })
      .finally(() => this.pending.delete(etag));
    this.pending.set(etag, rendering);
    return rendering;
  }

  private store(picture: OgPicture): void {
    if (picture.png.length > this.maxBytes) return;
    this.entries.set(picture.etag, picture);
    this.bytes += picture.png.length;
    for (const [key, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(key);
      this.bytes -= old.png.length;
    }
  }
}
