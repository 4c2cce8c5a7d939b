// A product page's first paint, written by the server: the header's bars, the main picture, brand, name and
// price, laid over the page until the SPA has drawn the loaded product (apps/web/src/lib/first-paint.ts removes
// it then). On a phone the picture is the page's largest paint; drawn from the HTML it no longer waits for the
// scripts, their boot and the product read. It is a cover rather than #root's content: React's own first
// frames (shell, skeleton) happen underneath, so the shopper sees this paint and then the whole page.
//
// The boxes repeat the sizes of the loaded page (features/product/components: product-detail-page,
// product-gallery, product-summary, price-block) in the cover's own rules, so the picture sits where React will
// draw it without waiting for the app's stylesheet; the header's heights are those of app/layout/header.tsx
// (phones: 106 + the 36 px Deliver-to bar; lg: 64 + 40). The bars are wordless, like index.html's outline, so the
// cover reads the same in every language (docs/behaviour/languages.md#the-first-screen): the only words on it are
// the product's own brand and name, written as the seller wrote them, and isolated (<bdi>, aligned as the page aligns
// them) so Urdu's right-to-left page (the server sets <html lang dir>, page-language.ts) keeps "1 TB, Black
// Titanium" in its order.
import { formatPaise, paise } from '@haat/domain/money/money';
import {
  GALLERY_MAX_WIDTH,
  GALLERY_SIZES,
  PICTURE_TYPES,
  pictureSource,
  pictureSrcSet,
  pictureUrl,
} from '@haat/domain/catalog/product-picture';
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

/**
 * The cover's own rules, so it paints from the HTML alone: the main stylesheet follows it in <body>
 * (injectFirstPaint), and Chrome paints what precedes a body stylesheet while that stylesheet loads. Sizes are the
 * loaded page's (container-page, the product card, the gallery and summary type scale of the web app's theme).
 */
const STYLE = `<style>
      #${FIRST_PAINT_ID} { position: fixed; inset: 0; z-index: 70; overflow: hidden; background: #f1f3f6; color: #172337; font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; animation: fp-expire 0s linear ${COVER_EXPIRY_S}s forwards; }
      @keyframes fp-expire { to { visibility: hidden; } }
      #${FIRST_PAINT_ID} * { box-sizing: border-box; margin: 0; }
      #${FIRST_PAINT_ID} .fp-bar { display: flex; align-items: center; gap: 12px; height: 106px; padding: 0 16px; background: #1d4ed8; }
      #${FIRST_PAINT_ID} .fp-logo { width: 56px; height: 22px; border-radius: 6px; background: rgb(255 255 255 / 0.85); }
      #${FIRST_PAINT_ID} .fp-search { flex: 1; max-width: 640px; height: 36px; border-radius: 8px; background: rgb(255 255 255 / 0.22); }
      #${FIRST_PAINT_ID} .fp-icon { width: 28px; height: 28px; border-radius: 50%; background: rgb(255 255 255 / 0.35); }
      #${FIRST_PAINT_ID} .fp-sub { height: 36px; background: #1e40af; }
      #${FIRST_PAINT_ID} .fp-page { width: 100%; max-width: 1400px; margin: 0 auto; padding: 12px 12px; }
      #${FIRST_PAINT_ID} .fp-crumbs { height: 18px; margin-bottom: 12px; }
      #${FIRST_PAINT_ID} .fp-card { display: grid; grid-template-columns: minmax(0, 1fr); gap: 12px; padding: 12px; border-radius: 8px; background: #fff; box-shadow: 0 1px 2px rgb(23 35 55 / 0.06), 0 1px 3px rgb(23 35 55 / 0.08); }
      #${FIRST_PAINT_ID} .fp-media { display: flex; gap: 12px; }
      #${FIRST_PAINT_ID} .fp-thumbs { display: none; }
      #${FIRST_PAINT_ID} .fp-picture { flex: 1; min-width: 0; aspect-ratio: 1 / 1; padding: 16px; background: #fff; }
      #${FIRST_PAINT_ID} .fp-picture img { display: block; width: 100%; height: 100%; object-fit: contain; }
      #${FIRST_PAINT_ID} .fp-picture picture { display: contents; }
      #${FIRST_PAINT_ID} .fp-brand { font-size: 14px; line-height: 20px; font-weight: 600; color: #1d4ed8; }
      #${FIRST_PAINT_ID} .fp-name { margin-top: 4px; font-size: 18px; line-height: 1.375; font-weight: 500; }
      #${FIRST_PAINT_ID} .fp-price { margin-top: 16px; font-size: 30px; line-height: 36px; font-weight: 700; }
      @media (min-width: 48rem) {
        #${FIRST_PAINT_ID} .fp-page { padding: 16px; }
        #${FIRST_PAINT_ID} .fp-crumbs { height: 14px; margin-bottom: 16px; }
        #${FIRST_PAINT_ID} .fp-card { grid-template-columns: minmax(0, 5fr) minmax(0, 6fr); gap: 24px; padding: 20px; }
        #${FIRST_PAINT_ID} .fp-thumbs { display: block; width: 4rem; flex-shrink: 0; }
        #${FIRST_PAINT_ID} .fp-picture { padding: 0; border-radius: 6px; }
        #${FIRST_PAINT_ID} .fp-name { font-size: 20px; }
      }
      @media (min-width: 64rem) { #${FIRST_PAINT_ID} .fp-bar { height: 64px; } #${FIRST_PAINT_ID} .fp-sub { height: 40px; } }
    </style>`;

/** The cover for /product/{id}; placed first in <body>. */
export function productFirstPaint(row: ProductHeadRow): string {
  const image = row.images[0];
  const source = image ? pictureSource(image.url) : null;
  const img = (src: string, set = '') =>
    `<img src="${escapeMarkup(src)}"${set} alt="${escapeMarkup(image?.alt || row.name)}" width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" fetchpriority="high" decoding="async" />`;
  // The gallery's own <picture> (docs/behaviour/product.md#pictures): same widths and sizes, so the browser picks
  // the same file here and there and fetches it once.
  const picture = !image
    ? ''
    : source
      ? `<picture><source type="${PICTURE_TYPES.avif}" srcset="${escapeMarkup(pictureSrcSet(source, 'avif', GALLERY_MAX_WIDTH))}" sizes="${GALLERY_SIZES}" />${img(
          pictureUrl(source, 320, 'webp'),
          ` srcset="${escapeMarkup(pictureSrcSet(source, 'webp', GALLERY_MAX_WIDTH))}" sizes="${GALLERY_SIZES}"`,
        )}</picture>`
      : img(image.url);
  return `<div id="${FIRST_PAINT_ID}" aria-hidden="true">
      ${STYLE}
      <div class="fp-bar"><span class="fp-logo"></span><span class="fp-search"></span><span class="fp-icon"></span><span class="fp-icon"></span></div>
      <div class="fp-sub"></div>
      <div class="fp-page">
        <div class="fp-crumbs"></div>
        <div class="fp-card">
          <div class="fp-media">
            <div class="fp-thumbs"></div>
            <div class="fp-picture">${picture}</div>
          </div>
          <div>
            <p class="fp-brand"><bdi>${escapeMarkup(row.brand)}</bdi></p>
            <p class="fp-name"><bdi>${escapeMarkup(row.name)}</bdi></p>
            <p class="fp-price"><bdi>${escapeMarkup(formatPaise(paise(row.sellingPricePaise)))}</bdi></p>
          </div>
        </div>
      </div>
    </div>`;
}

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>\s*/gi;

/**
 * index.html with the cover as the first element of <body> and the stylesheets moved from <head> to just after it:
 * a stylesheet in <head> holds back every paint until it has loaded, one in <body> only what follows it, so the
 * cover (which needs none of it) paints with the HTML. #root still waits for the stylesheet, as before.
 * Unchanged when there is no <body> tag.
 */
export function injectFirstPaint(html: string, markup: string): string {
  const body = /<body\b[^>]*>/i.exec(html);
  if (!body) return html;
  const head = html.slice(0, body.index);
  const links = head.match(STYLESHEET_LINK) ?? [];
  const headWithout = head.replace(STYLESHEET_LINK, '');
  const at = body.index + body[0].length;
  const moved = links.map((link) => `\n    ${link.trim()}`).join('');
  return `${headWithout}${html.slice(body.index, at)}\n    ${markup}${moved}${html.slice(at)}`;
}
