import { expect, test } from '@playwright/test';
import { saveScreenshot } from './screenshot.ts';
import { sameAtEveryWidth } from './support/viewports.ts';

test('home renders the shell with header and footer', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await saveScreenshot(page, testInfo, 'home');
});

test('an unknown path shows the 404 page with its links', async ({ page }, testInfo) => {
  await page.goto('/does-not-exist');
  await expect(page.getByRole('heading', { name: /Page not found/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Continue Shopping' }).first()).toHaveAttribute(
    'href',
    '/all-products',
  );
  await expect(page.getByText('If you think this is an error, please contact support.')).toBeVisible();
  await saveScreenshot(page, testInfo, 'not-found');
});

// The three account pages in one visit per width: /login by its address, then /signup and /forgot-password through
// the links a shopper follows from it (each was a test of its own, with its own browser context and app start).
test('/login, /signup and /forgot-password stand alone, without the site header and footer', async ({
  page,
}, testInfo) => {
  // Three pages in one test: the default 30 s was sized for one.
  test.setTimeout(60_000);
  const standsAlone = async (path: string, title: string, name: string) => {
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Haat home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('search')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Account menu|Open menu/ })).toHaveCount(0);
    await saveScreenshot(page, testInfo, name);
  };
  await test.step('/login', async () => {
    await page.goto('/login');
    await standsAlone('/login', 'Sign in to Haat', 'login');
  });
  await test.step('/signup', async () => {
    await page.getByRole('link', { name: 'Sign Up' }).click();
    await standsAlone('/signup', 'Create your Haat account', 'signup');
  });
  await test.step('/forgot-password', async () => {
    await page.goBack();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await standsAlone('/forgot-password', 'Reset your password', 'forgot-password');
  });
});

sameAtEveryWidth(() => {
  test('the page scrolls to the top on route change', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
