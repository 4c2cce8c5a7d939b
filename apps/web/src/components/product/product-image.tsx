// A product picture in a square box: lazy unless it is above the fold, sized by its box so nothing shifts when it
// arrives, with a quiet placeholder when there is no picture or it fails to load. Cards, the comparison table and
// the product page's gallery all draw pictures through it.
import { ImageOff } from 'lucide-react';
import { useState } from 'react';

/** The seed's artwork is square, so width and height reserve the right space at once. */
const CARD_SIZE = 400;

export function ProductImage({
  src,
  alt,
  priority = false,
  size = CARD_SIZE,
  plain = false,
  className = '',
}: {
  src?: string;
  alt: string;
  priority?: boolean;
  /** Intrinsic width and height in CSS pixels. */
  size?: number;
  /** Without the card's padding and hover lift (the product page's gallery). */
  plain?: boolean;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <span
        role="img"
        aria-label={alt}
        className="flex size-full items-center justify-center bg-page text-ink-subtle"
      >
        <ImageOff aria-hidden className="size-1/4" />
      </span>
    );
  }
  const card = plain ? '' : 'p-2 transition-transform duration-200 group-hover:scale-[1.03]';
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      draggable={false}
      onError={() => setFailedSrc(src)}
      className={`size-full object-contain ${card} ${className}`}
    />
  );
}
