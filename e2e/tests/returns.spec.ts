// Returns end to end against the real API (docs/behaviour/returns.md#return-request-page, issue 8): a delivered order
// → Request Return → 1 of 2 units with an accepted reason complies with the seller's policy → submitted →
// /recent-purchase, and the order page then lists the request as Requested; an unaccepted reason warns; an
// undelivered order is not available; a made-up id is not found; screenshots of the form, the refusal panel and the
// order's returns.
import { randomUUID } from 'node:crypto';
import { RETURN_REASONS } from '@haat/domain/returns/return-policy';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SHOPPER_PASSWORD, bearer, createShopper, useSession, type Session } from './support/accounts.ts';
import { listProducts, type ApiProduct } from './support/catalog.ts';
import { deliverOrder, placeCodOrder, sellerKey, type ApiOrder } from './support/orders.ts';
import { saveScreenshot } from './screenshot.ts';
import { swipe } from './support/swipe.ts';
import { sameAtEveryWidth, sameAtEveryWidthButScreenshots } from './support/viewports.ts';

interface SellerPolicy {
  returnShippingPaidBy: 'seller' | 'customer';
  restockingFeePercentage: number;
  acceptedReasons: string[];
  freeReturnReasons: string[];
}

/** A cash-on-delivery product whose seller's policy (GET /api/seller/return-policy) turns at least one reason down. */
async function productOfChoosySeller(
  request: APIRequestContext,
): Promise<{ product: ApiProduct; policy: SellerPolicy; refused: string }> {
  const products = (await listProducts(request, { limit: 100 })).filter(
    (p) => p.stock >= 3 && p.sellingPrice <= 2_000,
  );
  const seen = new Set<string>();
  for (const product of products) {
    if (seen.has(product.sellerId)) continue;
    seen.add(product.sellerId);
    const res = await request.get('/api/seller/return-policy', {
      headers: { authorization: `Bearer ${await sellerKey(request, product.sellerId)}` },
    });
    expect(res.status(), await res.text()).toBe(200);
    const { policy } = (await res.json()) as { policy: SellerPolicy };
    const refused = RETURN_REASONS.find((reason) => !policy.acceptedReasons.includes(reason));
    if (refused) return { product, policy, refused };
  }
  throw new Error('no seller of the first listing page turns a return reason down');
}

/** A delivered order of two units of one product from a seller who refuses some reason. */
async function deliveredOrderOfTwo(request: APIRequestContext, session: Session) {
  const choosy = await productOfChoosySeller(request);
  const order = await placeCodOrder(request, session, [choosy.product, choosy.product]);
  expect(order.items).toHaveLength(1);
  expect(order.items[0]!.quantity).toBe(2);
  await deliverOrder(request, session, order._id);
  return { ...choosy, order };
}

/** The reason to return with: one of the seller's faults, accepted by every seeded policy. */
const ACCEPTED = 'Defective/Damaged Product';

async function returnForm(page: Page, order: ApiOrder) {
  await page.goto(`/return-request/${order._id}`);
  await expect(page.getByRole('heading', { name: 'Request a Return' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Quantity to return' })).toBeVisible();
}

sameAtEveryWidth(() => {
  test('a delivered order: 1 of 2 units with an accepted reason is requested and shows on the order page', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const session = await createShopper(request, testInfo, 'returns');
    const { order, policy, refused } = await deliveredOrderOfTwo(request, session);
    await useSession(page, session);

    await page.goto(`/orders/${order._id}`);
    await page.getByRole('link', { name: 'Request Return' }).click();
    await expect(page).toHaveURL(new RegExp(`/return-request/${order._id}$`));
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByText(order.orderNumber)).toBeVisible();
    await expect(summary.getByText(order.items[0]!.name)).toBeVisible();

    const quantity = page.getByRole('combobox', { name: 'Quantity to return' });
    await expect(quantity.getByRole('option')).toHaveText(['0', '1', '2']);
    const submit = page.getByRole('button', { name: 'Submit Return Request' });
    await expect(submit).toBeDisabled();
    await quantity.selectOption('1');
    await expect(submit).toBeEnabled();

    // The reason is required.
    await submit.click();
    await expect(page.getByText('Please select a return reason')).toBeVisible();

    // A reason this seller turns down warns; one it accepts complies, with the policy's terms.
    const reason = page.getByLabel('Reason for Return');
    await reason.selectOption(refused);
    await expect(page.getByText(`Return reason "${refused}" is not accepted by this seller`)).toBeVisible();
    await reason.selectOption(ACCEPTED);
    await expect(page.getByText('Return request complies with seller policy')).toBeVisible();
    expect(policy.freeReturnReasons).toContain(ACCEPTED);
    await expect(page.getByText('Return shipping is paid by the seller')).toBeVisible();
    await expect(page.getByText(/Restocking fee/)).toHaveCount(0);

    // Back to 0 units: the policy check asks for items and Submit is off again.
    await quantity.selectOption('0');
    await expect(page.getByText('Please select items to return')).toBeVisible();
    await expect(submit).toBeDisabled();
    await quantity.selectOption('1');

    await page.getByLabel('Additional Details').fill('The lid arrived cracked.');

    // The connection drops: the spec's message, nothing typed is lost, and sending again reuses the key.
    const keys: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/returns/create')) keys.push(r.headers()['idempotency-key'] ?? '');
    });
    await page.route('**/api/returns/create', (route) => route.abort('internetdisconnected'));
    await submit.click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'An error occurred while submitting return request' })
        .first(),
    ).toBeVisible();
    await expect(page.getByLabel('Additional Details')).toHaveValue('The lid arrived cracked.');
    await expect(quantity).toHaveValue('1');
    await expect(reason).toHaveValue(ACCEPTED);
    await page.unroute('**/api/returns/create');
    await submit.click();
    await expect(page.getByText('Return request submitted successfully!')).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    await expect(page).toHaveURL(/\/recent-purchase$/);

    const listed = await request.get('/api/returns/user', {
      params: { orderId: order._id },
      headers: bearer(session),
    });
    expect(listed.status()).toBe(200);
    const { returnRequests } = (await listed.json()) as {
      returnRequests: { returnNumber: string; status: string; items: { quantity: number }[] }[];
    };
    expect(returnRequests).toHaveLength(1);
    expect(returnRequests[0]!.items[0]!.quantity).toBe(1);

    await page.goto(`/orders/${order._id}`);
    const returns = page.getByRole('region', { name: 'Returns' });
    const row = returns.getByRole('listitem', { name: `Return ${returnRequests[0]!.returnNumber}` });
    await expect(row).toBeVisible();
    await expect(row.getByText('Requested', { exact: true })).toBeVisible();
    await expect(row.getByText(order.items[0]!.name)).toBeVisible();

    // The unit left can still be asked for; the one requested cannot be asked for again.
    await returnForm(page, order);
    await expect(page.getByRole('combobox', { name: 'Quantity to return' }).getByRole('option')).toHaveText([
      '0',
      '1',
    ]);
  });

  test('an order not yet delivered is not available for return, and a made-up id is not found', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const session = await createShopper(request, testInfo, 'returns-na');
    const order = await placeCodOrder(request, session);
    await useSession(page, session);

    await page.goto(`/return-request/${order._id}`);
    const panel = page.getByRole('alert').filter({ hasText: 'Return Not Available' });
    await expect(panel).toBeVisible();
    await expect(panel.getByText('This order is not eligible for return:')).toBeVisible();
    await expect(panel.getByText('This order has not been delivered yet')).toBeVisible();
    await expect(panel.getByText('Order Confirmed')).toBeVisible();
    await panel.getByRole('link', { name: 'Close' }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${order._id}$`));

    await page.goto(`/return-request/${randomUUID()}`);
    await expect(page.getByRole('heading', { name: 'Order Not Found' })).toBeVisible();
    await expect(page.getByText('The order you are looking for does not exist.')).toBeVisible();
    await page.getByRole('link', { name: 'View All Orders' }).click();
    await expect(page).toHaveURL(/\/recent-purchase$/);
  });

  test('a guest is sent to sign in and comes back to the return form', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const session = await createShopper(request, testInfo, 'returns-guest');
    const order = await placeCodOrder(request, session);
    await page.goto(`/return-request/${order._id}`);
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email address').fill(session.user.email!);
    await page.getByLabel('Password', { exact: true }).fill(SHOPPER_PASSWORD);
    await swipe(page, testInfo, 'Swipe to Sign In');
    await expect(page).toHaveURL(new RegExp(`/return-request/${order._id}$`));
    await expect(page.getByText('Return Not Available')).toBeVisible();
  });
});

sameAtEveryWidthButScreenshots(() => {
  test('screenshots: the return form, the not-available panel, the order page with its returns and the orders list', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(150_000);
    const session = await createShopper(request, testInfo, 'returns-shots');
    const { order } = await deliveredOrderOfTwo(request, session);
    const undelivered = await placeCodOrder(request, session);
    await useSession(page, session);

    await returnForm(page, order);
    await page.getByRole('combobox', { name: 'Quantity to return' }).selectOption('1');
    await page.getByLabel('Reason for Return').selectOption(ACCEPTED);
    await expect(page.getByText('Return request complies with seller policy')).toBeVisible();
    await saveScreenshot(page, testInfo, 'return-form');

    await page.goto(`/return-request/${undelivered._id}`);
    await expect(page.getByText('Return Not Available')).toBeVisible();
    await saveScreenshot(page, testInfo, 'return-not-available');

    const created = await request.post('/api/returns/create', {
      headers: { ...bearer(session), 'idempotency-key': randomUUID() },
      data: {
        orderId: order._id,
        items: [{ orderItemId: await firstLineId(request, session, order._id), quantity: 1 }],
        returnReason: ACCEPTED,
        returnType: 'Refund',
        detailedReason: 'The lid arrived cracked.',
      },
    });
    expect(created.status(), await created.text()).toBeLessThan(300);
    await page.goto(`/orders/${order._id}`);
    const returns = page.getByRole('region', { name: 'Returns' });
    await expect(returns.getByText('Requested', { exact: true })).toBeVisible();
    await returns.scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, 'order-returns');

    // The delivered order's card on /recent-purchase, with its review and return actions.
    await page.goto('/recent-purchase');
    const card = page.getByRole('article', { name: `Order ${order.orderNumber}` });
    await expect(card.getByRole('link', { name: 'Request Return' })).toHaveAttribute(
      'href',
      `/return-request/${order._id}`,
    );
    await expect(card.getByRole('link', { name: 'Write a Review' })).toHaveAttribute(
      'href',
      `/orders/${order._id}`,
    );
    await expect(
      page
        .getByRole('article')
        .filter({ hasText: undelivered.orderNumber })
        .getByRole('link', { name: 'Request Return' }),
    ).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'orders-list-delivered');
  });
});

async function firstLineId(request: APIRequestContext, session: Session, orderId: string): Promise<string> {
  const res = await request.get(`/api/users/orders/${encodeURIComponent(orderId)}`, {
    headers: bearer(session),
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { order: { items: { _id: string }[] } }).order.items[0]!._id;
}
