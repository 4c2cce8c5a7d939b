// /notification and /toast-demo end to end against the real API (docs/behaviour/account.md#notifications,
// docs/behaviour/static-pages.md#demo-pages, issue 9 items 7 and 8): a shopper whose cash order went from placed to
// delivered sees a notice per step and the two promotions; marks one read, deletes one, marks all read, and a reload
// keeps it all. Every demo button shows its toast, at most three show at once, and a quick action's button does what
// it says.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { saveScreenshot } from './screenshot.ts';
import { createShopper, useSession } from './support/accounts.ts';
import { deliverOrder, placeCodOrder } from './support/orders.ts';
import { sameAtEveryWidth, sameAtEveryWidthButScreenshots } from './support/viewports.ts';

const ORDER_TITLES = ['Order placed', 'Order shipped', 'Out for delivery', 'Order delivered'];
const PROMOTION_TITLES = ["Today's deals are live", 'Free delivery on orders above ₹500'];

/** The number on a tab: 'Unread 5' → 5. */
async function tabCount(page: Page, name: string): Promise<number> {
  const text = await page.getByRole('tab', { name: new RegExp(`^${name}`) }).innerText();
  return Number(/(\d+)\s*$/.exec(text)?.[1] ?? NaN);
}

const notices = (page: Page) => page.getByRole('tabpanel').getByRole('article');
const notice = (page: Page, title: string) =>
  page
    .getByRole('tabpanel')
    .getByRole('article', { name: new RegExp(`(^|: )${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });

sameAtEveryWidth(() => {
  test('a guest opening /notification is sent to sign in, remembering where they were going', async ({
    page,
  }) => {
    await page.goto('/notification');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => (history.state as { usr?: { from?: string } } | null)?.usr?.from)).toBe(
      '/notification',
    );
  });
});

sameAtEveryWidthButScreenshots(() => {
  test('a shopper sees a notice per order step and the two promotions; read, delete and mark all stay after a reload', async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    const session = await createShopper(request, testInfo, 'notify');
    const order = await deliverOrder(request, session, (await placeCodOrder(request, session))._id);
    await useSession(page, session);
    await page.goto('/notification');

    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page).toHaveTitle('Notifications | Haat');
    for (const title of [...ORDER_TITLES, ...PROMOTION_TITLES])
      await expect(notice(page, title)).toBeVisible();
    await expect(notices(page)).toHaveCount(6);
    await expect(notice(page, 'Order placed')).toContainText(`Your order #${order.orderNumber}`);
    await expect(notice(page, 'Order placed')).toContainText('Pay in cash when it is delivered.');
    await expect(notice(page, 'Order shipped')).toContainText('with Delhivery');
    await expect(notice(page, 'Order delivered').getByRole('link', { name: 'View Order' })).toHaveAttribute(
      'href',
      `/orders/${order._id}`,
    );
    await expect(notice(page, 'Order delivered').locator('time')).toHaveText(/^(Just now|\d+ minutes? ago)$/);
    await expect(page.getByRole('link', { name: 'My Orders' }).first()).toHaveAttribute(
      'href',
      '/recent-purchase',
    );

    // Fresh order notices are unread; the deals notice dates from midnight in India, so it is too. The weekly
    // free-delivery notice is unread on a Monday only (older than 24 hours counts as read).
    const unreadAtStart = await page.getByRole('article', { name: /^Unread: / }).count();
    expect(unreadAtStart).toBeGreaterThanOrEqual(5);
    expect(await tabCount(page, 'All')).toBe(6);
    expect(await tabCount(page, 'Unread')).toBe(unreadAtStart);
    expect(await tabCount(page, 'Orders')).toBe(4);
    expect(await tabCount(page, 'Promotions')).toBe(2);
    expect(await tabCount(page, 'System')).toBe(0);
    await expect(page.getByText(`${unreadAtStart} unread notifications`)).toBeVisible();
    await saveScreenshot(page, testInfo, 'notifications-all');

    // The Orders tab holds the order notices only.
    await page.getByRole('tab', { name: /^Orders/ }).click();
    await expect(notices(page)).toHaveCount(4);
    await page.getByRole('tab', { name: /^All/ }).click();

    await notice(page, 'Order delivered')
      .getByRole('button', { name: /^Mark as read/ })
      .click();
    await expect(page.getByRole('article', { name: 'Order delivered', exact: true })).toBeVisible();
    expect(await tabCount(page, 'Unread')).toBe(unreadAtStart - 1);

    await notice(page, 'Order placed')
      .getByRole('button', { name: /^Delete/ })
      .click();
    await expect(notice(page, 'Order placed')).toHaveCount(0);
    await expect(notices(page)).toHaveCount(5);
    // Focus moved on to a neighbouring notice, not to the top of the page.
    await expect(page.locator(':focus')).toHaveAttribute('id', /^notification-/);
    expect(await tabCount(page, 'All')).toBe(5);

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    expect(await tabCount(page, 'Unread')).toBe(0);
    await expect(page.getByText('No unread notifications')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await page.getByRole('tab', { name: /^Unread/ }).click();
    await expect(page.getByRole('heading', { name: "You're all caught up" })).toBeVisible();
    await saveScreenshot(page, testInfo, 'notifications-empty');

    await page.reload();
    await expect(notices(page)).toHaveCount(5);
    expect(await tabCount(page, 'Unread')).toBe(0);
    await expect(notice(page, 'Order placed')).toHaveCount(0);
  });
});

sameAtEveryWidth(() => {
  test('the notices load with a skeleton and offer Try Again when the orders cannot load', async ({
    page,
    request,
  }, testInfo) => {
    const session = await createShopper(request, testInfo, 'notify-error');
    await useSession(page, session);
    let fail = true;
    await page.route(
      (url) => url.pathname === '/api/users/orders',
      async (route) => {
        if (fail)
          await route.fulfill({ status: 503, json: { success: false, error: 'Service unavailable' } });
        else await route.fallback();
      },
    );
    await page.goto('/notification');
    // The client retries a server fault twice before giving up; the skeleton shows meanwhile.
    await expect(page.getByRole('status', { name: 'Loading notifications' }).first()).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('We could not load your notifications.');
    fail = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(notices(page)).toHaveCount(2);
    for (const title of PROMOTION_TITLES) await expect(notice(page, title)).toBeVisible();
    await page.getByRole('tab', { name: /^Orders/ }).click();
    await expect(page.getByRole('heading', { name: 'No order updates' })).toBeVisible();
  });
});

// Every button of /toast-demo and the toast it shows, group by group.
const DEMO: Record<string, [button: string, toast: string][]> = {
  'Toast types': [
    ['Success', 'Changes saved'],
    ['Error', 'Something went wrong'],
    ['Info', 'Orders placed after 6 PM are processed the next business day.'],
    ['Warning', 'Only 3 left in stock; your cart now holds 3.'],
    ['Default', 'Prices include 18% GST'],
    ['Loading, then success', 'Saving your changes...'],
    ['Loading, then error', 'Placing your order...'],
  ],
  Cart: [
    ['Added to cart', 'Added to cart'],
    ['Quantity updated', 'Quantity updated'],
    ['Item removed', 'Item removed from cart'],
    ['Cart cleared', 'Cart cleared'],
    ['Out of stock', 'This product is out of stock'],
    ['Update failed', 'Failed to update quantity'],
  ],
  Wishlist: [
    ['Added to wishlist', 'Added to wishlist'],
    ['Removed from wishlist', 'Removed from wishlist'],
    ['Already saved', 'Product already in wishlist'],
    ['Wishlist cleared', 'Wishlist cleared'],
    ['Remove failed', 'Failed to remove item from wishlist'],
  ],
  Account: [
    ['Welcome back', 'Welcome back, User!'],
    ['Account created', 'Account created successfully!'],
    ['OTP sent', 'OTP sent to your email'],
    ['Logged out', 'Logged out successfully'],
    ['Invalid credentials', 'Invalid credentials'],
  ],
  Orders: [
    ['Order placed', 'Order placed successfully!'],
    ['Order cancelled', 'Order cancelled'],
    ['Return requested', 'Return request submitted successfully!'],
    ['Payment failed', 'Payment verification failed'],
    ['Invoice failed', 'Failed to download invoice'],
  ],
  Errors: [
    ['Something went wrong', 'Something went wrong'],
    ['Network error', 'Network error. Please try again'],
    ['Unauthorized', 'Please log in to continue'],
    ['Invalid input', 'Please check your input'],
    ['Session expired', 'Session expired. Please login again'],
    ['Authentication failed', 'Authentication failed'],
  ],
  'Quick actions': [
    ['View cart', 'Added to cart'],
    ['View wishlist', 'Added to wishlist'],
    ['View orders', 'Order placed successfully!'],
    ['Copy link', 'Share this page with a friend'],
  ],
};

/** Toasts sit at the bottom centre: a button is brought to the middle of the screen first, so none covers it. */
async function clickClearOfToasts(button: Locator): Promise<void> {
  await button.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await button.click();
}

const frontToast = (page: Page): Locator => page.locator('[data-sonner-toast][data-front="true"]');

sameAtEveryWidthButScreenshots(() => {
  test('/toast-demo shows a toast per button, at most three at once, bottom centre', async ({
    page,
  }, testInfo) => {
    test.slow();
    await page.goto('/toast-demo');
    await expect(page.getByRole('heading', { level: 1, name: 'Toast Demo' })).toBeVisible();
    await expect(page).toHaveTitle('Toast Demo | Haat');
    await saveScreenshot(page, testInfo, 'toast-demo');

    for (const [group, buttons] of Object.entries(DEMO)) {
      const section = page.getByRole('region', { name: group });
      for (const [button, text] of buttons) {
        await clickClearOfToasts(section.getByRole('button', { name: button, exact: true }));
        await expect(frontToast(page), `${group} › ${button}`).toContainText(text);
      }
    }

    // A promise toast turns from loading into its result.
    await clickClearOfToasts(
      page
        .getByRole('region', { name: 'Toast types' })
        .getByRole('button', { name: 'Loading, then success' }),
    );
    await expect(
      page.locator('[data-sonner-toast][data-type="success"]', { hasText: 'Changes saved' }).first(),
    ).toBeVisible();

    // Five at once: three show, the others wait hidden behind them (docs/behaviour/shell.md#toasts).
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await clickClearOfToasts(page.getByRole('button', { name: 'Show 5 toasts at once' }));
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(5);
    await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(3);
    await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-y-position', 'bottom');
    await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-x-position', 'center');
    await saveScreenshot(page, testInfo, 'toast-demo-three', { fullPage: false });
    // A click on a toast does not close it; they close by themselves after 2 seconds.
    await frontToast(page).click();
    await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(3);
    // Pointer over the toasts holds them open (sonner pauses while hovered); moving away lets them go.
    await page.mouse.move(5, 5);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });

    // A quick action's button does the real thing.
    await clickClearOfToasts(
      page.getByRole('region', { name: 'Quick actions' }).getByRole('button', { name: 'View cart' }),
    );
    await frontToast(page).getByRole('button', { name: 'View Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
  });
});
