// GST splits, invoice rows and totals, state codes and amounts in words: tables, plus properties for exactness.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountInWords,
  gstStateCodeOf,
  invoiceTotals,
  splitGst,
  type InvoiceLineInput,
} from './gst-invoice.ts';

describe('splitGst', () => {
  it.each([
    // ₹1,180 inclusive is ₹1,000 + ₹180 tax.
    [
      118_000,
      true,
      { taxablePaise: 100_000, taxPaise: 18_000, cgstPaise: 9_000, sgstPaise: 9_000, igstPaise: 0 },
    ],
    [
      118_000,
      false,
      { taxablePaise: 100_000, taxPaise: 18_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 18_000 },
    ],
    // ₹499: taxable round(49900/1.18) = 42288, tax 7612 → 3806 + 3806.
    [
      49_900,
      true,
      { taxablePaise: 42_288, taxPaise: 7_612, cgstPaise: 3_806, sgstPaise: 3_806, igstPaise: 0 },
    ],
    // ₹1: taxable 85, tax 15, an odd paisa → CGST 8, SGST 7.
    [100, true, { taxablePaise: 85, taxPaise: 15, cgstPaise: 8, sgstPaise: 7, igstPaise: 0 }],
    [0, false, { taxablePaise: 0, taxPaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 }],
  ] as const)('%i paise, intra-state %s', (amount, intra, expected) => {
    expect(splitGst(amount, 18, intra)).toEqual(expected);
  });

  it('always adds up to the amount exactly, in paise', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.constantFrom(0, 5, 12, 18, 28),
        fc.boolean(),
        (amount, rate, intra) => {
          const s = splitGst(amount, rate, intra);
          expect(s.taxablePaise + s.cgstPaise + s.sgstPaise + s.igstPaise).toBe(amount);
          expect(s.cgstPaise + s.sgstPaise + s.igstPaise).toBe(s.taxPaise);
          expect(Math.abs(s.cgstPaise - s.sgstPaise)).toBeLessThanOrEqual(1);
          expect(intra ? s.igstPaise : s.cgstPaise + s.sgstPaise).toBe(0);
        },
      ),
    );
  });
});

describe('invoiceTotals', () => {
  const lines: InvoiceLineInput[] = [
    {
      name: 'Kettle',
      hsnCode: '8516',
      quantity: 2,
      unitPricePaise: 59_000,
      lineTotalPaise: 118_000,
      discountPaise: 11_800,
      gstRatePercent: 18,
    },
    {
      name: 'Tea',
      hsnCode: '0902',
      quantity: 1,
      unitPricePaise: 10_500,
      lineTotalPaise: 10_500,
      discountPaise: 0,
      gstRatePercent: 5,
    },
  ];

  it('is CGST + SGST within a state, with discounted taxable values and a shipping row', () => {
    const t = invoiceTotals(lines, 5_900, '29', '29');
    expect(t.intraState).toBe(true);
    expect(
      t.rows.map((r) => [r.name, r.hsnCode, r.totalPaise, r.taxablePaise, r.cgstPaise, r.sgstPaise]),
    ).toEqual([
      ['Kettle', '8516', 106_200, 90_000, 8_100, 8_100],
      ['Tea', '0902', 10_500, 10_000, 250, 250],
      ['Shipping charges', '996812', 5_900, 5_000, 450, 450],
    ]);
    expect(t).toMatchObject({ taxablePaise: 105_000, cgstPaise: 8_800, sgstPaise: 8_800, igstPaise: 0 });
    expect(t).toMatchObject({ discountPaise: 11_800, totalPaise: 122_600 });
  });

  it('is IGST across states, and when the place of supply is unknown', () => {
    for (const pos of ['07', undefined]) {
      const t = invoiceTotals(lines, 0, '29', pos);
      expect(t.intraState).toBe(false);
      expect(t.rows).toHaveLength(2);
      expect(t).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 16_200 + 500, totalPaise: 116_700 });
    }
  });
});

describe('gstStateCodeOf', () => {
  it.each([
    ['Karnataka', '29'],
    ['  maharashtra ', '27'],
    ['Delhi', '07'],
    ['NCT of Delhi', '07'],
    ['Jammu & Kashmir', '01'],
    ['Orissa', '21'],
    ['Pondicherry', '34'],
    ['Andaman & Nicobar Islands', '35'],
    ['Dadra and Nagar Haveli and Daman and Diu', '26'],
    ['Telangana', '36'],
    ['Andhra Pradesh', '37'],
    ['Ladakh', '38'],
  ])('%s → %s', (name, code) => {
    expect(gstStateCodeOf(name)).toBe(code);
  });

  it('knows no made-up state', () => {
    expect(gstStateCodeOf('Atlantis')).toBeUndefined();
    expect(gstStateCodeOf('')).toBeUndefined();
  });
});

describe('amountInWords', () => {
  it.each([
    [12_345_670, 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy Paise Only'],
    [0, 'Rupees Zero Only'],
    [5, 'Rupees Zero and Five Paise Only'],
    [100, 'Rupees One Only'],
    [1_100, 'Rupees Eleven Only'],
    [99_900, 'Rupees Nine Hundred Ninety-Nine Only'],
    [100_000, 'Rupees One Thousand Only'],
    [10_000_000, 'Rupees One Lakh Only'],
    [1_000_000_000, 'Rupees One Crore Only'],
    [
      1_234_567_899,
      'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Ninety-Nine Paise Only',
    ],
    [100_000_000_000, 'Rupees One Hundred Crore Only'],
    [4_000_001, 'Rupees Forty Thousand and One Paise Only'],
  ])('%i paise', (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });

  it('refuses negative and fractional paise', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});
