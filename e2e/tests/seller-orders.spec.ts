// Seller Central's orders end to end (docs/behaviour/seller-portal.md#orders): a shopper buys the seller's product
// twice by cash on delivery; the seller packs one with carrier and AWB, opens its shipping label and GST invoice
// (PDF answers), dispatches it, marks it out for delivery and delivered; cancels the other with a reason, which the
// shopper reads on the order page; and approves the shopper's return from the returns queue. Each new page is
// captured at both viewports and scanned by axe.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, createShopper, useSession } from './support/accounts.ts';
import type { ApiProduct } from './support/catalog.ts';
import { saveScreenshot } from './screenshot.ts';
import { placeCodOrder } from './support/orders.ts';
import {
  approvedSeller,
  brassListing,
  liveListing,
  SELLER_URL,
  shootPortal as shoot,
} from './support/sellers.ts';

/** A live listing of one variant (created and approved through the portal's and the operator's dev calls). */
async function liveProduct(request: APIRequestContext, token: string): Promise<{ id: string; name: string }> {
  const stamp = randomUUID().slice(0, 8);
  const name = `Brass Puja Thali ${stamp}`;
  const description = 'A hand-beaten brass thali for the puja room.';
  return { id: await liveListing(request, token, brassListing(name, description, `KV-${stamp}`)), name };
}

/** Clicks a PDF button and checks what the API answered and the file the browser saved. */
async function expectPdf(page: Page, button: string, path: RegExp, filename: RegExp) {
  const [response, download] = await Promise.all([
    page.waitForResponse((r) => path.test(new URL(r.url()).pathname) && r.request().method() === 'GET'),
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(download.suggestedFilename()).toMatch(filename);
  // What the browser saved is the PDF itself (the answer's body is handed to the page as a blob, not kept here).
  const saved = await fs.readFile((await download.path()) as string);
  expect(saved.subarray(0, 5).toString()).toBe('%PDF-');
  expect(saved.length).toBeGreaterThan(1_000);
}

test('the seller packs with a label and invoice, dispatches and delivers; a cancel reason reaches the shopper', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const { token } = await approvedSeller(page, request, testInfo);
  const product = await liveProduct(request, token);
  const shopper = await createShopper(request, testInfo, 'seller-orders');
  const asProduct = { _id: product.id } as ApiProduct;
  const shipped = await placeCodOrder(request, shopper, [asProduct]);
  const cancelled = await placeCodOrder(request, shopper, [asProduct]);

  // Orders: both under To pack, the newest first.
  await page.goto(`${SELLER_URL}/orders`);
  const chips = page.getByRole('navigation', { name: 'Order states' });
  await expect(chips.getByRole('button', { name: /To pack/ })).toContainText('2');
  await expect(page.getByRole('link', { name: new RegExp(shipped.orderNumber) })).toBeVisible();
  // Newest first: the order placed last leads the list.
  await expect(page.getByRole('main').getByRole('listitem').first()).toContainText(cancelled.orderNumber);
  await shoot(page, testInfo, 'orders');

  // One sub-order: the address to ship to, the amounts, and the pack form.
  await page.getByRole('link', { name: new RegExp(shipped.orderNumber) }).click();
  await expect(page.getByRole('heading', { name: `Order ${shipped.orderNumber}` })).toBeVisible();
  await expect(page.getByText('14, 2nd Cross, Indiranagar')).toBeVisible();
  await expect(page.getByText(product.name)).toBeVisible();
  await shoot(page, testInfo, 'order-to-pack');
  const awb = `DL${Date.now().toString().slice(-10)}`;
  await page.getByLabel('Carrier').fill('Delhivery');
  await page.getByLabel('AWB number').fill(awb);
  await page.getByRole('button', { name: 'Mark as packed' }).click();
  await expect(page.getByRole('button', { name: 'Mark as dispatched' })).toBeVisible();
  await expect(page.getByText(awb).first()).toBeVisible();

  // The label (with the AWB's barcode) and the invoice open as PDF files.
  await expectPdf(page, 'Shipping label (PDF)', /\/label$/, new RegExp(`^label-${awb}\\.pdf$`));
  await expectPdf(
    page,
    'GST invoice (PDF)',
    /\/invoice$/,
    new RegExp(`^invoice-${shipped.orderNumber}\\.pdf$`),
  );
  await shoot(page, testInfo, 'order-packed');

  // Dispatch with the AWB given at packing, then the self-shipping steps.
  await expect(page.getByLabel('AWB number')).toHaveValue(awb);
  await page.getByRole('button', { name: 'Mark as dispatched' }).click();
  await page.getByRole('button', { name: 'Mark out for delivery' }).click();
  await page.getByLabel('Received by (optional)').fill('Priya');
  await page.getByRole('button', { name: 'Mark as delivered' }).click();
  await expect(page.getByText('Delivered', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('14, 2nd Cross, Indiranagar')).toHaveCount(0);
  await shoot(page, testInfo, 'order-delivered');

  // The other order: cancelling needs a reason, which the shopper reads.
  await page.goto(`${SELLER_URL}/orders?tab=new`);
  await page.getByRole('link', { name: new RegExp(cancelled.orderNumber) }).click();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('button', { name: 'Cancel this order' }).click();
  await expect(page.getByText('Give the reason for cancelling: the shopper sees it')).toBeVisible();
  const reason = 'The last thali failed our polish check; we are sorry';
  await page.getByLabel('Reason for cancelling').fill(reason);
  await page.getByRole('button', { name: 'Cancel this order' }).click();
  await expect(page.getByText(`Cancelled by you: ${reason}`)).toBeVisible();
  await shoot(page, testInfo, 'order-cancelled');

  const store = await context.newPage();
  await useSession(store, shopper);
  await store.goto(`/orders/${cancelled._id}`);
  await expect(store.getByText(`Your order has been cancelled by the seller. ${reason}`)).toBeVisible();
  await saveScreenshot(store, testInfo, 'seller-orders-storefront-cancelled');
  await store.close();

  // The shopper asks to return the delivered thali; the seller approves it from the returns queue.
  const orderRes = await request.get(`/api/users/orders/${shipped._id}`, { headers: bearer(shopper) });
  const { order } = (await orderRes.json()) as { order: { items: Array<{ _id: string }> } };
  const returned = await request.post('/api/returns/create', {
    headers: { ...bearer(shopper), 'idempotency-key': randomUUID() },
    data: {
      orderId: shipped._id,
      items: [{ orderItemId: order.items[0]?._id, quantity: 1 }],
      returnReason: 'Defective/Damaged Product',
      detailedReason: 'A dent on the rim',
    },
  });
  expect(returned.status(), await returned.text()).toBe(201);
  await page.goto(`${SELLER_URL}/orders`);
  await expect(page.getByRole('link', { name: /Returns\s*1/ }).first()).toBeVisible();
  await page.goto(`${SELLER_URL}/returns`);
  await expect(page.getByText('“A dent on the rim”')).toBeVisible();
  // On a phone the sections' row scrolls sideways and keeps the current one whole in view.
  await expect(
    page.getByRole('navigation', { name: 'Seller Central' }).getByRole('link', { name: 'Returns' }),
  ).toBeInViewport({ ratio: 1 });
  await expect(page.getByText('Defective or damaged product').first()).toBeVisible();
  await shoot(page, testInfo, 'returns');
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Mark picked up' })).toBeVisible();

  // Hindi.
  await page.goto(`${SELLER_URL}/orders?tab=delivered&lng=hi`);
  await expect(page.getByRole('heading', { name: 'ऑर्डर' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'ऑर्डर की स्थितियाँ' }).getByRole('button', { name: /डिलीवर हुए/ }),
  ).toBeInViewport({ ratio: 1 });
  await shoot(page, testInfo, 'orders-hindi');
});
