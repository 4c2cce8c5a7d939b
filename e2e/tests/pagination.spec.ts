// The pagination control on the all-products listing (docs/behaviour/catalogue.md#pagination-control; issue #3 item
// 4: the page lives in the URL). Totals come from the API, so the test follows whatever the seed holds; other
// journeys publish listings while this one runs, so the total is read off the page's own answer, and a line that
// repeats it later matches any total.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { saveScreenshot } from './screenshot.ts';
import { sameAtEveryWidth } from './support/viewports.ts';

const PAGE_SIZE = 20;
const indian = new Intl.NumberFormat('en-IN');

async function catalogueTotal(request: APIRequestContext): Promise<number> {
  const response = await request.get(`/api/products?limit=${PAGE_SIZE}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { pagination: { totalProducts: number } }).pagination.totalProducts;
}

function pagination(page: Page) {
  return page.getByRole('navigation', { name: 'Pagination' });
}

/** "Showing 21 to 40 of 3,120 results", whatever the total is by then. */
const showing = (from: number, to: number) => new RegExp(`Showing ${from} to ${to} of [\\d,]+ results`);

/** The total the listing's own page request answered (GET /api/products, not its counts). */
function listedTotal(page: Page): Promise<number> {
  return page
    .waitForResponse((r) => new URL(r.url()).pathname === '/api/products' && r.ok())
    .then(
      async (r) => ((await r.json()) as { pagination: { totalProducts: number } }).pagination.totalProducts,
    );
}

/** The first listing request (products with facets over the whole catalogue) is the slow one on a busy machine. */
const FIRST_LOAD = { timeout: 20_000 };

test('Previous/Next and page buttons move through the listing, with the page in the URL and Back', async ({
  page,
  request,
}, testInfo) => {
  expect(
    Math.ceil((await catalogueTotal(request)) / PAGE_SIZE),
    'the seed fills more than 10 pages',
  ).toBeGreaterThan(10);

  const answered = listedTotal(page);
  await page.goto('/all-products');
  const total = await answered;
  const totalPages = Math.ceil(total / PAGE_SIZE);
  const nav = pagination(page);
  await expect(nav.getByText(`Showing 1 to 20 of ${indian.format(total)} results`)).toBeVisible(FIRST_LOAD);
  await expect(nav.getByRole('button', { name: 'Previous' })).toBeDisabled();

  if (testInfo.project.name === 'mobile') {
    // Phones show 'Page x of y' instead of the page buttons.
    await expect(nav.getByText(`Page 1 of ${indian.format(totalPages)}`)).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Page 2', exact: true })).toBeHidden();
  } else {
    await expect(nav.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('button', { name: `Page ${totalPages}`, exact: true })).toBeVisible();
  }

  // Next from the bottom of the page: page 2 in the URL and the control, and the window back at the top.
  await nav.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(nav.getByText(showing(21, 40))).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await saveScreenshot(page, testInfo, 'pagination-page-2', { fullPage: false });

  // Back walks to page 1 again: every page change is a history entry.
  await page.goBack();
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(nav.getByText(showing(1, 20))).toBeVisible();

  if (testInfo.project.name !== 'mobile') {
    await nav.getByRole('button', { name: 'Page 3', exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=3(&|$)/);
    await expect(nav.getByRole('button', { name: 'Page 3', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }
});

sameAtEveryWidth(() => {
  test('go to page accepts a whole number from 1 to the last page only', async ({ page, request }) => {
    const totalPages = Math.ceil((await catalogueTotal(request)) / PAGE_SIZE);
    await page.goto('/all-products');
    const nav = pagination(page);
    const field = nav.getByLabel('Go to page');
    const message = nav.getByRole('alert');
    await expect(field).toBeVisible(FIRST_LOAD);

    for (const bad of ['0', String(totalPages + 1), '2.5']) {
      await field.fill(bad);
      await nav.getByRole('button', { name: 'Go' }).click();
      await expect(message).toHaveText(`Enter a page number from 1 to ${totalPages}`);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(page).not.toHaveURL(/[?&]page=/);
    }

    await field.fill(String(totalPages));
    await nav.getByRole('button', { name: 'Go' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]page=${totalPages}(&|$)`));
    await expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(message).toBeHidden();
  });
});

sameAtEveryWidth(() => {
  test('a page number out of range in the URL is not a crash', async ({ page }) => {
    await page.goto('/all-products?page=abc&sort=nonsense&minPrice=-5');
    await expect(pagination(page).getByText(/^Showing 1 to 20 of/)).toBeVisible(FIRST_LOAD);
  });
});
