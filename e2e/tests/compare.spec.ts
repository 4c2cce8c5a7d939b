// Product comparison in a real browser (docs/behaviour/compare.md#comparison-page, #limits; issue 4 items 3 and 4):
// three products side by side with the spec's rows, removing one, the limit of 4, the compare checkbox on cards with
// the sticky bar, and the home page's Recently Viewed row.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { saveScreenshot } from './screenshot.ts';
import { seededSellerIds } from './support/catalog.ts';
import { sameAtEveryWidth } from './support/viewports.ts';

interface ApiProduct {
  id: string;
  name: string;
  brand: string;
  sellerId: string;
}

/**
 * Products of different brands, so the comparison has differences to mark; of seeded sellers only, since the newest
 * products may be a seller journey's, which another test can suspend while this one runs.
 */
async function productsOfDistinctBrands(request: APIRequestContext, count: number): Promise<ApiProduct[]> {
  const seeded = await seededSellerIds(request);
  const response = await request.get('/api/products?limit=60&sortBy=rating');
  expect(response.ok()).toBe(true);
  const { products } = (await response.json()) as { products: ApiProduct[] };
  const byBrand = new Map<string, ApiProduct>();
  for (const product of products)
    if (seeded.has(product.sellerId) && !byBrand.has(product.brand)) byBrand.set(product.brand, product);
  const picked = [...byBrand.values()].slice(0, count);
  expect(picked).toHaveLength(count);
  return picked;
}

const columns = (page: Page) => page.getByTestId('compare-column');
const compareUrl = (products: ApiProduct[]) =>
  `/product-comparison?products=${products.map((p) => p.id).join(',')}`;

test('three products side by side with the spec rows; removing one leaves two', async ({
  page,
  request,
}, testInfo) => {
  const products = await productsOfDistinctBrands(request, 3);
  await page.goto(compareUrl(products));

  await expect(page.getByRole('heading', { level: 1, name: 'Compare Products' })).toBeVisible();
  await expect(columns(page)).toHaveCount(3);
  for (const product of products)
    await expect(page.getByRole('columnheader').getByRole('link', { name: product.name })).toBeVisible();
  const table = page.getByTestId('compare-table');
  for (const label of [
    'Price',
    'Discount',
    'Rating',
    'Brand',
    'Category',
    'Stock',
    'Specifications',
    'Summary',
  ])
    await expect(table.getByRole('rowheader', { name: new RegExp(`^${label}`) })).toBeVisible();
  // Three brands: the Brand row is marked as differing.
  await expect(
    table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Brand/ }) }),
  ).toHaveAttribute('data-differs', 'true');
  await expect(table.getByRole('button', { name: 'Add Product' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'compare-three');

  await page.getByRole('button', { name: `Remove ${products[1]!.name} from comparison` }).click();
  await expect(columns(page)).toHaveCount(2);
  await expect(page).toHaveURL(new RegExp(`products=${products[0]!.id},${products[2]!.id}$`));
  await expect(page.getByRole('columnheader').getByRole('link', { name: products[1]!.name })).toHaveCount(0);
});

sameAtEveryWidth(() => {
  test('a fifth product cannot be added; a product found by search joins as the fourth', async ({
    page,
    request,
  }) => {
    const products = await productsOfDistinctBrands(request, 5);

    // Five in the URL: four are shown and the limit is stated.
    await page.goto(compareUrl(products));
    await expect(columns(page)).toHaveCount(4);
    await expect(page.getByText('You can compare up to 4 products').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Product' })).toHaveCount(0);

    // Three, then the fourth through the Add Product search: then no slot for a fifth.
    await page.goto(compareUrl(products.slice(0, 3)));
    await expect(columns(page)).toHaveCount(3);
    await page.getByRole('button', { name: 'Add Product' }).click();
    await page.getByLabel('Search a product to add').fill(products[3]!.name);
    await page
      .getByRole('list', { name: 'Search results' })
      // The name and then the price: not another listing whose name merely begins with it ("… (Refurbished)").
      .getByRole('button', { name: new RegExp(`^${escape(products[3]!.name)}\\s*₹`) })
      .first()
      .click();
    await expect(columns(page)).toHaveCount(4);
    await expect(page).toHaveURL(
      new RegExp(
        `products=${products
          .slice(0, 4)
          .map((p) => p.id)
          .join(',')}$`,
      ),
    );
    await expect(page.getByRole('button', { name: 'Add Product' })).toHaveCount(0);
    await expect(page.getByText('You can compare up to 4 products')).toBeVisible();
  });
});

sameAtEveryWidth(() => {
  test('an unknown id is left out with a note', async ({ page, request }) => {
    const products = await productsOfDistinctBrands(request, 2);
    await page.goto(`/product-comparison?products=${products[0]!.id},prd_does_not_exist,${products[1]!.id}`);
    await expect(columns(page)).toHaveCount(2);
    await expect(page.getByText('1 product(s) could not be found and were left out.')).toBeVisible();
  });
});

sameAtEveryWidth(() => {
  test("a failed product load shows 'Failed to load products for comparison'", async ({ page, request }) => {
    const products = await productsOfDistinctBrands(request, 2);
    // The server fails every product read of this page (a 500 is retried, then reported).
    await page.route(`**/api/products/${products[1]!.id}`, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"success":false,"error":"boom"}',
      }),
    );
    await page.goto(compareUrl(products));
    await expect(
      page.getByRole('alert').getByRole('heading', { name: 'Failed to load products for comparison' }),
    ).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });
});

test('the compare checkbox on cards collects up to 4 products and the bar opens the comparison', async ({
  page,
}, testInfo) => {
  // Five cards, a listing and a comparison page on a busy machine.
  test.setTimeout(90_000);
  // Most popular first: the seeded catalogue's best sellers. Newest first would open on the listings that seller
  // journeys running alongside create, approve and suspend, so the cards would change under this test.
  await page.goto('/all-products?sort=popular');
  const cards = page.getByTestId('product-card');
  await expect(cards.nth(4)).toBeVisible({ timeout: 20_000 });
  const names: string[] = [];
  for (let i = 0; i < 5; i++)
    names.push((await cards.nth(i).getByRole('heading', { level: 3 }).innerText()).trim());
  // Each card by its product from here on, not by its place: an order placed by another test moves popularity.
  const box = (name: string) =>
    cards.filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) }).getByRole('checkbox');

  const bar = page.getByRole('region', { name: 'Compare products' });
  await box(names[0]!).check();
  await expect(bar).toHaveCount(0);
  await box(names[1]!).check();
  await expect(bar.getByRole('link', { name: 'Compare (2)' })).toBeVisible();
  await box(names[2]!).check();
  await box(names[3]!).check();
  await expect(bar.getByRole('link', { name: 'Compare (4)' })).toBeVisible();

  // The fifth is refused: the box stays clear and the shopper is told why.
  await box(names[4]!).click();
  await expect(box(names[4]!)).not.toBeChecked();
  await expect(page.getByText('You can compare up to 4 products')).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Compare (4)' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'compare-bar', { fullPage: false });

  await bar.getByRole('link', { name: 'Compare (4)' }).click();
  await expect(page).toHaveURL(/\/product-comparison\?products=[^,]+,[^,]+,[^,]+,[^,]+$/);
  await expect(columns(page)).toHaveCount(4);
  for (const name of names.slice(0, 4))
    await expect(page.getByRole('columnheader').getByRole('link', { name, exact: true })).toBeVisible();
  // The choice survives a reload (localStorage haat_compare).
  await page.goto('/all-products?sort=popular');
  await expect(box(names[0]!)).toBeChecked({ timeout: 20_000 });
});

sameAtEveryWidth(() => {
  test('the home page shows recently viewed products, most recent first', async ({ page, request }) => {
    const products = await productsOfDistinctBrands(request, 3);
    await page.goto('/');
    await expect(page.getByTestId('recently-viewed-row')).toHaveCount(0);
    await page.evaluate(
      (ids) => localStorage.setItem('haat_recently_viewed', JSON.stringify({ state: { ids }, version: 1 })),
      products.map((p) => p.id),
    );
    await page.reload();
    const row = page.getByTestId('recently-viewed-row');
    await row.scrollIntoViewIfNeeded();
    const cards = row.getByTestId('product-card');
    await expect(cards).toHaveCount(3, { timeout: 20_000 });
    for (const [index, product] of products.entries())
      await expect(cards.nth(index).getByRole('link', { name: product.name, exact: true })).toBeVisible();
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
