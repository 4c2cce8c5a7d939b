// The cart page's line rules: the quantity ceiling and stepper, availability, MRP savings and the coupon's cart key.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartLine, CartProduct } from '@haat/domain/cart/cart';
import {
  cartKey,
  couponCartItems,
  lineAvailable,
  lineMaximum,
  mrpSavingsPaise,
  sellerNameOf,
  stepperState,
} from './line-facts.ts';

const product = (extra: Partial<CartProduct> & Record<string, unknown> = {}): CartProduct => ({
  _id: 'p1',
  name: 'Masala Chai 250 g',
  sellingPrice: 199.5,
  mrp: 249,
  ...extra,
});
const line = (quantity: number, extra: Record<string, unknown> = {}): CartLine => ({
  product: product(extra),
  quantity,
});

describe('lineMaximum and stepperState', () => {
  it.each([
    {
      name: 'server maxQuantity wins',
      l: line(2, { stock: 9 }),
      info: { available: true, maxQuantity: 3 },
      max: 3,
    },
    { name: 'stock when no server facts', l: line(2, { stock: 4 }), info: undefined, max: 4 },
    { name: 'line cap when stock unknown', l: line(2), info: undefined, max: 100 },
    { name: 'stock above the cap', l: line(2, { stock: 5000 }), info: undefined, max: 100 },
  ])('$name', ({ l, info, max }) => {
    expect(lineMaximum(l, info)).toBe(max);
  });

  it.each([
    { q: 1, stock: 5, busy: false, dec: false, inc: true },
    { q: 3, stock: 5, busy: false, dec: true, inc: true },
    { q: 5, stock: 5, busy: false, dec: true, inc: false },
    { q: 3, stock: 5, busy: true, dec: false, inc: false },
  ])('quantity $q of stock $stock (busy $busy): − $dec, + $inc', ({ q, stock, busy, dec, inc }) => {
    expect(stepperState(line(q, { stock }), busy)).toEqual({ canDecrease: dec, canIncrease: inc });
  });

  it('never lets − go below 1 nor + above the maximum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 0, max: 200 }), (q, stock) => {
        const { canDecrease, canIncrease } = stepperState(line(q, { stock }), false);
        expect(canDecrease).toBe(q > 1);
        expect(canIncrease).toBe(q < Math.min(stock, 100));
      }),
    );
  });
});

describe('lineAvailable', () => {
  it('is false when the server says so or the stock is gone, true when unknown', () => {
    expect(lineAvailable(line(1), { available: false, maxQuantity: 0 })).toBe(false);
    expect(lineAvailable(line(1, { stock: 0 }))).toBe(false);
    expect(lineAvailable(line(1, { stock: 2 }))).toBe(true);
    expect(lineAvailable(line(1))).toBe(true);
  });
});

describe('mrpSavingsPaise', () => {
  it('sums (MRP − selling) × quantity in paise, ignoring lines with no MRP above the price', () => {
    const lines: CartLine[] = [
      line(2),
      { product: { _id: 'p2', name: 'Kettle', sellingPrice: 999, mrp: 999 }, quantity: 1 },
      { product: { _id: 'p3', name: 'Pen', sellingPrice: 10 }, quantity: 4 },
    ];
    expect(mrpSavingsPaise(lines)).toBe(2 * (24900 - 19950));
  });
});

describe('couponCartItems and cartKey', () => {
  it('sends product ids and quantities, and keys the cart independent of line order', () => {
    const a = line(2);
    const b: CartLine = { product: { id: 'p2', name: 'Kettle', sellingPrice: 999 }, quantity: 1 };
    expect(couponCartItems([a, b])).toEqual([
      { productId: 'p1', quantity: 2 },
      { productId: 'p2', quantity: 1 },
    ]);
    expect(cartKey([a, b])).toBe(cartKey([b, a]));
    expect(cartKey([a, b])).not.toBe(cartKey([{ ...a, quantity: 3 }, b]));
  });
});

describe('sellerNameOf', () => {
  it('reads the server product’s seller name, trimmed, when present', () => {
    expect(sellerNameOf(product({ seller: { name: ' Chai Point ', rating: 4.2 } }))).toBe('Chai Point');
    expect(sellerNameOf(product({ seller: null }))).toBeUndefined();
    expect(sellerNameOf(product())).toBeUndefined();
  });
});
