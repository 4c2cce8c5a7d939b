// A product picture in a square box: lazy unless it is above the fold, sized by its box so nothing shifts when it
// arrives, with a quiet placeholder when there is no picture or it fails to load.
import { ImageOff } from 'lucide-react';
import { useState } from 'react';

/** The box is square; the seed's artwork is square too, so the browser reserves the right space at once. */
const SIZE = 400;

export function ProductImage({
  src,
  alt,
  priority = false,
  className = '',
}: {
  src?: string;
  alt: string;
  priority?: boolean;
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
  return (
    <img
      src={src}
      alt={alt}
      width={SIZE}
      height={SIZE}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={`size-full object-contain p-2 transition-transform duration-200 group-hover:scale-[1.03] ${className}`}
    />
  );
}
