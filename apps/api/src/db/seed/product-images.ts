// The gallery a seeded product lists: 2 to 4 generated views served by the images module (docs/architecture.md#data).

/** The generated pictures of a product: front, angle, detail and in-box views (docs/architecture.md#data). */
export const IMAGE_VIEWS = ['front', 'angle', 'detail', 'in-box'] as const;
export type ImageView = (typeof IMAGE_VIEWS)[number];

/** The first picture keeps the short URL older links use; the others are numbered views. */
export function productImageUrl(productId: string, view = 1): string {
  return view === 1
    ? `/api/images/products/${productId}.svg`
    : `/api/images/products/${productId}/${view}.svg`;
}

const VIEW_ALT: Readonly<Record<ImageView, string>> = {
  front: 'front view',
  angle: 'side angle',
  detail: 'close-up of the details',
  'in-box': 'what is in the box',
};

export function productImages(productId: string, name: string, count: number) {
  return IMAGE_VIEWS.slice(0, count).map((view, i) => ({
    url: productImageUrl(productId, i + 1),
    alt: `${name}, ${VIEW_ALT[view]}`,
  }));
}
