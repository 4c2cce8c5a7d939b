// The product page in a real browser against the real API (docs/behaviour/product.md#product-page): name, en-IN rupee
// price, struck MRP and percent off; tabs that switch; the quantity selector stopping at the stock; a guest's
// Add to Cart prompt, the trip to /login and back to the product after signing in; Product Not Found.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { saveScreenshot } from './screenshot.ts';
import { onlyOn, sameAtEveryWidth, sameAtEveryWidthButScreenshots } from './support/viewports.ts';

interface ApiProduct {
  id: string;
  name: string;
  stock: number;
  sellingPrice: number;
  mrp: number;
  discount: number;
  bulletPoints: string[];
}

const DEMO_CUSTOMER = { email: 'demo@haat.in', password: 'Haat@1234' };

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
});

/**
 * Scrolls to the end of the page until it stops growing: the related rows and Recently Viewed render only as
 * they come near the screen.
 */
async function scrollToEnd(page: Page) {
  let height = 0;
  for (let i = 0; i < 6; i++) {
    const next = await page.evaluate(() => document.documentElement.scrollHeight);
    if (next === height) return;
    height = next;
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(250);
  }
}

/**
 * Scrolls to the end of the page until the row shows: rows below the fold render only as they come near the screen,
 * and each one that renders makes the page longer, so the end moves until the row is there.
 */
async function scrollUntilVisible(page: Page, row: Locator) {
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(row).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** Scrolls the main Add to Cart and Buy Now up out of view (under the sticky header and beyond). */
async function scrollPastButtons(page: Page) {
  await page
    .getByRole('button', { name: 'Buy Now' })
    .first()
    .evaluate((button) => window.scrollTo(0, button.getBoundingClientRect().bottom + window.scrollY + 200));
}

/** The first product on the pages of GET /api/products that matches; the seed decides which ids exist. */
async function findProduct(
  request: APIRequestContext,
  matches: (p: ApiProduct) => boolean,
  query: Record<string, string> = {},
): Promise<ApiProduct> {
  for (let page = 1; page <= 20; page++) {
    const response = await request.get('/api/products', {
      params: { limit: '50', page: String(page), ...query },
    });
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { products: ApiProduct[]; pagination: { totalPages: number } };
    const found = body.products.find(matches);
    if (found) return found;
    if (page >= body.pagination.totalPages) break;
  }
  throw new Error('No product in the seed matches');
}

test('a product shows its name, en-IN price, struck MRP, percent off and switching tabs', async ({
  page,
  request,
}, testInfo) => {
  const product = await findProduct(
    request,
    (p) => p.mrp > p.sellingPrice && p.sellingPrice >= 100_000 && p.stock > 5 && p.bulletPoints.length > 0,
  );
  await page.goto(`/product/${product.id}`);

  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const selling = page.getByTestId('selling-price');
  await expect(selling).toHaveText(inr.format(product.sellingPrice));
  // en-IN groups lakhs: ₹1,23,456.
  await expect(selling).toHaveText(/^₹\d{1,2},\d{2},\d{3}(\.\d{1,2})?$/);
  const mrp = page.getByTestId('mrp');
  await expect(mrp).toHaveText(inr.format(product.mrp));
  expect(await mrp.evaluate((el) => el.tagName)).toBe('S');
  const percent = Math.round(((product.mrp - product.sellingPrice) / product.mrp) * 100);
  await expect(page.getByTestId('percent-off')).toHaveText(`${percent}% off`);
  await expect(page.getByText('Inclusive of all taxes')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home', exact: true }).first()).toBeVisible();

  // Tabs switch: Description first, then Features (bullet points) and Specifications (the table).
  const description = page.getByRole('tab', { name: 'Description' });
  await expect(description).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Features' }).click();
  await expect(page.getByRole('tabpanel')).toContainText(product.bulletPoints[0]!);
  await page.getByRole('tab', { name: 'Specifications' }).click();
  await expect(page.getByRole('tabpanel').getByRole('rowheader', { name: 'Model Number' })).toBeVisible();
  await page.getByRole('tab', { name: /Reviews/ }).click();
  await expect(page.getByRole('tabpanel')).toContainText(/Rated \d\.\d out of 5 by [\d,]+ shoppers/);
  await expect(description).toHaveAttribute('aria-selected', 'false');

  await saveScreenshot(page, testInfo, 'product-page');
  // Below the fold, the related products render as the shopper scrolls towards them.
  await scrollUntilVisible(page, page.getByTestId('related-products').getByTestId('product-card').first());
});

sameAtEveryWidth(() => {
  test('the quantity selector runs from 1 to the stock', async ({ page, request }) => {
    const product = await findProduct(request, (p) => p.stock >= 2 && p.stock <= 5, { inStock: 'true' });
    await page.goto(`/product/${product.id}`);
    await expect(page.getByText(`Only ${product.stock} left`)).toBeVisible();

    const quantity = page.getByTestId('quantity');
    const decrease = page.getByRole('button', { name: 'Decrease quantity' });
    const increase = page.getByRole('button', { name: 'Increase quantity' });
    await expect(quantity).toHaveText('1');
    await expect(decrease).toBeDisabled();
    for (let n = 2; n <= product.stock; n++) {
      await increase.click();
      await expect(quantity).toHaveText(String(n));
    }
    await expect(increase).toBeDisabled();
    await expect(decrease).toBeEnabled();
    await decrease.click();
    await expect(quantity).toHaveText(String(product.stock - 1));
  });
});

sameAtEveryWidth(() => {
  test('a guest pressing Add to Cart is asked to log in and comes back to the product after signing in', async ({
    page,
    request,
  }) => {
    const product = await findProduct(request, (p) => p.stock > 5);
    const path = `/product/${product.id}`;
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Please log in to add items to your cart')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Email address').fill(DEMO_CUSTOMER.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_CUSTOMER.password);
    // The swipe control is a real button: Enter submits without a drag.
    await page.getByRole('button', { name: 'Swipe to Sign In' }).press('Enter');

    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    // Signed in, the same button now adds the line (after its short adding state). Enter, because on a phone
    // the greeting toast can lie over the button for a few seconds.
    await page.getByRole('button', { name: 'Add to Cart' }).press('Enter');
    await expect(page.getByText('Added to cart')).toBeVisible();
    // Signed in, the line lives in the shopper's server cart (the guest key is not written).
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const token = localStorage.getItem('user_token') ?? '';
          const res = await fetch('/api/users/cart', { headers: { authorization: `Bearer ${token}` } });
          return res.text();
        }),
      )
      .toContain(product.id);
  });
});

sameAtEveryWidth(() => {
  test('a guest saving to the wishlist is asked to log in, carrying the product as the origin', async ({
    page,
    request,
  }) => {
    const product = await findProduct(request, (p) => p.stock > 0);
    await page.goto(`/product/${product.id}`);
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await expect(page.getByText('Please log in to save items to your wishlist')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => (history.state as { usr?: { from?: string } } | null)?.usr?.from)).toBe(
      `/product/${product.id}`,
    );
  });
});

sameAtEveryWidth(() => {
  test('a guest pressing Buy Now is asked to log in first', async ({ page, request }) => {
    const product = await findProduct(request, (p) => p.stock > 0);
    await page.goto(`/product/${product.id}`);
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page.getByText('Please log in to proceed')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});

sameAtEveryWidth(() => {
  test('an out-of-stock product cannot be added or bought', async ({ page, request }) => {
    const product = await findProduct(request, (p) => p.stock === 0);
    await page.goto(`/product/${product.id}`);
    await expect(page.getByText('Out of Stock')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
  });
});

test('pictures that fail to load become a placeholder', async ({ page, request }) => {
  const product = await findProduct(request, (p) => p.stock > 0);
  await page.route('**/api/images/products/**', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  // The gallery on this viewport (the other layout is hidden): its pictures are placeholders, no broken images.
  const gallery = page.getByRole('list', { name: 'Product images' }).filter({ visible: true });
  await expect(gallery.locator('span[role="img"]').first()).toBeVisible();
  await expect(gallery.locator('img')).toHaveCount(0);
});

sameAtEveryWidth(() => {
  test('a failure other than a missing product says so and offers Try Again', async ({ page, request }) => {
    const product = await findProduct(request, (p) => p.stock > 0);
    await page.route(`**/api/products/${product.id}`, (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'Internal error' } }),
    );
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('alert').getByText('Failed to load product details')).toBeVisible();
    // The toast says it too.
    await expect(page.getByText('Failed to load product details')).toHaveCount(2);
    await page.unroute(`**/api/products/${product.id}`);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  });
});

sameAtEveryWidthButScreenshots(() => {
  test('an unknown product id shows Product Not Found with a way to the categories', async ({
    page,
  }, testInfo) => {
    await page.goto('/product/prd_99999999');
    await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
    await expect(
      page.getByText("The product you're looking for doesn't exist or has been removed."),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Categories' })).toHaveAttribute('href', '/category');
    await saveScreenshot(page, testInfo, 'product-not-found');
  });
});

sameAtEveryWidth(() => {
  test('a product opened before shows under Recently Viewed on the next product page', async ({
    page,
    request,
  }) => {
    const first = await findProduct(request, (p) => p.stock > 0, { category: 'books' });
    const second = await findProduct(request, (p) => p.stock > 0, { category: 'sports' });
    await page.goto(`/product/${first.id}`);
    await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
    await page.goto(`/product/${second.id}`);
    await expect(page.getByRole('heading', { level: 1, name: second.name })).toBeVisible();
    const row = page.getByRole('region', { name: 'Recently Viewed' });
    await scrollUntilVisible(page, row.getByRole('link', { name: first.name }).first());
    // The product on screen is not offered again.
    await expect(row.getByRole('link', { name: second.name })).toHaveCount(0);
  });
});

sameAtEveryWidth(() => {
  test('the tab names the product, and the page offers Compare', async ({ page, request }) => {
    const product = await findProduct(request, (p) => p.stock > 0, { category: 'electronics' });
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page).toHaveTitle(
      new RegExp(`^${product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `),
    );
    const compare = page.getByRole('checkbox', { name: `Compare ${product.name}` }).first();
    await compare.check();
    await expect(compare).toBeChecked();
    expect(await page.evaluate(() => localStorage.getItem('haat_compare'))).toContain(product.id);
  });
});

test('the page never scrolls sideways: the product rows scroll inside their strips', async ({
  page,
  request,
}) => {
  const product = await findProduct(request, (p) => p.stock > 0, { category: 'mobile-phones' });
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await scrollToEnd(page);
  await expect(page.getByTestId('bought-together')).toBeVisible();
  await expect(page.getByTestId('bought-together').getByRole('link').first()).toBeVisible();
  const [scroll, width] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBe(width);
});

test('the HTML preloads the product and its main picture: the page asks the network for each once', async ({
  page,
  request,
}) => {
  const product = await findProduct(request, (p) => p.stock > 0, { category: 'fashion' });
  const seen: string[] = [];
  page.on('request', (req) => seen.push(new URL(req.url()).pathname));
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // One read of the product (the preload, which the app's fetch takes over: one view counted, not two).
  expect(seen.filter((path) => path === `/api/products/${product.id}`)).toHaveLength(1);
  // The main picture: the HTML's preload, its first paint and the gallery pick the same AVIF or WebP width
  // (docs/behaviour/product.md#pictures), so each picture of this product is asked for once, and never as SVG.
  const pictures = seen.filter((path) => path.startsWith(`/api/images/products/${product.id}/1-`));
  expect(pictures.length).toBeGreaterThan(0);
  expect(new Set(pictures).size).toBe(pictures.length);
  expect(seen.filter((path) => path === `/api/images/products/${product.id}.svg`)).toHaveLength(0);
});

test('the HTML alone paints the main picture, name and price; the loaded page then takes that paint away', async ({
  browser,
  page,
  request,
}) => {
  const product = await findProduct(request, (p) => p.stock > 0, { category: 'fashion' });
  const price = inr.format(product.sellingPrice);
  // Without scripts: what a slow phone shows before the app has run.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto(`/product/${product.id}`);
  const cover = bare.locator('#first-paint');
  await expect(cover.getByText(product.name, { exact: true })).toBeVisible();
  await expect(cover.getByText(price, { exact: true })).toBeVisible();
  const picture = cover.locator('picture img');
  await expect(picture).toBeVisible();
  // Drawn from the raster pipeline: the browser's pick among the gallery's widths.
  expect(await picture.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(
    new RegExp(`^/api/images/products/${product.id}/1-\\d+\\.(avif|webp)$`),
  );
  await noScript.close();
  // With scripts the page draws itself and the cover is gone: nothing lies over the buttons.
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.locator('#first-paint')).toHaveCount(0);
  const features = page.getByRole('tab', { name: 'Features' });
  await features.click();
  await expect(features).toHaveAttribute('aria-selected', 'true');
});

onlyOn('mobile', 'the bar is for phones; the desktop test checks it stays away', () => {
  test('on a phone, a bar with the price, Add to Cart and Buy Now appears once the buttons scroll away', async ({
    page,
    request,
  }, testInfo) => {
    const product = await findProduct(request, (p) => p.stock > 5 && p.mrp > p.sellingPrice);
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    const bar = page.getByRole('region', { name: 'Quick purchase' });
    await expect(bar).toHaveCount(0);
    const padding = () => page.evaluate(() => getComputedStyle(document.body).paddingBottom);
    expect(await padding()).toBe('0px');

    // Past the main buttons: the bar sits at the bottom of the screen, and the page makes room for it.
    await scrollPastButtons(page);
    await expect(bar).toBeVisible();
    await expect(bar.getByTestId('sticky-price')).toHaveText(inr.format(product.sellingPrice));
    const box = (await bar.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(Math.round(box.y + box.height)).toBe(viewport.height);
    expect(box.width).toBe(viewport.width);
    expect(Number.parseFloat(await padding())).toBeGreaterThanOrEqual(Math.floor(box.height));
    await expect(bar.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
    await saveScreenshot(page, testInfo, 'product-sticky-bar', { fullPage: false });

    // Back at the top the bar goes, and with it the padding.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveCount(0);
    expect(await padding()).toBe('0px');

    // The bar's Add to Cart is the panel's: a guest is asked to log in, carrying the product as the origin.
    await scrollPastButtons(page);
    await bar.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Please log in to add items to your cart')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => (history.state as { usr?: { from?: string } } | null)?.usr?.from)).toBe(
      `/product/${product.id}`,
    );
  });

  test('on a phone the bar of an out-of-stock product has its buttons disabled', async ({
    page,
    request,
  }) => {
    const product = await findProduct(request, (p) => p.stock === 0);
    await page.goto(`/product/${product.id}`);
    await expect(page.getByText('Out of Stock')).toBeVisible();
    await scrollPastButtons(page);
    const bar = page.getByRole('region', { name: 'Quick purchase' });
    await expect(bar.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await expect(bar.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
  });
});

onlyOn('desktop', 'the phone has the bar: checked above', () => {
  test('on a desktop there is no sticky bar, however far the page scrolls', async ({ page, request }) => {
    const product = await findProduct(request, (p) => p.stock > 5);
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await scrollToEnd(page);
    await page.waitForTimeout(300);
    await expect(page.getByRole('region', { name: 'Quick purchase' })).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');
  });
});
