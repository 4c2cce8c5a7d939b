// The header search box in a real browser (docs/behaviour/search.md#search-box, #suggestions, #limits; issue 10):
// suggestions after the debounce, keyboard choice, Escape, Search History with Clear, trending searches on an empty
// box, and the category redirect.
import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot } from './screenshot.ts';
import { sameAtEveryWidth } from './support/viewports.ts';

const searchBox = (page: Page) =>
  page.getByRole('banner').getByRole('combobox', { name: 'Search for products, brands, categories...' });

test('typing "headph" shows suggestions; ArrowDown + Enter opens the chosen product', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const box = searchBox(page);
  await box.click();
  await box.pressSequentially('headph');
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const options = suggestions.getByRole('option');
  expect(await options.count()).toBeLessThanOrEqual(4);
  // The typed part is marked.
  await expect(suggestions.locator('mark').first()).toHaveText(/headph/i);
  await saveScreenshot(page, testInfo, 'search-box-suggestions', { fullPage: false });
  // No horizontal overflow with the panel open.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);

  const types = await options.evaluateAll((els) => els.map((el) => el.getAttribute('data-suggestion-type')));
  const at = types.indexOf('product');
  expect(at, `a product among ${types.join(', ')}`).toBeGreaterThanOrEqual(0);
  for (let i = 0; i <= at; i++) await box.press('ArrowDown');
  const chosen = options.nth(at);
  await expect(chosen).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await chosen.getAttribute('id'))!);
  const name = (await chosen.textContent())!;
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name.split('₹')[0]!.slice(0, 20));
});

sameAtEveryWidth(() => {
  test('Escape closes the suggestions and keeps the text', async ({ page }) => {
    await page.goto('/');
    const box = searchBox(page);
    await box.click();
    await box.pressSequentially('headph');
    await expect(
      page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first(),
    ).toBeVisible();
    await box.press('Escape');
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();
    await expect(box).toHaveValue('headph');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toBeFocused();
  });
});

test('focus on an empty box shows trending searches', async ({ page }, testInfo) => {
  await page.goto('/');
  const box = searchBox(page);
  await box.click();
  const trending = page.getByRole('listbox', { name: 'Trending Searches' });
  await expect(trending.getByRole('option').first()).toBeVisible();
  expect(await trending.getByRole('option').count()).toBeLessThanOrEqual(5);
  await saveScreenshot(page, testInfo, 'search-box-trending', { fullPage: false });
  // A click elsewhere closes it.
  await page.mouse.click(5, 600);
  await expect(trending).toBeHidden();
});

test('a submitted query joins Search History, and Clear empties it', async ({ page }, testInfo) => {
  await page.goto('/');
  const box = searchBox(page);
  await box.click();
  await box.fill('silk dupatta');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=silk\+dupatta$/);
  await expect(box).toHaveValue('silk dupatta');

  await box.click();
  await page.getByRole('banner').getByRole('button', { name: 'Clear search' }).click();
  await expect(box).toHaveValue('');
  const history = page.getByRole('listbox', { name: 'Search History' });
  await expect(history.getByRole('option', { name: 'silk dupatta' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'search-box-history', { fullPage: false });

  // Survives a reload (localStorage), then Clear empties it.
  await page.reload();
  await searchBox(page).click();
  await page.getByRole('banner').getByRole('button', { name: 'Clear search' }).click();
  await expect(history.getByRole('option', { name: 'silk dupatta' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  // The history is gone; the term itself may now be among the store's trending searches (it was searched, and in
  // a short run of few searches it is: asking for no option of that name anywhere failed there).
  await expect(history).toBeHidden();
  await expect(page.getByRole('listbox', { name: 'Trending Searches' })).toBeVisible();
});

sameAtEveryWidth(() => {
  test('a chosen category searches inside it; an empty query does nothing', async ({ page }) => {
    await page.goto('/');
    const box = searchBox(page);
    await box.click();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('banner').getByLabel('Search in category').selectOption({ label: 'Books' });
    await box.fill('gita');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/category\/books\?query=gita$/);
    await expect(box).toHaveValue('gita');
  });
});
