// Guest tracking per parcel (docs/behaviour/tracking.md#tracking-per-parcel, #guest-order-lookup): a guest who looks
// up a two-seller order whose first parcel is dispatched sees each parcel under its seller's name with its own
// events, as the signed-in order page shows them; in Urdu the sellers' names keep their order inside the headings.
import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot } from './screenshot.ts';
import { createShopper, type Session } from './support/accounts.ts';
import { twoSellerOrderFirstParcelDispatched } from './support/orders.ts';
import { sameAtEveryWidthButScreenshots } from './support/viewports.ts';

async function lookUp(page: Page, orderNumber: string, session: Session, lng = 'en'): Promise<void> {
  await page.goto(`/track-order?lng=${lng}`);
  // By place rather than by label, so the same steps work in Urdu.
  const form = page.getByRole('main').locator('form').first();
  const inputs = form.locator('input');
  await inputs.nth(0).fill(orderNumber);
  await inputs.nth(1).fill(session.user.email!);
  await form.locator('button[type="submit"]').click();
}

sameAtEveryWidthButScreenshots(() => {
  test("a guest's tracking of a two-seller order shows each parcel under its seller with its own events", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const session = await createShopper(request, testInfo, 'guest-parcels');
    const placed = await twoSellerOrderFirstParcelDispatched(request, session);
    const names = placed.subOrders.map((s) => s.sellerName);

    await lookUp(page, placed.orderNumber, session);
    const result = page.getByTestId('guest-tracking-result');
    await expect(result.getByRole('heading', { name: `Order ${placed.orderNumber}` })).toBeVisible();
    const parcels = result.getByTestId('parcel-tracking').filter({ hasText: /Package \d of 2/ });
    await expect(parcels).toHaveCount(2);
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
    await saveScreenshot(page, testInfo, 'track-order-two-sellers');

    // The same in Urdu: two parcels, each heading holding its seller's name whole.
    await lookUp(page, placed.orderNumber, session, 'ur');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const urdu = page.getByTestId('guest-tracking-result').getByTestId('parcel-tracking');
    await expect(urdu.filter({ hasText: names[0]! })).toHaveCount(1);
    await expect(urdu.filter({ hasText: names[1]! })).toHaveCount(1);
    await saveScreenshot(page, testInfo, 'track-order-two-sellers-ur');
  });
});
