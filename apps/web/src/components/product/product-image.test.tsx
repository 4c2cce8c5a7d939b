// The product picture's markup (docs/behaviour/product.md#pictures): AVIF and WebP at the widths the box needs,
// never past its largest useful width, lazy below the fold, with its size reserved.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ARTWORK_VERSION } from '@haat/domain/catalog/product-picture';
import { CARD_SIZES, ProductImage } from './product-image.tsx';

const widths = (srcset: string | null) =>
  (srcset ?? '').split(', ').map((entry) => Number(entry.split(' ')[1]?.slice(0, -1)));

describe('ProductImage', () => {
  it('a card offers AVIF and WebP from 160 to 480 px, lazy, with sizes from its layout', () => {
    const { container } = render(
      <ProductImage src="/api/images/products/prd_00042.svg" alt="Redmi Note 13" />,
    );
    const img = container.querySelector('img')!;
    const avif = container.querySelector('picture > source[type="image/avif"]:not([media])')!;
    expect(img.getAttribute('src')).toBe(`/api/images/products/prd_00042/1-320.webp?v=${ARTWORK_VERSION}`);
    expect(widths(img.getAttribute('srcset'))).toEqual([160, 240, 320, 480]);
    expect(img.getAttribute('srcset')).toContain(
      `/api/images/products/prd_00042/1-480.webp?v=${ARTWORK_VERSION} 480w`,
    );
    expect(widths(avif.getAttribute('srcset'))).toEqual([160, 240, 320, 480]);
    expect(avif.getAttribute('srcset')).toContain('/1-160.avif?v=');
    expect(img.getAttribute('sizes')).toBe(`auto, ${CARD_SIZES}`);
    expect(avif.getAttribute('sizes')).toBe(`auto, ${CARD_SIZES}`);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['400', '400']);
    expect(img.getAttribute('alt')).toBe('Redmi Note 13');
  });

  it('a card on a phone stops at 320 px: a 170–195 px card on a 3x screen would take 480 px, 2.8 times its width', () => {
    const { container } = render(<ProductImage src="/api/images/products/prd_00042.svg" alt="" />);
    const phone = [...container.querySelectorAll('picture > source[media="(max-width: 639px)"]')];
    expect(phone.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    for (const source of phone) expect(widths(source.getAttribute('srcset'))).toEqual([160, 240, 320]);
    // The phone's sources come first: a browser takes the first source that matches.
    expect(container.querySelector('picture > source')?.getAttribute('media')).toBe('(max-width: 639px)');
  });

  it('a box with its own largest width (the gallery) has no phone cap', () => {
    const { container } = render(
      <ProductImage src="/api/images/products/prd_00042.svg" alt="" maxWidth={960} />,
    );
    expect(container.querySelector('picture > source[media]')).toBeNull();
  });

  it('a picture above the fold loads eagerly with its media conditions (sizes="auto" needs a lazy image)', () => {
    const { container } = render(
      <ProductImage src="/api/images/products/prd_00042/3.svg" alt="" priority sizes="50vw" maxWidth={960} />,
    );
    const img = container.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('sizes')).toBe('50vw');
    expect(widths(img.getAttribute('srcset'))).toEqual([160, 240, 320, 480, 640, 960]);
    expect(img.getAttribute('srcset')).toContain('/api/images/products/prd_00042/3-960.webp?v=');
  });

  it('an uploaded photo goes through the same widths, named by its stored file', () => {
    const { container } = render(<ProductImage src="/api/uploads/reviews/u1/abc.jpg" alt="" />);
    expect(container.querySelector('img')!.getAttribute('srcset')).toContain(
      '/api/uploads/reviews/u1/abc.jpg-240.webp 240w',
    );
  });

  it('a URL the pipeline does not know is shown as it is', () => {
    const { container } = render(<ProductImage src="https://cdn.example/p.png" alt="" />);
    const img = container.querySelector('img')!;
    expect(container.querySelector('picture')).toBeNull();
    expect(img.getAttribute('src')).toBe('https://cdn.example/p.png');
    expect(img.hasAttribute('srcset')).toBe(false);
  });
});
