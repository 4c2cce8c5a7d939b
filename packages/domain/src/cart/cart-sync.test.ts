// Guest/signed-in synchronisation rules: example tables plus properties for every function of cart-sync.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_CART_LINES, MAX_LINE_QUANTITY, type CartItemInput } from './cart-api.schema.ts';
import {
  capQuantity,
  lineLimit,
  mergeCartItems,
  planCartPush,
  planWishlistPush,
  unionWishlist,
  type CartPushPlan,
} from './cart-sync.ts';

const item = (productId: string, quantity: number): CartItemInput => ({ productId, quantity });
const asMap = (items: readonly CartItemInput[]) => new Map(items.map((i) => [i.productId, i.quantity]));

/** What the server holds after the pushes of a plan: PUT/POST set the line's total, DELETE removes it. */
function applyPlan(lastSynced: readonly CartItemInput[], plan: CartPushPlan): Map<string, number> {
  const server = asMap(lastSynced);
  for (const upsert of plan.upserts) {
    // POST adds to what the server holds; a new product has nothing there yet.
    if (upsert.isNew) server.set(upsert.productId, (server.get(upsert.productId) ?? 0) + upsert.quantity);
    else server.set(upsert.productId, upsert.quantity);
  }
  for (const id of plan.removals) server.delete(id);
  return server;
}

const idArb = fc.constantFrom(...Array.from({ length: 12 }, (_, i) => `p${i}`));
const quantityArb = fc.integer({ min: 1, max: MAX_LINE_QUANTITY });
/** A cart as a store holds it: one line per product. */
const cartArb = fc.uniqueArray(fc.record({ productId: idArb, quantity: quantityArb }), {
  selector: (i) => i.productId,
  maxLength: 12,
});
/** Anything a browser may send, duplicates and nonsense quantities included. */
const looseItemsArb = fc.array(
  fc.record({
    productId: fc.oneof(idArb, fc.constant('')),
    quantity: fc.oneof(fc.integer({ min: -5, max: 500 }), fc.double({ min: -2, max: 300, noNaN: false })),
  }),
  { maxLength: 30 },
);

describe('lineLimit and capQuantity', () => {
  it.each<[number | undefined, number]>([
    [undefined, MAX_LINE_QUANTITY],
    [Number.POSITIVE_INFINITY, MAX_LINE_QUANTITY],
    [0, 0],
    [-3, 0],
    [3, 3],
    [3.9, 3],
    [100, 100],
    [5000, MAX_LINE_QUANTITY],
  ])('lineLimit(%s) is %d', (stock, expected) => {
    expect(lineLimit(stock)).toBe(expected);
  });

  it.each<[number, number | undefined, { quantity: number; capped: boolean }]>([
    [2, 5, { quantity: 2, capped: false }],
    [5, 5, { quantity: 5, capped: false }],
    [6, 5, { quantity: 5, capped: true }],
    [1, 0, { quantity: 0, capped: true }],
    [150, undefined, { quantity: MAX_LINE_QUANTITY, capped: true }],
    [0, 5, { quantity: 1, capped: false }],
    [Number.NaN, 5, { quantity: 1, capped: false }],
    [2.7, 5, { quantity: 2, capped: false }],
  ])('capQuantity(%s, stock %s)', (requested, stock, expected) => {
    expect(capQuantity(requested, stock)).toEqual(expected);
  });

  it('never exceeds the limit, is capped exactly when lowered, and keeps what fits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10, max: 10_000 }),
        fc.integer({ min: -10, max: 10_000 }),
        (req, stock) => {
          const limit = lineLimit(stock);
          expect(limit).toBeGreaterThanOrEqual(0);
          expect(limit).toBeLessThanOrEqual(MAX_LINE_QUANTITY);
          const { quantity, capped } = capQuantity(req, stock);
          expect(quantity).toBeLessThanOrEqual(limit);
          const wanted = Math.max(1, req);
          expect(capped).toBe(wanted > limit);
          expect(quantity).toBe(capped ? limit : wanted);
        },
      ),
    );
  });
});

describe('mergeCartItems', () => {
  it.each<[string, CartItemInput[], CartItemInput[], CartItemInput[]]>([
    ['sums the same product', [item('a', 2)], [item('a', 3)], [item('a', 5)]],
    [
      'server lines first, then guest-only ones',
      [item('b', 1)],
      [item('a', 1), item('b', 1)],
      [item('b', 2), item('a', 1)],
    ],
    ['caps a line at the per-line limit', [item('a', 70)], [item('a', 70)], [item('a', MAX_LINE_QUANTITY)]],
    [
      'drops empty ids and quantities below 1',
      [],
      [item('', 2), item('a', 0), item('b', -1), item('c', 0.5)],
      [],
    ],
    ['floors fractional quantities', [], [item('a', 2.9)], [item('a', 2)]],
    ['collapses duplicates inside the guest copy', [], [item('a', 1), item('a', 1)], [item('a', 2)]],
  ])('%s', (_name, server, guest, expected) => {
    expect(mergeCartItems(server, guest)).toEqual(expected);
  });

  it('keeps at most MAX_CART_LINES lines, the account’s first', () => {
    const server = Array.from({ length: MAX_CART_LINES - 1 }, (_, i) => item(`s${i}`, 1));
    const merged = mergeCartItems(server, [item('g1', 1), item('g2', 1)]);
    expect(merged).toHaveLength(MAX_CART_LINES);
    expect(merged.at(-1)).toEqual(item('g1', 1));
  });

  it('one line per product, each the capped sum of every valid quantity sent for it', () => {
    fc.assert(
      fc.property(looseItemsArb, looseItemsArb, (server, guest) => {
        const merged = mergeCartItems(server, guest);
        const ids = merged.map((i) => i.productId);
        expect(new Set(ids).size).toBe(ids.length);
        expect(merged.length).toBeLessThanOrEqual(MAX_CART_LINES);
        const valid = [...server, ...guest].filter(
          (i) => i.productId && Number.isFinite(i.quantity) && i.quantity >= 1,
        );
        const sums = new Map<string, number>();
        for (const i of valid) sums.set(i.productId, (sums.get(i.productId) ?? 0) + Math.floor(i.quantity));
        expect(new Set(ids)).toEqual(new Set(sums.keys()));
        for (const line of merged) {
          expect(Number.isInteger(line.quantity)).toBe(true);
          expect(line.quantity).toBeGreaterThanOrEqual(1);
          expect(line.quantity).toBeLessThanOrEqual(MAX_LINE_QUANTITY);
          expect(line.quantity).toBe(Math.min(MAX_LINE_QUANTITY, sums.get(line.productId) ?? 0));
        }
      }),
    );
  });

  it('merging an empty guest cart keeps a store’s cart as it is; the quantities do not depend on who is first', () => {
    fc.assert(
      fc.property(cartArb, cartArb, (a, b) => {
        expect(mergeCartItems(a, [])).toEqual(a);
        expect(asMap(mergeCartItems(a, b))).toEqual(asMap(mergeCartItems(b, a)));
      }),
    );
  });
});

describe('unionWishlist', () => {
  it.each<[string[], string[], string[]]>([
    [
      ['a', 'b'],
      ['b', 'c'],
      ['a', 'b', 'c'],
    ],
    [[], ['c', 'c'], ['c']],
    [['a'], ['', 'a'], ['a']],
  ])('%o ∪ %o is %o', (server, guest, expected) => {
    expect(unionWishlist(server, guest)).toEqual(expected);
  });

  it('has no duplicates, keeps every id, and lists the account’s first', () => {
    fc.assert(
      fc.property(fc.array(idArb), fc.array(idArb), (server, guest) => {
        const union = unionWishlist(server, guest);
        expect(new Set(union).size).toBe(union.length);
        expect(new Set(union)).toEqual(new Set([...server, ...guest]));
        const serverUnique = [...new Set(server)];
        expect(union.slice(0, serverUnique.length)).toEqual(serverUnique);
        expect(unionWishlist(union, guest)).toEqual(union);
      }),
    );
  });
});

describe('planCartPush', () => {
  it('adds, changes and removes', () => {
    expect(planCartPush([item('a', 1), item('b', 2)], [item('a', 3), item('c', 1)])).toEqual({
      upserts: [
        { productId: 'a', quantity: 3, isNew: false },
        { productId: 'c', quantity: 1, isNew: true },
      ],
      removals: ['b'],
    });
  });

  it('sends nothing when nothing changed', () => {
    expect(planCartPush([item('a', 1)], [item('a', 1)])).toEqual({ upserts: [], removals: [] });
  });

  it('applied to the last synced copy yields the current one, touching only what changed', () => {
    fc.assert(
      fc.property(cartArb, cartArb, (lastSynced, current) => {
        const plan = planCartPush(lastSynced, current);
        expect(applyPlan(lastSynced, plan)).toEqual(asMap(current));
        const before = asMap(lastSynced);
        for (const u of plan.upserts) {
          expect(u.isNew).toBe(!before.has(u.productId));
          expect(before.get(u.productId)).not.toBe(u.quantity);
        }
        const upserted = new Set(plan.upserts.map((u) => u.productId));
        for (const id of plan.removals) expect(upserted.has(id)).toBe(false);
        expect(planCartPush(current, current)).toEqual({ upserts: [], removals: [] });
      }),
    );
  });
});

describe('planWishlistPush', () => {
  it('adds new ids and removes dropped ones', () => {
    expect(planWishlistPush(['a', 'b'], ['b', 'c'])).toEqual({ adds: ['c'], removals: ['a'] });
  });

  it('applied to the last synced set yields the current set, with no id both added and removed', () => {
    fc.assert(
      fc.property(fc.array(idArb), fc.array(idArb), (lastSynced, current) => {
        const { adds, removals } = planWishlistPush(lastSynced, current);
        const server = new Set(lastSynced);
        for (const id of adds) {
          expect(server.has(id)).toBe(false);
          server.add(id);
        }
        for (const id of removals) server.delete(id);
        expect(server).toEqual(new Set(current));
        expect(adds.filter((id) => removals.includes(id))).toEqual([]);
        expect(new Set(adds).size).toBe(adds.length);
      }),
    );
  });
});
