// Orders end to end against the real API: a cash-on-delivery order placed through the API shows on
// /recent-purchase (All and Processing), its tracking page moves from 20% to delivered as the seller portal
// dispatches and delivers it, the invoice downloads as a PDF, and a guest finds it on /track-order.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createShopper, useSession } from './support/accounts.ts';
import { getOrder, moveSubOrder, placeCodOrder, sellerKey } from './support/orders.ts';
import { saveScreenshot } from './screenshot.ts';
import { sameAtEveryWidth } from './support/viewports.ts';

sameAtEveryWidth(() => {
  test('a guest sees the login-required state on /recent-purchase and is sent to sign in from an order page', async ({
    page,
  }) => {
    await page.goto('/recent-purchase');
    await expect(page.getByText('Please log in to view your orders')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/login',
    );

    await page.goto('/orders/00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('an order moves from placed to delivered on /recent-purchase and /orders/{id}', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const session = await createShopper(request, testInfo, 'orders');
  const order = await placeCodOrder(request, session);
  expect(order.subOrders.length).toBeGreaterThan(0);
  await useSession(page, session);

  // The list: the order under All and Processing, not under Shipped.
  await page.goto('/recent-purchase');
  const card = page.getByRole('article', { name: `Order ${order.orderNumber}` });
  await expect(card).toBeVisible();
  await expect(card.getByText('Order Confirmed')).toBeVisible();
  await expect(card.getByText(order.items[0]!.name)).toBeVisible();
  await expect(card.getByRole('link', { name: 'Return' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Cancel Order' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'orders-list');
  await page.getByRole('tab', { name: /Processing/ }).click();
  await expect(card).toBeVisible();
  await page.getByRole('tab', { name: /Shipped/ }).click();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByText('No orders are on the way right now.')).toBeVisible();

  // The tracking page of the new order: confirmed is 20%.
  await page.getByRole('tab', { name: /All/ }).click();
  await card.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` })).toBeVisible();
  const bar = page.getByRole('progressbar', { name: 'Order progress' });
  await expect(bar).toHaveAttribute('aria-valuenow', '20');
  await expect(page.getByRole('link', { name: 'Request Return' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute(
    'href',
    '/recent-purchase',
  );
  await saveScreenshot(page, testInfo, 'order-tracking');

  // Each seller dispatches with a courier and tracking number, then delivers.
  for (const subOrder of order.subOrders) {
    const key = await sellerKey(request, subOrder.sellerId);
    await moveSubOrder(request, key, subOrder._id, {
      status: 'dispatched',
      trackingNumber: `AWB${Date.now()}`,
      carrier: 'Delhivery',
      location: 'Bengaluru Hub',
    });
    await moveSubOrder(request, key, subOrder._id, {
      status: 'delivered',
      recipientName: 'Priya Nair',
      location: 'Bengaluru',
    });
  }
  expect((await getOrder(request, session, order._id)).status).toBe('Order Delivered');

  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  const events = page.getByTestId('tracking-event');
  await expect(events.first()).toContainText('Order Delivered');
  await expect(page.getByTestId('tracking-event').filter({ hasText: 'Order Dispatched' })).toHaveCount(
    order.subOrders.length,
  );
  await expect(page.getByTestId('tracking-number').first()).toBeVisible();
  await expect(page.getByText('Delhivery').first()).toBeVisible();
  await expect(page.getByTestId('delivery-info')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request Return' })).toHaveAttribute(
    'href',
    `/return-request/${order._id}`,
  );
  await saveScreenshot(page, testInfo, 'order-tracking-delivered');

  // Delivered: the Delivered tab holds it, with review and return actions.
  await page.getByRole('link', { name: 'Back to My Orders' }).click();
  await page.getByRole('tab', { name: /Delivered/ }).click();
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: 'Return' })).toHaveAttribute(
    'href',
    `/return-request/${order._id}`,
  );
  await expect(card.getByRole('link', { name: 'Write a Review' }).first()).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
});

sameAtEveryWidth(() => {
  test('the invoice downloads as a PDF, and cancelling before dispatch hides the progress', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const session = await createShopper(request, testInfo, 'invoice');
    const order = await placeCodOrder(request, session);
    await useSession(page, session);
    await page.goto(`/orders/${order._id}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Invoice' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`invoice-${order.orderNumber}.pdf`);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await page.getByRole('button', { name: 'Cancel Order' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByLabel('Reason (optional)').fill('Ordered by mistake');
    await dialog.getByRole('button', { name: 'Cancel Order' }).click();
    await expect(page.getByText('Order cancelled')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByText('This order is cancelled.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  });
});

sameAtEveryWidth(() => {
  test('a guest finds an order on /track-order by its number and e-mail', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const session = await createShopper(request, testInfo, 'guest-track');
    const order = await placeCodOrder(request, session);

    await page.goto('/track-order');
    await page.getByLabel('Order number').fill(order.orderNumber.toLowerCase());
    await page.getByLabel('Email or phone number').fill(session.user.email!.toUpperCase());
    await page.getByRole('button', { name: 'Track Order' }).click();
    const result = page.getByTestId('guest-tracking-result');
    await expect(result.getByRole('heading', { name: `Order ${order.orderNumber}` })).toBeVisible();
    await expect(result.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
    await expect(result.getByText('Order Confirmed').first()).toBeVisible();
    await saveScreenshot(page, testInfo, 'track-order-found');
  });
});
