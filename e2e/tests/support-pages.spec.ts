// Support pages in a real browser: FAQ search, help centre links, guest order tracking, the seller landing and
// Coming Soon.
import { expect, test } from '@playwright/test';
import { saveScreenshot } from './screenshot.ts';
import { sameAtEveryWidth } from './support/viewports.ts';

const ORDER_NOT_FOUND =
  'No order found with these details. Please check the order number and the email or phone used at checkout.';

test('FAQ search narrows the list, and Clear filters brings back all 15', async ({ page }, testInfo) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  const main = page.getByRole('main');
  const questions = main.getByRole('button', { expanded: false });
  const status = main.getByRole('status');
  await expect(status).toHaveText('Showing 15 questions');
  await expect(questions).toHaveCount(15);
  await saveScreenshot(page, testInfo, 'faq');

  const search = main.getByRole('searchbox', { name: 'Search questions' });
  await search.fill('refund');
  await expect(status).toHaveText(/^Showing \d+ questions?$/);
  const refundCount = await questions.count();
  expect(refundCount).toBeGreaterThan(0);
  expect(refundCount).toBeLessThan(15);
  await expect(status).toHaveText(
    refundCount === 1 ? 'Showing 1 question' : `Showing ${refundCount} questions`,
  );
  // Every remaining entry mentions the word, in its question or (once opened) its answer.
  await expect(main.locator('mark').first()).toHaveText(/refund/i);
  await saveScreenshot(page, testInfo, 'faq-refund');

  await search.fill('zzqxvplorf');
  await expect(main.getByRole('heading', { name: 'No questions found' })).toBeVisible();
  await expect(questions).toHaveCount(0);
  await main.getByRole('button', { name: 'Clear filters' }).click();
  await expect(status).toHaveText('Showing 15 questions');
  await expect(questions).toHaveCount(15);
  await expect(search).toHaveValue('');
});

test('the help centre links to the FAQ, the contact page and order tracking', async ({ page }, testInfo) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const main = page.getByRole('main');
  for (const href of ['/faq', '/contact', '/track-order']) {
    await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
  }
  await saveScreenshot(page, testInfo, 'help');
});

test('tracking an unknown order shows the not-found message in an alert', async ({ page }, testInfo) => {
  await page.goto('/track-order');
  await expect(page.getByRole('heading', { level: 1, name: 'Track Your Order' })).toBeVisible();
  const main = page.getByRole('main');
  await main.getByLabel('Order number').fill('HT-00000000');
  await main.getByLabel('Email or phone number').fill('nobody@example.in');
  await main.getByRole('button', { name: 'Track Order' }).click();
  await expect(main.getByRole('alert')).toHaveText(ORDER_NOT_FOUND);
  // What was typed stays, so a typo can be fixed.
  await expect(main.getByLabel('Order number')).toHaveValue('HT-00000000');
  await saveScreenshot(page, testInfo, 'track-order');
});

sameAtEveryWidth(() => {
  test('Start Selling opens the seller portal from site config in a new tab', async ({
    page,
    request,
  }, testInfo) => {
    const config = await request.get('/api/site-config');
    expect(config.ok()).toBe(true);
    const { sellerPortalUrl } = (await config.json()) as { sellerPortalUrl: string };
    expect(sellerPortalUrl).toMatch(/^https?:\/\//);

    await page.goto('/seller/register');
    const links = page.getByRole('main').getByRole('link', { name: /Start Selling/ });
    await expect(links.first()).toBeVisible();
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('href', sellerPortalUrl);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/);
    }
    await saveScreenshot(page, testInfo, 'seller-register');
  });
});

sameAtEveryWidth(() => {
  test('Coming Soon names the feature from the address, or says "This feature"', async ({
    page,
  }, testInfo) => {
    await page.goto('/coming-soon?feature=Haat%20Pay');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Haat Pay is coming soon');
    await expect(page.getByRole('link', { name: 'Haat Pay' })).toHaveAttribute('aria-current', 'page');
    await saveScreenshot(page, testInfo, 'coming-soon');

    await page.goto('/coming-soon');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This feature is coming soon');
    await expect(page.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
  });
});
