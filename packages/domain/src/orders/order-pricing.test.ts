import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  commissionPaise,
  indianFinancialYear,
  invoiceNumber,
  invoicePrefix,
  invoiceSerialOf,
  orderNumberFrom,
  ORDER_NUMBER_PATTERN,
  splitProportionally,
} from './order-pricing.ts';

describe('splitProportionally', () => {
  it('gives leftover paise to the largest remainders', () => {
    // 100 over 1:1:1 → 33.33 each; one paisa left goes to the first.
    expect(splitProportionally(100, [500, 500, 500])).toEqual([34, 33, 33]);
    expect(splitProportionally(1000, [7500, 2500])).toEqual([750, 250]);
    expect(splitProportionally(0, [1, 2])).toEqual([0, 0]);
  });

  it('always adds up and never passes a weight when the amount fits', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 12 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (weights, fraction) => {
          const total = weights.reduce((s, w) => s + w, 0);
          fc.pre(total > 0);
          const amount = Math.floor(total * fraction);
          const shares = splitProportionally(amount, weights);
          expect(shares.reduce((s, x) => s + x, 0)).toBe(amount);
          shares.forEach((share, i) => {
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(weights[i] ?? 0);
          });
        },
      ),
    );
  });

  it('refuses fractions and an amount over nothing', () => {
    expect(() => splitProportionally(1.5, [1])).toThrow(RangeError);
    expect(() => splitProportionally(5, [0, 0])).toThrow(RangeError);
  });
});

describe('commissionPaise', () => {
  it('rounds half up to the paisa', () => {
    expect(commissionPaise(12_345, 1000)).toBe(1235); // 1234.5 → 1235
    expect(commissionPaise(12_344, 1000)).toBe(1234); // 1234.4
    expect(commissionPaise(99_900, 0)).toBe(0);
    expect(commissionPaise(1e12, 5000)).toBe(5e11);
  });
});

describe('order and invoice numbers', () => {
  it('makes HT + 10 digits', () => {
    expect(orderNumberFrom(() => 0)).toBe('HT0000000000');
    expect(orderNumberFrom(() => 0.999_999_999)).toBe('HT9999999999');
    expect(orderNumberFrom(Math.random)).toMatch(ORDER_NUMBER_PATTERN);
  });

  it('reads the Indian financial year in IST', () => {
    // 31 March 2026 20:00 UTC is 1 April 01:30 in India: the new year has begun.
    expect(indianFinancialYear(new Date('2026-03-31T20:00:00Z')).label).toBe('2026-27');
    expect(indianFinancialYear(new Date('2026-03-31T18:00:00Z')).label).toBe('2025-26');
    expect(indianFinancialYear(new Date('2027-01-15T00:00:00Z')).short).toBe('2627');
    expect(indianFinancialYear(new Date('2099-12-01T00:00:00Z')).label).toBe('2099-00');
  });

  it('numbers invoices per seller and year within rule 46', () => {
    const at = new Date('2026-11-22T10:00:00Z');
    const number = invoiceNumber('sel_001', at, 42);
    expect(number).toBe('SEL001/2627/000042');
    expect(number).toMatch(/^[A-Z0-9/-]+$/);
    expect(number.slice('SEL001/'.length).length).toBeLessThanOrEqual(16);
    expect(invoiceSerialOf(number, invoicePrefix('sel_001', at))).toBe(42);
    expect(invoiceSerialOf(number, invoicePrefix('sel_002', at))).toBe(0);
    expect(invoiceSerialOf('SEL001/2526/000099', invoicePrefix('sel_001', at))).toBe(0);
    expect(invoiceSerialOf(undefined, 'X/')).toBe(0);
    expect(() => invoiceNumber('sel_001', at, 0)).toThrow(RangeError);
  });
});
