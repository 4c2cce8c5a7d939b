// The product's pictures (docs/behaviour/product.md#product-page): on phones a swipeable strip (native scroll snap:
// no carousel script to download) with dots; from md up, thumbnails beside a main image that zooms under the
// pointer. Images that fail become a placeholder. The first image is the page's largest paint, so it loads
// eagerly with high fetch priority and explicit dimensions (no layout shift).
import { useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@haat/domain/catalog/product.schema';
import { GALLERY_MAX_WIDTH, GALLERY_SIZES } from '@haat/domain/catalog/product-picture';
import { ProductImage } from '../../../components/product/product-image.tsx';

const IMAGE_SIZE = 600;
const THUMB_SIZES = '56px';

/** A gallery picture: the shared product picture at gallery size, without the card's padding and hover. */
function GalleryImage(props: { src: string; alt: string; priority: boolean; className?: string }) {
  return (
    <ProductImage {...props} size={IMAGE_SIZE} sizes={GALLERY_SIZES} maxWidth={GALLERY_MAX_WIDTH} plain />
  );
}

/** A thumbnail: 56 px shown, so 160 px pictures are already sharp on a 2x screen. */
function Thumbnail({ src }: { src: string }) {
  return <ProductImage src={src} alt="" size={56} sizes={THUMB_SIZES} maxWidth={160} plain />;
}

/** Zoom origin follows the pointer: the part under the cursor is what gets magnified. */
function ZoomableImage({ src, alt }: { src: string; alt: string }) {
  const [origin, setOrigin] = useState<string | null>(null);
  const onMove = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    setOrigin(`${x.toFixed(1)}% ${y.toFixed(1)}%`);
  };
  return (
    <div
      data-testid="product-main-image"
      className="aspect-square cursor-zoom-in overflow-hidden rounded-md bg-white"
      onMouseMove={onMove}
      onMouseLeave={() => setOrigin(null)}
    >
      <div
        className="size-full transition-transform duration-150 ease-out"
        style={origin ? { transform: 'scale(2)', transformOrigin: origin } : undefined}
      >
        <GalleryImage key={src} src={src} alt={alt} priority />
      </div>
    </div>
  );
}

export function ProductGallery({ product }: { product: Product }) {
  const { t } = useTranslation();
  const images = product.images.length ? product.images : [{ url: '', alt: product.name }];
  const [active, setActive] = useState(0);
  const strip = useRef<HTMLUListElement>(null);
  const current = images[Math.min(active, images.length - 1)]!;

  const onStripScroll = () => {
    const el = strip.current;
    if (!el || el.clientWidth === 0) return;
    setActive(Math.round(el.scrollLeft / el.clientWidth));
  };

  return (
    <div className="min-w-0">
      {/* Phones: swipe between pictures. */}
      <div className="relative md:hidden">
        <ul
          ref={strip}
          onScroll={onStripScroll}
          aria-label={t('Product images')}
          // Focusable so that a keyboard (arrow keys) can scroll through the pictures too.
          tabIndex={0}
          className="flex snap-x snap-mandatory overflow-x-auto bg-white [scrollbar-width:none]"
        >
          {images.map((image, index) => (
            <li key={image.url || index} className="aspect-square w-full shrink-0 snap-center p-4">
              <GalleryImage src={image.url} alt={image.alt || product.name} priority={index === 0} />
            </li>
          ))}
        </ul>
        {images.length > 1 && (
          <div className="flex justify-center gap-1.5 py-2" aria-hidden="true">
            {images.map((image, index) => (
              <span
                key={image.url || index}
                className={`h-1.5 rounded-full transition-all ${index === active ? 'w-4 bg-brand-700' : 'w-1.5 bg-line'}`}
              />
            ))}
          </div>
        )}
      </div>

      {/* Tablets and desktops: thumbnails and a zoomable main image. */}
      <div className="hidden gap-3 md:flex">
        <ul className="flex w-16 shrink-0 flex-col gap-2" aria-label={t('Product images')}>
          {images.map((image, index) => (
            <li key={image.url || index}>
              <button
                type="button"
                onClick={() => setActive(index)}
                onMouseEnter={() => setActive(index)}
                aria-label={t('Show image {{n}} of {{total}}', { n: index + 1, total: images.length })}
                aria-current={index === active ? 'true' : undefined}
                className={`block size-16 overflow-hidden rounded border-2 bg-white p-1 ${index === active ? 'border-brand-600' : 'border-line hover:border-brand-200'}`}
              >
                <Thumbnail src={image.url} />
              </button>
            </li>
          ))}
        </ul>
        <div className="min-w-0 flex-1">
          <ZoomableImage src={current.url} alt={current.alt || product.name} />
        </div>
      </div>
    </div>
  );
}
