// Seller Central's bulk upload, coupons and return policy end to end (docs/behaviour/seller-portal.md#bulk-upload,
// #coupons, #return-policy): a CSV of two listings, one with a bad row, is checked (the problem named by row and
// column), imported (the good listing only, as a draft) and found on the Listings page; the same file again imports
// nothing. A coupon is created, found in the list and deactivated; the return policy is set to 15 days. Each page
// is captured at both viewports and scanned by axe.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { LISTING_CSV_COLUMNS, type ListingCsvColumn } from '@haat/domain/sellers/listing-csv';
import { approvedSeller, SELLER_URL, shootPortal as shoot } from './support/sellers.ts';

function csvOf(rows: Array<Partial<Record<ListingCsvColumn, string>>>): string {
  const quote = (c: string) => (/[",\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c);
  return [
    LISTING_CSV_COLUMNS.join(','),
    ...rows.map((r) => LISTING_CSV_COLUMNS.map((c) => quote(r[c] ?? '')).join(',')),
  ].join('\n');
}

test('a CSV with one bad row: the check names it, the import lists the rest as drafts, the same file again adds nothing', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await approvedSeller(page, request, testInfo);
  const stamp = randomUUID().slice(0, 6).toUpperCase();
  const name = `Kalamkari Cotton Dupatta ${stamp}`;
  const product = {
    name,
    brand: 'Kaveri',
    category: 'fashion/womens/kurtis',
    description: 'Hand-block printed cotton, "Kalamkari" from Srikalahasti.',
    bullet_points: 'Pure cotton | Hand-block printed',
    specifications: 'Fabric: Cotton | Length: 2.25 m',
    hsn_code: '6214',
    gst_rate: '5',
    weight_grams: '180',
    length_cm: '30',
    width_cm: '20',
    height_cm: '2',
  };
  const csv = csvOf([
    {
      group: 'D1',
      ...product,
      option_colour: 'Indigo',
      sku: `KD-${stamp}-I`,
      mrp: '899',
      price: '649',
      stock: '20',
    },
    { group: 'D1', option_colour: 'Madder Red', sku: `KD-${stamp}-R`, mrp: '899', price: '699', stock: '12' },
    {
      group: 'D2',
      ...product,
      name: `Broken Dupatta ${stamp}`,
      option_colour: 'Black',
      sku: `KD-${stamp}-B`,
      mrp: '499',
      price: '1,499',
      stock: '5',
    },
  ]);

  await page.goto(`${SELLER_URL}/listings`);
  await page.getByRole('link', { name: 'Upload a CSV file' }).click();
  await expect(page.getByRole('heading', { name: 'Upload listings from a CSV file' })).toBeVisible();
  await shoot(page, testInfo, 'upload');

  // The template downloads as the header and an example.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the template' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('haat-listings-template.csv');

  await page.getByLabel('CSV file').setInputFiles({
    name: 'dupattas.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: 'Check the file' }).click();
  const problems = page.getByRole('table', { name: 'Problems in the file, by row and column' });
  await expect(problems.getByRole('row')).toHaveCount(2);
  const problem = problems.getByRole('row').nth(1);
  await expect(problem.getByRole('cell').nth(0)).toHaveText('4');
  await expect(problem.getByRole('cell').nth(1)).toHaveText('price');
  await expect(problem).toContainText('Price cannot be above the MRP');
  await expect(page.getByText('Listings: 1 · variants: 2').first()).toBeVisible();
  await shoot(page, testInfo, 'upload-checked');

  await page.getByRole('button', { name: 'Import listings: 1' }).click();
  await expect(page.getByText('Listings imported as drafts: 1.')).toBeVisible();
  await shoot(page, testInfo, 'upload-imported');

  // The same file again: the listing is already there, the bad row still named.
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('Nothing new to import.')).toBeVisible();
  await expect(page.getByText('Already listed (skipped)').locator('..')).toContainText(
    'Listings: 1 · variants: 2',
  );

  await page.getByRole('link', { name: 'See your listings' }).click();
  const heading = page.getByRole('heading', { name });
  await expect(heading).toBeVisible();
  // The heading's own row holds the state; the nearest block with a list holds the variants.
  await expect(page.locator('div').filter({ has: heading }).last()).toContainText('Draft');
  const card = heading.locator('xpath=ancestor::*[.//ul][1]');
  await expect(card).toContainText('Indigo');
  await expect(card).toContainText('Madder Red');
  await expect(page.getByRole('heading', { name: `Broken Dupatta ${stamp}` })).toHaveCount(0);
});

test('a coupon is created, listed and deactivated; the return policy is set to 15 days', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await approvedSeller(page, request, testInfo);
  const code = `E2E${randomUUID().slice(0, 8).toUpperCase()}`;

  await page.goto(`${SELLER_URL}/coupons`);
  await expect(page.getByText(/No coupons yet/)).toBeVisible();
  await shoot(page, testInfo, 'coupons-empty');
  await page.getByRole('link', { name: 'New coupon' }).click();
  await expect(page.getByRole('heading', { name: 'New coupon' })).toBeVisible();
  await page.getByRole('button', { name: 'Create coupon' }).click();
  await expect(page.getByText('Check the fields marked in red')).toBeVisible();
  await shoot(page, testInfo, 'coupon-form-errors');
  await page.getByLabel('Code').fill(code.toLowerCase());
  await page.getByLabel('Name', { exact: true }).fill('Festive 15');
  await page.getByLabel('Percent off').fill('15');
  await page.getByLabel('Most it takes off, ₹ (optional)').fill('250');
  await page.getByRole('button', { name: 'Create coupon' }).click();

  await expect(page.getByRole('heading', { name: code })).toBeVisible();
  await expect(page.getByText('15% off, up to ₹250')).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await shoot(page, testInfo, 'coupons');
  await page.getByRole('button', { name: `Deactivate ${code}` }).click();
  await expect(page.getByText('Inactive', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Activate ${code}` })).toBeVisible();

  await page.getByRole('link', { name: `Edit ${code}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit coupon' })).toBeVisible();
  await expect(page.getByLabel('Code')).toHaveValue(code);
  await shoot(page, testInfo, 'coupon-edit');

  await page.goto(`${SELLER_URL}/return-policy`);
  await expect(page.getByLabel('Return window')).toHaveValue('7');
  await shoot(page, testInfo, 'return-policy');
  await page.getByLabel('Return window').selectOption('15');
  await page.getByLabel('You, the seller').check();
  await page.getByRole('button', { name: 'Save return policy' }).click();
  await expect(page.getByText('Saved. It applies to return requests made from now on.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Return window')).toHaveValue('15');
  await expect(page.getByLabel('You, the seller')).toBeChecked();

  // Hindi: the pages and the domain's messages in Devanagari.
  await page.goto(`${SELLER_URL}/coupons?lng=hi`);
  await expect(page.getByRole('heading', { name: 'कूपन', exact: true })).toBeVisible();
  await expect(page.getByText('निष्क्रिय', { exact: true })).toBeVisible();
  await shoot(page, testInfo, 'coupons-hi');
  await page.goto(`${SELLER_URL}/listings/upload`);
  await expect(page.getByRole('heading', { name: 'CSV फ़ाइल से लिस्टिंग अपलोड करें' })).toBeVisible();
  await shoot(page, testInfo, 'upload-hi');
});
