// Seller Central end to end (docs/behaviour/seller-portal.md): Become a Seller opens the portal on its own origin;
// a new seller signs up with the codes from the dev outbox (e-mail and SMS) and the business details, waits in
// pending review, is approved (the dev review route standing in for the operator's command), issues an API key
// that opens the seller API, rotates and revokes it, signs out and back in by phone. Every page is captured at
// both viewports.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { saveScreenshot } from './screenshot.ts';
import {
  approvedSeller,
  latestCode,
  newSeller,
  SELLER_PASSWORD as PASSWORD,
  SELLER_URL,
  shootPortal as shoot,
} from './support/sellers.ts';

test('a new seller signs up, waits for review, is approved and manages API keys', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const seller = newSeller(testInfo);

  // The storefront's Start Selling opens Seller Central's sign-up on the portal's origin, in a new tab.
  await page.goto('/seller/register');
  const [portal] = await Promise.all([
    context.waitForEvent('page'),
    page
      .getByRole('main')
      .getByRole('link', { name: /Start Selling/ })
      .first()
      .click(),
  ]);
  await portal.waitForLoadState();
  expect(new URL(portal.url()).origin).toBe(SELLER_URL);
  await expect(portal.getByRole('heading', { name: 'Start selling on Haat' })).toBeVisible();
  await page.close();
  const p = portal;

  // 1. Contact: the domain's messages before any call.
  await p.getByRole('button', { name: 'Send verification codes' }).click();
  await expect(p.getByText('Email is required')).toBeVisible();
  await shoot(p, testInfo, 'sign-up-contact');
  await p.getByLabel('E-mail').fill(seller.email);
  await p.getByLabel('Mobile number').fill(seller.phone);
  await p.getByLabel('Password').fill(PASSWORD);
  await p.getByRole('button', { name: 'Send verification codes' }).click();

  // 2. Both codes, from the dev outbox (the SMS is a message to the phone number).
  await expect(p.getByText('Codes sent to your e-mail and phone')).toBeVisible();
  await shoot(p, testInfo, 'sign-up-verify');
  await p.getByLabel(`Code sent to ${seller.email}`).fill(await latestCode(request, seller.email));
  await p.getByLabel(`Code sent by SMS to ${seller.phone}`).fill(await latestCode(request, seller.phone));
  await p.getByRole('button', { name: 'Verify and continue' }).click();

  // 3. The business: a GSTIN typo is caught by its check character; the PAN comes from the GSTIN.
  await expect(p.getByRole('heading', { name: 'Your business' })).toBeVisible();
  await p.getByLabel('Business name').fill(seller.businessName);
  const typo = seller.gstin.slice(0, 14) + (seller.gstin.endsWith('A') ? 'B' : 'A');
  await p.getByLabel('GSTIN').fill(typo);
  await p.getByLabel('Address (building, street, area)').fill('14 Chickpet Main Road');
  await p.getByLabel('Pincode').fill('560053');
  await expect(p.getByText(/Bangalore|Bengaluru/).first()).toBeVisible();
  await p.getByLabel('Account holder name').fill(seller.businessName);
  await p.getByLabel('Account number').fill('50100123456789');
  await p.getByLabel('IFSC').fill('HDFC0000053');
  await p.getByRole('button', { name: 'Submit for review' }).click();
  await expect(
    p.getByText('This GSTIN has a typing mistake: its last character does not match'),
  ).toBeVisible();
  await shoot(p, testInfo, 'sign-up-business');
  await p.getByLabel('GSTIN').fill(seller.gstin);
  await expect(p.getByLabel('PAN')).toHaveValue(seller.pan);
  await p.getByRole('button', { name: 'Submit for review' }).click();

  // Pending review, with the details given.
  await expect(p.getByRole('heading', { name: 'Pending review' })).toBeVisible();
  await expect(p.getByText(seller.gstin)).toBeVisible();
  await expect(p.getByText(/account ending 6789/)).toBeVisible();
  await shoot(p, testInfo, 'account-pending');
  await p.getByRole('link', { name: 'API keys' }).click();
  await expect(
    p.getByText('Your account is waiting for review: this opens once it is approved'),
  ).toBeVisible();
  await expect(p.getByRole('button', { name: 'Issue a new key' })).toHaveCount(0);
  await shoot(p, testInfo, 'keys-pending');

  // The operator approves (npm run seller:review on a server of its own; the dev route here).
  await p.getByRole('link', { name: 'Account' }).click();
  const sellerId = ((await p.getByText(/^Seller ID: /).textContent()) ?? '')
    .replace('Seller ID: ', '')
    .trim();
  expect(sellerId).toMatch(/^sel_/);
  const approved = await request.post(`/api/dev/sellers/${sellerId}/review`, { data: { approve: true } });
  expect(approved.ok()).toBe(true);
  await p.reload();
  await expect(p.getByRole('heading', { name: 'Your seller account is approved' })).toBeVisible();
  await shoot(p, testInfo, 'account-approved');

  // A key, shown once, opens the seller API at once; rotation ends it; revoking ends the new one.
  await p.getByRole('link', { name: 'Manage API keys' }).click();
  await p.getByRole('button', { name: 'Issue a new key' }).click();
  const key = ((await p.getByTestId('new-key').textContent()) ?? '').trim();
  expect(key).toMatch(/^hsk_live_/);
  await shoot(p, testInfo, 'keys-new');
  const orders = await request.get('/api/seller/orders', { headers: { authorization: `Bearer ${key}` } });
  expect(orders.status()).toBe(200);
  p.on('dialog', (dialog) => void dialog.accept());
  await p.getByRole('button', { name: 'Rotate keys' }).click();
  await expect(p.getByTestId('new-key')).not.toHaveText(key);
  const rotatedOut = await request.get('/api/seller/orders', { headers: { authorization: `Bearer ${key}` } });
  expect(rotatedOut.status()).toBe(401);
  await p.getByRole('button', { name: /^Revoke key / }).click();
  await expect(p.getByRole('button', { name: /^Revoke key / })).toHaveCount(0);
  await expect(p.getByText('Revoked', { exact: true })).toHaveCount(2);
  await shoot(p, testInfo, 'keys-revoked');

  // Sign out, and back in with the phone number in another spelling.
  await p.getByRole('button', { name: 'Sign out' }).click();
  await expect(p.getByRole('heading', { name: 'Sign in to Seller Central' })).toBeVisible();
  await p.getByLabel('E-mail or phone number').fill(seller.phone.slice(3));
  await p.getByLabel('Password').fill('wrong-password');
  await p.getByRole('button', { name: 'Sign in' }).click();
  await expect(p.getByText('Invalid credentials. Please try again.')).toBeVisible();
  await shoot(p, testInfo, 'sign-in');
  await p.getByLabel('Password').fill(PASSWORD);
  await p.getByRole('button', { name: 'Sign in' }).click();
  await expect(p.getByRole('heading', { name: `Hello, ${seller.businessName}` })).toBeVisible();

  // The shopper's origin holds nothing of the seller's session.
  const shopper = await context.newPage();
  await shopper.goto('/');
  expect(await shopper.evaluate(() => localStorage.getItem('seller_token'))).toBeNull();
});

test('Seller Central speaks Hindi', async ({ page }, testInfo) => {
  await page.goto(`${SELLER_URL}/register?lng=hi`);
  await expect(page.getByRole('heading', { name: 'Haat पर बेचना शुरू करें' })).toBeVisible();
  await page.getByRole('button', { name: 'सत्यापन कोड भेजें' }).click();
  await expect(page.getByText('ई-मेल आवश्यक है')).toBeVisible();
  await shoot(page, testInfo, 'sign-up-hindi');
});

/** The id of the seller's variant whose name contains `colour`. */
async function listingVariantId(request: APIRequestContext, token: string, colour: string): Promise<string> {
  const res = await request.get('/api/seller-portal/listings', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { listings } = (await res.json()) as {
    listings: Array<{ variants: Array<{ id: string; variantName: string }> }>;
  };
  const variant = listings.flatMap((l) => l.variants).find((v) => v.variantName.includes(colour));
  if (!variant) throw new Error(`no variant ${colour}`);
  return variant.id;
}

test('an approved seller lists a group of two variants, the operator approves it, shoppers find it', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { token } = await approvedSeller(page, request, testInfo);
  const stamp = `${Date.now().toString(36)}${testInfo.project.name.slice(0, 1)}`;
  const name = `Chanderi Silk Saree ${stamp}`;

  await page.goto(`${SELLER_URL}/listings`);
  await expect(
    page.getByText('No listings yet. Add your first product: it goes live once it is approved.'),
  ).toBeVisible();
  await shoot(page, testInfo, 'listings-empty');
  await page.getByRole('link', { name: 'Add a listing' }).click();

  // The domain's rules before any call: price above the MRP.
  await page.getByLabel('Product name').fill(name);
  await page.getByLabel('Brand').fill('Kaveri Silks');
  // The category the storefront's search reads "saree" as (docs/behaviour/search.md).
  await page.getByLabel('Category').selectOption('fashion/womens/sarees');
  await page.getByLabel('Description').fill('Hand-woven Chanderi silk with zari border.');
  await page.getByLabel('Bullet points').fill('Pure Chanderi silk\nZari border');
  await page.getByLabel('Specifications').fill('Fabric: Silk\nLength: 5.5 m');
  await page.getByLabel('HSN code').fill('5007');
  await page.getByLabel('GST rate').selectOption('5');
  await page.getByLabel('Shipping weight (g)').fill('250');
  await page.getByLabel('Length (cm)').fill('30');
  await page.getByLabel('Width (cm)').fill('25');
  await page.getByLabel('Height (cm)').fill('3');
  await page.getByLabel('Colour of variant 1').fill('Rani Pink');
  await page.getByLabel('Size of variant 1').fill('Free Size');
  await page.getByLabel('SKU of variant 1').fill(`CSD-${stamp}-P`);
  await page.getByLabel('MRP of variant 1 (₹)').fill('2499');
  await page.getByLabel('Price of variant 1 (₹)').fill('2999');
  await page.getByLabel('Stock of variant 1').fill('8');
  await page.getByRole('button', { name: 'Add a variant' }).click();
  await page.getByLabel('Colour of variant 2').fill('Peacock Green');
  await page.getByLabel('Size of variant 2').fill('Free Size');
  await page.getByLabel('SKU of variant 2').fill(`CSD-${stamp}-G`);
  await page.getByLabel('MRP of variant 2 (₹)').fill('2499');
  await page.getByLabel('Price of variant 2 (₹)').fill('1899');
  await page.getByLabel('Stock of variant 2').fill('5');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Price cannot be above the MRP')).toBeVisible();
  await shoot(page, testInfo, 'listing-form');
  await page.getByLabel('Price of variant 1 (₹)').fill('1999');
  await page.getByRole('button', { name: 'Submit for review' }).click();

  // In review: not on the storefront yet.
  await expect(page.getByRole('heading', { name: 'Listings' })).toBeVisible();
  await expect(page.getByText('In review')).toBeVisible();
  await shoot(page, testInfo, 'listings-in-review');
  const listings = await request.get('/api/seller-portal/listings', {
    headers: { authorization: `Bearer ${token}` },
  });
  const [group] = ((await listings.json()) as { listings: Array<{ groupId: string }> }).listings;
  expect(
    (await request.post(`/api/dev/listings/${group?.groupId}/review`, { data: { approve: true } })).ok(),
  ).toBe(true);

  // Live: the storefront's search finds it within the catalogue cache's seconds, with both colours.
  const shopper = await context.newPage();
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/products/search', { params: { q: name } });
        return ((await res.json()) as { products: Array<{ name: string }> }).products.map((p) => p.name);
      },
      { timeout: 20_000 },
    )
    .toContain(name);
  await shopper.goto(`/search?q=${encodeURIComponent(name)}`);
  await expect(shopper.getByText(name).first()).toBeVisible();
  await saveScreenshot(shopper, testInfo, 'seller-portal-storefront-search');
  await shopper
    .getByRole('link', { name: new RegExp(name) })
    .first()
    .click();
  await expect(shopper).toHaveURL(/\/product\//);
  await expect(shopper.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();
  // The group's two colours on the product page: the one opened named, both as swatches.
  await expect(shopper.getByText(/^(Rani Pink|Peacock Green)$/).first()).toBeVisible();
  await saveScreenshot(shopper, testInfo, 'seller-portal-storefront-product');

  // Stock and price in place on the live listing.
  await page.reload();
  await expect(page.getByText('Live')).toBeVisible();
  // The picture comes from the API's origin (its resource policy lets the portal's origin show it).
  const picture = page.locator('img[src*="/api/images/products/"]').first();
  expect(
    await picture.evaluate((img: HTMLImageElement) =>
      img.decode().then(
        () => true,
        () => false,
      ),
    ),
  ).toBe(true);
  // A photo through the upload pipeline replaces the drawn picture (any PNG will do: the store's own share picture).
  const photo = await request.get(
    `/api/images/products/${await listingVariantId(request, token, 'Peacock Green')}/og.png`,
  );
  expect(photo.ok()).toBe(true);
  await page.getByLabel('Add photos of Peacock Green, Free Size').setInputFiles({
    name: 'saree.png',
    mimeType: 'image/png',
    buffer: await photo.body(),
  });
  const uploaded = page.getByRole('img', { name: /Peacock Green, Free Size, photo 1/ });
  await expect(uploaded).toBeVisible();
  expect(
    await uploaded.evaluate((img: HTMLImageElement) =>
      img.decode().then(
        () => true,
        () => false,
      ),
    ),
  ).toBe(true);
  await page.getByLabel('Stock of Peacock Green, Free Size').fill('0');
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Peacock Green' })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(page.getByText('Saved')).toBeVisible();
  await shoot(page, testInfo, 'listings-live');
});
