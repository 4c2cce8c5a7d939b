// Cart line rules and the dropdown totals: example tables plus an invariant checked over random edit sequences.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addLine,
  cartSummary,
  discountPercentOf,
  lineTotal,
  originalPriceOf,
  productIdOf,
  ratingOf,
  removeLine,
  setLineQuantity,
  unitPrice,
  type CartLine,
  type CartProduct,
} from './cart.ts';

const phone: CartProduct = { _id: 'p1', name: 'Phone', sellingPrice: 250, mrp: 400 };
const case_: CartProduct = { _id: 'p2', name: 'Case', price: 99.5 };
const line = (product: CartProduct, quantity: number): CartLine => ({ product, quantity });

describe('product fields', () => {
  it.each<[CartProduct, string | undefined]>([
    [{ _id: 'a', name: 'x' }, 'a'],
    [{ id: 'b', name: 'x' }, 'b'],
    [{ _id: 'a', id: 'b', name: 'x' }, 'a'],
    [{ _id: '', id: 'b', name: 'x' }, 'b'],
    [{ name: 'x' }, undefined],
  ])('productIdOf(%o) is %s', (product, expected) => {
    expect(productIdOf(product)).toBe(expected);
  });

  it.each([
    [{ name: 'x', sellingPrice: 10, price: 20 }, 10],
    [{ name: 'x', price: 20 }, 20],
    [{ name: 'x' }, 0],
    [{ name: 'x', sellingPrice: Number.NaN }, 0],
    [{ name: 'x', sellingPrice: -5 }, 0],
  ])('unitPrice(%o) is %d (sellingPrice, else price)', (product, expected) => {
    expect(unitPrice(product)).toBe(expected);
  });

  it.each([
    [{ name: 'x', sellingPrice: 800, mrp: 1000 }, 1000, 20],
    [{ name: 'x', sellingPrice: 800, originalPrice: 1000 }, 1000, 20],
    [{ name: 'x', sellingPrice: 800, price: 1000 }, 1000, 20],
    [{ name: 'x', sellingPrice: 1000, mrp: 1000 }, undefined, 0],
    [{ name: 'x', sellingPrice: 1000, mrp: 900 }, undefined, 0],
    [{ name: 'x', sellingPrice: 1000, discount: 15 }, undefined, 15],
    [{ name: 'x', sellingPrice: 101, mrp: 200 }, 200, 50], // 49.5 % rounds half up
    [{ name: 'x', sellingPrice: 333, mrp: 999 }, 999, 67],
  ])('%o: struck price %s, %d % off', (product, original, percent) => {
    expect(originalPriceOf(product)).toBe(original);
    expect(discountPercentOf(product)).toBe(percent);
  });

  it.each([
    [{ average: 4.26 }, 4.3],
    [{ average: 0 }, undefined],
    [{}, undefined],
    [undefined, undefined],
  ])('rating %o shows as %s', (ratings, expected) => {
    expect(ratingOf({ name: 'x', ratings })).toBe(expected);
  });
});

describe('line operations', () => {
  it('adding an existing product raises its quantity instead of adding a line', () => {
    const lines = addLine(addLine([], phone), phone, 2);
    expect(lines).toEqual([line(phone, 3)]);
  });

  it('adding a new product appends a line; an id-less product is ignored', () => {
    expect(addLine([line(phone, 1)], case_)).toEqual([line(phone, 1), line(case_, 1)]);
    expect(addLine([line(phone, 1)], { name: 'no id', price: 5 })).toEqual([line(phone, 1)]);
  });

  it('remove deletes only the matching line', () => {
    expect(removeLine([line(phone, 2), line(case_, 1)], 'p1')).toEqual([line(case_, 1)]);
    expect(removeLine([line(phone, 2)], 'missing')).toEqual([line(phone, 2)]);
  });

  it.each([
    [5, 5],
    [1, 1],
    [0, 1],
    [-3, 1],
    [2.7, 2],
    [Number.NaN, 1],
  ])('setLineQuantity(%d) keeps quantity %d (never below 1)', (requested, expected) => {
    expect(setLineQuantity([line(phone, 2)], 'p1', requested)).toEqual([line(phone, expected)]);
  });

  it('does not mutate its input', () => {
    const lines = Object.freeze([Object.freeze(line(phone, 1))]);
    addLine(lines, phone);
    setLineQuantity(lines, 'p1', 4);
    removeLine(lines, 'p1');
    expect(lines).toEqual([line(phone, 1)]);
  });
});

describe('cartSummary (dropdown rule: free from 500, otherwise 99)', () => {
  it.each([
    [[], { lineCount: 0, itemCount: 0, subtotal: 0, shipping: 0, remainingForFree: 500, total: 0 }],
    [
      [line(phone, 1)],
      { lineCount: 1, itemCount: 1, subtotal: 250, shipping: 99, remainingForFree: 250, total: 349 },
    ],
    [
      [line(phone, 2)],
      { lineCount: 1, itemCount: 2, subtotal: 500, shipping: 0, remainingForFree: 0, total: 500 },
    ],
    [
      [line(phone, 1), line(case_, 2)],
      { lineCount: 2, itemCount: 3, subtotal: 449, shipping: 99, remainingForFree: 51, total: 548 },
    ],
    [
      [line(phone, 3), line(case_, 1)],
      { lineCount: 2, itemCount: 4, subtotal: 849.5, shipping: 0, remainingForFree: 0, total: 849.5 },
    ],
  ])('%#: %o', (lines, expected) => {
    expect(cartSummary(lines)).toEqual(expected);
  });

  it('sums decimal prices without floating-point drift', () => {
    const tenPaise: CartProduct = { _id: 'd', name: 'x', sellingPrice: 0.1 };
    expect(lineTotal(line(tenPaise, 3))).toBe(0.3);
    expect(
      cartSummary([line(tenPaise, 3), line({ ...tenPaise, _id: 'e', sellingPrice: 0.2 }, 1)]).subtotal,
    ).toBe(0.5);
  });
});

describe('invariants over random edits', () => {
  const product = fc.record({
    _id: fc.constantFrom('a', 'b', 'c', 'd'),
    name: fc.constant('item'),
    sellingPrice: fc.integer({ min: 1, max: 200_000 }).map((p) => p / 100),
  });
  const op = fc.oneof(
    fc.record({ kind: fc.constant('add' as const), product, quantity: fc.integer({ min: -2, max: 5 }) }),
    fc.record({ kind: fc.constant('remove' as const), id: fc.constantFrom('a', 'b', 'c', 'd', 'x') }),
    fc.record({
      kind: fc.constant('set' as const),
      id: fc.constantFrom('a', 'b', 'c', 'd'),
      quantity: fc.integer({ min: -5, max: 20 }),
    }),
  );

  it('lines stay unique with quantity ≥ 1, and the totals follow the shipping rule', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        let lines: CartLine[] = [];
        for (const o of ops) {
          if (o.kind === 'add') lines = addLine(lines, o.product, o.quantity);
          else if (o.kind === 'remove') lines = removeLine(lines, o.id);
          else lines = setLineQuantity(lines, o.id, o.quantity);
        }
        const ids = lines.map((l) => productIdOf(l.product));
        expect(new Set(ids).size).toBe(lines.length);
        for (const l of lines) expect(Number.isInteger(l.quantity) && l.quantity >= 1).toBe(true);

        const summary = cartSummary(lines);
        expect(summary.lineCount).toBe(lines.length);
        expect(summary.itemCount).toBeGreaterThanOrEqual(summary.lineCount);
        const expectedSubtotal = lines.reduce(
          (sum, l) => sum + Math.round(unitPrice(l.product) * 100) * l.quantity,
          0,
        );
        expect(Math.round(summary.subtotal * 100)).toBe(expectedSubtotal);
        if (summary.subtotal >= 500) expect([summary.shipping, summary.remainingForFree]).toEqual([0, 0]);
        else if (summary.subtotal > 0) expect(summary.shipping).toBe(99);
        expect(Math.round(summary.total * 100)).toBe(expectedSubtotal + summary.shipping * 100);
        expect(summary.remainingForFree).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
