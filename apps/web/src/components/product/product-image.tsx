// A product picture in a square box: lazy unless it is above the fold, sized by its box so nothing shifts when it
// arrives, with a quiet placeholder when there is no picture or it fails to load. Cards, the comparison table and
// the product page's gallery all draw pictures through it. A generated product picture or an uploaded photo comes
// as AVIF or WebP at the width the box needs (docs/behaviour/product.md#pictures): the browser picks from srcset by
// the box's laid-out width (sizes="auto" for lazy pictures) or by `sizes`, never past `maxWidth`.
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import {
  PICTURE_TYPES,
  pictureSource,
  pictureSrcSet,
  pictureUrl,
} from '@haat/domain/catalog/product-picture';

/** The seed's artwork is square, so width and height reserve the right space at once. */
const CARD_SIZE = 400;
/**
 * A card's width on screen: half the screen on phones (two a row), a third on small tablets, a quarter from
 * 1024 px, and at most about 200 px in the wide rows of eight.
 */
export const CARD_SIZES =
  '(min-width: 1280px) 200px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';
/** A card never shows wider than 240 px: 480 px pictures serve a 2x screen. */
const CARD_MAX_WIDTH = 480;
/**
 * On a phone (below 640 px) a card is about 170–195 px wide: 320 px pictures are the most worth fetching there
 * (issue 23: no more than twice the width shown), where a 3x screen would otherwise take the 480 px one.
 */
const CARD_PHONE_MAX_WIDTH = 320;
const PHONE_MEDIA = '(max-width: 639px)';

export function ProductImage({
  src,
  alt,
  priority = false,
  size = CARD_SIZE,
  plain = false,
  sizes = CARD_SIZES,
  maxWidth = CARD_MAX_WIDTH,
  phoneMaxWidth = maxWidth === CARD_MAX_WIDTH ? CARD_PHONE_MAX_WIDTH : undefined,
  fit = 'contain',
  className = '',
}: {
  src?: string;
  alt: string;
  priority?: boolean;
  /** Intrinsic width and height in CSS pixels. */
  size?: number;
  /** Without the card's padding and hover lift (the product page's gallery). */
  plain?: boolean;
  /** How wide the box shows, for the browser's choice among the widths (media conditions, as <img sizes>). */
  sizes?: string;
  /** The widest picture worth fetching for this box (about twice its widest display). */
  maxWidth?: number;
  /** The widest worth fetching on a phone, when the box is narrower there (cards: 320). */
  phoneMaxWidth?: number;
  /** 'cover' fills the square (a review photo's thumbnail); product pictures are shown whole. */
  fit?: 'contain' | 'cover';
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
  const source = pictureSource(src);
  // A lazy picture is laid out before it loads, so the browser can use its real width (sizes="auto");
  // browsers without it read the media conditions that follow.
  const sizesAttr = priority ? sizes : `auto, ${sizes}`;
  const img = (
    <img
      src={source ? pictureUrl(source, 320, 'webp') : src}
      srcSet={source ? pictureSrcSet(source, 'webp', maxWidth) : undefined}
      sizes={source ? sizesAttr : undefined}
      alt={alt}
      width={size}
      height={size}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      draggable={false}
      onError={() => setFailedSrc(src)}
      className={`size-full ${fit === 'cover' ? 'object-cover' : 'object-contain'} ${card} ${className}`}
    />
  );
  if (!source) return img;
  return (
    <picture className="contents">
      {phoneMaxWidth !== undefined && phoneMaxWidth < maxWidth && (
        <>
          <source
            media={PHONE_MEDIA}
            type={PICTURE_TYPES.avif}
            srcSet={pictureSrcSet(source, 'avif', phoneMaxWidth)}
            sizes={sizesAttr}
          />
          <source
            media={PHONE_MEDIA}
            type={PICTURE_TYPES.webp}
            srcSet={pictureSrcSet(source, 'webp', phoneMaxWidth)}
            sizes={sizesAttr}
          />
        </>
      )}
      <source type={PICTURE_TYPES.avif} srcSet={pictureSrcSet(source, 'avif', maxWidth)} sizes={sizesAttr} />
      {img}
    </picture>
  );
}
