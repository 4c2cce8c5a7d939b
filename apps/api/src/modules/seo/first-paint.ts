// A product page's first paint, written by the server: the header's bars, the main picture, brand, name and
// price, laid over the page until the SPA has drawn the loaded product (apps/web/src/lib/first-paint.ts removes
// it then). On a phone the picture is the page's largest paint; drawn from the HTML it no longer waits for the
// scripts, their boot and the product read. It is a cover rather than #root's content: React's own first
// frames (shell, skeleton) happen underneath, so the shopper sees this paint and then the whole page.
//
// The boxes reuse the web app's classes for the loaded page (features/product/components: product-detail-page,
// product-gallery, product-summary, price-block), so the picture sits where React will draw it; the header's
// heights are those of app/layout/header.tsx (phones: 106 + the 36 px Deliver-to bar; lg: 64 + 40).
import { formatPaise, paise } from '@haat/domain/money/money';
import { escapeMarkup } from './markup-escape.ts';
import type { ProductHeadRow } from './seo.repository.ts';

export const FIRST_PAINT_ID = 'first-paint';

/**
 * If the app never takes the cover away (a script that failed to load), CSS hides it after this long, so the
 * shopper is left with the page underneath and its own error or reload prompt, never a picture that does nothing.
 */
const COVER_EXPIRY_S = 12;

/** The gallery's image size (features/product/components/product-gallery.tsx IMAGE_SIZE). */
const IMAGE_SIZE = 600;

const STYLE = `<style>
      #${FIRST_PAINT_ID} { position: fixed; inset: 0; z-index: 70; overflow: hidden; background: var(--color-page, #f1f3f6); animation: fp-expire 0s linear ${COVER_EXPIRY_S}s forwards; }
      @keyframes fp-expire { to { visibility: hidden; } }
      #${FIRST_PAINT_ID} .fp-bar { display: flex; align-items: center; height: 106px; padding: 0 16px; background: #1d4ed8; color: #fff; font: 700 24px/1 system-ui, sans-serif; }
      #${FIRST_PAINT_ID} .fp-sub { height: 36px; background: #1e40af; }
      #${FIRST_PAINT_ID} .fp-crumbs { height: 18px; }
      #${FIRST_PAINT_ID} .fp-thumbs { display: none; }
      #${FIRST_PAINT_ID} .fp-picture { padding: 1rem; background: #fff; }
      @media (min-width: 48rem) {
        #${FIRST_PAINT_ID} .fp-crumbs { height: 14px; }
        #${FIRST_PAINT_ID} .fp-thumbs { display: block; width: 4rem; flex-shrink: 0; }
        #${FIRST_PAINT_ID} .fp-picture { padding: 0; border-radius: 0.375rem; }
      }
      @media (min-width: 64rem) { #${FIRST_PAINT_ID} .fp-bar { height: 64px; } #${FIRST_PAINT_ID} .fp-sub { height: 40px; } }
    </style>`;

/** The cover for /product/{id}; placed first in <body>. */
export function productFirstPaint(row: ProductHeadRow): string {
  const image = row.images[0];
  const picture = image
    ? `<img src="${escapeMarkup(image.url)}" alt="${escapeMarkup(image.alt || row.name)}" width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" fetchpriority="high" decoding="async" class="size-full object-contain" />`
    : '';
  return `<div id="${FIRST_PAINT_ID}" aria-hidden="true">
      ${STYLE}
      <div class="fp-bar">haat</div>
      <div class="fp-sub"></div>
      <div class="container-page space-y-3 py-3 md:space-y-4 md:py-4">
        <div class="fp-crumbs"></div>
        <div class="grid grid-cols-[minmax(0,1fr)] gap-3 rounded-lg bg-card p-3 shadow-card md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] md:gap-6 md:p-5">
          <div class="flex gap-3">
            <div class="fp-thumbs"></div>
            <div class="fp-picture aspect-square min-w-0 flex-1">${picture}</div>
          </div>
          <div>
            <p class="text-sm font-semibold text-brand-700">${escapeMarkup(row.brand)}</p>
            <p class="mt-1 text-lg font-medium leading-snug text-ink md:text-xl">${escapeMarkup(row.name)}</p>
            <p class="mt-4 text-3xl font-bold text-ink">${escapeMarkup(formatPaise(paise(row.sellingPricePaise)))}</p>
          </div>
        </div>
      </div>
    </div>`;
}

/** index.html with the cover as the first element of <body>; unchanged when there is no <body> tag. */
export function injectFirstPaint(html: string, markup: string): string {
  const body = /<body\b[^>]*>/i.exec(html);
  if (!body) return html;
  const at = body.index + body[0].length;
  return `${html.slice(0, at)}\n    ${markup}${html.slice(at)}`;
}
