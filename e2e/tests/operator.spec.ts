// The operator console end to end (docs/behaviour/operator.md): a seller signs up; an operator signs in with a
// password and a TOTP code, approves the seller and the seller's first listing, rejects a second listing with a
// reason the seller reads in Seller Central, then suspends the seller: the storefront lists their product no more,
// while the order a shopper placed before is still packed, dispatched and delivered by the seller. Each console page
// is captured at both viewports and scanned by axe; the audit trail shows every action.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { createShopper } from './support/accounts.ts';
import type { ApiProduct } from './support/catalog.ts';
import { placeCodOrder } from './support/orders.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import {
  brassListing,
  listedProductId,
  SELLER_URL,
  signedUpSeller,
  submitListing,
} from './support/sellers.ts';
import { saveScreenshot } from './screenshot.ts';

const OPERATOR_URL = process.env.HAAT_E2E_OPERATOR_URL ?? '';

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await saveScreenshot(page, testInfo, `operator-${name}`);
  await expectNoSeriousViolations(page, name);
}

/** A brass listing sent for review by the seller; answers its group id. */
function submitBrassListing(request: APIRequestContext, token: string, name: string) {
  const description = 'Hand-beaten brass from Moradabad.';
  return submitListing(request, token, brassListing(name, description, `OPS-${randomUUID().slice(0, 8)}`));
}

const SUSPENSION_REASON = 'Counterfeit complaints from 3 shoppers';

test('an operator approves a seller and a listing, rejects one with a reason, suspends the seller; the order is still delivered', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(480_000);
  const seller = await signedUpSeller(request, testInfo);
  const stamp = randomUUID().slice(0, 6);
  const goodName = `Moradabad Brass Diya ${stamp}`;
  const badName = `Moradabad Brass Lota ${stamp}`;

  // An operator account (npm run operator:create's work; the dev route in a journey) and its authenticator.
  const email = `ops-${stamp}-${testInfo.project.name}@haat.in`;
  const password = 'a long operator password';
  const made = await request.post('/api/dev/operators', { data: { email, name: 'Asha Rao', password } });
  expect(made.status(), await made.text()).toBe(201);
  const { secret } = (await made.json()) as { secret: string };
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });

  // Sign-in: password, then the code; a wrong code is refused on the page.
  await page.goto(`${OPERATOR_URL}/login`);
  await expect(page.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible();
  await shoot(page, testInfo, 'sign-in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const wrong = totp.generate() === '000000' ? '111111' : '000000';
  await page.getByLabel('Code').fill(wrong);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByText('That code is wrong or already used')).toBeVisible();
  await shoot(page, testInfo, 'sign-in-code');
  await page.getByLabel('Code').fill(totp.generate());
  await page.getByRole('button', { name: 'Verify and sign in' }).click();

  // The seller waiting for review, with what the review checks.
  await expect(page.getByRole('heading', { name: 'Sellers' })).toBeVisible();
  await page.getByRole('searchbox').fill(seller.gstin);
  await page.getByRole('button', { name: 'Find' }).click();
  const card = page.getByRole('listitem').filter({ hasText: seller.gstin });
  await expect(card).toContainText(seller.pan);
  await expect(card).toContainText('50100123456789');
  await expect(card).toContainText('560053');
  await shoot(page, testInfo, 'sellers-waiting');
  await card.getByRole('button', { name: 'Approve seller' }).click();
  await expect(page.getByText('Done. The change is in the audit trail.')).toBeVisible({ timeout: 30_000 });

  // Two listings sent for review: one approved, one rejected with a reason.
  const good = await submitBrassListing(request, seller.token, goodName);
  const bad = await submitBrassListing(request, seller.token, badName);
  await page.getByRole('link', { name: 'Listings' }).click();
  await page.getByRole('link', { name: new RegExp(goodName) }).click();
  await expect(page.getByRole('heading', { name: goodName })).toBeVisible();
  // The preview shows the listing's pictures from the API's origin (drawn ones until the seller adds photos).
  await expect
    .poll(
      () =>
        page
          .getByRole('main')
          .locator('img')
          .evaluateAll(
            (imgs) => imgs.length > 0 && imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0),
          ),
      { timeout: 30_000 },
    )
    .toBe(true);
  await shoot(page, testInfo, 'listing-preview');
  await page.getByRole('button', { name: 'Approve listing' }).click();
  await expect(page.getByText('Approved: the listing is on the storefront now.')).toBeVisible();

  await page.goto(`${OPERATOR_URL}/listings/${bad}`);
  await page.getByRole('button', { name: 'Reject listing' }).click();
  await page.getByRole('button', { name: 'Reject listing' }).click();
  await expect(page.getByText('Give a reason: the seller or shopper reads it.')).toBeVisible();
  const reason = 'The photos show a steel lota, not brass';
  await page.getByLabel('Why is the listing rejected? The seller reads this.').fill(reason);
  await page.getByRole('button', { name: 'Reject listing' }).click();
  await expect(page.getByText('Rejected: the seller sees your reason')).toBeVisible();
  await shoot(page, testInfo, 'listing-rejected');

  // The seller reads the reason on Seller Central's listings page.
  const portal = await browser.newPage();
  await portal.goto(`${SELLER_URL}/login`);
  await portal.evaluate((t) => localStorage.setItem('seller_token', t), seller.token);
  await portal.goto(`${SELLER_URL}/listings`);
  await expect(portal.getByText(`Not approved: ${reason}`)).toBeVisible();

  // A shopper orders the approved listing; the storefront lists it.
  const productId = await listedProductId(request, seller.token, good);
  const shopper = await createShopper(request, testInfo, 'operator');
  const order = await placeCodOrder(request, shopper, [{ _id: productId } as ApiProduct]);
  const subOrderId = order.subOrders[0]?._id as string;
  const before = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
  await before.goto(`/search?q=${encodeURIComponent(goodName)}`);
  await expect(before.getByRole('link', { name: new RegExp(goodName) }).first()).toBeVisible({
    timeout: 30_000,
  });
  await before.close();

  // Suspension: a reason is needed; then the storefront no longer lists the seller's product.
  await page.goto(`${OPERATOR_URL}/`);
  await page.getByRole('button', { name: 'Approved', exact: true }).click();
  await page.getByRole('searchbox').fill(seller.gstin);
  await page.getByRole('button', { name: 'Find' }).click();
  const approvedCard = page.getByRole('listitem').filter({ hasText: seller.gstin });
  await approvedCard.getByRole('button', { name: 'Suspend seller' }).click();
  await approvedCard.getByLabel('Why is the seller suspended?').fill(SUSPENSION_REASON);
  await approvedCard.getByRole('button', { name: 'Suspend seller' }).click();
  // Suspended, the seller leaves the Approved list.
  await expect(approvedCard).toHaveCount(0, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Suspended', exact: true }).click();
  await expect(page.getByRole('listitem').filter({ hasText: seller.gstin })).toContainText(
    'Counterfeit complaints from 3 shoppers',
  );
  await shoot(page, testInfo, 'seller-suspended');

  // A shopper's fresh browser: no search result, and the product page is gone.
  const after = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const store = await after.newPage();
  // The storefront's search page lists through GET /api/products; the search API answers without it too.
  await store.goto(`/search?q=${encodeURIComponent(goodName)}`);
  const searched = await request.get(`/api/products/search?q=${encodeURIComponent(goodName)}`);
  const listedAfter = ((await searched.json()) as { products: Array<{ _id: string }> }).products.map(
    (p) => p._id,
  );
  expect(listedAfter).not.toContain(productId);
  await expect(store.getByText('Loading products...')).toHaveCount(0, { timeout: 30_000 });
  await expect(store.getByRole('link', { name: new RegExp(goodName) })).toHaveCount(0);
  expect((await request.get(`/api/products/${productId}`)).status()).toBe(404);
  await after.close();

  // The seller still delivers the order placed before the suspension.
  const auth = { authorization: `Bearer ${seller.token}` };
  for (const data of [
    { status: 'packed', carrier: 'Delhivery', trackingNumber: `DL${Date.now().toString().slice(-10)}` },
    { status: 'dispatched' },
    { status: 'out_for_delivery' },
    { status: 'delivered', recipientName: 'Meera' },
  ]) {
    const moved = await request.post(`/api/seller-portal/orders/${subOrderId}/status`, {
      headers: auth,
      data,
    });
    expect(moved.status(), `${data.status}: ${await moved.text()}`).toBe(200);
  }
  await portal.goto(`${SELLER_URL}/orders/${subOrderId}`);
  await expect(portal.getByText('Delivered', { exact: true }).first()).toBeVisible();
  // Seller Central says the account is suspended, with the operator's reason, on every page.
  const banner = portal.getByRole('region', { name: 'Your account is suspended' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(SUSPENSION_REASON);
  await saveScreenshot(portal, testInfo, 'operator-seller-central-suspended');
  await portal.close();

  // Support finds the order and its timeline; the audit trail holds every action.
  await page.getByRole('link', { name: 'Orders and shoppers' }).click();
  // The sellers page has a search box too: filled before the support page is drawn, the text went to that one.
  await expect(page.getByRole('heading', { name: 'Orders and shoppers', level: 1 })).toBeVisible();
  await page.getByRole('searchbox').fill(order.orderNumber);
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('link', { name: new RegExp(order.orderNumber) }).click();
  await expect(page.getByRole('heading', { name: `Order ${order.orderNumber}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  await shoot(page, testInfo, 'order');
  await page.getByRole('link', { name: 'Audit trail' }).click();
  for (const action of ['seller.approve', 'listing.approve', 'listing.reject', 'seller.suspend'])
    await expect(page.getByText(action).first()).toBeVisible();
  await shoot(page, testInfo, 'audit');

  // Commission: the marketplace's rates and the TCS/TDS rates; the console in Hindi.
  await page.getByRole('link', { name: 'Commission' }).click();
  await expect(page.getByRole('table', { name: 'Commission rates' })).toBeVisible();
  await shoot(page, testInfo, 'commission');
  await page.getByLabel('Language').selectOption('hi');
  await expect(page.getByRole('heading', { name: 'कमीशन' })).toBeVisible();
  await shoot(page, testInfo, 'commission-hi');
});
