// /checkout and /order-success end to end against the real API
// (docs/behaviour/checkout.md#checkout-steps, #order-success, #messages, issue 7): the whole journey from a product
// page through the cart, a new address and cash on delivery to /order-success; the card path through the offline
// gateway's dialog; a simulated failure and a dismissed dialog that leave the shopper on Review with Place Order
// ready again; and the guards (guest, empty cart, no order state).
import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot } from './screenshot.ts';
import { formatInr } from '@haat/domain/money/money';
import { bearer, createShopper, useSession } from './support/accounts.ts';
import { addToServerCart, getProduct, serverCart } from './support/catalog.ts';
import { addAddress, checkoutReadyShopper, codProducts, getOrder } from './support/orders.ts';
import { sameAtEveryWidth, sameAtEveryWidthButScreenshots } from './support/viewports.ts';

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/** The step's primary action: the step footer on desktop, the sticky bottom bar on phones (one is visible). */
const primary = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: true });

/** From the address step: on to Payment, choose cash on delivery, on to Review. */
async function payByCashOnDeliveryToReview(page: Page) {
  await primary(page, 'Continue').click();
  await page
    .getByTestId('step-payment')
    .getByRole('radio', { name: /Cash on Delivery/ })
    .check();
  await primary(page, 'Continue').click();
}

test('the whole journey: product page, cart, a new address, cash on delivery, order success', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const session = await createShopper(request, testInfo, 'checkout-cod');
  const [product] = await codProducts(request, 1);
  await useSession(page, session);

  await page.goto(`/product/${product!._id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect.poll(async () => (await serverCart(request, session)).length).toBe(1);

  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page).toHaveTitle('Checkout | Haat');

  // No address yet: 'No addresses found' opens the form, and Continue asks for one.
  const form = page.getByTestId('address-form');
  await expect(page.getByText('No addresses found')).toBeVisible();
  await expect(form).toBeVisible();
  await primary(page, 'Continue').click();
  await expect(toast(page, 'Please select or add a shipping address')).toBeVisible();
  await form.getByLabel('Full Name').fill('Priya Nair');
  await form.getByRole('button', { name: 'Save Address' }).click();
  await expect(
    toast(page, 'Please fill the following required fields: Phone, Address Line 1, City, State, Postal Code'),
  ).toBeVisible();
  await saveScreenshot(page, testInfo, 'checkout-address-form');

  await form.getByLabel('Phone').fill('9876543210');
  await form.getByLabel('Address Line 1').fill('14, 2nd Cross, Indiranagar');
  await form.getByLabel('City').fill('Bengaluru');
  await form.getByLabel('State').fill('Karnataka');
  await form.getByLabel('Postal Code').fill('560038');
  await form.getByRole('button', { name: 'Save Address' }).click();
  await expect(toast(page, 'Address added successfully!')).toBeVisible();
  await expect(form).toBeHidden();
  const card = page.getByTestId('address-card').filter({ hasText: 'Priya Nair' });
  await expect(card.getByRole('radio')).toBeChecked();
  await expect(page.getByTestId('shipping-row')).toHaveCount(1);
  await expect(page.getByTestId('shipping-row')).toContainText(/Delivery by/);
  await expect(page.getByText('Free shipping on orders above ₹999')).toBeVisible();
  await saveScreenshot(page, testInfo, 'checkout-shipping');

  await primary(page, 'Continue').click();
  const payment = page.getByTestId('step-payment');
  await expect(payment.getByRole('radio', { name: /Credit\/Debit Card/ })).toBeChecked();
  await expect(payment.getByText('Recommended')).toBeVisible();
  await saveScreenshot(page, testInfo, 'checkout-payment');
  await payment.getByRole('radio', { name: /Cash on Delivery/ }).check();
  await primary(page, 'Continue').click();

  const review = page.getByTestId('step-review');
  await expect(review.getByTestId('review-line')).toContainText(product!.name);
  await expect(review.getByTestId('review-payment')).toContainText('Cash on Delivery');
  await review.getByLabel('Order notes (optional)').fill('Please call before delivery');
  await saveScreenshot(page, testInfo, 'checkout-review');
  // Back goes down one step, and Continue returns.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(payment.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
  await primary(page, 'Continue').click();

  await primary(page, 'Place Order').click();
  await expect(page).toHaveURL(/\/order-success$/);
  await expect(toast(page, 'Order placed successfully!')).toBeVisible();
  const success = page.getByTestId('order-success');
  await expect(success.getByRole('heading', { name: 'Order placed successfully!' })).toBeVisible();
  await expect(success.getByText('processed and shipped within 1-2 business days')).toBeVisible();
  const expected = new Date();
  expected.setDate(expected.getDate() + 5);
  await expect(success.getByTestId('expected-delivery')).toHaveText(
    new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' }).format(expected),
  );
  await expect(success.getByTestId('order-number')).not.toBeEmpty();
  await expect(success.getByRole('link', { name: 'View Orders' })).toHaveAttribute(
    'href',
    '/recent-purchase',
  );
  await expect(success.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  await saveScreenshot(page, testInfo, 'order-success');

  // The cart is empty on the server and on the page.
  await expect.poll(async () => (await serverCart(request, session)).length).toBe(0);
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});

test('card payment through the offline gateway ends on /order-success with the paid amount', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const { session } = await checkoutReadyShopper(page, request, testInfo, 'checkout-card', 2);

  await page.goto('/checkout');
  await expect(page.getByTestId('address-card').getByRole('radio')).toBeChecked();
  await expect(page.getByTestId('shipping-row').first()).toBeVisible();
  await primary(page, 'Continue').click();
  await primary(page, 'Continue').click();
  await expect(page.getByTestId('review-line')).toHaveCount(2);
  const total = (await page.getByTestId('checkout-total').textContent())!.trim();

  await primary(page, 'Place Order').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Test mode — no real money moves')).toBeVisible();
  await expect(dialog.getByTestId('gateway-amount')).toHaveText(total);
  await expect(dialog.getByLabel('Card Number')).toHaveValue('4111 1111 1111 1111');
  await saveScreenshot(page, testInfo, 'checkout-gateway', { fullPage: false });
  await dialog.getByRole('button', { name: `Pay ${total}` }).click();

  await expect(page).toHaveURL(/\/order-success$/);
  const success = page.getByTestId('order-success');
  await expect(success.getByText('Amount Paid')).toBeVisible();
  await expect(success.getByTestId('order-amount')).toHaveText(total);
  await expect(success.getByText('Your payment, by seller')).toBeVisible();
  await saveScreenshot(page, testInfo, 'order-success-card');
  await expect.poll(async () => (await serverCart(request, session)).length).toBe(0);
  const orderId = await page.evaluate(() => (history.state as { usr?: { orderId?: string } }).usr?.orderId);
  const order = await getOrder(request, session, orderId!);
  expect(order.subOrders.length).toBeGreaterThanOrEqual(1);
});

sameAtEveryWidthButScreenshots(() => {
  test('a failed or dismissed payment keeps the shopper on Review with Place Order ready again', async ({
    page,
    request,
  }, testInfo) => {
    const { session } = await checkoutReadyShopper(page, request, testInfo, 'checkout-fail');

    await page.goto('/checkout');
    await expect(page.getByTestId('address-card').getByRole('radio')).toBeChecked();
    await primary(page, 'Continue').click();
    await primary(page, 'Continue').click();

    // The card dialog (UPI has its own screen: upi.spec.ts).
    await primary(page, 'Place Order').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('tab', { name: 'Card' })).toHaveAttribute('aria-selected', 'true');
    await dialog.getByRole('button', { name: 'Simulate failure' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('place-order-error')).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(primary(page, 'Place Order')).toBeEnabled();
    await saveScreenshot(page, testInfo, 'checkout-payment-failed');

    // Dismissing the gateway only clears the processing state.
    await primary(page, 'Place Order').click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(primary(page, 'Place Order')).toBeEnabled();

    // With Razorpay keys the server names Razorpay's gateway; its checkout.js cannot be fetched here.
    await page.route('**/api/payment/create-order', (route) =>
      route.fulfill({
        json: {
          success: true,
          orderId: 'order_e2e',
          amount: 100,
          currency: 'INR',
          gateway: 'razorpay',
          keyId: 'rzp_test_e2e',
          splits: [],
        },
      }),
    );
    await page.route('https://checkout.razorpay.com/**', (route) => route.abort());
    await primary(page, 'Place Order').click();
    await expect(
      toast(page, 'Razorpay SDK failed to load. Please check your internet connection.'),
    ).toBeVisible();
    await expect(primary(page, 'Place Order')).toBeEnabled();
    expect((await serverCart(request, session)).length).toBe(1);
  });
});

sameAtEveryWidth(() => {
  test('a lost answer to Place Order is retried with the same Idempotency-Key and makes one order', async ({
    page,
    request,
  }, testInfo) => {
    const { session } = await checkoutReadyShopper(page, request, testInfo, 'checkout-retry');

    // The first POST reaches the server (the order is made) but its answer never arrives.
    const keys: string[] = [];
    let lose = true;
    await page.route('**/api/users/orders', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (!lose) return route.continue();
      lose = false;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.goto('/checkout');
    await expect(page.getByTestId('address-card').getByRole('radio')).toBeChecked();
    await payByCashOnDeliveryToReview(page);
    await primary(page, 'Place Order').click();
    await expect(page.getByTestId('place-order-error')).toContainText(
      'Failed to place order. Please try again.',
    );
    await primary(page, 'Place Order').click();
    await expect(page).toHaveURL(/\/order-success$/);

    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    const res = await request.get('/api/users/orders', { headers: bearer(session) });
    expect(((await res.json()) as { orders: unknown[] }).orders).toHaveLength(1);
  });
});

sameAtEveryWidthButScreenshots(() => {
  test('a coupon carried from the cart is checked again; the shipping fallback shows when the estimate fails', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(60_000);
    const session = await createShopper(request, testInfo, 'checkout-coupon');
    const res = await request.get('/api/users/coupons/available', { headers: bearer(session) });
    const { coupons } = (await res.json()) as {
      coupons: {
        code: string;
        discountType: string;
        minimumOrderAmount: number;
        applicableProducts: string[];
      }[];
    };
    let chosen: { code: string; productId: string; quantity: number } | undefined;
    for (const coupon of coupons.filter(
      (c) => c.discountType !== 'free_shipping' && c.applicableProducts.length,
    )) {
      for (const id of coupon.applicableProducts.slice(0, 5)) {
        const product = await getProduct(request, id);
        const quantity = Math.max(1, Math.ceil(coupon.minimumOrderAmount / product.sellingPrice));
        if (product.stock > quantity && quantity <= 5 && product.sellingPrice * quantity <= 40_000) {
          chosen = { code: coupon.code, productId: id, quantity };
          break;
        }
      }
      if (chosen) break;
    }
    expect(chosen, 'the seed offers a coupon on named products').toBeTruthy();
    await addToServerCart(request, session, chosen!.productId, chosen!.quantity);
    await addAddress(request, session);
    const check = await request.post('/api/users/validate-coupon', {
      headers: bearer(session),
      data: {
        couponCode: chosen!.code,
        cartItems: [{ productId: chosen!.productId, quantity: chosen!.quantity }],
      },
    });
    const discount = ((await check.json()) as { coupon: { discountAmount: number } }).coupon.discountAmount;
    await useSession(page, session);

    // An unknown code is dropped with the reason.
    await page.goto('/checkout?coupon=NOSUCHCODE1');
    await expect(page.getByText('Coupon NOSUCHCODE1 was removed: Invalid coupon code').first()).toBeVisible();
    await expect(page.getByTestId('checkout-coupon')).toBeHidden();

    await page.goto(`/checkout?coupon=${chosen!.code.toLowerCase()}`);
    await expect(page.getByTestId('checkout-coupon')).toHaveText(`−${formatInr(discount)}`);
    await expect(page.getByTestId('shipping-row')).toHaveCount(1);
    const total = (await page.getByTestId('checkout-total').textContent())!.trim();
    await payByCashOnDeliveryToReview(page);
    await saveScreenshot(page, testInfo, 'checkout-review-coupon');
    await primary(page, 'Place Order').click();
    await expect(page).toHaveURL(/\/order-success$/);
    await expect(page.getByTestId('order-amount')).toContainText(total);

    // The quote cannot be reached: the spec's message, no amount of the browser's own, and a way to try again
    // (docs/decisions/0022-one-quote.md).
    await addToServerCart(request, session, chosen!.productId, 1);
    await page.route('**/api/checkout/quote', (route) => route.abort());
    await page.goto('/checkout');
    await expect(page.getByTestId('delivery-estimate')).toContainText('Failed to calculate shipping cost');
    await expect(page.getByTestId('checkout-shipping')).toHaveText('—');
    await expect(page.getByTestId('price-summary').getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

sameAtEveryWidth(() => {
  test('guests log in first, an empty cart goes back to /cart, /order-success needs an order', async ({
    page,
    request,
  }, testInfo) => {
    await page.goto('/checkout?coupon=WELCOME100');
    await expect(toast(page, 'Please log in to proceed')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => (history.state as { usr?: { from?: string } } | null)?.usr?.from)).toBe(
      '/checkout?coupon=WELCOME100',
    );

    await page.goto('/order-success');
    await expect(page).toHaveURL(/\/$/);

    const session = await createShopper(request, testInfo, 'checkout-empty');
    await useSession(page, session);
    await page.goto('/checkout');
    await expect(toast(page, 'Your cart is empty')).toBeVisible();
    await expect(page).toHaveURL(/\/cart$/);
  });
});
