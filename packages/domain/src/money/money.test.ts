import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addPaise,
  formatInr,
  formatPaise,
  paise,
  paiseToRupees,
  rupeesToPaise,
  splitInclusiveGst,
} from './money.ts';

const wholePaise = fc.integer({ min: -1e12, max: 1e12 });

describe('paise', () => {
  it('accepts safe integers only', () => {
    expect(paise(0)).toBe(0);
    expect(() => paise(1.5)).toThrow(RangeError);
    expect(() => paise(Number.NaN)).toThrow(RangeError);
    expect(() => paise(2 ** 53)).toThrow(RangeError);
  });

  it('adds amounts', () => {
    expect(addPaise(paise(10), paise(20), paise(-5))).toBe(25);
    expect(addPaise()).toBe(0);
  });
});

describe('rupeesToPaise / paiseToRupees', () => {
  it.each([
    { rupees: 0, expected: 0 },
    { rupees: 1, expected: 100 },
    { rupees: 99.5, expected: 9950 },
    { rupees: 0.1 + 0.2, expected: 30 },
    { rupees: 1.005, expected: 101 }, // half away from zero, despite 1.005 being 1.00499… in binary
    { rupees: -1.005, expected: -101 },
    { rupees: 123456.78, expected: 12345678 },
  ])('₹$rupees → $expected paise', ({ rupees, expected }) => {
    expect(rupeesToPaise(rupees)).toBe(expected);
  });

  it('rejects non-finite rupees', () => {
    expect(() => rupeesToPaise(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
  });

  it('paise → rupees → paise is the identity', () => {
    fc.assert(fc.property(wholePaise, (p) => rupeesToPaise(paiseToRupees(paise(p))) === p));
  });

  it('rupees → paise is within half a paisa and keeps the sign', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (r) => {
        const p = rupeesToPaise(r);
        return (
          Number.isSafeInteger(p) &&
          Math.abs(p - r * 100) <= 0.5 + 1e-6 &&
          (p === 0 || Math.sign(p) === Math.sign(r))
        );
      }),
    );
  });
});

describe('formatInr', () => {
  it.each([
    { rupees: 123456, expected: '₹1,23,456' },
    { rupees: 12345678, expected: '₹1,23,45,678' },
    { rupees: 999, expected: '₹999' },
    { rupees: 1000, expected: '₹1,000' },
    { rupees: 99.5, expected: '₹99.50' },
    { rupees: 1296.5, expected: '₹1,296.50' },
    { rupees: 10.004, expected: '₹10' },
    { rupees: 1499.99, expected: '₹1,499.99' },
    { rupees: 0, expected: '₹0' },
  ])('₹$rupees → $expected', ({ rupees, expected }) => {
    expect(formatInr(rupees)).toBe(expected);
  });

  it('formats paise through rupees', () => {
    expect(formatPaise(paise(12345600))).toBe('₹1,23,456');
  });

  it('groups the last three digits, then pairs (en-IN), for any whole rupee amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (r) => {
        const text = formatInr(r);
        const digits = String(r);
        const last3 = digits.slice(-3);
        const head = digits.slice(0, -3);
        const pairs = head ? head.replace(/\B(?=(\d{2})+(?!\d))/g, ',') + ',' : '';
        return text === `₹${pairs}${last3}`;
      }),
    );
  });
});

describe('splitInclusiveGst', () => {
  it.each([
    { inclusive: 118_00, base: 100_00, gst: 18_00 },
    { inclusive: 99_00, base: 83_90, gst: 15_10 },
    { inclusive: 1, base: 1, gst: 0 },
    { inclusive: 0, base: 0, gst: 0 },
  ])('$inclusive paise → base $base + GST $gst', ({ inclusive, base, gst }) => {
    expect(splitInclusiveGst(paise(inclusive))).toEqual({ base, gst });
  });

  it('uses another rate when given: ₹105 at 5 % → ₹100 + ₹5', () => {
    expect(splitInclusiveGst(paise(105_00), 5)).toEqual({ base: 100_00, gst: 5_00 });
  });

  it('base + GST is the inclusive amount and the base is the nearest paisa to inclusive / 1.18', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (inclusive) => {
        const { base, gst } = splitInclusiveGst(paise(inclusive));
        return (
          base + gst === inclusive && Math.abs(base - inclusive / 1.18) <= 0.5 && gst >= 0 && gst <= inclusive
        );
      }),
    );
  });
});
