// The axe suite (issue 28, docs/behaviour/shell.md#accessibility): home, a category, a product, the cart, checkout,
// sign-in, sign-up, the orders, an order, settings and a return request, in English and in Urdu (right to left, another
// script), at 390×844 and 1366×768 (the two projects): axe-core's WCAG 2.0 and 2.1 A and AA rules, its best
// practices and its experimental rules (label-in-name, which found the footer's badges, is one) find nothing serious
// or critical. The signed-in pages use a fresh shopper with a delivered order (for the return request) and a line in
// the cart; sign-in and sign-up are scanned signed out, as a shopper meets them.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createShopper, useSession } from './support/accounts.ts';
import { seriousViolations, WCAG_TAGS } from './support/axe.ts';
import { addToServerCart } from './support/catalog.ts';
import { codProducts, deliverOrder, placeCodOrder } from './support/orders.ts';

const LANGUAGES = ['en', 'ur'] as const;

/** The language is chosen as a returning shopper's is: the stored choice, read before the first paint. */
async function useLanguage(page: Page, lng: string): Promise<void> {
  await page.addInitScript((code) => localStorage.setItem('haat_language', code), lng);
}

/** axe's best practices and experimental rules besides WCAG 2.0 and 2.1 A and AA. */
const TAGS = [...WCAG_TAGS, 'best-practice', 'experimental'];

/**
 * Opens the page, waits for its content (`ready`: something only the drawn page has, not the route's fallback or a
 * skeleton) and for the language's texts, then scans. Failures are collected so one run names every page's.
 */
async function scan(
  page: Page,
  lng: string,
  path: string,
  ready: (page: Page) => Locator,
  found: string[],
): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', lng, { timeout: 15_000 });
  await expect(ready(page).first()).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  const violations = await seriousViolations(page, TAGS);
  if (violations.length) found.push(`${path} (${lng}):\n  ${violations.join('\n  ')}`);
}

for (const lng of LANGUAGES) {
  test(`axe finds no serious or critical violation on the eleven pages in ${lng}`, async ({
    browser,
    page,
    request,
  }, testInfo) => {
    // Eleven scans of a few seconds each, on the shared 2-core machines.
    test.setTimeout(240_000);
    const session = await createShopper(request, testInfo, `axe-${lng}`);
    const [product] = await codProducts(request, 1);
    const order = await placeCodOrder(request, session, [product!]);
    await deliverOrder(request, session, order._id);
    await addToServerCart(request, session, product!._id, 1);
    await useLanguage(page, lng);
    await useSession(page, session);
    const found: string[] = [];

    await scan(page, lng, '/', (p) => p.locator('main section').first(), found);
    // The listing is the slowest answer; scanning before the cards arrive would test a skeleton.
    await scan(page, lng, '/category/electronics', (p) => p.locator('main article'), found);
    await scan(
      page,
      lng,
      `/product/${product!._id}`,
      (p) => p.getByRole('heading', { name: product!.name }),
      found,
    );
    await scan(page, lng, '/cart', (p) => p.getByTestId('cart-line'), found);
    await scan(page, lng, '/checkout', (p) => p.getByTestId('shipping-row'), found);
    await scan(page, lng, '/recent-purchase', (p) => p.getByText(order.orderNumber), found);
    await scan(
      page,
      lng,
      `/orders/${order._id}`,
      (p) => p.locator('h1', { hasText: order.orderNumber }),
      found,
    );
    await scan(page, lng, '/settings', (p) => p.locator('main h1'), found);
    await scan(page, lng, `/return-request/${order._id}`, (p) => p.locator('main form'), found);

    // Signed out, as a shopper meets sign-in and sign-up (signed in, they lead away).
    const { viewport, isMobile, hasTouch, baseURL } = testInfo.project.use;
    const guest = await browser.newContext({ viewport, isMobile, hasTouch, baseURL });
    const guestPage = await guest.newPage();
    await useLanguage(guestPage, lng);
    await scan(guestPage, lng, '/login', (p) => p.locator('main h1, h1'), found);
    await scan(guestPage, lng, '/signup', (p) => p.locator('main h1, h1'), found);
    await guest.close();

    expect(found, 'axe: serious or critical violations').toEqual([]);
  });
}
