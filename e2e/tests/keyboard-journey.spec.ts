// Keyboard only (issue 28 item 6, docs/behaviour/shell.md#accessibility): from the search box to a placed order
// without the mouse, the first result fewer than 10 Tabs from the results' arrival; the skip link as the first tab
// stop; the category bar crossed one Tab per category, its mega menus opened by Enter, Space or ArrowDown and closed
// by Escape onto their trigger; the Filters & Sorting modal and the phone's filter sheet giving focus back to their
// button; and at 200 % zoom the cart's and checkout's sticky bars covering less than a quarter of the height.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createShopper, useSession } from './support/accounts.ts';
import { addToServerCart } from './support/catalog.ts';
import { addAddress, codProducts } from './support/orders.ts';
import { onlyOn } from './support/viewports.ts';

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));
}

/** Presses Tab until `target` (or something inside it) has focus; answers how many Tabs that took. */
async function tabTo(page: Page, target: Locator, limit: number): Promise<number> {
  for (let tabs = 0; tabs <= limit; tabs += 1) {
    if (await isFocused(target)) return tabs;
    await page.keyboard.press('Tab');
  }
  // Where focus ended says why (a dialog holding it, focus thrown back to the page's start by a re-render).
  throw new Error(`${limit} Tabs never reached ${target.toString()}; focus ended on ${await focused(page)}`);
}

/** A short description of the focused element, for failure messages. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"` : 'nothing';
  });
}

onlyOn('desktop', 'phones search on their own page (/m/search) and have no category bar', () => {
  test('from the search box to a placed order with the keyboard alone', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const session = await createShopper(request, testInfo, 'keyboard-journey');
    await addAddress(request, session);
    const [product] = await codProducts(request, 1);
    await useSession(page, session);
    await page.goto('/');
    const box = page
      .getByRole('banner')
      .getByRole('combobox', { name: 'Search for products, brands, categories...' })
      .first();
    // The app has drawn (before, the first paint is a static brand bar with nothing to focus).
    await expect(box).toBeVisible();

    // The skip link is the first tab stop.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();

    // Into the search box, the product's name, Enter.
    await tabTo(page, box, 10);
    await page.keyboard.type(product!.name);
    await page.keyboard.press('Enter');

    // The results arrive: focus is on their heading; the first result is fewer than 10 Tabs away.
    const first = page.locator('main article').first();
    await expect(first).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Loading products...')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.locator('main h1')).toBeFocused();
    const tabs = await tabTo(page, first, 9);
    expect(tabs, 'Tabs from the results heading to the first result').toBeLessThan(10);
    testInfo.annotations.push({ type: 'tabs to the first result', description: String(tabs) });
    await expect(first).toContainText(product!.name);
    // The card's first stop may be its wishlist heart; its title link opens the product.
    await tabTo(page, first.getByRole('link', { name: product!.name }).first(), 5);
    await page.keyboard.press('Enter');

    // The product page: Buy Now puts it in the cart and opens the cart.
    await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible({
      timeout: 20_000,
    });
    await tabTo(page, page.getByRole('button', { name: 'Buy Now' }).first(), 40);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart-line')).toHaveCount(1, { timeout: 20_000 });
    await tabTo(page, page.getByRole('button', { name: 'Proceed to Checkout' }).first(), 40);
    await page.keyboard.press('Enter');

    // Checkout: the saved address is chosen; Continue, Continue, Place Order, and Pay in the gateway's dialog.
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('address-card').getByRole('radio')).toBeChecked({ timeout: 20_000 });
    for (const action of ['Continue', 'Continue', 'Place Order']) {
      await tabTo(page, page.getByRole('button', { name: action, exact: true }), 40);
      await page.keyboard.press('Enter');
    }
    const gateway = page.getByRole('dialog', { name: 'Haat Secure Payment' });
    await expect(gateway).toBeVisible({ timeout: 20_000 });
    await tabTo(page, gateway.getByRole('button', { name: /^Pay ₹/ }), 30);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/order-success$/, { timeout: 20_000 });
  });

  test('the category bar: one Tab per category; Enter, Space and ArrowDown open a mega menu, Escape closes it onto its trigger', async ({
    page,
  }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Shop by category' });
    await expect(bar.getByRole('button', { name: 'Mobiles' })).toBeVisible();
    const entries = bar.locator('a[href], button');
    const count = await entries.count();
    expect(count).toBeGreaterThan(10);
    test.info().annotations.push({ type: 'tab stops in the category bar', description: String(count) });
    const featured = bar.getByRole('region', { name: 'Featured' });

    // Tab walks the bar entry by entry; no panel opens on the way.
    await tabTo(page, entries.first(), 30);
    for (let i = 1; i < count; i += 1) {
      await page.keyboard.press('Tab');
      await expect(entries.nth(i), `Tab ${i} in the bar: ${await focused(page)}`).toBeFocused();
      await expect(featured).toHaveCount(0);
    }
    // One more Tab leaves the bar for the page.
    await page.keyboard.press('Tab');
    expect(await bar.evaluate((nav) => nav.contains(document.activeElement))).toBe(false);

    const trigger = bar.getByRole('button', { name: 'Mobiles' });
    for (const key of ['Enter', ' ']) {
      await trigger.focus();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press(key);
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(featured).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(trigger).toBeFocused();
    }

    // ArrowDown opens the panel and moves into it; Escape from inside closes it and focus returns to the trigger.
    await page.keyboard.press('ArrowDown');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('nav [data-state="open"]') !== null))
      .toBe(true);
    await expect(trigger).not.toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
  });

  test('Filters & Sorting gives focus back to its button on Escape, Close and Apply', async ({ page }) => {
    await page.goto('/category/electronics');
    await expect(page.locator('main article').first()).toBeVisible({ timeout: 20_000 });
    const open = page.getByRole('button', { name: /^Filters/ }).first();
    const dialog = page.getByRole('dialog', { name: 'Filters & Sorting' });
    for (const close of ['Escape', 'Close', 'Apply'] as const) {
      await open.focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      if (close === 'Escape') await page.keyboard.press('Escape');
      else {
        await tabTo(page, dialog.getByRole('button', { name: close, exact: true }), 80);
        await page.keyboard.press('Enter');
      }
      await expect(dialog).toBeHidden();
      await expect(open, `focus after ${close}: ${await focused(page)}`).toBeFocused();
    }
  });
});

onlyOn('mobile', 'the filter sheet is the phone listing’s', () => {
  test('the phone listing’s filter sheet gives focus back to its button', async ({ page }) => {
    await page.goto('/search?q=phone');
    await expect(page.locator('main article').first()).toBeVisible({ timeout: 20_000 });
    const open = page.getByRole('button', { name: 'Filters', exact: true });
    await open.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(open).toBeFocused();
  });
});

test('the skip link: "Skip to results" on a listing lands before the first result, "Skip to main content" elsewhere', async ({
  page,
}) => {
  await page.goto('/search?q=phone');
  await expect(page.locator('main article').first()).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Tab');
  const toResults = page.getByRole('link', { name: 'Skip to results' });
  await expect(toResults).toBeFocused();
  await expect(toResults).toBeInViewport();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  expect(
    await page
      .locator('main article')
      .first()
      .evaluate((card) => card.contains(document.activeElement)),
    `after the skip link, Tab reached ${await focused(page)}`,
  ).toBe(true);

  await page.goto('/cart');
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Tab');
  const toMain = page.getByRole('link', { name: 'Skip to main content' });
  await expect(toMain).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await expect(page).toHaveURL(/\/cart$/);
});

onlyOn('desktop', 'a zoomed laptop screen: one width is enough', () => {
  test('at 200 % zoom (683×384) the cart’s and checkout’s sticky bars cover less than a quarter of the height', async ({
    page,
    request,
  }, testInfo) => {
    const session = await createShopper(request, testInfo, 'zoom');
    const [product] = await codProducts(request, 1);
    await addToServerCart(request, session, product!._id, 1);
    await addAddress(request, session);
    await useSession(page, session);
    await page.setViewportSize({ width: 683, height: 384 });

    for (const [path, bar] of [
      ['/cart', 'checkout-bar'],
      ['/checkout', 'checkout-mobile-bar'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId(bar)).toBeVisible({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      // Scrolled into the page, where a sticky header would stay.
      await page.mouse.wheel(0, 300);
      await page.waitForTimeout(300);
      const covered = await page.evaluate(() => {
        let rows = 0;
        // Each pixel row of the viewport covered by a full-width fixed or sticky element, counted once.
        const covering = Array.from(document.querySelectorAll<HTMLElement>('body *')).filter((el) => {
          const style = getComputedStyle(el);
          const r = el.getBoundingClientRect();
          return (
            (style.position === 'fixed' || style.position === 'sticky') &&
            r.width >= innerWidth / 2 &&
            r.height > 0 &&
            r.bottom > 0 &&
            r.top < innerHeight
          );
        });
        for (let y = 0; y < innerHeight; y += 1) {
          if (
            covering.some((el) => {
              const r = el.getBoundingClientRect();
              return r.top <= y && y < r.bottom;
            })
          )
            rows += 1;
        }
        return rows;
      });
      expect(covered, `${path}: ${covered} of 384 px covered`).toBeLessThan(384 / 4);
    }
  });
});
