import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUPON_MESSAGES, normaliseCouponCode, validateCouponRequestSchema } from './coupon.schema.ts';

const item = { productId: 'prd_00001', quantity: 1 };

describe('normaliseCouponCode', () => {
  it.each([
    ['  boat10 ', 'BOAT10'],
    ['welcome100', 'WELCOME100'],
    ['\tFreeShip\n', 'FREESHIP'],
    ['', ''],
  ])('%j → %j', (raw, code) => expect(normaliseCouponCode(raw)).toBe(code));

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (raw) => {
        const once = normaliseCouponCode(raw);
        expect(normaliseCouponCode(once)).toBe(once);
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (raw) => {
        const once = normaliseCouponCode(raw);
        expect(normaliseCouponCode(once)).toBe(once);
      }),
    );
  });
});

describe('validateCouponRequestSchema', () => {
  it('normalises the code and keeps orderAmount optional', () => {
    const parsed = validateCouponRequestSchema.parse({ couponCode: '  boat10 ', cartItems: [item] });
    expect(parsed).toEqual({ couponCode: 'BOAT10', cartItems: [item] });
    expect(
      validateCouponRequestSchema.parse({ couponCode: 'X', orderAmount: 1499.5, cartItems: [item] })
        .orderAmount,
    ).toBe(1499.5);
  });

  it.each<[string, unknown, string]>([
    ['an empty code', { couponCode: '', cartItems: [item] }, COUPON_MESSAGES.empty],
    ['a blank code', { couponCode: '   ', cartItems: [item] }, COUPON_MESSAGES.empty],
    ['no code', { cartItems: [item] }, COUPON_MESSAGES.empty],
    ['a code too long', { couponCode: 'A'.repeat(33), cartItems: [item] }, COUPON_MESSAGES.invalid],
    ['an empty cart', { couponCode: 'BOAT10', cartItems: [] }, 'Your cart is empty'],
  ])('refuses %s', (_name, body, message) => {
    const result = validateCouponRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it.each([0, -1, 1.5, 'x', 101, null])('refuses quantity %j', (quantity) => {
    const body = { couponCode: 'BOAT10', cartItems: [{ productId: 'prd_00001', quantity }] };
    expect(validateCouponRequestSchema.safeParse(body).success).toBe(false);
  });

  it('refuses a negative orderAmount and a missing product id', () => {
    expect(
      validateCouponRequestSchema.safeParse({ couponCode: 'X', orderAmount: -1, cartItems: [item] }).success,
    ).toBe(false);
    expect(
      validateCouponRequestSchema.safeParse({ couponCode: 'X', cartItems: [{ productId: ' ', quantity: 1 }] })
        .success,
    ).toBe(false);
  });
});
