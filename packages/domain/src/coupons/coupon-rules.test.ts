import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareCoupons, couponHeadlineValuePaise } from './coupon-ranking.ts';
import { couponRefusalAnswer } from './coupon-refusals.ts';
import {
  cartDeliveryFeePaise,
  evaluateCoupon,
  totalAfterCoupon,
  type CouponLine,
  type CouponRefusal,
  type CouponTerms,
} from './coupon-rules.ts';

const DAY = 86_400_000;
const NOW = new Date('2026-11-15T10:00:00Z');

const terms = (over: Partial<CouponTerms> = {}): CouponTerms => ({
  code: 'BOAT10',
  sellerId: 'sel_001',
  discountType: 'percentage',
  discountValue: 10,
  maxDiscountPaise: null,
  minimumOrderPaise: 0,
  startsAt: new Date(NOW.getTime() - DAY),
  endsAt: new Date(NOW.getTime() + DAY),
  applicableProductIds: [],
  isActive: true,
  usageLimit: null,
  usedCount: 0,
  perUserLimit: 1,
  ...over,
});

const line = (productId: string, unitPricePaise: number, quantity = 1, sellerId = 'sel_001'): CouponLine => ({
  productId,
  sellerId,
  unitPricePaise,
  quantity,
});

const fresh = { now: NOW, usesByThisUser: 0 };

describe('evaluateCoupon refusals', () => {
  const cart = [line('p1', 60_000), line('x1', 90_000, 1, 'sel_002')];
  it.each<[string, Partial<CouponTerms>, readonly CouponLine[], number, CouponRefusal]>([
    ['switched off', { isActive: false }, cart, 0, 'INVALID'],
    ['not started', { startsAt: new Date(NOW.getTime() + 1000) }, cart, 0, 'NOT_STARTED'],
    ['expired', { endsAt: new Date(NOW.getTime() - 1) }, cart, 0, 'EXPIRED'],
    ['only another seller’s lines', {}, [line('x1', 90_000, 1, 'sel_002')], 0, 'NOT_APPLICABLE'],
    ['listed products absent', { applicableProductIds: ['p9'] }, cart, 0, 'NOT_APPLICABLE'],
    ['a listed id sold by another seller', { applicableProductIds: ['x1'] }, cart, 0, 'NOT_APPLICABLE'],
    ['an eligible line of quantity 0', {}, [line('p1', 60_000, 0)], 0, 'NOT_APPLICABLE'],
    // ₹600 of this seller's lines; the other seller's ₹900 does not count towards the minimum.
    ['minimum measured on eligible lines', { minimumOrderPaise: 100_000 }, cart, 0, 'BELOW_MINIMUM'],
    ['used up overall', { usageLimit: 5, usedCount: 5 }, cart, 0, 'USED_UP'],
    ['used by this shopper', { perUserLimit: 1 }, cart, 1, 'ALREADY_USED'],
    ['per-user limit 2 reached', { perUserLimit: 2 }, cart, 2, 'ALREADY_USED'],
  ])('%s → %s', (_name, over, lines, uses, reason) => {
    const outcome = evaluateCoupon(terms(over), lines, { now: NOW, usesByThisUser: uses });
    expect(outcome).toMatchObject({ ok: false, reason });
  });

  it('accepts at the exact start, the exact end and the exact minimum', () => {
    const exact = terms({ startsAt: NOW, endsAt: NOW, minimumOrderPaise: 60_000 });
    expect(evaluateCoupon(exact, cart, fresh).ok).toBe(true);
  });

  it('accepts below a per-user limit and with no limits at all', () => {
    expect(evaluateCoupon(terms({ perUserLimit: 3 }), cart, { now: NOW, usesByThisUser: 2 }).ok).toBe(true);
    const open = terms({ perUserLimit: null, usageLimit: null, usedCount: 10_000 });
    expect(evaluateCoupon(open, cart, { now: NOW, usesByThisUser: 50 }).ok).toBe(true);
  });

  it('reports the eligible subtotal with a refusal (the cart page says how much is missing)', () => {
    const outcome = evaluateCoupon(terms({ minimumOrderPaise: 100_000 }), cart, fresh);
    expect(outcome.eligibleSubtotalPaise).toBe(60_000);
    expect(
      couponRefusalAnswer('BELOW_MINIMUM', { minimumOrderPaise: 100_000, eligibleSubtotalPaise: 60_000 }),
    ).toEqual({
      code: 'COUPON_BELOW_MINIMUM',
      message: 'This coupon needs an order of ₹1,000 or more from its seller. Add ₹400 more to use it.',
    });
  });
});

describe('evaluateCoupon discounts', () => {
  it.each<[string, Partial<CouponTerms>, readonly CouponLine[], number, string[]]>([
    // 10 % of ₹1,234.50 × 3 = ₹370.35 exactly.
    ['10 % of ₹1,234.50 × 3', {}, [line('p1', 123_450, 3)], 37_035, ['p1']],
    // 15 % of ₹333.33 = 4999.95 paise → floored to 4999.
    ['percentage floors to paise', { discountValue: 15 }, [line('p1', 33_333)], 4_999, ['p1']],
    [
      'percentage respects maxDiscount',
      { discountValue: 20, maxDiscountPaise: 50_000 },
      [line('p1', 500_000)],
      50_000,
      ['p1'],
    ],
    [
      'below the ceiling the percentage stands',
      { discountValue: 20, maxDiscountPaise: 50_000 },
      [line('p1', 100_000)],
      20_000,
      ['p1'],
    ],
    [
      '100 % takes the eligible lines only',
      { discountValue: 100 },
      [line('p1', 40_000), line('x', 90_000, 1, 'sel_2')],
      40_000,
      ['p1'],
    ],
    ['fixed ₹100', { discountType: 'fixed', discountValue: 10_000 }, [line('p1', 60_000)], 10_000, ['p1']],
    [
      'fixed never above the eligible subtotal',
      { discountType: 'fixed', discountValue: 50_000 },
      [line('p1', 29_900), line('x', 900_000, 1, 'sel_2')],
      29_900,
      ['p1'],
    ],
    [
      'free shipping below ₹500 waives ₹99',
      { discountType: 'free_shipping', discountValue: 0 },
      [line('p1', 49_999)],
      9_900,
      ['p1'],
    ],
    [
      'free shipping at ₹500 waives nothing',
      { discountType: 'free_shipping', discountValue: 0 },
      [line('p1', 50_000)],
      0,
      ['p1'],
    ],
    // The fee is the whole cart's (the rule the cart page shows), not only this seller's lines.
    [
      'free shipping on a cart above ₹500 of two sellers',
      { discountType: 'free_shipping', discountValue: 0 },
      [line('p1', 20_000), line('x', 40_000, 1, 'sel_2')],
      0,
      ['p1'],
    ],
    [
      'empty list = every product of the seller',
      { applicableProductIds: [] },
      [line('p1', 10_000), line('p2', 20_000)],
      3_000,
      ['p1', 'p2'],
    ],
    [
      'listed products only',
      { applicableProductIds: ['p2'] },
      [line('p1', 10_000), line('p2', 20_000)],
      2_000,
      ['p2'],
    ],
    [
      'the same product twice counts once in the ids',
      {},
      [line('p1', 10_000), line('p1', 10_000, 2)],
      3_000,
      ['p1'],
    ],
  ])('%s', (_name, over, lines, discount, ids) => {
    const outcome = evaluateCoupon(terms(over), lines, fresh);
    expect(outcome).toMatchObject({ ok: true, discountPaise: discount, eligibleProductIds: ids });
    if (outcome.ok) expect(outcome.freeShipping).toBe(over.discountType === 'free_shipping');
  });
});

describe('cart rule fee and totals', () => {
  it.each([
    [0, 0],
    [1, 9_900],
    [49_999, 9_900],
    [50_000, 0],
    [1_000_000, 0],
  ])('cartDeliveryFeePaise(%d) = %d', (subtotal, fee) => expect(cartDeliveryFeePaise(subtotal)).toBe(fee));

  it.each([
    [10_000, 3_000, 7_000],
    [10_000, 10_000, 0],
    [10_000, 25_000, 0],
  ])('totalAfterCoupon(%d, %d) = %d', (total, discount, expected) =>
    expect(totalAfterCoupon(total, discount)).toBe(expected),
  );
});

describe('ranking', () => {
  it('values a coupon at its minimum order, ₹1,000 without one', () => {
    expect(couponHeadlineValuePaise(terms({ discountValue: 10 }))).toBe(10_000);
    expect(
      couponHeadlineValuePaise(
        terms({ discountValue: 50, maxDiscountPaise: 20_000, minimumOrderPaise: 200_000 }),
      ),
    ).toBe(20_000);
    expect(
      couponHeadlineValuePaise(
        terms({ discountType: 'fixed', discountValue: 15_000, minimumOrderPaise: 99_900 }),
      ),
    ).toBe(15_000);
    expect(couponHeadlineValuePaise(terms({ discountType: 'free_shipping', discountValue: 0 }))).toBe(9_900);
  });

  it('orders by seller name, then the biggest value', () => {
    const c = (code: string, sellerName: string, over: Partial<CouponTerms>) => ({
      ...terms(over),
      code,
      sellerName,
    });
    const list = [
      c('B5', 'Boat House', { discountValue: 5 }),
      c('A1', 'Anand Stores', { discountType: 'free_shipping', discountValue: 0 }),
      c('B20', 'Boat House', { discountValue: 20 }),
      c('A2', 'Anand Stores', { discountType: 'fixed', discountValue: 20_000 }),
    ].toSorted(compareCoupons);
    expect(list.map((x) => x.code)).toEqual(['A2', 'A1', 'B20', 'B5']);
  });
});

describe('properties', () => {
  const lineArb = fc.record({
    productId: fc.constantFrom('p1', 'p2', 'p3', 'x1'),
    sellerId: fc.constantFrom('sel_001', 'sel_002'),
    unitPricePaise: fc.integer({ min: 1, max: 20_000_000 }),
    quantity: fc.integer({ min: 1, max: 100 }),
  });
  const termsArb = fc.record({
    discountType: fc.constantFrom('percentage' as const, 'fixed' as const),
    percent: fc.integer({ min: 1, max: 100 }),
    fixedPaise: fc.integer({ min: 1, max: 10_000_000 }),
    maxDiscountPaise: fc.option(fc.integer({ min: 1, max: 10_000_000 })),
    minimumOrderPaise: fc.integer({ min: 0, max: 1_000_000 }),
    applicableProductIds: fc.subarray(['p1', 'p2', 'p3', 'x1']),
  });

  it('0 ≤ discount ≤ eligible subtotal for percentage and fixed coupons', () => {
    fc.assert(
      fc.property(termsArb, fc.array(lineArb, { minLength: 1, maxLength: 8 }), (t, lines) => {
        const coupon = terms({
          discountType: t.discountType,
          discountValue: t.discountType === 'percentage' ? t.percent : t.fixedPaise,
          maxDiscountPaise: t.maxDiscountPaise,
          minimumOrderPaise: t.minimumOrderPaise,
          applicableProductIds: t.applicableProductIds,
        });
        const outcome = evaluateCoupon(coupon, lines, fresh);
        const eligible = lines
          .filter((l) => l.sellerId === 'sel_001')
          .filter((l) => t.applicableProductIds.length === 0 || t.applicableProductIds.includes(l.productId))
          .reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
        expect(outcome.eligibleSubtotalPaise).toBe(eligible);
        if (!outcome.ok) return;
        expect(Number.isInteger(outcome.discountPaise)).toBe(true);
        expect(outcome.discountPaise).toBeGreaterThanOrEqual(0);
        expect(outcome.discountPaise).toBeLessThanOrEqual(outcome.eligibleSubtotalPaise);
        if (t.maxDiscountPaise !== null && t.discountType === 'percentage')
          expect(outcome.discountPaise).toBeLessThanOrEqual(t.maxDiscountPaise);
        expect(outcome.eligibleSubtotalPaise).toBeGreaterThanOrEqual(t.minimumOrderPaise);
      }),
    );
  });

  it('free shipping takes off exactly the cart rule fee', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 6 }), (lines) => {
        const outcome = evaluateCoupon(
          terms({ discountType: 'free_shipping', discountValue: 0 }),
          lines,
          fresh,
        );
        const subtotal = lines.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
        if (outcome.ok) expect(outcome.discountPaise).toBe(cartDeliveryFeePaise(subtotal));
      }),
    );
  });

  it('totalAfterCoupon is never negative and never above the total', () => {
    fc.assert(
      fc.property(fc.nat(2 ** 40), fc.nat(2 ** 40), (total, discount) => {
        const after = totalAfterCoupon(total, discount);
        expect(after).toBeGreaterThanOrEqual(0);
        expect(after).toBeLessThanOrEqual(total);
      }),
    );
  });
});

describe('couponRefusalAnswer', () => {
  it.each<[number, number, string]>([
    [
      100_000,
      60_000,
      'This coupon needs an order of ₹1,000 or more from its seller. Add ₹400 more to use it.',
    ],
    [
      500_000,
      370_350,
      'This coupon needs an order of ₹5,000 or more from its seller. Add ₹1,296.50 more to use it.',
    ],
    [49_950, 1, 'This coupon needs an order of ₹499.50 or more from its seller. Add ₹499.49 more to use it.'],
  ])(
    'below a minimum of %d paise with %d paise eligible',
    (minimumOrderPaise, eligibleSubtotalPaise, message) => {
      expect(couponRefusalAnswer('BELOW_MINIMUM', { minimumOrderPaise, eligibleSubtotalPaise })).toEqual({
        code: 'COUPON_BELOW_MINIMUM',
        message,
      });
    },
  );

  it.each<CouponRefusal>(['INVALID', 'NOT_STARTED', 'EXPIRED', 'NOT_APPLICABLE', 'USED_UP', 'ALREADY_USED'])(
    '%s has its own code and message',
    (reason) => {
      const answer = couponRefusalAnswer(reason, { minimumOrderPaise: 0, eligibleSubtotalPaise: 0 });
      expect(answer.code).toBe(`COUPON_${reason}`);
      expect(answer.message.length).toBeGreaterThan(10);
    },
  );
});
