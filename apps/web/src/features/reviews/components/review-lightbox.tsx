// The photo viewer of a review: yet-another-react-lightbox with its styles, in its own chunk that loads only when a
// shopper opens a photo. Escape, arrows, swipe and focus handling come with it.
import Lightbox from 'yet-another-react-lightbox';
import { pictureSource, pictureUrl } from '@haat/domain/catalog/product-picture';
import 'yet-another-react-lightbox/styles.css';

export default function ReviewLightbox({
  images,
  index,
  onClose,
}: {
  images: readonly string[];
  index: number;
  onClose: () => void;
}) {
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      // A stored photo at most 960 px wide as WebP (docs/behaviour/product.md#pictures), not the stored original.
      slides={images.map((src) => {
        const source = pictureSource(src);
        return { src: source ? pictureUrl(source, 960, 'webp') : src };
      })}
      carousel={{ finite: true }}
      controller={{ closeOnBackdropClick: true }}
    />
  );
}
