// The header in a real browser: language picker, the phone's side menu, the desktop account menu and search.
// Menus may load on intent, so every step waits for what it needs to be visible instead of assuming it is there.
import { expect, test } from '@playwright/test';
import { saveScreenshot } from './screenshot.ts';
import { onlyOn, sameAtEveryWidth } from './support/viewports.ts';

test('the language picker lists 14 languages; Hindi sets <html lang> and survives a reload', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'en');

  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: /Language/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Choose your language' });
  await expect(dialog).toBeVisible();
  const languages = dialog.getByRole('list', { name: 'Languages' }).getByRole('button');
  await expect(languages).toHaveCount(14);
  await expect(dialog.getByRole('button', { name: /English/, pressed: true })).toBeFocused();
  await saveScreenshot(page, testInfo, 'header-language-dialog', { fullPage: false });

  await dialog.getByRole('button', { name: /हिन्दी/ }).click();
  await expect(dialog).toBeHidden();
  await expect(html).toHaveAttribute('lang', 'hi');
  await expect(html).toHaveAttribute('dir', 'ltr');

  await page.reload();
  await expect(html).toHaveAttribute('lang', 'hi');
  const footerLanguage = page.getByRole('contentinfo').getByRole('button', { name: /हिन्दी/ });
  await expect(footerLanguage).toBeVisible();

  // Back to English, through the same picker, now titled in Hindi.
  await footerLanguage.click();
  const hindiDialog = page.getByRole('dialog');
  await expect(hindiDialog.getByRole('button', { name: /हिन्दी/, pressed: true })).toBeVisible();
  await hindiDialog.getByRole('button', { name: /^English/ }).click();
  await expect(hindiDialog).toBeHidden();
  await expect(html).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('contentinfo').getByRole('button', { name: 'Language: English' }),
  ).toBeVisible();
});

onlyOn('mobile', 'the hamburger is hidden on wide screens', () => {
  test('on a phone the hamburger opens the side menu with categories and the 12 programs', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    const hamburger = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    await hamburger.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('region', { name: 'All Categories' })).toBeVisible();
    await expect(menu.getByRole('heading', { name: 'All Categories' })).toBeVisible();

    const programs = menu.getByRole('region', { name: 'Programs & Features' }).getByRole('link');
    await expect(programs).toHaveCount(12);
    for (const program of await programs.all()) {
      await expect(program).toHaveAccessibleName(/^Haat \S/);
      await expect(program).toHaveAttribute('href', /^\/coming-soon\?feature=Haat(%20|\+)/);
    }
    await expect(programs.filter({ hasText: 'Haat Pay' })).toHaveCount(1);
    await saveScreenshot(page, testInfo, 'header-side-menu', { fullPage: false });
    await programs.last().scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, 'header-side-menu-programs', { fullPage: false });

    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
  });

  test('on a phone the side menu opens and closes from the keyboard, and focus returns to the hamburger', async ({
    page,
  }) => {
    await page.goto('/');
    const hamburger = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    await hamburger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu).toContainText('All Categories');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(hamburger).toBeFocused();
  });
});

onlyOn('desktop', 'the phone shows an icon-only account button', () => {
  test('on a wide screen the account menu offers Sign In and Create Account', async ({ page }, testInfo) => {
    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Account menu/ })
      .click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(menu.getByRole('menuitem', { name: 'Create Account' })).toHaveAttribute('href', '/signup');
    await saveScreenshot(page, testInfo, 'header-account-menu', { fullPage: false });

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });
});

sameAtEveryWidth(() => {
  test('the header search goes to results, or searches inside the chosen category', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('banner').getByRole('search');
    const box = search.getByRole('combobox', { name: 'Search for products, brands, categories...' });

    await box.fill('kurti');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=kurti$/);
    await expect(box).toHaveValue('kurti');

    await search.getByLabel('Search in category').selectOption({ label: 'Books' });
    await box.fill('gita');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/category\/books\?query=gita$/);
    await expect(box).toHaveValue('gita');
  });
});

sameAtEveryWidth(() => {
  test('closing the language picker returns focus to the Language button that opened it', async ({
    page,
  }) => {
    await page.goto('/');
    const button = page.getByRole('contentinfo').getByRole('button', { name: 'Language: English' });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Choose your language' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
});
