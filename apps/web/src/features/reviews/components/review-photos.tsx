// A review's photos as small thumbnails (WebP or AVIF at 160 px from the pictures' pipeline,
// docs/behaviour/product.md#pictures); a tap opens them full size in the lazily loaded viewer.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductImage } from '../../../components/product/product-image.tsx';

const ReviewLightbox = lazy(() => import('./review-lightbox.tsx'));

export function ReviewPhotos({ images, author }: { images: readonly string[]; author: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  return (
    <>
      <ul className="mt-2 flex gap-2" aria-label={t('Photos from {{author}}', { author })}>
        {images.map((src, index) => (
          <li key={src}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              aria-label={t('Open photo {{n}} of {{count}} from {{author}}', {
                n: index + 1,
                count: images.length,
                author,
              })}
              className="block overflow-hidden rounded-md border border-line hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span className="block size-16 bg-page">
                <ProductImage src={src} alt="" size={64} sizes="64px" maxWidth={160} plain fit="cover" />
              </span>
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Suspense fallback={null}>
          <ReviewLightbox images={images} index={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
