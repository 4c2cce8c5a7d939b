// The server paints a product page's picture, name and price over the page before any script runs
// (apps/api/src/modules/seo/first-paint.ts). The page that has drawn itself takes the cover away, in the same
// frame (a layout effect), so the shopper goes from that paint straight to the loaded page.
const FIRST_PAINT_ID = 'first-paint';

export function removeFirstPaint(): void {
  document.getElementById(FIRST_PAINT_ID)?.remove();
}
