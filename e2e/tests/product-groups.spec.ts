// One card per product group (issue 23 item 1, docs/behaviour/catalogue.md#product-groups): no category page, search
// result page or home row shows two cards of the same model. What a card stands for is read from the API at run time
// (GET /api/products/{id} answers the listing's group key), so nothing about the seeded catalogue is pinned here.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { saveScreenshot } from './screenshot.ts';
import { sameAtEveryWidth, sameAtEveryWidthButScreenshots } from './support/viewports.ts';

// The catalogue's own tests check every root category and twenty searches at the API
// (apps/api/src/modules/catalog/catalog.groups.test.ts); the browser checks that the pages draw what it sends, on
// the categories and searches with the most variants of one model.
const CATEGORY_IDS = ['mobile-phones', 'fashion', 'electronics'];
const SEARCHES = ['phone', 'iphone', 'kurta', 'shoes', 'cricket bat'];

/** The home page's product rows (features/home/components/home-rows.ts), a fresh visitor's: no Recently Viewed. */
const HOME_PRODUCT_ROWS = ['featured-products', 'best-sellers', 'new-arrivals'];

const groupKeys = new Map<string, string>();

async function groupKeyOf(request: APIRequestContext, id: string): Promise<string> {
  const known = groupKeys.get(id);
  if (known) return known;
  const res = await request.get(`/api/products/${encodeURIComponent(id)}`);
  expect(res.ok(), `GET /api/products/${id}`).toBe(true);
  const { product } = (await res.json()) as { product: { group?: { key: string } } };
  const key = product.group?.key ?? id;
  groupKeys.set(id, key);
  return key;
}

/** The product ids of the cards in `scope` (the grid, or one home row), in the order shown. */
async function cardProductIds(page: Page, scope = page.locator('body')): Promise<string[]> {
  const hrefs = await scope
    .getByTestId('product-card')
    .evaluateAll((cards) =>
      cards.map(
        (card) => card.querySelector<HTMLAnchorElement>('a[href*="/product/"]')?.getAttribute('href') ?? '',
      ),
    );
  return hrefs.map((href) => decodeURIComponent(/\/product\/([^/?#]+)/.exec(href)?.[1] ?? ''));
}

async function expectOneCardPerGroup(
  request: APIRequestContext,
  ids: string[],
  where: string,
): Promise<void> {
  expect(ids.length, `${where} shows cards`).toBeGreaterThan(0);
  expect(ids.every(Boolean), `every card on ${where} links to its product`).toBe(true);
  const keys = await Promise.all(ids.map((id) => groupKeyOf(request, id)));
  const repeated = keys.filter((key, i) => keys.indexOf(key) !== i);
  expect(repeated, `groups shown twice on ${where}`).toEqual([]);
}

sameAtEveryWidth(() => {
  test('three root categories: the first two pages show one card per product group', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    for (const id of CATEGORY_IDS) {
      const url = `/category/${id}`;
      await page.goto(url);
      await expect(page.getByTestId('product-card').first(), url).toBeVisible({ timeout: 20_000 });
      const firstPage = await cardProductIds(page);
      await expectOneCardPerGroup(request, firstPage, url);
      // The second page, where the category has one.
      const second = page
        .getByRole('navigation', { name: 'Pagination' })
        .getByRole('button', { name: 'Page 2', exact: true });
      if ((await second.count()) === 0) continue;
      await second.click();
      await expect(page).toHaveURL(/page=2/);
      await expect
        .poll(async () => (await cardProductIds(page))[0], { timeout: 20_000 })
        .not.toBe(firstPage[0]);
      await expectOneCardPerGroup(request, await cardProductIds(page), `${url}?page=2`);
    }
  });

  test('five searches: the first page shows one card per product group', async ({ page, request }) => {
    test.setTimeout(120_000);
    for (const term of SEARCHES) {
      const url = `/search?q=${encodeURIComponent(term)}`;
      await page.goto(url);
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      await expectOneCardPerGroup(request, await cardProductIds(page), url);
    }
  });

  test('home: every product row shows one card per product group', async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    // Each row draws skeletons until its chunk and its products arrive (when it nears the screen, or after the
    // page's load event, which a busy machine delays): bring each row to the screen as a shopper scrolling would,
    // then wait for its cards rather than sleep, so no row is read half loaded.
    for (const testId of HOME_PRODUCT_ROWS) {
      const row = page.getByTestId(testId);
      // Scrolled by its lazy box (the section's parent), which stays while the placeholder section is swapped.
      await row.locator('xpath=..').scrollIntoViewIfNeeded();
      await expect(row.getByTestId('product-card').first(), `home: ${testId}`).toBeVisible();
      await expect(row.locator('[aria-busy="true"]')).toHaveCount(0);
    }
    // The rows checked are all the rows the home page shows (a new row must be added to the list above).
    const shown = await page
      .locator('section[data-testid]')
      .filter({ has: page.getByTestId('product-card') })
      .evaluateAll((sections) => sections.map((section) => section.getAttribute('data-testid')));
    expect(shown.sort()).toEqual([...HOME_PRODUCT_ROWS].sort());
    for (const testId of HOME_PRODUCT_ROWS) {
      await expectOneCardPerGroup(
        request,
        await cardProductIds(page, page.getByTestId(testId)),
        `home: ${testId}`,
      );
    }
  });
});

/** The first product a search finds, for the product-page pictures. */
async function firstFound(request: APIRequestContext, search: string, category: string): Promise<string> {
  const query = new URLSearchParams({ category, limit: '1', ...(search ? { search } : { sort: 'popular' }) });
  const res = await request.get(`/api/products?${query}`);
  expect(res.ok()).toBe(true);
  const { products } = (await res.json()) as { products: { id: string }[] };
  expect(products[0], `a product for "${search}" in ${category}`).toBeTruthy();
  return products[0]!.id;
}

sameAtEveryWidthButScreenshots(() => {
  test('pictures of the catalogue: home, three category pages and three product pages', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const products = {
      phone: await firstFound(request, 'iphone', 'mobile-phones'),
      kurta: await firstFound(request, 'kurta', 'fashion'),
      book: await firstFound(request, '', 'books'),
    };
    const pages: [string, string][] = [
      ['catalogue-home', '/'],
      ['catalogue-mobile-phones', '/category/mobile-phones'],
      ['catalogue-fashion', '/category/fashion'],
      ['catalogue-grocery', '/category/grocery'],
      ['catalogue-product-phone', `/product/${products.phone}`],
      ['catalogue-product-kurta', `/product/${products.kurta}`],
      ['catalogue-product-book', `/product/${products.book}`],
    ];
    for (const [name, url] of pages) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('img:visible').first()).toBeVisible();
      await saveScreenshot(page, testInfo, name);
    }
  });
});
