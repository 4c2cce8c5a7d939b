// Accessibility (issue 11): the shopping flow works from the keyboard alone with a visible focus ring: the header's
// menus, the language and location dialogs, add to cart and the checkout steps. The axe scans of the pages (home,
// category, product, login, cart, checkout, orders and an order, with more) are axe.spec.ts's, at both widths and in
// two languages with a wider rule set; the ones this file ran were a subset of them.
import { expect, test, type Page } from '@playwright/test';
import { createShopper, useSession } from './support/accounts.ts';
import { serverCart } from './support/catalog.ts';
import { codProducts, placeCodOrder } from './support/orders.ts';
import { sameAtEveryWidth } from './support/viewports.ts';

/** The focused element draws an outline or a ring a shopper can see (not `outline: none` with nothing else). */
async function expectVisibleFocus(page: Page): Promise<void> {
  const focus = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { ok: false, what: 'nothing focused' };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    return {
      ok: outline || ring,
      what: `${el.outerHTML.slice(0, 300)} ${style.outlineStyle} ${style.outlineWidth}`,
    };
  });
  expect(focus.ok, `no visible focus on ${focus.what}`).toBe(true);
}

/** Presses Tab until the element is focused (at most `limit` times), checking the ring on the way there. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) {
      await expectVisibleFocus(page);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

sameAtEveryWidth(() => {
  test('keyboard alone: header menus, language and location dialogs, add to cart and the checkout steps', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const session = await createShopper(request, testInfo, 'keyboard');
    const [product] = await codProducts(request, 1);
    await placeCodOrder(request, session); // leaves an address for checkout
    await useSession(page, session);

    await page.goto('/');
    const banner = page.getByRole('banner');

    // In the header's order: the location dialog, opened with Enter, focus inside, Escape closes it onto its button.
    const location = banner.getByRole('button', { name: /^Deliver to/ }).first();
    await tabTo(page, location);
    await page.keyboard.press('Enter');
    const locationDialog = page.getByRole('dialog');
    await expect(locationDialog).toBeVisible();
    await expect.poll(() => locationDialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await expectVisibleFocus(page);
    await page.keyboard.press('Escape');
    await expect(locationDialog).toBeHidden();
    await expect(location).toBeFocused();

    // The account menu opens with Enter, moves with the arrows and closes with Escape, focus back on its button.
    const account = banner.getByRole('button', { name: /Account menu/ });
    await tabTo(page, account);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expectVisibleFocus(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(account).toBeFocused();

    // A category of the bar opens its mega menu on Enter, not when the keyboard merely reaches it (issue 28);
    // Escape closes it.
    const categoryBar = page.getByRole('navigation', { name: 'Shop by category' });
    const category = categoryBar.getByRole('button').nth(1);
    await tabTo(page, category);
    await expect(category).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(categoryBar.getByRole('region', { name: 'Featured' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(category).toHaveAttribute('aria-expanded', 'false');

    // The language dialog from the footer: choose Hindi with the keyboard, then English again.
    const language = page.getByRole('contentinfo').getByRole('button', { name: /Language/ });
    await language.focus();
    await page.keyboard.press('Enter');
    const languages = page.getByRole('dialog', { name: 'Choose your language' });
    await expect(languages).toBeVisible();
    await expectVisibleFocus(page);
    await tabTo(page, languages.getByRole('button', { name: /हिन्दी/ }));
    await page.keyboard.press('Enter');
    // Choosing a language downloads its catalogue (about 70 KB) before the page switches.
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi', { timeout: 15_000 });
    await page.getByRole('contentinfo').getByRole('button', { name: /हिन्दी/ }).focus();
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('dialog').getByRole('button', { name: /^English/ }));
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // Add to cart: from the product's title, Tab reaches the button and Enter adds. (A click on the title only
    // sets where Tab starts, past the header's forty-odd controls.)
    await page.goto(`/product/${product!._id}`);
    await page.getByRole('heading', { level: 1 }).click();
    await tabTo(page, page.getByRole('button', { name: 'Add to Cart' }).first(), 40);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await serverCart(request, session)).length).toBe(1);

    // Checkout by keyboard: the saved address is chosen; Continue, Continue, Place Order, and Pay in the card
    // gateway's dialog.
    await page.goto('/checkout');
    await expect(page.getByTestId('address-card').getByRole('radio')).toBeChecked();
    await page.getByRole('heading', { name: 'Delivery Address' }).click();
    for (const action of ['Continue', 'Continue', 'Place Order']) {
      await tabTo(page, page.getByRole('button', { name: action, exact: true }), 40);
      await page.keyboard.press('Enter');
    }
    const gateway = page.getByRole('dialog', { name: 'Haat Secure Payment' });
    await expect(gateway).toBeVisible();
    await tabTo(page, gateway.getByRole('button', { name: /^Pay ₹/ }), 30);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/order-success$/);
  });
});
