// The end of issue 29's journey (docs/behaviour/seller-portal.md#settlements): a shopper buys a new seller's shoes
// by cash on delivery, the seller moves the parcel to delivered, and the settlement page shows the payout line with
// the commission at the category's rate (Fashion › Shoes, 15 %), GST TCS and income-tax TDS; the CSV downloads.
// Then the dashboard with that sale on its chart. Each page is captured at both viewports and scanned by axe.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { leafPaths } from '@haat/domain/catalog/category-tree';
import { createShopper } from './support/accounts.ts';
import type { ApiProduct } from './support/catalog.ts';
import { placeCodOrder } from './support/orders.ts';
import { approvedSeller, liveListing, SELLER_URL, shootPortal as shoot } from './support/sellers.ts';
import { sameAtEveryWidthButScreenshots } from './support/viewports.ts';

const SHOES = leafPaths().find((p) => p.startsWith('fashion/shoes/')) as string;

async function liveShoes(request: APIRequestContext, token: string): Promise<{ id: string; name: string }> {
  const stamp = randomUUID().slice(0, 8);
  const name = `Kolhapuri Chappal ${stamp}`;
  const id = await liveListing(request, token, {
    name,
    brand: 'Chandan',
    categoryPath: SHOES,
    description: 'Hand-stitched leather Kolhapuri chappals.',
    bulletPoints: ['Vegetable-tanned leather', 'Hand-stitched'],
    specifications: [{ name: 'Material', value: 'Leather' }],
    hsnCode: '6403',
    gstPercentage: 12,
    shippingWeightGrams: 700,
    dimensionsCm: { length: 32, width: 20, height: 10 },
    variant: { sku: `KC-${stamp}`, mrpRupees: 1_999, priceRupees: 1_499 },
  });
  return { id, name };
}

sameAtEveryWidthButScreenshots(() => {
  test('a delivered order shows its payout line with commission, TCS and TDS on the settlement page, and on the dashboard', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const { token } = await approvedSeller(page, request, testInfo);
    const auth = { authorization: `Bearer ${token}` };

    // Before any delivery: the empty state.
    await page.goto(`${SELLER_URL}/settlements`);
    await expect(page.getByText(/No settlements yet/)).toBeVisible();
    await shoot(page, testInfo, 'settlements-empty');

    const product = await liveShoes(request, token);
    const shopper = await createShopper(request, testInfo, 'seller-settlement');
    const order = await placeCodOrder(request, shopper, [{ _id: product.id } as ApiProduct]);
    const subOrderId = order.subOrders[0]!._id;
    for (const body of [
      { status: 'packed', carrier: 'Self-shipping', trackingNumber: `SS${Date.now()}` },
      { status: 'dispatched', carrier: 'Self-shipping', trackingNumber: `SS${Date.now()}` },
      { status: 'out_for_delivery' },
      { status: 'delivered', recipientName: 'Anil' },
    ]) {
      const res = await request.post(`/api/seller-portal/orders/${subOrderId}/status`, {
        headers: auth,
        data: body,
      });
      expect(res.ok(), await res.text()).toBe(true);
    }

    // The week's statement with the payout; its line with the commission at 15 % of ₹1,499 = ₹224.85.
    await page.goto(`${SELLER_URL}/settlements`);
    const weeks = page.getByRole('list', { name: 'Weekly statements' });
    await expect(weeks.getByRole('link')).toHaveCount(1);
    await expect(weeks).toContainText('Delivered orders: 1');
    await expect(weeks).toContainText('Commission ₹224.85');
    await shoot(page, testInfo, 'settlements');

    await weeks.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Settlement');
    const api = await request.get(
      `/api/seller-portal/settlements/statement?${new URL(page.url()).searchParams.toString()}`,
      { headers: auth },
    );
    const { statement } = (await api.json()) as {
      statement: {
        lines: Array<{ orderNumber: string; commission: number; tcs: number; tds: number; net: number }>;
      };
    };
    expect(statement.lines).toHaveLength(1);
    const line = statement.lines[0]!;
    expect(line).toMatchObject({ orderNumber: order.orderNumber, commission: 224.85 });
    expect(line.tcs).toBeGreaterThan(0);
    expect(line.tds).toBeGreaterThan(0);

    const inr = (n: number) => `₹${n.toLocaleString('en-IN', { minimumFractionDigits: n % 1 ? 2 : 0 })}`;
    const shown =
      testInfo.project.name === 'mobile'
        ? page.getByRole('list', { name: 'Statement lines' })
        : page.getByRole('table');
    await expect(shown.getByRole('link', { name: order.orderNumber })).toBeVisible();
    await expect(shown).toContainText(`−${inr(224.85)}`);
    await expect(shown).toContainText(`−${inr(line.tcs)}`);
    await expect(shown).toContainText(`−${inr(line.tds)}`);
    await expect(shown).toContainText(inr(line.net));
    await shoot(page, testInfo, 'settlement-statement');

    // The CSV: the header, the order's line, the total.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^settlement-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await fs.readFile((await download.path()) as string, 'utf8')).trim().split('\r\n');
    expect(csv[0]).toMatch(/^Date \(IST\),Type,Order number/);
    expect(csv[1]).toContain(`,Sale,${order.orderNumber},,`);
    expect(csv[1]).toContain(',224.85,');
    expect(csv.at(-1)).toMatch(/^,Total,/);

    // The dashboard: both of today's orders on the sales chart, the second one still to dispatch (due in 2 days).
    await placeCodOrder(request, shopper, [{ _id: product.id } as ApiProduct]);
    await page.goto(`${SELLER_URL}/dashboard`);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByText('Nothing is due today. Still to dispatch: 1')).toBeVisible();
    await expect(
      page.getByRole('img', { name: /Sales over the last 30 days: ₹2,998, orders: 2;/ }),
    ).toBeVisible();
    await shoot(page, testInfo, 'dashboard');

    // In Hindi.
    await page.goto(`${SELLER_URL}/settlements?lng=hi`);
    await expect(page.getByRole('heading', { name: 'सेटलमेंट' })).toBeVisible();
    await shoot(page, testInfo, 'settlements-hi');
    await page.goto(`${SELLER_URL}/dashboard`);
    await expect(page.getByRole('heading', { name: 'डैशबोर्ड', level: 1 })).toBeVisible();
    await shoot(page, testInfo, 'dashboard-hi');
  });
});
