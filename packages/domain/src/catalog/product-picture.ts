// Responsive product pictures (docs/behaviour/product.md#pictures): the widths and formats the images module
// rasterises and the URLs the web's srcset names, derived from the SVG URL a product's images list stores.

/** Widths in pixels: a 160 px card on a phone at 1x up to a 480 px gallery at 2x. */
export const PICTURE_WIDTHS = [160, 240, 320, 480, 640, 960] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];
export const PICTURE_FORMATS = ['avif', 'webp'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];
export const PICTURE_TYPES: Readonly<Record<PictureFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

/**
 * The drawing's version: bumped whenever the artwork code draws differently or the raster encoder's settings
 * change (apps/api/src/modules/images/raster.ts), so a versioned raster URL
 * (?v=…) always names the same bytes and may be cached for good. The facts the drawing reads (name, brand,
 * variant, colour) change only with a re-seed: no route edits them.
 */
export const ARTWORK_VERSION = '4';

const PRODUCT_SVG = /^\/api\/images\/products\/([A-Za-z0-9_-]{1,100})(?:\/([1-4]))?\.svg$/;
const UPLOAD = /^\/api\/uploads\/(.+\.(?:jpe?g|png))$/i;

/** The raster source behind a stored picture URL, or null for a URL the pipeline does not know. */
export function pictureSource(url: string): { base: string; version: string } | null {
  const product = PRODUCT_SVG.exec(url);
  if (product)
    return { base: `/api/images/products/${product[1]}/${product[2] ?? '1'}`, version: ARTWORK_VERSION };
  const upload = UPLOAD.exec(url);
  // An upload's stored name never changes its bytes: the name is its version.
  if (upload) return { base: `/api/uploads/${upload[1]}`, version: '' };
  return null;
}

export function pictureUrl(
  source: { base: string; version: string },
  width: PictureWidth,
  format: PictureFormat,
): string {
  const path = `${source.base}-${width}.${format}`;
  return source.version ? `${path}?v=${source.version}` : path;
}

/** `url 160w, url 240w, …` up to the first width at least `maxWidth` (twice the largest display size). */
export function pictureSrcSet(
  source: { base: string; version: string },
  format: PictureFormat,
  maxWidth = 960,
): string {
  const last = PICTURE_WIDTHS.findIndex((w) => w >= maxWidth);
  const widths = PICTURE_WIDTHS.slice(0, last === -1 ? undefined : last + 1);
  return widths.map((w) => `${pictureUrl(source, w, format)} ${w}w`).join(', ');
}

/**
 * The product page's main picture: the screen less the page's padding on phones; from md up, 5 of the 11 columns
 * less the thumbnails, at most about 490 px (apps/web/src/features/product/components/product-gallery.tsx). The
 * server's first paint asks with the same sizes and widths, so the gallery finds the picture already fetched.
 */
export const GALLERY_SIZES =
  '(min-width: 1280px) 490px, (min-width: 768px) calc(45vw - 90px), calc(100vw - 56px)';
/** The gallery's widest picture: sharp zoom on a 2x screen. */
export const GALLERY_MAX_WIDTH = 960;
