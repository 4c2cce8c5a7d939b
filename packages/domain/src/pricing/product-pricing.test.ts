import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDiscountPercent, discountPercent, productPricing } from './product-pricing.ts';

const amount = fc.integer({ min: 0, max: 10_000_000_00 });

describe('discountPercent', () => {
  it.each([
    { mrp: 100_00, selling: 80_00, expected: 20 },
    { mrp: 24_999_00, selling: 18_999_00, expected: 24 }, // 24.0009… %
    { mrp: 200_00, selling: 101_00, expected: 50 }, // exactly 49.5 % rounds up
    { mrp: 3_00, selling: 2_00, expected: 33 },
    { mrp: 3_00, selling: 1_00, expected: 67 },
    { mrp: 999_00, selling: 0, expected: 100 },
    { mrp: 500_00, selling: 500_00, expected: 0 },
    { mrp: 400_00, selling: 500_00, expected: 0 },
    { mrp: undefined, selling: 500_00, expected: 0 },
    { mrp: null, selling: 500_00, expected: 0 },
  ])('mrp $mrp, selling $selling → $expected %', ({ mrp, selling, expected }) => {
    expect(discountPercent(mrp, selling)).toBe(expected);
  });

  it('rejects amounts that are not whole non-negative paise', () => {
    expect(() => discountPercent(100_00, -1)).toThrow(RangeError);
    expect(() => discountPercent(100.5, 50)).toThrow(RangeError);
  });

  it('is a whole number from 0 to 100', () => {
    fc.assert(
      fc.property(amount, amount, (mrp, selling) => {
        const d = discountPercent(mrp, selling);
        return Number.isInteger(d) && d >= 0 && d <= 100;
      }),
    );
  });

  it('equals Math.round of the exact percentage (within float noise away from .5)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 0, max: 1e9 }), (mrp, selling) => {
        fc.pre(selling < mrp);
        const exact = ((mrp - selling) / mrp) * 100;
        fc.pre(Math.abs((exact % 1) - 0.5) > 1e-6);
        return discountPercent(mrp, selling) === Math.round(exact);
      }),
    );
  });

  it('never grows when the selling price rises', () => {
    fc.assert(
      fc.property(amount, amount, fc.integer({ min: 0, max: 1e6 }), (mrp, selling, rise) => {
        return discountPercent(mrp, selling + rise) <= discountPercent(mrp, selling);
      }),
    );
  });
});

describe('productPricing', () => {
  it('splits a ₹1,180 selling price into ₹1,000 base and ₹180 GST', () => {
    expect(productPricing({ sellingPricePaise: 1180_00, mrpPaise: 1475_00 })).toEqual({
      sellingPricePaise: 1180_00,
      mrpPaise: 1475_00,
      discountPercent: 20,
      basePricePaise: 1000_00,
      gstAmountPaise: 180_00,
      gstPercentage: 18,
    });
  });

  it('rounds the base to the paisa: ₹99 → base ₹83.90, GST ₹15.10', () => {
    const p = productPricing({ sellingPricePaise: 99_00 });
    expect(p.basePricePaise).toBe(83_90);
    expect(p.gstAmountPaise).toBe(15_10);
    expect(p.mrpPaise).toBe(99_00);
    expect(p.discountPercent).toBe(0);
  });

  it('base + GST is exactly the selling price, and the base is selling / 1.18 to the paisa', () => {
    fc.assert(
      fc.property(amount, fc.option(amount, { nil: undefined }), (selling, mrp) => {
        const p = productPricing({ sellingPricePaise: selling, mrpPaise: mrp });
        return (
          p.basePricePaise + p.gstAmountPaise === selling &&
          Math.abs(p.basePricePaise - selling / 1.18) <= 0.5 &&
          p.gstAmountPaise >= 0 &&
          p.gstPercentage === 18
        );
      }),
    );
  });

  it('falls back to the selling price when MRP is missing', () => {
    fc.assert(
      fc.property(amount, (selling) => {
        const p = productPricing({ sellingPricePaise: selling, mrpPaise: null });
        return p.mrpPaise === selling && p.discountPercent === 0;
      }),
    );
  });
});

describe('applyDiscountPercent', () => {
  it.each([
    { price: 1000_00, percent: 20, expected: 800_00 },
    { price: 999, percent: 33, expected: 669 },
    { price: 500_00, percent: 0, expected: 500_00 },
    { price: 500_00, percent: 100, expected: 0 },
  ])('$price paise less $percent % → $expected', ({ price, percent, expected }) => {
    expect(applyDiscountPercent(price, percent)).toBe(expected);
  });

  it('stays between 0 and the price, and undoes discountPercent to within a percent of MRP', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 0, max: 1e9 }), (mrp, raw) => {
        const selling = raw % (mrp + 1);
        const d = discountPercent(mrp, selling);
        const back = applyDiscountPercent(mrp, d);
        return back >= 0 && back <= mrp && Math.abs(back - selling) <= mrp * 0.005 + 1;
      }),
    );
  });

  it('rejects a percent outside 0–100', () => {
    expect(() => applyDiscountPercent(100, 101)).toThrow(RangeError);
    expect(() => applyDiscountPercent(100, -1)).toThrow(RangeError);
  });
});
