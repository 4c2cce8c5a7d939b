// Focus after a search or a page change (issue 28 item 6, docs/behaviour/shell.md#focus-on-a-new-page): the new
// page's main heading takes focus, so the next Tab starts in the page; a keyboard shopper reaches the first result
// in fewer than 10 Tabs from the search box.
import { expect, test, type Page } from '@playwright/test';
import { onlyOn } from './support/viewports.ts';

async function activeDescription(
  page: Page,
): Promise<{ tag: string; inFirstResult: boolean; inMain: boolean }> {
  return page.evaluate(() => {
    const el = document.activeElement;
    const first = document.querySelector('main article');
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      inFirstResult: Boolean(first && el && first.contains(el)),
      inMain: Boolean(el && document.querySelector('main')?.contains(el)),
    };
  });
}

onlyOn('desktop', 'phones search on their own page (/m/search)', () => {
  test('a search moves focus to the results heading and the first result is fewer than 10 Tabs away', async ({
    page,
  }) => {
    await page.goto('/');
    const box = page
      .getByRole('banner')
      .getByRole('combobox', { name: 'Search for products, brands, categories...' })
      .first();
    await box.focus();
    await page.keyboard.type('phone');
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/\/$/);
    await expect(page.locator('main article').first()).toBeVisible({ timeout: 20_000 });
    await expect.poll(async () => (await activeDescription(page)).tag).toBe('h1');
    // The listing settles (the results' count replaces the loading line) before the Tabs.
    await expect(page.getByText('Loading products...')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.locator('main article').first()).toBeVisible();

    let tabs = 0;
    while (tabs < 10 && !(await activeDescription(page)).inFirstResult) {
      await page.keyboard.press('Tab');
      tabs += 1;
    }
    expect((await activeDescription(page)).inFirstResult, `first result not reached in ${tabs} Tabs`).toBe(
      true,
    );
    expect(tabs).toBeLessThan(10);
  });
});

test('following a link moves focus to the new page heading', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 20_000 });
  const faq = page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true });
  await faq.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/faq$/);
  await expect.poll(async () => (await activeDescription(page)).tag, { timeout: 10_000 }).toBe('h1');
  expect((await activeDescription(page)).inMain).toBe(true);
});
