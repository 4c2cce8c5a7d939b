// The shipping label's PDF (docs/behaviour/seller-portal.md#packing): one 4 × 6 inch page with the AWB's Code 128
// bars as bwip-js encodes them, the address, cash to collect and the return address, even for long lines.
import { inflateSync } from 'node:zlib';
import bwipjs from 'bwip-js/node';
import { describe, expect, it } from 'vitest';
import { pdfTextRuns } from '../invoices/invoices.test-support.ts';
import { renderShippingLabelPdf, type ShippingLabel } from './shipping-label.pdf.ts';

const label: ShippingLabel = {
  carrier: 'Delhivery',
  awb: 'DL5501234567',
  orderNumber: 'HT2611280001',
  invoiceNumber: 'INV/2026/000123',
  orderDate: new Date('2026-11-28T10:00:00Z'),
  collectPaise: 103_800,
  shipTo: {
    name: 'Meera Iyer',
    lines: ['22, Luz Church Road, Mylapore', 'Near the temple tank'],
    city: 'Chennai',
    state: 'Tamil Nadu',
    pincode: '600004',
    phone: '9876543210',
  },
  shipFrom: {
    legalName: 'Shree Ganesh Traders',
    addressLine: '14, East Street, Camp',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
    gstin: '27AAPFG1234A1Z5',
  },
  items: [{ name: 'Steel Tiffin Box — 3 tier', sku: 'STB-3', quantity: 2 }],
};

/** The content stream's filled rectangles, as pdfkit writes them ("x y w h re" then a fill). */
function rectangles(pdf: Buffer): number {
  let n = 0;
  for (const match of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const bytes = Buffer.from(match[1]!, 'latin1');
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    n += [...content.matchAll(/ re\b/g)].length;
  }
  return n;
}

describe('shipping label PDF', () => {
  it('prints the AWB as its Code 128 bars, the address, the cash to collect and the return address', async () => {
    const pdf = await renderShippingLabelPdf(label);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 288 432]');
    expect([...pdf.toString('latin1').matchAll(/\/Type \/Page\b/g)]).toHaveLength(1);
    const text = pdfTextRuns(pdf).join('\n');
    for (const expected of [
      'Delhivery',
      'COD Rs. 1,038.00',
      'AWB DL5501234567',
      'Meera Iyer',
      '22, Luz Church Road, Mylapore',
      'PIN 600004',
      'Phone: 9876543210',
      '2 x Steel Tiffin Box - 3 tier (STB-3)',
      'Shree Ganesh Traders',
      'GSTIN 27AAPFG1234A1Z5',
    ]) {
      expect(text).toContain(expected);
    }
    const [symbol] = bwipjs.raw('code128', label.awb, {});
    const bars = symbol && 'sbs' in symbol ? Math.ceil(symbol.sbs.length / 2) : 0;
    expect(bars).toBeGreaterThan(20);
    expect(rectangles(pdf)).toBe(bars);
  });

  it('says prepaid when nothing is collected, and keeps a long order on one page', async () => {
    const long = {
      ...label,
      collectPaise: null,
      items: Array.from({ length: 9 }, (_, i) => ({
        name: `A very long product name that wraps over more than one line of the label, number ${i}`,
        sku: `SKU-${i}`,
        quantity: 1,
      })),
    };
    const pdf = await renderShippingLabelPdf(long);
    const text = pdfTextRuns(pdf).join('\n');
    expect(text).toContain('PREPAID');
    expect(text).not.toContain('COD');
    expect(text).toContain('and 5 more lines');
    expect([...pdf.toString('latin1').matchAll(/\/Type \/Page\b/g)]).toHaveLength(1);
  });
});
