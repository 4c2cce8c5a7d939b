import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteShipping } from '../shipping/shipping-rules.ts';
import { shippingWithoutPincode } from './unquoted-shipping.ts';

const line = (unitPricePaise: number, quantity: number, freeShipping = false) => ({
  unitPricePaise,
  quantity,
  weightGrams: 400,
  freeShipping,
});

describe('shippingWithoutPincode', () => {
  it('knows 5 × a ₹21 line its seller ships free is free, and a charged line is not known', () => {
    expect(shippingWithoutPincode([{ lines: [line(2_100, 5, true)] }, { lines: [line(2_100, 1)] }])).toEqual({
      freeAboveThreshold: false,
      freeAnywhere: [true, false],
    });
  });

  it('knows every parcel is free above ₹999', () => {
    expect(
      shippingWithoutPincode([{ lines: [line(99_901, 1)] }, { lines: [line(100, 1)] }]).freeAnywhere,
    ).toEqual([true, true]);
  });

  it('says free only where quoteShipping charges nothing, whatever the pincode', () => {
    const parcels = fc.array(
      fc.array(
        fc.record({
          unitPricePaise: fc.integer({ min: 0, max: 60_000 }),
          quantity: fc.integer({ min: 1, max: 5 }),
          weightGrams: fc.integer({ min: 0, max: 30_000 }),
          freeShipping: fc.boolean(),
        }),
        { minLength: 1, maxLength: 3 },
      ),
      { minLength: 1, maxLength: 3 },
    );
    const pincodes = fc.constantFrom('110001', '400001', '560001', '744101', '999999');
    fc.assert(
      fc.property(parcels, pincodes, (lines, pincode) => {
        const known = shippingWithoutPincode(lines.map((l) => ({ lines: l })));
        const quote = quoteShipping(
          lines.map((l, i) => ({ sellerId: `s${i}`, sellerName: 'S', sellerPincode: '400001', lines: l })),
          pincode,
          new Date('2026-11-29T06:00:00Z'),
        );
        expect(known.freeAboveThreshold).toBe(quote.freeShipping);
        known.freeAnywhere.forEach((free, i) => {
          if (free) expect(quote.parcels[i]?.ratePaise).toBe(0);
        });
      }),
    );
  });
});
