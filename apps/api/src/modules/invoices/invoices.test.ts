// GET /api/users/orders/{id}/invoice: a PDF download with a TAX INVOICE page per seller, CGST + SGST within a
// state and IGST across states, amounts in words, and nothing for anyone but the buyer.
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { LIMITS, newShopper, type Shopper } from '../cart/cart.test-support.ts';
import {
  INVOICE_SELLERS as S,
  insertInvoiceFixtures,
  insertInvoiceOrder,
  pdfTextRuns,
} from './invoices.test-support.ts';

const kettle = {
  productId: 'inv_kettle',
  name: 'Steel Kettle 1.5 L',
  hsnCode: '8516',
  quantity: 2,
  unitPricePaise: 59_000,
};
const tawa = {
  productId: 'inv_tawa',
  name: 'Cast Iron Tawa',
  hsnCode: '7323',
  quantity: 1,
  unitPricePaise: 118_000,
};
const saree = {
  productId: 'inv_saree',
  name: 'Banarasi Silk Saree',
  hsnCode: '5407',
  quantity: 1,
  unitPricePaise: 236_000,
};
const bengaluruBuyer = {
  fullName: 'Asha Verma',
  state: 'Karnataka',
  city: 'Bengaluru',
  postalCode: '560001',
};

describe(`GST invoice (${testDatabaseKind})`, () => {
  let t: TestApp;
  let buyer: Shopper;

  beforeAll(async () => {
    t = await buildTestApp(LIMITS);
    await insertInvoiceFixtures(t.database.db);
    buyer = await newShopper(t);
  }, 180_000);
  afterAll(async () => t?.close());

  const download = async (id: string, who: Shopper = buyer) => {
    const res = await who.call('GET', `/api/users/orders/${id}/invoice`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    return res;
  };
  /** The text of each TAX INVOICE page, in order. */
  const pages = (pdf: Buffer) => pdfTextRuns(pdf).join('\n').split('TAX INVOICE').slice(1);

  it('intra-state: CGST 9% + SGST 9%, seller and buyer details, a download named after the order', async () => {
    const order = await insertInvoiceOrder(t.database.db, {
      userId: buyer.userId,
      buyer: bengaluruBuyer,
      couponCode: 'KITCHEN10',
      parcels: [
        { sellerId: S.blr.id, shippingPaise: 5_900, lines: [{ ...kettle, discountPaise: 11_800 }, tawa] },
      ],
    });
    const res = await download(order.id);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${order.orderNumber}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const [page, ...rest] = pages(res.rawPayload);
    expect(rest).toEqual([]);
    for (const text of [
      S.blr.legalName,
      'GSTIN: 29AAKCK1234F1Z3',
      '88 Residency Road',
      'INV/',
      order.orderNumber,
      'Asha Verma',
      'Karnataka (29)',
      'Steel Kettle 1.5 L',
      '8516',
      '996812',
      'CGST',
      'SGST',
      '@ 9%',
      // Kettles 1,180 − 118 → taxable 900; tawa 1,180 → 1,000; shipping 59 → 50.
      '900.00',
      '1,950.00',
      '175.50',
      'Coupon discount (KITCHEN10), deducted above',
      // 1,062 + 1,180 + 59.
      '2,301.00',
      'Rupees Two Thousand Three Hundred One Only',
      'This is a computer-generated invoice',
    ]) {
      expect(page, text).toContain(text);
    }
    expect(page).not.toContain('IGST');
  });

  it('prints amounts with the rupee sign (U+20B9) in an embedded font, never "Rs."', async () => {
    const order = await insertInvoiceOrder(t.database.db, {
      userId: buyer.userId,
      buyer: bengaluruBuyer,
      parcels: [{ sellerId: S.blr.id, shippingPaise: 5_900, lines: [tawa] }],
    });
    const pdf = (await download(order.id)).rawPayload;
    const [page] = pages(pdf);
    expect(page).not.toContain('Rs.');
    const objects = pdf.toString('latin1');
    // The sign's font is embedded (subset) with a ToUnicode map naming U+20B9, so it prints and copies as ₹.
    expect(objects).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-/);
    const streams = [...objects.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((m) => {
      const bytes = Buffer.from(m[1]!, 'latin1');
      try {
        return inflateSync(bytes).toString('latin1');
      } catch {
        return bytes.toString('latin1');
      }
    });
    expect(streams.some((text) => /<[0-9a-f]{4}>\s*<20b9>/i.test(text))).toBe(true);
  });

  it('inter-state: IGST 18%; two sellers give two pages, each taxed by its own state', async () => {
    const order = await insertInvoiceOrder(t.database.db, {
      userId: buyer.userId,
      buyer: bengaluruBuyer,
      parcels: [
        { sellerId: S.blr.id, shippingPaise: 0, lines: [tawa] },
        { sellerId: S.del.id, shippingPaise: 11_800, lines: [saree] },
      ],
    });
    const [blr, del] = pages((await download(order.id)).rawPayload);
    expect(blr).toContain('CGST');
    expect(blr).not.toContain('IGST');
    expect(blr).not.toContain('996812');
    expect(del).toContain(S.del.legalName);
    expect(del).toContain('GSTIN: 07AAFFY5678K1Z9');
    expect(del).toContain('IGST');
    expect(del).toContain('@ 18%');
    expect(del).not.toContain('CGST');
    // 2,360 → 2,000 + 360; shipping 118 → 100 + 18.
    expect(del).toContain('378.00');
    expect(del).toContain('Rupees Two Thousand Four Hundred Seventy-Eight Only');
  });

  it('a Delhi buyer of a Delhi seller pays CGST + SGST; the order number works as the id too', async () => {
    const order = await insertInvoiceOrder(t.database.db, {
      userId: buyer.userId,
      buyer: { fullName: 'Rohan Mehta', state: 'NCT of Delhi', city: 'New Delhi', postalCode: '110001' },
      parcels: [
        {
          sellerId: S.del.id,
          shippingPaise: 0,
          lines: [{ ...saree, name: 'Banarasi Silk Saree – “Katan” ₹999 साड़ी' }],
        },
      ],
    });
    const [page] = pages((await download(order.orderNumber)).rawPayload);
    expect(page).toContain('NCT of Delhi (07)');
    // What the standard fonts cannot draw is spelled plainly, never printed as wrong glyphs.
    expect(page).toContain('Banarasi Silk Saree - "Katan" \nRs.999 ?????');
    expect(page).toContain('CGST');
    expect(page).not.toContain('IGST');
  });

  it("answers 404 'Order not found' for another shopper's order and an unknown one, 401 without a token", async () => {
    const order = await insertInvoiceOrder(t.database.db, {
      userId: buyer.userId,
      buyer: bengaluruBuyer,
      parcels: [{ sellerId: S.blr.id, shippingPaise: 0, lines: [tawa] }],
    });
    const stranger = await newShopper(t);
    for (const id of [order.id, order.orderNumber, '00000000-0000-4000-8000-000000000000', 'nonsense']) {
      const res = await stranger.call('GET', `/api/users/orders/${id}/invoice`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: 'Order not found' });
    }
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/users/orders/${order.id}/invoice` });
    expect(anonymous.statusCode).toBe(401);
  });
});
