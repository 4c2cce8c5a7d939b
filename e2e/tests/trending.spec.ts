// /trending, its sub-pages and /deals in a real browser: ranks and increases from GET /api/products/trending,
// the period in the URL resetting the page, deals by falling discount, and real products on every sub-page.
// Expectations come from the API at run time (the seed grows; no count is pinned).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { saveScreenshot } from './screenshot.ts';
import { sameAtEveryWidth, sameAtEveryWidthButScreenshots } from './support/viewports.ts';

interface TrendingProduct {
  id: string;
  name: string;
  price: number;
  trendingStats: { rank: number; percentageIncrease: number; viewIncrease: number; salesIncrease: number };
}
interface TrendingList {
  products: TrendingProduct[];
  pagination: { totalProducts: number; totalPages: number; currentPage: number };
  totalCount: number;
}
interface ProductList {
  products: { name: string; discount: number }[];
  pagination: { totalProducts: number; totalPages: number };
}

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}

const indian = (n: number) => new Intl.NumberFormat('en-IN').format(n);
const cards = (page: Page) => page.getByTestId('product-card');
const isMobile = (name: string) => name === 'mobile';

test('/trending shows the ranked products of the API with their rank, growth, views and sales', async ({
  page,
  request,
}, testInfo) => {
  const trending = await getJson<TrendingList>(request, '/api/products/trending?period=week&page=1&limit=20');
  expect(trending.products.length, 'the seed records views and sales for trending').toBeGreaterThan(0);

  await page.goto('/trending');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Trending Products');
  await expect(page.getByRole('heading', { level: 1, name: 'Trending Now' })).toBeVisible();
  await expect(
    page.getByText(`Showing ${indian(trending.pagination.totalProducts)} trending products`),
  ).toBeVisible();
  // The three tiles: the API's count, the growth of rank 1, and the spec's fixed update cycle.
  const tiles = page.locator('dl').first();
  await expect(tiles).toContainText(`Trending Items${indian(trending.totalCount)}`);
  await expect(tiles).toContainText(
    `Top Increase+${indian(trending.products[0]?.trendingStats.percentageIncrease ?? 0)}%`,
  );
  await expect(tiles).toContainText('Update Cycle24h');
  await expect(page.getByRole('heading', { name: 'What Makes a Product Trending?' })).toBeVisible();
  for (const signal of ['High Views', 'Sales Velocity', 'Social Buzz'])
    await expect(page.getByRole('heading', { name: signal })).toBeVisible();

  await expect(cards(page)).toHaveCount(trending.products.length);
  for (const [index, product] of trending.products.slice(0, 6).entries()) {
    const card = cards(page).nth(index);
    const stats = product.trendingStats;
    await expect(card).toContainText(product.name);
    await expect(card.getByTestId('trend-rank')).toContainText(`#${stats.rank}`);
    await expect(card.getByTestId('trend-increase')).toHaveText(`+${indian(stats.percentageIncrease)}%`);
    await expect(card.getByTestId('trend-footer')).toContainText(`+${indian(stats.viewIncrease)} views`);
    await expect(card.getByTestId('trend-footer')).toContainText(`+${indian(stats.salesIncrease)} sales`);
  }
  // The badge's icon changes after rank 3 and rank 10.
  await expect(cards(page).first().getByTestId('trend-rank')).toHaveAttribute('data-tier', 'podium');
  if (trending.products.length > 10)
    await expect(cards(page).nth(10).getByTestId('trend-rank')).toHaveAttribute('data-tier', 'rising');
  await saveScreenshot(page, testInfo, 'trending');
});

test('changing the period goes back to page 1 and writes the period into the URL', async ({
  page,
  request,
}, testInfo) => {
  const week = await getJson<TrendingList>(request, '/api/products/trending?period=week&page=1&limit=20');
  const month = await getJson<TrendingList>(request, '/api/products/trending?period=month&page=1&limit=20');
  expect(month.products.length).toBeGreaterThan(0);
  const start = week.pagination.totalPages > 1 ? '/trending?page=2' : '/trending';
  await page.goto(start);
  await expect(cards(page).first()).toBeVisible();

  if (isMobile(testInfo.project.name)) {
    // On a phone the period lives in the slide-in panel, opened by the floating Filters button.
    await page.getByRole('button', { name: 'Filters' }).last().click();
    const panel = page.getByRole('dialog', { name: 'Filters' });
    await expect(panel).toBeVisible();
    await panel.getByLabel('Trending Period').selectOption('month');
    await saveScreenshot(page, testInfo, 'trending-panel', { fullPage: false });
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();
  } else {
    await page.getByLabel('Trending Period').selectOption('month');
  }
  await expect(page).toHaveURL(/\/trending\?period=month$/);
  await expect(cards(page).first()).toContainText(month.products[0]!.name);
  await expect(cards(page).first().getByTestId('trend-rank')).toContainText('#1');

  await page.reload();
  await expect(page.getByLabel('Trending Period').first()).toHaveValue('month');
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${start.replace('?', '\\?')}$`));
});

sameAtEveryWidth(() => {
  test('sorting trending products by price resets the page and orders the cards', async ({ page }) => {
    // The journeys run in parallel and every product view moves the trending stats, so a list read by the test
    // can differ from the page's a moment later: the page is held to the answer it received, and that answer to
    // the order (price, then id, which views cannot move).
    await page.goto('/trending?page=2');
    await expect(cards(page).first()).toBeVisible();
    const sorted = page.waitForResponse(
      (res) => res.url().includes('/api/products/trending?') && res.url().includes('sort=price-asc'),
    );
    await page.getByLabel('Sort by').selectOption('price-asc');
    await expect(page).toHaveURL(/\/trending\?sort=price-asc$/);
    const response = await sorted;
    expect(new URL(response.url()).searchParams.get('page')).toBe('1');
    const byPrice = (await response.json()) as TrendingList;
    expect(byPrice.pagination.currentPage).toBe(1);
    expect(byPrice.products.length).toBeGreaterThan(1);
    const order = byPrice.products.map((p) => [p.price, p.id] as const);
    expect(order).toEqual(
      [...order].sort(
        ([priceA, idA], [priceB, idB]) => priceA - priceB || (idA < idB ? -1 : idA > idB ? 1 : 0),
      ),
    );
    await expect(cards(page)).toHaveCount(byPrice.products.length);
    expect(await cards(page).getByRole('heading', { level: 3 }).allTextContents()).toEqual(
      byPrice.products.map((p) => p.name),
    );
  });
});

sameAtEveryWidth(() => {
  test('/deals lists the deals (40% off or more), the biggest discount first', async ({
    page,
    request,
  }, testInfo) => {
    const deals = await getJson<ProductList>(request, '/api/products/rankings/deals?page=1&limit=20');
    expect(deals.products.length).toBeGreaterThan(0);
    await page.goto('/deals');
    await expect(page.getByRole('heading', { level: 1, name: "Today's Deals" })).toBeVisible();
    await expect(cards(page)).toHaveCount(deals.products.length);
    const shown = (await page.getByTestId('discount-badge').allTextContents()).map((text) =>
      Number.parseInt(text, 10),
    );
    expect(shown).toEqual(deals.products.map((p) => p.discount));
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
    expect(shown.every((percent) => percent >= 40)).toBe(true);
    await expect(page.getByText('40% off or more, the biggest discounts first.')).toBeVisible();
    await saveScreenshot(page, testInfo, 'deals');
  });

  test('/deals/flash-sale counts down to the end of its first sale; /deals/clearance is another list', async ({
    page,
    request,
  }, testInfo) => {
    const flash = await getJson<ProductList>(request, '/api/products/rankings/flash-sale?page=1&limit=20');
    expect(flash.products.length).toBeGreaterThan(0);
    await page.goto('/deals/flash-sale');
    await expect(page.getByRole('heading', { level: 1, name: 'Flash Sale' })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(
      /The first of these flash deals ends in \d{2,}:\d{2}:\d{2}/,
    );
    await expect(cards(page)).toHaveCount(flash.products.length);
    await saveScreenshot(page, testInfo, 'deals-flash-sale');
    const clearance = await getJson<ProductList>(request, '/api/products/rankings/clearance?page=1&limit=20');
    await page.goto('/deals/clearance');
    await expect(page.getByRole('heading', { level: 1, name: 'Clearance' })).toBeVisible();
    await expect(page.getByText('Old stock at 50% off or more, with 20 or fewer left.')).toBeVisible();
    expect(await cards(page).getByRole('heading', { level: 3 }).allTextContents()).toEqual(
      clearance.products.map((p) => p.name),
    );
    await saveScreenshot(page, testInfo, 'deals-clearance');
  });
});

sameAtEveryWidth(() => {
  for (const { path, title, api } of [
    {
      path: '/trending/new-arrivals',
      title: 'New Arrivals',
      api: '/api/products?sortBy=createdAt&sortOrder=desc&page=1&limit=20',
    },
    {
      path: '/trending/top-rated',
      title: 'Top Rated',
      api: '/api/products/rankings/top-rated?page=1&limit=20',
    },
    {
      path: '/trending/best-sellers',
      title: 'Best Sellers',
      api: '/api/products/rankings/best-sellers?page=1&limit=20',
    },
    {
      path: '/trending/deals',
      title: "Today's Deals",
      api: '/api/products/rankings/deals?page=1&limit=20',
    },
  ]) {
    test(`${path} shows the API's products in its order, paginated`, async ({ page, request }, testInfo) => {
      const expected = await getJson<ProductList>(request, api);
      expect(expected.products.length).toBeGreaterThan(0);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(
        page
          .getByRole('navigation', { name: 'Trending sections' })
          .getByRole('link', { name: title === "Today's Deals" ? 'Deals' : title }),
      ).toHaveAttribute('aria-current', 'page');
      await expect(cards(page)).toHaveCount(expected.products.length);
      expect(await cards(page).getByRole('heading', { level: 3 }).allTextContents()).toEqual(
        expected.products.map((p) => p.name),
      );
      await saveScreenshot(page, testInfo, `trending-${path.split('/').pop()}`);
      if (expected.pagination.totalPages > 1) {
        await page
          .getByRole('navigation', { name: 'Pagination' })
          .getByRole('button', { name: 'Next' })
          .click();
        await expect(page).toHaveURL(new RegExp(`${path}\\?page=2$`));
        await expect(page.getByText(/^Showing 21 to /)).toBeVisible();
      }
    });
  }
});

sameAtEveryWidthButScreenshots(() => {
  test('/trending/categories ranks categories by growth and links to them', async ({
    page,
    request,
  }, testInfo) => {
    const ranked = await getJson<{
      categories: { name: string; path: string; percentageIncrease: number }[];
    }>(request, '/api/products/trending/categories?period=week');
    expect(ranked.categories.length).toBeGreaterThan(0);
    await page.goto('/trending/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Trending Categories' })).toBeVisible();
    const tiles = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.locator('a[href^="/category/"]') });
    await expect(tiles).toHaveCount(ranked.categories.length);
    const first = ranked.categories[0]!;
    await expect(tiles.first()).toContainText('#1');
    await expect(tiles.first()).toContainText(first.name);
    await expect(tiles.first()).toContainText(`+${indian(first.percentageIncrease)}%`);
    await expect(tiles.first().getByRole('link')).toHaveAttribute('href', `/category/${first.path}`);
    await saveScreenshot(page, testInfo, 'trending-categories');
  });
});

test('filters count in the summary; a filter with no match shows the empty state and Clear Filters', async ({
  page,
  request,
}, testInfo) => {
  const narrowed = await getJson<TrendingList>(
    request,
    '/api/products/trending?period=week&category=electronics&rating=4&page=1&limit=20',
  );
  await page.goto('/trending?categories=electronics&rating=4');
  // A filtered trending query on a freshly seeded server can take a while on a busy shared machine.
  await expect(
    page.getByText(`Showing ${indian(narrowed.pagination.totalProducts)} trending products`),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('(2 filter(s) applied)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filters (2 applied)' }).first()).toBeVisible();

  // No product costs this much: the empty state offers Clear Filters, which brings every trending product back.
  const all = await getJson<TrendingList>(request, '/api/products/trending?period=week&page=1&limit=20');
  await page.goto('/trending?minPrice=9000000');
  await expect(page.getByRole('heading', { name: 'No trending products found' })).toBeVisible();
  await expect(
    page.getByText('Try adjusting your filters or check back later for new trends.'),
  ).toBeVisible();
  await saveScreenshot(page, testInfo, 'trending-empty');
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL(/\/trending$/);
  await expect(cards(page).first()).toContainText(all.products[0]!.name);
});

sameAtEveryWidth(() => {
  test('a failed load shows the message and Try Again, never sample products', async ({ page }, testInfo) => {
    // The failed load waits out the query's two retries.
    test.setTimeout(60_000);
    let fail = true;
    await page.route('**/api/products/trending?*', (route) =>
      fail ? route.fulfill({ status: 503, body: '{"success":false,"error":"Down"}' }) : route.fallback(),
    );
    await page.goto('/trending');
    // The query retries twice before it gives up.
    await expect(page.getByText('Failed to load trending products')).toBeVisible({ timeout: 15_000 });
    await expect(cards(page)).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'trending-error');
    fail = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(cards(page).first()).toBeVisible();
  });
});
