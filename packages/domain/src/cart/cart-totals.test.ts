// cartTotals: example tables at the free-shipping edge and invariants over random carts (no float drift).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartTotals, type CartTotalsLine } from './cart-totals.ts';

const line = (unitPricePaise: number, quantity: number, mrpPaise = unitPricePaise): CartTotalsLine => ({
  unitPricePaise,
  mrpPaise,
  quantity,
});

/** The canonical double of a whole number of paise: 166.67, never 166.67000000000002. */
const isWholePaise = (rupees: number) => rupees === Math.round(rupees * 100) / 100;

describe('cartTotals examples', () => {
  it('an empty cart: nothing to pay, no shipping, the whole 500 to go', () => {
    expect(cartTotals([])).toEqual({
      lineCount: 0,
      itemCount: 0,
      mrpTotal: 0,
      subtotal: 0,
      discount: 0,
      shipping: 0,
      remainingForFree: 500,
      total: 0,
    });
  });

  it.each<
    [string, CartTotalsLine[], { subtotal: number; shipping: number; remaining: number; total: number }]
  >([
    [
      '3 × ₹333.33 sums in paise',
      [line(33_333, 3)],
      { subtotal: 999.99, shipping: 0, remaining: 0, total: 999.99 },
    ],
    [
      '₹333.33 once: 166.67 to go, exactly',
      [line(33_333, 1)],
      { subtotal: 333.33, shipping: 99, remaining: 166.67, total: 432.33 },
    ],
    [
      '₹499.99 is below the rule',
      [line(49_999, 1)],
      { subtotal: 499.99, shipping: 99, remaining: 0.01, total: 598.99 },
    ],
    [
      '₹500.00 exactly ships free',
      [line(50_000, 1)],
      { subtotal: 500, shipping: 0, remaining: 0, total: 500 },
    ],
    [
      '0.1 + 0.2 style prices',
      [line(10, 1), line(20, 1)],
      { subtotal: 0.3, shipping: 99, remaining: 499.7, total: 99.3 },
    ],
    [
      'two lines reach the rule together',
      [line(24_950, 1), line(25_050, 1)],
      { subtotal: 500, shipping: 0, remaining: 0, total: 500 },
    ],
  ])('%s', (_name, lines, expected) => {
    const totals = cartTotals(lines);
    expect(totals.subtotal).toBe(expected.subtotal);
    expect(totals.shipping).toBe(expected.shipping);
    expect(totals.remainingForFree).toBe(expected.remaining);
    expect(totals.total).toBe(expected.total);
  });

  it('counts lines for the badge and quantities for "Subtotal (n items)"', () => {
    const totals = cartTotals([line(10_000, 2), line(5_000, 3)]);
    expect(totals.lineCount).toBe(2);
    expect(totals.itemCount).toBe(5);
  });

  it('the saving is MRP − selling, and never negative when a seller’s MRP is below the price', () => {
    expect(cartTotals([line(80_000, 2, 100_000)])).toMatchObject({
      mrpTotal: 2000,
      subtotal: 1600,
      discount: 400,
    });
    expect(cartTotals([line(80_000, 1, 50_000)])).toMatchObject({
      mrpTotal: 800,
      subtotal: 800,
      discount: 0,
    });
  });

  it.each([[line(1.5, 1)], [line(100, -1)], [line(100, 1.5)], [line(-100, 1)], [line(100, 1, Number.NaN)]])(
    'refuses amounts that are not whole paise or quantities: %o',
    (bad) => {
      expect(() => cartTotals([bad])).toThrow(RangeError);
    },
  );
});

describe('cartTotals invariants', () => {
  const lineArb = fc.record({
    unitPricePaise: fc.integer({ min: 0, max: 10_000_000 }),
    mrpPaise: fc.integer({ min: 0, max: 12_000_000 }),
    quantity: fc.integer({ min: 1, max: 100 }),
  });
  const cartArb = fc.array(lineArb, { maxLength: 100 });
  const toPaise = (rupees: number) => Math.round(rupees * 100);

  it('total = subtotal + shipping, discount ≥ 0, itemCount = Σ quantities, in whole paise', () => {
    fc.assert(
      fc.property(cartArb, (lines) => {
        const t = cartTotals(lines);
        const subtotalPaise = lines.reduce((s, l) => s + l.unitPricePaise * l.quantity, 0);
        expect(toPaise(t.subtotal)).toBe(subtotalPaise);
        expect(toPaise(t.total)).toBe(toPaise(t.subtotal) + toPaise(t.shipping));
        expect(t.discount).toBeGreaterThanOrEqual(0);
        expect(toPaise(t.discount)).toBe(toPaise(t.mrpTotal) - toPaise(t.subtotal));
        expect(t.itemCount).toBe(lines.reduce((s, l) => s + l.quantity, 0));
        expect(t.lineCount).toBe(lines.length);
        for (const amount of [t.subtotal, t.total, t.mrpTotal, t.discount, t.remainingForFree, t.shipping])
          expect(isWholePaise(amount)).toBe(true);
      }),
    );
  });

  it('shipping is 99 exactly when 0 < subtotal < 500, and remaining + subtotal = 500 below the rule', () => {
    fc.assert(
      fc.property(cartArb, (lines) => {
        const t = cartTotals(lines);
        const sub = toPaise(t.subtotal);
        expect(t.shipping).toBe(sub > 0 && sub < 50_000 ? 99 : 0);
        if (sub < 50_000) expect(toPaise(t.remainingForFree) + sub).toBe(50_000);
        else expect(t.remainingForFree).toBe(0);
      }),
    );
  });

  it('does not depend on the order of the lines', () => {
    fc.assert(
      fc.property(cartArb, (lines) => {
        expect(cartTotals([...lines].reverse())).toEqual(cartTotals(lines));
      }),
    );
  });
});
