// UPI as phones pay today (docs/behaviour/checkout.md#upi), on the offline gateway: at 390×844 the app chooser →
// the test UPI app → paid → order; at 1366×768 the QR code → the test UPI app → paid → order; and a payment window
// that runs out → Try again → one order.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { saveScreenshot } from './screenshot.ts';
import { bearer, type Session } from './support/accounts.ts';
import { serverCart } from './support/catalog.ts';
import { checkoutReadyShopper, getOrder } from './support/orders.ts';
import { onlyOn } from './support/viewports.ts';

const primary = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** From /checkout to the UPI screen: the saved address, UPI, Review, Place Order. Answers the total shown. */
async function openUpi(page: Page): Promise<string> {
  await page.goto('/checkout');
  await expect(page.getByTestId('address-card').getByRole('radio')).toBeChecked();
  await expect(page.getByTestId('shipping-row').first()).toBeVisible();
  await primary(page, 'Continue').click();
  await page.getByTestId('step-payment').getByRole('radio', { name: /UPI/ }).check();
  await primary(page, 'Continue').click();
  const total = (await page.getByTestId('checkout-total').textContent())!.trim();
  await primary(page, 'Place Order').click();
  const dialog = page.getByRole('dialog', { name: /Pay by UPI/ });
  await expect(dialog.getByTestId('gateway-amount')).toHaveText(total);
  await expect(dialog.getByText('Test mode — no real money moves')).toBeVisible();
  return total;
}

/** The tester approves in the test UPI app, as the shopper would in PhonePe. */
async function approveInTestApp(app: Page, total: string, testInfo: Parameters<typeof saveScreenshot>[1]) {
  await expect(app.getByTestId('test-upi-amount')).toHaveText(total);
  await expect(app.getByText('haat.test@upisim')).toBeVisible();
  await saveScreenshot(app, testInfo, 'upi-test-app');
  await app.getByRole('button', { name: `Approve and pay ${total}` }).click();
  await expect(app.getByTestId('test-upi-result')).toContainText('Payment successful');
}

async function expectOneUpiOrder(
  page: Page,
  request: Parameters<typeof getOrder>[0],
  session: Session,
  total: string,
) {
  await expect(page).toHaveURL(/\/order-success$/, { timeout: 15_000 });
  await expect(page.getByTestId('order-success').getByTestId('order-amount')).toHaveText(total);
  await expect.poll(async () => (await serverCart(request, session)).length).toBe(0);
  const orderId = await page.evaluate(() => (history.state as { usr?: { orderId?: string } }).usr?.orderId);
  const order = await getOrder(request, session, orderId!);
  expect(order.subOrders.length).toBeGreaterThanOrEqual(1);
  const res = await request.get('/api/users/orders', { headers: bearer(session) });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { orders: unknown[] };
  expect(body.orders).toHaveLength(1);
}

const popupOf = (context: BrowserContext) => context.waitForEvent('page');

onlyOn('mobile', 'the app chooser is what a phone gets', () => {
  test('390×844: the UPI apps to open → the test UPI app → paid → the order', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const { session } = await checkoutReadyShopper(page, request, testInfo, 'upi-intent');
    const total = await openUpi(page);
    const dialog = page.getByRole('dialog', { name: /Pay by UPI/ });
    const apps = dialog.getByTestId('upi-apps');
    await expect(apps.getByRole('link')).toHaveText([
      /Any UPI app/,
      /Google Pay/,
      /PhonePe/,
      /Paytm/,
      /BHIM/,
    ]);
    await expect(dialog.getByTestId('upi-countdown')).toContainText(/Time left to pay: [45]:\d\d/);
    await saveScreenshot(page, testInfo, 'upi-app-chooser', { fullPage: false });

    const opened = popupOf(page.context());
    await apps.getByRole('link', { name: 'PhonePe' }).click();
    const app = await opened;
    await expect(app).toHaveURL(
      /\/test-upi\/order_\w+\?app=phonepe&pa=haat\.test%40upisim&pn=.+&am=\d+\.\d\d&cu=INR&tr=order_/,
    );
    await expect(dialog.getByTestId('upi-waiting')).toContainText('Complete the payment in PhonePe');
    await saveScreenshot(page, testInfo, 'upi-waiting', { fullPage: false });
    await approveInTestApp(app, total, testInfo);
    await app.close();

    await expectOneUpiOrder(page, request, session, total);
    await saveScreenshot(page, testInfo, 'upi-order-success');
  });
});

onlyOn('desktop', 'the QR code is what a desktop gets', () => {
  test('1366×768: the QR code → the test UPI app → paid → the order', async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const { session } = await checkoutReadyShopper(page, request, testInfo, 'upi-qr');
    const total = await openUpi(page);
    const dialog = page.getByRole('dialog', { name: /Pay by UPI/ });
    const qr = dialog.getByRole('img', { name: /UPI QR code to pay/ });
    await expect(qr).toBeVisible();
    await expect(dialog.getByTestId('upi-apps')).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'upi-qr', { fullPage: false });

    // What a phone scanning the code would open.
    const scanned = (await qr.getAttribute('data-qr-text'))!;
    expect(scanned).toMatch(/\/test-upi\/order_\w+\?app=qr&pa=haat\.test%40upisim&.*&cu=INR&tr=order_/);
    const phone = await page.context().newPage();
    await phone.goto(scanned);
    await approveInTestApp(phone, total, testInfo);
    await phone.close();

    await expectOneUpiOrder(page, request, session, total);
  });

  test('1366×768: the payment window runs out → Try again → a new QR → paid → one order', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const { session } = await checkoutReadyShopper(page, request, testInfo, 'upi-expiry');
    await page.clock.install();
    const total = await openUpi(page);
    const dialog = page.getByRole('dialog', { name: /Pay by UPI/ });
    const qr = dialog.getByTestId('upi-qr');
    const first = (await qr.getAttribute('data-qr-text'))!;

    await page.clock.fastForward('05:01');
    await expect(dialog.getByTestId('upi-expired')).toContainText('The payment time is over');
    await saveScreenshot(page, testInfo, 'upi-expired', { fullPage: false });
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await expect(qr).not.toHaveAttribute('data-qr-text', first);
    const second = (await qr.getAttribute('data-qr-text'))!;
    expect(new URL(second).pathname).not.toBe(new URL(first).pathname);

    const phone = await page.context().newPage();
    await phone.goto(second);
    await approveInTestApp(phone, total, testInfo);
    await phone.close();
    // The page's clock is held: let its polling timer run.
    await page.clock.runFor(3_000);

    await expectOneUpiOrder(page, request, session, total);
    // The payment order given up on was never paid (the server's own clock has not reached its end).
    const status = await request.get(`/api/payment/status/${new URL(first).pathname.split('/').pop()}`, {
      headers: bearer(session),
    });
    expect(await status.json()).toMatchObject({ state: 'pending', paymentId: null });
  });
});
