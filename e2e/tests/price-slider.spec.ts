// The price slider never hides products by itself (issue 23 item 4, docs/decisions/0010-price-slider-ranges.md): on
// /category/mobile-phones it spans what is listed, the untouched slider sends no price parameter, and one step of a
// thumb sends only that bound, so every phone inside the new range stays listed. Expectations come from the API, so
// they hold for any seed.
import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import type { ProductListResponse } from '@haat/domain/catalog/product.schema';
import { saveScreenshot } from './screenshot.ts';
import { sameAtEveryWidth } from './support/viewports.ts';

async function listing(request: APIRequestContext, query: Record<string, string | number>) {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await request.get(`/api/products?${params}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ProductListResponse;
}

/** The GET /api/products calls the page makes, to read which price parameters it sent. */
function productCalls(page: Page): URL[] {
  const calls: URL[] = [];
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/products') calls.push(url);
  });
  return calls;
}

const count = (total: number) => `${total.toLocaleString('en-IN')} products`;

sameAtEveryWidth(() => {
  test('mobile phones: the untouched slider sends no price; one step of a thumb keeps every phone inside', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(60_000);
    const whole = await listing(request, { category: 'mobile-phones', limit: 1 });
    expect(whole.total, 'the seed lists phones').toBeGreaterThan(20);
    // The grid shows one card per product group; whether a phone is lost is a question about listings, so the
    // partition checks below count listings (groupVariants=false), where a group's variants can sit on both sides.
    const listings = (query: Record<string, string | number>) =>
      listing(request, { ...query, category: 'mobile-phones', limit: 1, groupVariants: 'false' });
    const wholeListings = await listings({});
    const listed = whole.facets.price;
    expect(listed).not.toBeNull();

    const calls = productCalls(page);
    await page.goto('/category/mobile-phones');
    await expect(page.getByTestId('product-card').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(count(whole.total))).toBeVisible({ timeout: 30_000 });

    // Untouched: no price parameter, neither in the address nor in any call.
    expect(page.url()).not.toMatch(/minPrice|maxPrice/);
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      expect(call.searchParams.has('minPrice'), call.search).toBe(false);
      expect(call.searchParams.has('maxPrice'), call.search).toBe(false);
    }
    // The slider spans what is listed: its top reaches the dearest phone.
    const low = page.getByRole('slider', { name: 'Minimum price' });
    const high = page.getByRole('slider', { name: 'Maximum price' });
    expect(Number(await high.getAttribute('aria-valuemax'))).toBeGreaterThanOrEqual(listed!.max);
    expect(Number(await low.getAttribute('aria-valuemin'))).toBeLessThanOrEqual(listed!.min);
    await saveScreenshot(page, testInfo, 'price-slider-untouched', { fullPage: false });

    // One step of the minimum thumb: minPrice alone, and every phone at or above it stays listed.
    await low.focus();
    await low.press('ArrowRight');
    await expect(page).toHaveURL(/minPrice=\d/);
    expect(page.url()).not.toMatch(/maxPrice/);
    const min = Number(new URL(page.url()).searchParams.get('minPrice'));
    const above = await listing(request, { category: 'mobile-phones', minPrice: min, limit: 1 });
    // Nothing is lost beyond the bound the shopper moved: the phones above it and below it make the whole list.
    const [aboveListings, belowListings] = [
      await listings({ minPrice: min }),
      await listings({ maxPrice: min - 0.01 }),
    ];
    expect(aboveListings.total + belowListings.total).toBe(wholeListings.total);
    await expect(page.getByText(count(above.total))).toBeVisible({ timeout: 30_000 });
    const sent = calls.at(-1)!;
    expect(sent.searchParams.get('minPrice')).toBe(String(min));
    expect(sent.searchParams.has('maxPrice')).toBe(false);

    // Back to the start, then one step of the maximum thumb: maxPrice alone, every cheaper phone listed.
    await low.press('Home');
    await expect(page).not.toHaveURL(/minPrice/);
    await expect(page.getByText(count(whole.total))).toBeVisible({ timeout: 30_000 });
    await high.focus();
    await high.press('ArrowLeft');
    await expect(page).toHaveURL(/maxPrice=\d/);
    expect(page.url()).not.toMatch(/minPrice/);
    const max = Number(new URL(page.url()).searchParams.get('maxPrice'));
    const under = await listing(request, { category: 'mobile-phones', maxPrice: max, limit: 1 });
    const [underListings, overListings] = [
      await listings({ maxPrice: max }),
      await listings({ minPrice: max + 0.01 }),
    ];
    expect(underListings.total + overListings.total).toBe(wholeListings.total);
    await expect(page.getByText(count(under.total))).toBeVisible({ timeout: 30_000 });
    await saveScreenshot(page, testInfo, 'price-slider-one-step', { fullPage: false });
  });
});
