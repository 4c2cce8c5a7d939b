// A square product picture with a quiet placeholder when there is no image or it fails to load.
import { ImageOff } from 'lucide-react';
import { useState } from 'react';

export function Thumbnail({
  src,
  alt,
  size = 64,
  className = '',
}: {
  src?: string;
  alt: string;
  size?: number;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size };
  if (!src || failed) {
    return (
      <span
        role="img"
        aria-label={alt}
        style={style}
        className={`flex shrink-0 items-center justify-center rounded-md bg-page text-ink-subtle ${className}`}
      >
        <ImageOff className="h-1/3 w-1/3" aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      style={style}
      className={`shrink-0 rounded-md bg-page object-contain ${className}`}
    />
  );
}
