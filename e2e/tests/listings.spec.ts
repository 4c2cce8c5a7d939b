// The listings in a real browser: /search by term and tag, the empty state and Clear all filters, sort by price,
// the URL holding sort and page through reload and back/forward, a brand filter, and /featured-products. Every
// expectation comes from the API at run time: the seeded catalogue grows, so no count is pinned.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { saveScreenshot } from './screenshot.ts';
import { sameAtEveryWidth, sameAtEveryWidthButScreenshots } from './support/viewports.ts';

interface ApiProduct {
  id: string;
  name: string;
  brand: string;
  tags: string[];
  price: number;
  isFeatured: boolean;
}
interface ApiList {
  products: ApiProduct[];
  pagination: { totalProducts: number; totalPages: number; currentPage: number };
  facets: { brands: { value: string; count: number }[] };
}

async function listFromApi(request: APIRequestContext, query: Record<string, string>): Promise<ApiList> {
  const res = await request.get(`/api/products?${new URLSearchParams(query)}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as ApiList;
}

const indian = (n: number) => new Intl.NumberFormat('en-IN').format(n);
const cards = (page: Page) => page.getByTestId('product-card');

/** The selling price a card shows (its 'Price ₹1,234' line). */
async function cardPrice(card: Locator): Promise<number> {
  const text = (await card.textContent()) ?? '';
  const match = /Price\s*₹\s?([\d,]+(?:\.\d+)?)/.exec(text);
  expect(match, `a price on "${text.slice(0, 80)}"`).not.toBeNull();
  return Number(match![1]!.replaceAll(',', ''));
}

async function cardNames(page: Page): Promise<string[]> {
  return cards(page).getByRole('heading', { level: 3 }).allTextContents();
}

test('/search?q=<brand> lists only products of that search, as many as the API finds', async ({
  page,
  request,
}, testInfo) => {
  const all = await listFromApi(request, { limit: '1' });
  const brand = all.facets.brands.find((b) => b.count >= 2 && /^[A-Za-z]+$/.test(b.value))?.value;
  expect(brand, 'a one-word brand with at least two products').toBeTruthy();
  // A search lists by relevance (docs/behaviour/search.md#sort): no sort sent.
  const expected = await listFromApi(request, { search: brand!, limit: '20' });
  expect(expected.pagination.totalProducts).toBeGreaterThan(0);

  await page.goto(`/search?q=${encodeURIComponent(brand!)}`);
  await expect(page.getByRole('heading', { level: 1, name: `Search results for “${brand}”` })).toBeVisible();
  await expect(page.getByText(`${indian(expected.pagination.totalProducts)} products`)).toBeVisible();
  await expect(cards(page)).toHaveCount(expected.products.length);
  expect(await cardNames(page)).toEqual(expected.products.map((p) => p.name));
  for (const card of await cards(page).all()) {
    await expect(card).toContainText(new RegExp(brand!, 'i'));
  }
  await saveScreenshot(page, testInfo, 'listings-search');

  // The path form asks the same.
  await page.goto(`/search/${encodeURIComponent(brand!)}`);
  await expect(cards(page)).toHaveCount(expected.products.length);
  expect(await cardNames(page)).toEqual(expected.products.map((p) => p.name));
});

sameAtEveryWidth(() => {
  test('/search?tag= lists the products carrying the tag', async ({ page, request }, testInfo) => {
    const sample = await listFromApi(request, { limit: '20' });
    const tag = sample.products.flatMap((p) => p.tags).find((t) => t.length > 2);
    expect(tag).toBeTruthy();
    const expected = await listFromApi(request, { tags: tag!, sort: 'newest', limit: '20' });
    expect(expected.products.length).toBeGreaterThan(0);

    await page.goto(`/search?tag=${encodeURIComponent(tag!)}`);
    await expect(page.getByRole('heading', { level: 1, name: `Products tagged “${tag}”` })).toBeVisible();
    await expect(cards(page)).toHaveCount(expected.products.length);
    expect(await cardNames(page)).toEqual(expected.products.map((p) => p.name));
    await saveScreenshot(page, testInfo, 'listings-tag');
  });
});

sameAtEveryWidthButScreenshots(() => {
  test('a search with no match shows the empty state; Clear all filters brings products back', async ({
    page,
    request,
  }, testInfo) => {
    const everything = await listFromApi(request, { limit: '1' });
    await page.goto('/search?q=qzxwvnothingmatches');
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filter criteria.')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'listings-empty');

    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    await expect(cards(page)).toHaveCount(20);
    await expect(page.getByText(`${indian(everything.pagination.totalProducts)} products`)).toBeVisible();
  });
});

sameAtEveryWidth(() => {
  test('sorting by Price: Low to High shows rising prices, the cheapest of the catalogue first', async ({
    page,
    request,
  }, testInfo) => {
    const cheapest = await listFromApi(request, { sort: 'price-low', limit: '1' });
    await page.goto('/all-products');
    await expect(cards(page).first()).toBeVisible();
    await page.getByLabel('Sort by').selectOption('price-low');
    await expect(page).toHaveURL(/[?&]sort=price-low/);
    await expect(cards(page).first()).toContainText(cheapest.products[0]!.name);
    await expect(cards(page)).toHaveCount(20);

    const prices: number[] = [];
    for (const card of await cards(page).all()) prices.push(await cardPrice(card));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBe(cheapest.products[0]!.price);
    await saveScreenshot(page, testInfo, 'listings-price-low');
  });
});

sameAtEveryWidth(() => {
  test('the URL keeps sort and page through reload, Back and Forward', async ({ page, request }) => {
    // A long journey (seven page loads) on a machine shared with other runs.
    test.setTimeout(60_000);
    const pageTwo = await listFromApi(request, { sort: 'price-high', page: '2', limit: '20' });
    const pageOne = await listFromApi(request, { sort: 'price-high', page: '1', limit: '20' });
    await page.goto('/all-products');
    await expect(cards(page).first()).toBeVisible();
    const sort = page.getByLabel('Sort by');

    await sort.selectOption('price-high');
    await expect(page).toHaveURL(/\/all-products\?sort=price-high$/);
    await expect(cards(page).first()).toContainText(pageOne.products[0]!.name);

    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/sort=price-high&page=2$/);
    await expect(cards(page).first()).toContainText(pageTwo.products[0]!.name);
    const total = pageTwo.pagination.totalProducts;
    // The control may group the total (3,105) or not; either way it is the API's total.
    const range = new RegExp(`^Showing 21 to 40 of (${total}|${indian(total)}) results$`);
    await expect(page.getByText(range)).toBeVisible();

    await page.reload();
    await expect(sort).toHaveValue('price-high');
    await expect(cards(page).first()).toContainText(pageTwo.products[0]!.name);
    await expect(page.getByText(range)).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/all-products\?sort=price-high$/);
    await expect(cards(page).first()).toContainText(pageOne.products[0]!.name);
    await page.goBack();
    await expect(page).toHaveURL(/\/all-products$/);
    await expect(sort).toHaveValue('newest');
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(/sort=price-high&page=2$/);
    await expect(sort).toHaveValue('price-high');
    await expect(cards(page).first()).toContainText(pageTwo.products[0]!.name);
  });
});

test('a brand chosen in the filter panel narrows the listing to that brand', async ({
  page,
  request,
}, testInfo) => {
  const all = await listFromApi(request, { limit: '1' });
  const brand = all.facets.brands.find((b) => b.count >= 2)!;
  await page.goto('/all-products');
  await expect(cards(page).first()).toBeVisible();

  const mobile = testInfo.project.name === 'mobile';
  const panel = mobile
    ? page.getByRole('dialog', { name: 'Filters' })
    : page.getByRole('complementary', { name: 'Filters' });
  if (mobile) await page.getByRole('button', { name: 'Filters' }).click();
  await panel.getByPlaceholder('Search Brands').fill(brand.value);
  const escaped = brand.value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // The box reflects the URL, which the click rewrites: click, then wait for it to read back checked.
  const box = panel.getByRole('checkbox', { name: new RegExp(`^${escaped} \\(\\d+\\)$`) });
  await box.click();
  await expect(box).toBeChecked();
  await expect(page).toHaveURL(
    new RegExp(`brands=${encodeURIComponent(brand.value).replace(/%20/g, '(%20|\\+)')}`),
  );
  if (mobile) {
    await saveScreenshot(page, testInfo, 'listings-filter-sheet', { fullPage: false });
    await panel.getByRole('button', { name: /^Show .* products$/ }).click();
    await expect(panel).toBeHidden();
  }
  await expect(cards(page)).toHaveCount(Math.min(brand.count, 20));
  for (const card of await cards(page).all()) {
    await expect(card.getByRole('link', { name: brand.value, exact: true })).toBeVisible();
  }
});

test('/featured-products shows featured products only, each with the Featured badge', async ({
  page,
  request,
}, testInfo) => {
  const featured = await listFromApi(request, { featured: 'true', sort: 'newest', limit: '20' });
  expect(featured.products.length).toBeGreaterThan(0);
  expect(featured.products.every((p) => p.isFeatured)).toBe(true);

  await page.goto('/featured-products');
  await expect(page.getByRole('heading', { level: 1, name: 'Featured Products' })).toBeVisible();
  await expect(page.getByText('Showing only featured products').first()).toBeAttached();
  await expect(cards(page)).toHaveCount(featured.products.length);
  expect(await cardNames(page)).toEqual(featured.products.map((p) => p.name));
  for (const card of await cards(page).all()) {
    await expect(card.getByTestId('featured-badge')).toHaveText('Featured');
  }
  await expect(page.getByText(`${indian(featured.pagination.totalProducts)} products`)).toBeVisible();
  await saveScreenshot(page, testInfo, 'listings-featured');

  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  await saveScreenshot(page, testInfo, 'listings-featured-list');
});

test('/all-products and /all-products/{term} at both sizes', async ({ page, request }, testInfo) => {
  await page.goto('/all-products');
  await expect(cards(page)).toHaveCount(20);
  await saveScreenshot(page, testInfo, 'listings-all-products');

  const all = await listFromApi(request, { limit: '1' });
  const brand = all.facets.brands[0]!.value;
  const expected = await listFromApi(request, { search: brand, limit: '20' });
  await page.goto(`/all-products/${encodeURIComponent(brand)}`);
  await expect(page.getByRole('heading', { level: 1, name: `Search results for “${brand}”` })).toBeVisible();
  await expect(cards(page)).toHaveCount(expected.products.length);
});

sameAtEveryWidth(() => {
  test('a failed load shows the error with Try Again instead of sample products', async ({
    page,
  }, testInfo) => {
    // The failed load waits out the query's two retries.
    test.setTimeout(60_000);
    let fail = true;
    await page.route('**/api/products?*', (route) =>
      fail ? route.fulfill({ status: 503, body: '{"success":false,"error":"Down"}' }) : route.fallback(),
    );
    await page.goto('/featured-products');
    // The query retries twice before it gives up.
    await expect(page.getByRole('heading', { name: 'Failed to load featured products' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(cards(page)).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'listings-featured-error');
    fail = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(cards(page).first()).toBeVisible();
    await expect(cards(page).first().getByTestId('featured-badge')).toBeVisible();
  });
});

sameAtEveryWidth(() => {
  test('a failed load of /all-products says Error Loading Products, with no sample products', async ({
    page,
  }) => {
    await page.route('**/api/products?*', (route) =>
      route.fulfill({ status: 503, body: '{"success":false,"error":"Down"}' }),
    );
    await page.goto('/all-products');
    // The query retries twice before it gives up.
    await expect(page.getByRole('heading', { name: 'Error Loading Products' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('Failed to load products. Please try again later.')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });
});
