// The gallery a seeded product lists: 2 to 4 generated views served by the images module
// (docs/behaviour/product.md#pictures). The SVG URL is stored; the web derives the AVIF and WebP widths from it.
import { ARTWORK_VIEWS, type ArtworkView } from '../../modules/images/artwork-views.ts';

/** The generated pictures of a product: front, back or side, close-up and in-box views. */
export const IMAGE_VIEWS = ARTWORK_VIEWS;
export type ImageView = ArtworkView;

/** The first picture keeps the short URL older links use; the others are numbered views. */
export function productImageUrl(productId: string, view = 1): string {
  return view === 1
    ? `/api/images/products/${productId}.svg`
    : `/api/images/products/${productId}/${view}.svg`;
}

const VIEW_ALT: Readonly<Record<ImageView, string>> = {
  front: 'front view',
  back: 'from the back or the side',
  detail: 'close-up of the details',
  'in-box': 'in its box or on the shelf',
};

export function productImages(productId: string, name: string, count: number) {
  return IMAGE_VIEWS.slice(0, count).map((view, i) => ({
    url: productImageUrl(productId, i + 1),
    alt: `${name}, ${VIEW_ALT[view]}`,
  }));
}
