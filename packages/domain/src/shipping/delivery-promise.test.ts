// The delivery promise's rules: which pincodes are served and take cash, COD within the limit, and a product's
// promise matching the window checkout quotes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COD_LIMIT_RUPEES } from '../orders/order.schema.ts';
import { codAllowed, pincodeService, productDeliveryPromise } from './delivery-promise.ts';
import { deliveryWindow, zoneBetween } from './shipping-rules.ts';

/** Monday 23 November 2026, 10:00 IST. */
const MONDAY_MORNING = new Date('2026-11-23T04:30:00Z');

describe('pincodeService', () => {
  it.each([
    ['110001', true, { serviceable: true, codAvailable: true }],
    ['492001', true, { serviceable: true, codAvailable: true }],
    ['781001', true, { serviceable: true, codAvailable: true }],
    ['737101', true, { serviceable: true, codAvailable: true }],
    // The islands: served, prepaid only.
    ['744101', true, { serviceable: true, codAvailable: false }],
    ['682555', true, { serviceable: true, codAvailable: false }],
    // Ernakulam shares 682 with Lakshadweep but is the mainland.
    ['682001', true, { serviceable: true, codAvailable: true }],
    // Army Postal Service: never, even if a directory listed it.
    ['999001', true, { serviceable: false, codAvailable: false }],
    ['900001', true, { serviceable: false, codAvailable: false }],
    // Not in the directory, malformed, or a prefix allotted to no circle.
    ['110099', false, { serviceable: false, codAvailable: false }],
    ['012345', true, { serviceable: false, codAvailable: false }],
    ['290001', true, { serviceable: false, codAvailable: false }],
    ['11000', true, { serviceable: false, codAvailable: false }],
  ])('%s (in directory: %s) → %o', (pincode, inDirectory, expected) => {
    expect(pincodeService(pincode, inDirectory)).toEqual(expected);
  });

  it('never serves a 9xxxxx pincode, and never takes cash where it does not deliver', () => {
    fc.assert(
      fc.property(fc.integer({ min: 900000, max: 999999 }), fc.boolean(), (n, inDirectory) => {
        expect(pincodeService(String(n), inDirectory)).toEqual({ serviceable: false, codAvailable: false });
      }),
    );
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (pincode, inDirectory) => {
        const service = pincodeService(pincode, inDirectory);
        expect(!service.codAvailable || service.serviceable).toBe(true);
        if (!inDirectory) expect(service.serviceable).toBe(false);
      }),
    );
  });
});

describe('codAllowed', () => {
  const served = { serviceable: true, codAvailable: true };
  it.each([
    [served, 499, true],
    [served, COD_LIMIT_RUPEES, true],
    [served, COD_LIMIT_RUPEES + 0.01, false],
    [{ serviceable: true, codAvailable: false }, 100, false],
    [{ serviceable: false, codAvailable: false }, 100, false],
  ])('%o, ₹%d → %s', (service, total, expected) => {
    expect(codAllowed(service, total)).toBe(expected);
  });
});

describe('productDeliveryPromise', () => {
  it('promises the last day of the zone window checkout quotes, with COD where the pincode takes it', () => {
    const promise = productDeliveryPromise(
      { sellerPincode: '560034', buyerPincode: '110001', inDirectory: true, unitPriceRupees: 999 },
      MONDAY_MORNING,
    );
    const window = deliveryWindow(zoneBetween('560034', '110001').zone, MONDAY_MORNING);
    expect(promise).toEqual({ serviceable: true, codAvailable: true, deliveryBy: window.to, window });
    // Bengaluru to Delhi is national: 4–7 business days, Sundays skipped (Mon 23 Nov → Tue 1 Dec).
    expect(window).toEqual({ from: '2026-11-27', to: '2026-12-01' });
  });

  it('is local and fast inside one sorting district', () => {
    const promise = productDeliveryPromise(
      { sellerPincode: '492001', buyerPincode: '492004', inDirectory: true, unitPriceRupees: 100 },
      MONDAY_MORNING,
    );
    expect(promise.window).toEqual({ from: '2026-11-24', to: '2026-11-25' });
    expect(promise.deliveryBy).toBe('2026-11-25');
  });

  it('offers no COD for one unit above the limit, nor to the islands', () => {
    const dear = productDeliveryPromise(
      { sellerPincode: '110001', buyerPincode: '400001', inDirectory: true, unitPriceRupees: 60_000 },
      MONDAY_MORNING,
    );
    expect(dear).toMatchObject({ serviceable: true, codAvailable: false });
    const islands = productDeliveryPromise(
      { sellerPincode: '700001', buyerPincode: '744101', inDirectory: true, unitPriceRupees: 100 },
      MONDAY_MORNING,
    );
    expect(islands).toMatchObject({ serviceable: true, codAvailable: false });
    expect(islands.window).toEqual(deliveryWindow('special', MONDAY_MORNING));
  });

  it('promises nothing to a pincode it does not serve', () => {
    for (const [buyerPincode, inDirectory] of [
      ['110099', false],
      ['999001', true],
    ] as const) {
      expect(
        productDeliveryPromise(
          { sellerPincode: '110001', buyerPincode, inDirectory, unitPriceRupees: 100 },
          MONDAY_MORNING,
        ),
      ).toEqual({ serviceable: false, codAvailable: false, deliveryBy: null, window: null });
    }
  });

  it('always ends its window on or after it starts, and says COD only when served', () => {
    const pin = fc.integer({ min: 100000, max: 999999 }).map(String);
    fc.assert(
      fc.property(
        pin,
        pin,
        fc.boolean(),
        fc.integer({ min: 0, max: 200_000 }),
        fc.date({ min: new Date('2026-01-01'), max: new Date('2027-12-31'), noInvalidDate: true }),
        (seller, buyer, inDirectory, price, now) => {
          const promise = productDeliveryPromise(
            { sellerPincode: seller, buyerPincode: buyer, inDirectory, unitPriceRupees: price },
            now,
          );
          if (!promise.serviceable) {
            expect(promise).toEqual({
              serviceable: false,
              codAvailable: false,
              deliveryBy: null,
              window: null,
            });
            return;
          }
          expect(promise.window!.from <= promise.window!.to).toBe(true);
          expect(promise.deliveryBy).toBe(promise.window!.to);
          expect(promise.deliveryBy! > now.toISOString().slice(0, 10)).toBe(true);
          if (price > COD_LIMIT_RUPEES) expect(promise.codAvailable).toBe(false);
        },
      ),
    );
  });
});
