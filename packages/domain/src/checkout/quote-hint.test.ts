import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHIPPING_STATEMENTS } from '../pricing/shipping-statements.ts';
import { cartFreeShippingHint } from './quote-hint.ts';

const threshold = SHIPPING_STATEMENTS.cart.freeFrom * 100;

describe('cartFreeShippingHint', () => {
  it.each([
    // 5 × Parle-G at ₹21 when the quote ships it free: no "Add ₹395 more" beside FREE.
    ['free quote below the threshold', 10_500, 0, null],
    // FREESHIP applied: the quote waived the charge, so no nudge (issue 27).
    ['coupon-waived shipping', 2_100, 0, null],
    [
      'charged below the threshold',
      10_500,
      4_000,
      { thresholdPaise: threshold, remainingPaise: 39_500, percent: 21 },
    ],
    [
      'not quoted yet (no pincode)',
      45_000,
      null,
      { thresholdPaise: threshold, remainingPaise: 5_000, percent: 90 },
    ],
    ['charged at the threshold', threshold, 8_000, null],
    ['empty cart', 0, null, null],
  ])('%s', (_name, subtotal, shipping, expected) => {
    expect(cartFreeShippingHint(subtotal, shipping)).toEqual(expected);
  });

  it('never shows beside a free quote, and what it asks for reaches the threshold exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.option(fc.integer({ min: 0, max: 50_000 })),
        (s, ship) => {
          const hint = cartFreeShippingHint(s, ship);
          if (ship === 0) expect(hint).toBeNull();
          if (hint) {
            expect(s + hint.remainingPaise).toBe(hint.thresholdPaise);
            expect(hint.percent).toBeGreaterThanOrEqual(0);
            expect(hint.percent).toBeLessThanOrEqual(100);
          }
        },
      ),
    );
  });
});
