// Tracking per parcel (docs/behaviour/tracking.md#tracking-per-parcel): a two-seller order whose first parcel is
// dispatched shows each parcel's events under its seller's name, each event once; its invoice prints ₹ (when
// SCREENSHOTS is set, the PDF's first page is drawn to a picture with poppler's pdftoppm where it is installed).
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { saveScreenshot } from './screenshot.ts';
import { bearer, createShopper, useSession } from './support/accounts.ts';
import { getOrder, twoSellerOrderFirstParcelDispatched } from './support/orders.ts';
import { sameAtEveryWidthButScreenshots } from './support/viewports.ts';

sameAtEveryWidthButScreenshots(() => {
  test("a two-seller order's tracking groups each parcel's own events under its seller", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const session = await createShopper(request, testInfo, 'parcels');
    const placed = await twoSellerOrderFirstParcelDispatched(request, session);
    const order = await getOrder(request, session, placed._id);

    await useSession(page, session);
    await page.goto(`/orders/${order._id}`);
    const groups = page.getByTestId('parcel-tracking');
    const parcels = groups.filter({ hasText: /Package \d of 2/ });
    await expect(parcels).toHaveCount(2);
    const names = order.subOrders.map((s) => s.sellerName);
    await expect(parcels.nth(0).getByRole('heading')).toContainText(`Sold by ${names[0]}`);
    await expect(parcels.nth(1).getByRole('heading')).toContainText(`Sold by ${names[1]}`);
    // The dispatched parcel has its dispatch; the other has none of it.
    await expect(parcels.nth(0).getByTestId('tracking-event').first()).toContainText(/Shipped|Dispatched/);
    await expect(
      parcels
        .nth(1)
        .getByTestId('tracking-event')
        .filter({ hasText: /Shipped|Dispatched/ }),
    ).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'tracking-two-sellers');

    // The invoice of the same order, with ₹.
    const pdf = await request.get(`/api/users/orders/${order._id}/invoice`, { headers: bearer(session) });
    expect(pdf.status()).toBe(200);
    const bytes = await pdf.body();
    expect(bytes.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-/);
    if (process.env.SCREENSHOTS && testInfo.project.name === 'desktop' && existsSync('/usr/bin/pdftoppm')) {
      writeFileSync('screenshots/invoice.pdf', bytes);
      execFileSync('/usr/bin/pdftoppm', [
        '-png',
        '-r',
        '110',
        '-f',
        '1',
        '-l',
        '1',
        '-singlefile',
        'screenshots/invoice.pdf',
        'screenshots/invoice-page',
      ]);
    }
  });
});
