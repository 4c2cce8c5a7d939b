// Guest and signed-in cart and wishlist end to end (docs/behaviour/cart.md#guest-and-signed-in-synchronisation, issue
// 6): a guest saves a product with a card's heart and fills the cart (desktop: the wishlist dropdown's Add to Cart;
// the phone has no guest path to the cart, so its guest cart is put in storage), signs in through the UI to an
// account whose server cart already holds one of the products → the summed quantity and the other line, the union of
// the wishlists, no guest copies left in storage; a quantity change survives a reload on the server; Log Out empties
// the header cart but not the account's.
import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot } from './screenshot.ts';
import { createShopper, SHOPPER_PASSWORD } from './support/accounts.ts';
import { swipe } from './support/swipe.ts';
import {
  addToServerCart,
  addToServerWishlist,
  asGuestProduct,
  getProduct,
  listProducts,
  serverCart,
  serverWishlist,
} from './support/catalog.ts';

interface StoredProduct {
  _id: string;
  name: string;
}

/** What the guest keys hold: product ids per line or item; [] when the key is gone or empty. */
async function guestCopies(page: Page) {
  return page.evaluate(() => {
    const read = (key: string) => {
      const raw = localStorage.getItem(key);
      const items = raw ? ((JSON.parse(raw) as { state?: { items?: unknown[] } }).state?.items ?? []) : [];
      return items.map((entry) => {
        const e = entry as { product: { _id: string; name: string }; quantity?: number };
        return { _id: e.product._id, name: e.product.name, quantity: e.quantity };
      });
    };
    return { cart: read('haat_guest_cart'), wishlist: read('haat_guest_wishlist') };
  });
}

const cartButton = (page: Page, count: number) =>
  page.getByRole('banner').getByRole(page.viewportSize()!.width < 1024 ? 'link' : 'button', {
    name: count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`,
  });
const wishlistButton = (page: Page, count: number) =>
  page.getByRole('banner').getByRole(page.viewportSize()!.width < 1024 ? 'link' : 'button', {
    name: count === 1 ? 'Wishlist, 1 item' : `Wishlist, ${count} items`,
  });

async function quantities(lines: { product: { _id: string }; quantity: number }[]) {
  return Object.fromEntries(lines.map((l) => [l.product._id, l.quantity]));
}

test('a guest cart and wishlist merge into the account at sign-in, sync while signed in, and leave at Log Out', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const mobile = testInfo.project.name === 'mobile';

  // A guest saves in-stock cards' products with their hearts: one on the phone, three on the desktop.
  await page.goto('/all-products?inStock=true');
  const hearts = page.getByRole('button', { name: /^Save .+ to wishlist$/ });
  const heartCount = mobile ? 1 : 3;
  for (let i = 0; i < heartCount; i++) {
    await hearts.nth(i).click();
    await expect.poll(async () => (await guestCopies(page)).wishlist.length).toBe(i + 1);
  }
  const hearted: StoredProduct[] = (await guestCopies(page)).wishlist;
  const saved = hearted[0]!;
  const catalogue = (await listProducts(request, { inStock: 'true', page: 2 })).filter(
    (p) => p.stock >= 10 && !hearted.some((h) => h._id === p._id),
  );
  const d = catalogue[0]!;
  let a: StoredProduct;
  let b: StoredProduct;

  if (mobile) {
    // No guest path to the cart on the phone (the product page asks guests to sign in): the stored guest cart.
    [a, b] = [catalogue[1]!, catalogue[2]!];
    await page.evaluate(
      (items) => localStorage.setItem('haat_guest_cart', JSON.stringify({ state: { items }, version: 1 })),
      [
        { product: asGuestProduct(catalogue[1]!), quantity: 2 },
        { product: asGuestProduct(catalogue[2]!), quantity: 1 },
      ],
    );
    await page.reload();
  } else {
    // The wishlist dropdown's Add to Cart (twice for the first), then those two leave the wishlist.
    [a, b] = [hearted[1]!, hearted[2]!];
    await wishlistButton(page, 3).click();
    const panel = page.getByRole('dialog', { name: 'Wishlist' });
    await panel.getByRole('button', { name: `Add ${a.name} to cart` }).click();
    await panel.getByRole('button', { name: `Add ${a.name} to cart` }).click();
    await panel.getByRole('button', { name: `Add ${b.name} to cart` }).click();
    await panel.getByRole('button', { name: `Remove ${a.name} from wishlist` }).click();
    await panel.getByRole('button', { name: `Remove ${b.name} from wishlist` }).click();
    await page.keyboard.press('Escape');
  }
  // The merge caps at stock: a card's product may hold fewer than 3.
  const summed = Math.min(3, (await getProduct(request, a._id)).stock);
  await expect(cartButton(page, 2)).toBeVisible();
  await expect(wishlistButton(page, 1)).toBeVisible();
  expect((await guestCopies(page)).cart.map((l) => [l._id, l.quantity])).toEqual([
    [a._id, 2],
    [b._id, 1],
  ]);

  // The account already holds one of the two products, and another saved product.
  const session = await createShopper(request, testInfo, 'cartsync');
  await addToServerCart(request, session, a._id, 1);
  await addToServerWishlist(request, session, d._id);

  await page.goto('/login');
  await page.getByLabel('Email address').fill(session.user.email!);
  await page.getByLabel('Password', { exact: true }).fill(SHOPPER_PASSWORD);
  await swipe(page, testInfo, 'Swipe to Sign In');
  await expect(page).toHaveURL(/\/$/);

  // Summed quantity and the other line; the union of the wishlists; the guest copies gone. (The sync loads after
  // sign-in and merges in two calls: allow a busy machine some time.)
  await expect(wishlistButton(page, 2)).toBeVisible({ timeout: 15_000 });
  await expect(cartButton(page, 2)).toBeVisible();
  await expect
    .poll(async () => quantities(await serverCart(request, session)))
    .toEqual({ [a._id]: summed, [b._id]: 1 });
  expect(new Set((await serverWishlist(request, session)).map((w) => w._id))).toEqual(
    new Set([saved._id, d._id]),
  );
  await expect.poll(() => guestCopies(page)).toEqual({ cart: [], wishlist: [] });

  if (mobile) {
    // The phone's cart is the /cart page: its + changes the quantity.
    await page.goto('/cart');
    await page.getByRole('button', { name: `Increase quantity of ${b.name}` }).click();
  } else {
    await cartButton(page, 2).click();
    const panel = page.getByRole('dialog', { name: 'Shopping cart' });
    await expect(panel.getByRole('group', { name: `Quantity of ${a.name}` })).toContainText(String(summed));
    await expect(panel.getByRole('group', { name: `Quantity of ${b.name}` })).toContainText('1');
    await expect(panel.getByText(`Subtotal (${summed + 1} items)`)).toBeVisible();
    await saveScreenshot(page, testInfo, 'cart-sync-dropdown-merged', { fullPage: false });
    await panel.getByRole('button', { name: `Increase quantity of ${b.name}` }).click();
    await expect(panel.getByRole('group', { name: `Quantity of ${b.name}` })).toContainText('2');
  }
  // The cart syncs after a short debounce: the server holds the change before the reload.
  await expect
    .poll(async () => quantities(await serverCart(request, session)))
    .toEqual({ [a._id]: summed, [b._id]: 2 });
  await page.reload();
  await expect(cartButton(page, 2)).toBeVisible();
  await expect
    .poll(async () => quantities(await serverCart(request, session)))
    .toEqual({ [a._id]: summed, [b._id]: 2 });
  if (!mobile) {
    await cartButton(page, 2).click();
    const panel = page.getByRole('dialog', { name: 'Shopping cart' });
    await expect(panel.getByRole('group', { name: `Quantity of ${b.name}` })).toContainText('2');
    await page.keyboard.press('Escape');
  }
  // Signed in, nothing goes back to the guest keys.
  expect(await guestCopies(page)).toEqual({ cart: [], wishlist: [] });

  // Log Out empties the header cart and wishlist; the account keeps its cart.
  if (mobile) {
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log Out' }).click();
  } else {
    await page.getByRole('button', { name: /Account menu$/ }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Log Out' }).click();
  }
  await expect(cartButton(page, 0)).toBeVisible();
  await expect(wishlistButton(page, 0)).toBeVisible();
  expect(await guestCopies(page)).toEqual({ cart: [], wishlist: [] });
  expect(await quantities(await serverCart(request, session))).toEqual({ [a._id]: summed, [b._id]: 2 });
});
