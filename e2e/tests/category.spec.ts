// Category pages (docs/behaviour/catalogue.md#category-page, #filter-panels, #pagination-control, issue #3): the
// electronics journey with a brand and a price range from the modal, price sort and page 2 kept in the URL across a
// reload; aliases; 'Category Not Found'; the pagination forms. Expectations come from the API, so they hold for any
// seed.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ProductListResponse } from '@haat/domain/catalog/product.schema';
import { saveScreenshot } from './screenshot.ts';
import { sameAtEveryWidth, sameAtEveryWidthButScreenshots } from './support/viewports.ts';

async function listing(request: APIRequestContext, query: Record<string, string | number>) {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await request.get(`/api/products?${params}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ProductListResponse;
}

/** '₹1,04,399' → 104399. */
const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** The cards once the listing has answered; a cold listing's first answer (facets too) may take a while on a busy machine. */
async function cardsShown(page: Page) {
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible({ timeout: 20_000 });
  return cards;
}

test('electronics: brand and price from the modal, price sort, page 2; the URL keeps it all', async ({
  page,
  request,
}, testInfo) => {
  // A long journey (two filters, a sort, a page, a reload, every card checked) on a shared 2-core machine.
  test.setTimeout(90_000);
  // Both ends differ from the electronics panel's default range (₹10 – ₹1,00,000), so both are in the URL.
  const [minPrice, maxPrice] = [1000, 90000];
  // Brands with more than one page of electronics cards in the range between them, so page 2 exists (a card is a
  // product group: no one brand has 21 models there).
  const base = await listing(request, { category: 'electronics', minPrice, maxPrice, limit: 1 });
  const chosenBrands: string[] = [];
  let cardsOfChosen = 0;
  for (const candidate of base.facets.brands) {
    if (cardsOfChosen > 20) break;
    chosenBrands.push(candidate.value);
    cardsOfChosen += candidate.count;
  }
  expect(cardsOfChosen, 'the seed has 21+ electronics models between ₹1,000 and ₹90,000').toBeGreaterThan(20);
  const expected = await listing(request, {
    category: 'electronics',
    brands: chosenBrands.join(','),
    minPrice,
    maxPrice,
    sort: 'price-low',
    page: 2,
  });

  await page.goto('/category/electronics');
  await expect(page.getByRole('heading', { level: 1, name: 'Electronics' })).toBeVisible();
  await cardsShown(page);

  await page.getByRole('button', { name: /^Filters/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Filters & Sorting' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Draft')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Minimum price' }).fill(String(minPrice));
  await dialog.getByRole('textbox', { name: 'Maximum price' }).fill(String(maxPrice));
  await dialog.getByRole('textbox', { name: 'Maximum price' }).press('Tab');
  for (const chosen of chosenBrands) {
    await dialog.getByRole('searchbox', { name: 'Search Brands' }).fill(chosen);
    await dialog.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(chosen)} \\(`) }).check();
  }
  await saveScreenshot(page, testInfo, 'category-modal', { fullPage: false });
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();

  for (const chosen of chosenBrands)
    await expect(page).toHaveURL(new RegExp(`brands=[^&]*${encodeURIComponent(chosen)}`));
  await expect(page).toHaveURL(/minPrice=1000/);
  await expect(page).toHaveURL(/maxPrice=90000/);
  // Price range changed + the brands.
  await expect(page.getByRole('button', { name: /^Filters, \d+ active/ })).toBeVisible();

  await page.getByRole('group', { name: 'Sort by' }).getByRole('button', { name: 'Price' }).click();
  await expect(page).toHaveURL(/sort=price-low/);

  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  if (testInfo.project.name === 'desktop') await pagination.getByRole('button', { name: 'Page 2' }).click();
  else await pagination.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pagination.getByText(`Showing 21 to`)).toBeVisible();

  await page.reload();
  for (const part of [/page=2/, /sort=price-low/, /minPrice=1000/, /maxPrice=90000/])
    await expect(page).toHaveURL(part);
  await expect(pagination.getByText(`Showing 21 to`)).toBeVisible();

  // Every card shown is the brand asked for, inside the range, in price order: the same page the API gives.
  const cards = await cardsShown(page);
  await expect(cards).toHaveCount(expected.products.length);
  const prices: number[] = [];
  for (const card of await cards.all()) {
    const brandLink = new RegExp(`^(${chosenBrands.map(escapeRegExp).join('|')})$`, 'i');
    await expect(card.getByRole('link', { name: brandLink })).toBeVisible();
    const price = rupees(
      (await card
        .getByText(/^Price\s*₹[\d,.]+$/)
        .first()
        .textContent()) ?? '',
    );
    expect(price).toBeGreaterThanOrEqual(minPrice);
    expect(price).toBeLessThanOrEqual(maxPrice);
    prices.push(price);
  }
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  expect(prices).toEqual(expected.products.map((p) => p.sellingPrice || p.price));

  // Facets show counts: the brand's option carries its count for the current query.
  await page.getByRole('button', { name: /^Filters/ }).click();
  for (const chosen of chosenBrands) {
    const brandCount = expected.facets.brands.find((b) => b.value === chosen)?.count;
    await expect(
      page.getByRole('dialog').getByRole('checkbox', { name: `${chosen} (${brandCount})` }),
    ).toBeChecked();
  }
  await page.keyboard.press('Escape');
  await saveScreenshot(page, testInfo, 'category-electronics-filtered');
});

sameAtEveryWidth(() => {
  test('/category/phones resolves to mobile phones', async ({ page, request }) => {
    const phones = await listing(request, { category: 'mobile-phones', limit: 1 });
    await page.goto('/category/phones');
    await expect(page.getByRole('heading', { level: 1, name: 'Mobile Phones' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Mobile Phones'),
    ).toBeVisible();
    await expect(page.getByText(`${phones.total.toLocaleString('en-IN')} products`)).toBeVisible();
    await cardsShown(page);
  });
});

sameAtEveryWidth(() => {
  test('an item page lists that item only, under Home > category > subcategory > item', async ({
    page,
    request,
  }) => {
    // Every audio product, page by page, to count the headphones among them.
    let headphones = 0;
    for (let pageNo = 1; ; pageNo += 1) {
      const batch = await listing(request, {
        category: 'electronics',
        subcategory: 'audio',
        limit: 100,
        page: pageNo,
      });
      headphones += batch.products.filter((p) => p.subSubcategory === 'headphones').length;
      if (pageNo >= batch.pagination.totalPages) break;
    }
    const whole = await listing(request, {
      category: 'electronics',
      subcategory: 'audio',
      subSubcategory: 'headphones',
      limit: 1,
    });
    await page.goto('/category/electronics/audio/headphones');
    await cardsShown(page);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
    await expect(crumbs).toHaveText(['Home', 'Electronics', 'Audio', 'Headphones']);
    await expect(page.getByRole('heading', { level: 1, name: 'Headphones' })).toBeVisible();
    await expect(page.getByText(`${whole.total.toLocaleString('en-IN')} products`)).toBeVisible();
    expect(whole.total).toBe(headphones);
  });
});

sameAtEveryWidth(() => {
  test('a failed load shows Error Loading Products, and Try Again loads the list', async ({ page }) => {
    let failing = true;
    await page.route('**/api/products?*', (route) =>
      failing ? route.fulfill({ status: 500, json: { success: false, error: 'boom' } }) : route.continue(),
    );
    await page.goto('/category/books');
    await expect(page.getByRole('heading', { name: 'Error Loading Products' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText('Failed to load products. Please try again later.')).toBeVisible();
    failing = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await cardsShown(page);
  });
});

sameAtEveryWidth(() => {
  test('filters that match nothing show No products found', async ({ page }) => {
    await page.goto('/category/books?minPrice=9000000&maxPrice=9500000');
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Try changing your filters or check back later.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Filters, 1 active/ })).toBeVisible();
  });
});

sameAtEveryWidthButScreenshots(() => {
  test('an unknown category shows Category Not Found with the categories and a way home', async ({
    page,
  }, testInfo) => {
    await page.goto('/category/no-such-thing');
    await expect(page.getByRole('heading', { level: 1, name: 'Category Not Found' })).toBeVisible();
    for (const [name, href] of [
      ['Electronics', '/category/electronics'],
      ['Mobile Phones', '/category/mobile-phones'],
      ['Fashion', '/category/fashion'],
      ['Books', '/category/books'],
    ] as const) {
      await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        href,
      );
    }
    await expect(page.getByRole('main').getByRole('link', { name: 'Return to Home' })).toHaveAttribute(
      'href',
      '/',
    );
    await saveScreenshot(page, testInfo, 'category-not-found');
  });
});

test('the category page at a glance', async ({ page }, testInfo) => {
  await page.goto('/category/electronics');
  await cardsShown(page);
  await saveScreenshot(page, testInfo, 'category-electronics', { fullPage: false });
  await page.goto('/category');
  await expect(page.getByRole('heading', { level: 1, name: 'All Categories' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Electronics/ }).first()).toBeVisible();
  await saveScreenshot(page, testInfo, 'category-landing', { fullPage: false });
});

sameAtEveryWidth(() => {
  test('?query= searches within the category and the title names the term', async ({ page, request }) => {
    const [first] = (await listing(request, { category: 'electronics', limit: 1 })).products;
    const term = (first?.brand ?? '').toLowerCase();
    const found = await listing(request, { category: 'electronics', search: term, limit: 1 });
    await page.goto(`/category/electronics?query=${encodeURIComponent(term)}`);
    await cardsShown(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(term);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Electronics');
    await expect(page.getByText(`${found.total.toLocaleString('en-IN')} products`)).toBeVisible();
  });
});

sameAtEveryWidth(() => {
  test('a new category, subcategory or search starts without the old filters', async ({ page }) => {
    await page.goto('/category/electronics/audio?rating=4&sort=price-low');
    await cardsShown(page);
    await expect(page.getByRole('button', { name: /^Filters, 1 active/ })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Electronics' })
      .click();
    await expect(page).toHaveURL(/\/category\/electronics$/);
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/rating=4/);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/\/category\/electronics\/audio$/);
    await expect(page.getByRole('button', { name: 'Reset' })).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/rating=4/);
    await page.getByRole('searchbox', { name: 'Search in Audio' }).fill('speaker');
    await page.getByRole('searchbox', { name: 'Search in Audio' }).press('Enter');
    await expect(page).toHaveURL(/\/category\/electronics\/audio\?query=speaker$/);
  });
});

// Phones show 'Page x of y' instead of the page buttons (docs/behaviour/catalogue.md#pagination-control).
test.describe('pagination', () => {
  test('ellipses and jump-to-page above 10 pages', async ({ page, request }, testInfo) => {
    const phone = testInfo.project.name === 'mobile';
    // The whole catalogue: no one category has 200 models (a card is a product group).
    const everything = await listing(request, { category: 'all', limit: 20 });
    const total = everything.pagination.totalPages;
    expect(total).toBeGreaterThan(10);
    await page.goto('/category/all');
    await cardsShown(page);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    if (phone) await expect(pagination.getByText(`Page 1 of ${total}`)).toBeVisible();
    else {
      await expect(pagination.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(pagination.getByRole('button', { name: `Page ${total}` })).toBeVisible();
      await expect(pagination.getByText('…')).toHaveCount(1);
    }
    await pagination.getByLabel('Go to page').fill('7');
    await pagination.getByRole('button', { name: 'Go' }).click();
    await expect(page).toHaveURL(/page=7/);
    if (phone) await expect(pagination.getByText(`Page 7 of ${total}`)).toBeVisible();
    else {
      await expect(pagination.getByRole('button', { name: 'Page 7' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(pagination.getByText('…')).toHaveCount(2);
    }
    await pagination.getByLabel('Go to page').fill(String(total + 1));
    await pagination.getByRole('button', { name: 'Go' }).click();
    await expect(pagination.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/page=7/);
  });

  test('every page shows at 7 or fewer', async ({ page, request }, testInfo) => {
    // A subcategory with 2 to 7 pages, from the category counts.
    const { categories } = (await (await request.get('/api/categories')).json()) as {
      categories: { id: string; subcategories: { id: string; productCount: number }[] }[];
    };
    // Cards count product groups, so the card count comes from the listing, not the category's listing count.
    let small: { path: string; count: number } | undefined;
    for (const c of categories) {
      for (const sub of c.subcategories.filter((x) => x.productCount > 20)) {
        const { total } = await listing(request, { category: c.id, subcategory: sub.id, limit: 1 });
        if (total > 20 && total <= 140) small = { path: `${c.id}/${sub.id}`, count: total };
        if (small) break;
      }
      if (small) break;
    }
    expect(small, 'a subcategory with 2 to 7 pages').toBeTruthy();
    const { path, count } = small!;
    const pages = Math.ceil(count / 20);
    await page.goto(`/category/${path}`);
    await cardsShown(page);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    if (testInfo.project.name === 'mobile')
      await expect(pagination.getByText(`Page 1 of ${pages}`)).toBeVisible();
    else {
      for (let n = 1; n <= pages; n += 1)
        await expect(pagination.getByRole('button', { name: `Page ${n}` })).toBeVisible();
      await expect(pagination.getByText('…')).toHaveCount(0);
    }
    await expect(pagination.getByLabel('Go to page')).toHaveCount(0);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
