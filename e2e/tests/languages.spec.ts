// Interface languages (issue 11): with Hindi chosen the header, its menus, the cart, checkout and order pages read
// in Hindi, dates included (the expected words come from hi.json by key, so the test follows the translation);
// Urdu turns the page right to left with nothing overlapping; Tamil brings its own font, which English pages never
// download.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createShopper, useSession } from './support/accounts.ts';
import { addToServerCart } from './support/catalog.ts';
import { hi } from './support/hindi.ts';
import { codProducts, placeCodOrder } from './support/orders.ts';
import { saveScreenshot } from './screenshot.ts';
import { sameAtEveryWidth } from './support/viewports.ts';

/** The rectangles of the header's visible controls that hold no other control (the search form's parts, not it). */
async function headerControlBoxes(banner: Locator) {
  return banner.evaluate((header) => {
    const controls = Array.from(header.querySelectorAll<HTMLElement>('a, button, input, select')).filter(
      (el) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && !el.closest('.sr-only');
      },
    );
    return controls
      .filter((el) => !controls.some((other) => other !== el && el.contains(other)))
      .map((el) => {
        const { left, right, top, bottom } = el.getBoundingClientRect();
        return {
          name: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName,
          left,
          right,
          top,
          bottom,
        };
      });
  });
}

async function expectNothingOverlaps(page: Page): Promise<void> {
  const boxes = await headerControlBoxes(page.getByRole('banner'));
  expect(boxes.length).toBeGreaterThan(3);
  const overlaps: string[] = [];
  boxes.forEach((a, i) =>
    boxes.slice(i + 1).forEach((b) => {
      // One pixel of slack for rounding where two controls touch.
      const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (x > 1 && y > 1) overlaps.push(`${a.name} × ${b.name}`);
    }),
  );
  expect(overlaps, 'header controls that overlap').toEqual([]);
  // A mirrored layout that spills sideways shows as a horizontal scrollbar.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page is wider than the screen').toBeLessThanOrEqual(0);
}

sameAtEveryWidth(() => {
  test('in Hindi the header, its menus, the cart, checkout and the order pages read in Hindi', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const session = await createShopper(request, testInfo, 'hindi');
    const order = await placeCodOrder(request, session);
    const [product] = await codProducts(request, 1);
    await addToServerCart(request, session, product!._id, 1);
    await useSession(page, session);

    // A shared link names its language: ?lng=hi.
    await page.goto('/?lng=hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const banner = page.getByRole('banner');
    await expect(banner.getByText(hi('Account'), { exact: true }).filter({ visible: true })).toBeVisible();
    await expect(
      banner.getByRole('combobox', { name: hi('Search for products, brands, categories...') }),
    ).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: hi('Shop by category') }).getByRole('button', { name: hi('All') }),
    ).toBeVisible();

    // The account menu.
    await banner.getByRole('button', { name: new RegExp(hi('Account menu')) }).click();
    const menu = page.getByRole('menu');
    for (const item of ['My Profile', 'My Orders', 'My Wishlist', 'Settings']) {
      await expect(menu.getByRole('menuitem', { name: hi(item) })).toBeVisible();
    }
    await expect(menu.getByRole('menuitem', { name: hi('Log Out') })).toBeVisible();
    await page.keyboard.press('Escape');

    // The cart, without ?lng: the choice persisted.
    await page.goto('/cart');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { name: hi('My Cart') })).toBeVisible();
    await expect(page.getByRole('heading', { name: hi('Order Summary') })).toBeVisible();
    await page.getByRole('button', { name: hi('Proceed to Checkout') }).click();

    // Checkout: its steps and its action.
    await expect(page).toHaveURL(/\/checkout$/);
    const steps = page.getByRole('list', { name: hi('Checkout steps') });
    for (const step of ['Shipping', 'Payment', 'Review']) await expect(steps).toContainText(hi(step));
    await expect(page.getByRole('heading', { name: hi('Delivery Address') })).toBeVisible();
    await expect(page.getByRole('button', { name: hi('Continue'), exact: true })).toBeVisible();

    // The orders: the list, with the date in Hindi and prices in ₹ with Indian digits, then the order itself.
    await page.goto('/recent-purchase');
    await expect(page.getByRole('heading', { level: 1, name: hi('My Orders') })).toBeVisible();
    const hindiDate = new Intl.DateTimeFormat('hi-IN-u-nu-latn', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date());
    await expect(page.getByText(hi('Placed on {{date}}', { date: hindiDate })).first()).toBeVisible();
    await expect(page.getByText(/₹[\d,]+/).first()).toBeVisible();
    await page
      .getByRole('link', { name: hi('View Details') })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/orders/${order._id}$`));
    await expect(page.getByRole('link', { name: hi('Back to My Orders') })).toBeVisible();
    // The loaded order, not its skeleton: the invoice button comes with the order's data.
    await expect(page.getByRole('button', { name: hi('Invoice') })).toBeVisible();
    // The store's tracking text, stored in English, reads in Hindi too.
    await expect(page.getByTestId('tracking-event').first()).toContainText(
      hi('Your order has been placed and confirmed. Pay in cash when it is delivered.'),
    );
    await saveScreenshot(page, testInfo, 'hindi-order');
  });

  test('Tamil brings its font when chosen in the footer, and English pages download none', async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'font' || r.url().endsWith('.woff2')) fonts.push(r.url());
    });
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: /Language/ })
      .click();
    expect(fonts, 'fonts an English page downloaded').toEqual([]);

    const tamilFont = page.waitForRequest(/noto-sans-tamil-tamil-wght-normal.*\.woff2$/);
    await page
      .getByRole('dialog', { name: 'Choose your language' })
      .getByRole('button', { name: /தமிழ்/ })
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await tamilFont;
    const rendering = await page.evaluate(async () => {
      await document.fonts.ready;
      return {
        check: document.fonts.check('16px "Noto Sans Tamil Variable"', 'தமிழ்'),
        family: getComputedStyle(document.body).fontFamily,
      };
    });
    expect(rendering.check, 'the Tamil font is loaded for Tamil text').toBe(true);
    expect(rendering.family).toMatch(/^"?Noto Sans Tamil Variable"?,/);
    expect(
      fonts.filter((url) => !/tamil/.test(url)),
      'fonts of other scripts',
    ).toEqual([]);
  });
});

test('in Urdu the pages run right to left and the header controls do not overlap', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const [product] = await codProducts(request, 1);

  await page.goto('/?lng=ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.getByRole('banner').getByRole('link', { name: /haat/i }).first()).toBeVisible();
  await expectNothingOverlaps(page);
  // Mirrored: the brand sits at the right edge, the cart towards the left.
  const left = await page.getByRole('banner').evaluate((header) => {
    const leftOf = (selector: string) =>
      Array.from(header.querySelectorAll(selector))
        .map((el) => el.getBoundingClientRect())
        .find((box) => box.width > 0)?.left ?? Number.NaN;
    return { brand: leftOf('a[href="/"]'), cart: leftOf('svg.lucide-shopping-cart') };
  });
  expect(left.brand).toBeGreaterThan(left.cart);
  await saveScreenshot(page, testInfo, 'urdu-home', { fullPage: false });

  await page.goto(`/product/${product!._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNothingOverlaps(page);
  await saveScreenshot(page, testInfo, 'urdu-product', { fullPage: false });
});
