// Layouts hold for the longest scripts (issue 28 item 1, docs/behaviour/shell.md#long-scripts): in Tamil, Malayalam,
// Kannada, Telugu and Urdu at 360 and 390 px, home, a category, a product, the cart and checkout never scroll
// sideways (the document is no wider than the viewport) and the primary control of each page lies inside it (the
// product page's Buy Now). One test and one browser context per language, its pages reused across the two widths.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { addToServerCart } from './support/catalog.ts';
import { createShopper, useSession } from './support/accounts.ts';
import { onlyOn } from './support/viewports.ts';

const LANGUAGES = ['ta', 'ml', 'kn', 'te', 'ur'] as const;
const WIDTHS = [360, 390] as const;
const PRODUCT = 'prd_00174';

/** The language's own label, as the page draws it. */
function label(lng: string, key: string): string {
  const file = path.resolve(import.meta.dirname, `../../apps/web/src/i18n/locales/${lng}.json`);
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as { translation: Record<string, string> };
  return json.translation[key] ?? key;
}

interface Overflow {
  scrollWidth: number;
  viewport: number;
  /** The widest elements that reach past the right (or, in Urdu, the left) edge, for the failure message. */
  culprits: string[];
}

async function horizontalOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const culprits: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || (r.right <= viewport + 1 && r.left >= -1)) continue;
      // Only elements whose own box escapes while their parent's does not: the origin of the overflow.
      const p = el.parentElement?.getBoundingClientRect();
      if (p && (p.right > viewport + 1 || p.left < -1)) continue;
      let clipped = false;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const o = getComputedStyle(a).overflowX;
        if (o !== 'visible') {
          clipped = true;
          break;
        }
      }
      if (clipped) continue;
      const id = `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} [${Math.round(r.left)}..${Math.round(r.right)}] "${(el.textContent ?? '').trim().slice(0, 30)}"`;
      culprits.push(id);
    }
    return { scrollWidth: document.documentElement.scrollWidth, viewport, culprits: culprits.slice(0, 8) };
  });
}

async function expectNoOverflow(page: Page, label: string): Promise<void> {
  const o = await horizontalOverflow(page);
  expect(
    o.scrollWidth,
    `${label}: document ${o.scrollWidth} px wide in a ${o.viewport} px viewport\n${o.culprits.join('\n')}`,
  ).toBeLessThanOrEqual(o.viewport);
}

async function expectInsideViewport(page: Page, name: RegExp | string, label: string): Promise<void> {
  const control = page.getByRole('button', { name }).first();
  await expect(control, `${label}: primary control`).toBeVisible();
  // Read once the button is laid out and stays (the page can draw it again as its data settles).
  await expect
    .poll(async () => (await control.boundingBox()) !== null, { message: `${label}: box` })
    .toBe(true);
  const box = await control.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, `${label}: primary control has no box`).not.toBeNull();
  expect(box!.x, `${label}: primary control starts left of the viewport`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${label}: primary control ends past the viewport`).toBeLessThanOrEqual(
    width + 1,
  );
}

onlyOn('mobile', 'the widths are set per language here', () => {
  // One test per script, so a slow machine's time limit is per script and a failure names its language.
  for (const lng of LANGUAGES) {
    test(`home, category, product, cart and checkout fit 360 and 390 px in ${lng}`, async ({
      browser,
      request,
    }, testInfo) => {
      test.setTimeout(120_000);
      const session = await createShopper(request, testInfo, `longscript-${lng}`);
      await addToServerCart(request, session, PRODUCT);
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await useSession(page, session);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 844 });
        const at = `${lng} ${width}px`;

        await page.goto(`/?lng=${lng}`);
        await expect(page.locator('main h2, main h1').first()).toBeVisible({ timeout: 20_000 });
        await expectNoOverflow(page, `home ${at}`);

        await page.goto(`/category/electronics?lng=${lng}`);
        await expect(page.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
        await expectNoOverflow(page, `category ${at}`);

        await page.goto(`/product/${PRODUCT}?lng=${lng}`);
        await expect(page.locator('main h1').first()).toBeVisible({ timeout: 20_000 });
        await expectNoOverflow(page, `product ${at}`);
        await expectInsideViewport(page, label(lng, 'Buy Now'), `product ${at}: Buy Now`);
        // Below the panel the sticky bar's two buttons: their labels wrap inside them, never past them (Malayalam's
        // ran 32 px past Add to Cart at 360 px, Tamil's 19 px past Buy Now).
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
        const bar = page.getByTestId('sticky-purchase-bar');
        await expect(bar, `product ${at}: sticky bar`).toBeVisible();
        const spill = await bar
          .locator('button')
          .evaluateAll((buttons) => buttons.map((b) => b.scrollWidth - b.clientWidth));
        expect(
          Math.max(...spill),
          `product ${at}: a sticky bar label runs past its button`,
        ).toBeLessThanOrEqual(1);

        await page.goto(`/cart?lng=${lng}`);
        await expect(page.locator('main h1').first()).toBeVisible({ timeout: 20_000 });
        await expectNoOverflow(page, `cart ${at}`);

        await page.goto(`/checkout?lng=${lng}`);
        await expect(page.locator('main h1, main h2').first()).toBeVisible({ timeout: 20_000 });
        await expectNoOverflow(page, `checkout ${at}`);
      }
      await context.close();
    });
  }
});
