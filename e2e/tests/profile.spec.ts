// /profile end to end against the real API: guests are sent to sign in; the demo customer's read-only profile with
// the account menu; /login sends a signed-in shopper to /profile; Log Out from the profile goes home signed out.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { saveScreenshot } from './screenshot.ts';
import { sameAtEveryWidth } from './support/viewports.ts';

const DEMO = {
  email: 'demo@haat.in',
  password: 'Haat@1234',
  fullName: 'Aarav Sharma',
  phone: '+91 98765 43210',
};

/** Signs the demo customer in through the API and hands the session to the page before its first load. */
async function signInAsDemo(page: Page, request: APIRequestContext) {
  const res = await request.post('/api/users/login', {
    data: { email: DEMO.email, password: DEMO.password },
  });
  expect(res.status()).toBe(200);
  const { token, refreshToken, user, userId } = (await res.json()) as {
    token: string;
    refreshToken: string;
    user: object;
    userId: string;
  };
  await page.addInitScript(
    (session) => {
      // Once per tab: a later reload after Log Out must not sign the shopper back in.
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem('user_token', session.token);
      localStorage.setItem('refresh_token', session.refreshToken);
      localStorage.setItem('user_info', JSON.stringify(session.user));
      localStorage.setItem('user_id', session.userId);
    },
    { token, refreshToken, user, userId },
  );
}

sameAtEveryWidth(() => {
  test('a guest opening /profile is sent to sign in, remembering where they were going', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Haat' })).toBeVisible();
    expect(await page.evaluate(() => (history.state as { usr?: { from?: string } } | null)?.usr?.from)).toBe(
      '/profile',
    );
  });
});

test('the demo customer sees the read-only profile and the account menu', async ({
  page,
  request,
}, testInfo) => {
  await signInAsDemo(page, request);
  await page.goto('/profile');

  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page).toHaveTitle('My Profile | Haat');
  const card = page.getByRole('region', { name: 'My Profile' });
  await expect(card.getByText('Hello, Aarav')).toBeVisible();
  await expect(card.getByText('AS', { exact: true })).toBeVisible();
  const row = (label: string) =>
    card.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(row('Name')).toContainText(DEMO.fullName);
  await expect(row('Name')).toContainText('Your name can only be changed by our support team.');
  await expect(row('Email')).toHaveText(DEMO.email);
  await expect(row('Phone')).toHaveText(DEMO.phone);
  // From the demo's default (home) address.
  await expect(row('Pincode')).toHaveText('560001');
  await expect(row('Address')).toContainText('14 Lavelle Road');
  await expect(row('Address')).toContainText('Bengaluru');

  const nav = page.getByRole('navigation', { name: 'Account' });
  const links = [
    ['My Profile', '/profile'],
    ['My Orders', '/recent-purchase'],
    ['My Wishlist', '/wishlist'],
    ['Notifications', '/notification'],
    ['Settings', '/settings'],
  ] as const;
  for (const [name, href] of links)
    await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
  await expect(nav.getByRole('link', { name: 'My Profile' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('button', { name: 'Log Out' })).toBeVisible();

  // Phones read the card first and the menu below it; wide screens put the menu in a left column.
  const cardBox = (await card.boundingBox())!;
  const navBox = (await nav.boundingBox())!;
  if (testInfo.project.name === 'mobile') expect(navBox.y).toBeGreaterThan(cardBox.y + cardBox.height - 1);
  else expect(navBox.x + navBox.width).toBeLessThan(cardBox.x + 1);

  await saveScreenshot(page, testInfo, 'profile');
});

sameAtEveryWidth(() => {
  test('/login sends a signed-in shopper to /profile', async ({ page, request }) => {
    await signInAsDemo(page, request);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'My Profile' }).getByText(DEMO.email)).toBeVisible();
  });
});

sameAtEveryWidth(() => {
  test('Log Out from the profile ends the session and goes home signed out', async ({ page, request }) => {
    await signInAsDemo(page, request);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    const refreshToken = await page.evaluate(() => localStorage.getItem('refresh_token'));

    await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log Out' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    const account = page.getByRole('banner').getByRole('button', { name: 'Hello, Sign in – Account menu' });
    await expect(account).toBeVisible();
    await account.click();
    await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(
      await page.evaluate(() =>
        ['user_token', 'refresh_token', 'user_info', 'user_id'].map((k) => localStorage.getItem(k)),
      ),
    ).toEqual([null, null, null, null]);
    // The server ended the session as well.
    await expect
      .poll(async () => (await request.post('/api/auth/refresh-token', { data: { refreshToken } })).status())
      .toBe(401);
  });
});
