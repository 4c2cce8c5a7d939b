// /wishlist end to end against the real API (docs/behaviour/wishlist.md#wishlist-page, #wishlist-rules, issue 6): a
// guest is asked to log in and told the products saved on this device are kept; signed in, Move to Cart moves exactly
// one item with the spec's message (and the server agrees), Remove, and Clear All behind its confirmation dialog.
import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot } from './screenshot.ts';
import { createShopper, useSession } from './support/accounts.ts';
import {
  addToServerWishlist,
  asGuestProduct,
  firstProducts,
  listProducts,
  serverCart,
  serverWishlist,
} from './support/catalog.ts';
import { sameAtEveryWidth } from './support/viewports.ts';

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

test('a guest is asked to log in, and told the products saved on this device are kept', async ({
  page,
  request,
}, testInfo) => {
  const products = (await listProducts(request)).slice(0, 2);
  await page.addInitScript(
    (items) => {
      localStorage.setItem('haat_guest_wishlist', JSON.stringify({ state: { items }, version: 1 }));
    },
    products.map((p) => ({ _id: p.id, product: asGuestProduct(p) })),
  );
  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { name: 'Please log in to view your wishlist' })).toBeVisible();
  await expect(page.getByText(/You saved 2 products on this device\. They will be kept/)).toBeVisible();
  await expect(page).toHaveTitle('My Wishlist | Haat');
  await saveScreenshot(page, testInfo, 'wishlist-guest');
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login\?from=%2Fwishlist$/);
  expect(await page.evaluate(() => (history.state as { usr?: { from?: string } } | null)?.usr?.from)).toBe(
    '/wishlist',
  );
});

test('Move to cart from the wishlist page moves exactly one item with the spec message', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(45_000);
  const session = await createShopper(request, testInfo, 'wish-move');
  const [moved, kept] = firstProducts(
    (await listProducts(request)).filter((p) => p.stock > 3),
    2,
  );
  await addToServerWishlist(request, session, kept.id);
  await addToServerWishlist(request, session, moved.id);
  await useSession(page, session);
  await page.goto('/wishlist');

  const items = page.getByTestId('wishlist-item');
  await expect(items).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/profile');
  const card = items.filter({ hasText: moved.name });
  await expect(card.getByText('In stock')).toBeVisible();
  await expect(card.getByText(/^Added on \d{1,2} \w+ \d{4}$/)).toBeVisible();
  await saveScreenshot(page, testInfo, 'wishlist-items');
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    'no sideways scrolling',
  ).toBeLessThanOrEqual(0);

  // The wishlist cannot be reached: the spec's failure message, the item stays and the cart is put back.
  const removal = '**/api/users/wishlist/*';
  await page.route(removal, (route) =>
    route.request().method() === 'DELETE' ? route.abort() : route.fallback(),
  );
  await card.getByRole('button', { name: `Move ${moved.name} to cart` }).click();
  await expect(toast(page, 'Failed to move item to cart. Please try again.')).toBeVisible();
  await expect(items).toHaveCount(2);
  await page.unroute(removal);

  await card.getByRole('button', { name: `Move ${moved.name} to cart` }).click();
  await expect(toast(page, `${moved.name} moved to cart successfully!`)).toBeVisible();
  await expect(items).toHaveCount(1);
  await expect(items.filter({ hasText: kept.name })).toHaveCount(1);

  // The server holds exactly one of it in the cart (the failed move added none), and only the other product in
  // the wishlist.
  await expect
    .poll(async () => (await serverCart(request, session)).map((l) => [l.product.id, l.quantity]))
    .toEqual([[moved.id, 1]]);
  await expect
    .poll(async () => (await serverWishlist(request, session)).map((w) => w.product.id))
    .toEqual([kept.id]);

  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('line-quantity')).toHaveText('1');
});

sameAtEveryWidth(() => {
  test('Remove and Clear All (after its confirmation) empty the wishlist, on the server too', async ({
    page,
    request,
  }, testInfo) => {
    const session = await createShopper(request, testInfo, 'wish-clear');
    const [a, b, c] = firstProducts(await listProducts(request), 3);
    for (const p of [a, b, c]) await addToServerWishlist(request, session, p.id);
    await useSession(page, session);
    await page.goto('/wishlist');
    const items = page.getByTestId('wishlist-item');
    await expect(items).toHaveCount(3);

    await items
      .filter({ hasText: a.name })
      .getByRole('button', { name: `Remove ${a.name} from wishlist` })
      .click();
    await expect(toast(page, 'Removed from wishlist')).toBeVisible();
    await expect(items).toHaveCount(2);

    await page.getByRole('button', { name: 'Clear All' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Are you sure you want to clear your entire wishlist?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(items).toHaveCount(2);

    await page.getByRole('button', { name: 'Clear All' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Clear All' }).click();
    await expect(toast(page, 'Wishlist cleared')).toBeVisible();
    await expect(page.getByText('Your wishlist is empty')).toBeVisible();
    await expect.poll(async () => (await serverWishlist(request, session)).length).toBe(0);

    await page.reload();
    await expect(page.getByText('Your wishlist is empty')).toBeVisible();
  });
});
