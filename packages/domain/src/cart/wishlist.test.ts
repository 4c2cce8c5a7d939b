// Wishlist rules of docs/behaviour/wishlist.md#wishlist-rules: wrapping, ignoring id-less products, no duplicates,
// toggling.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addWishlistItem,
  isInWishlist,
  normaliseWishlist,
  removeWishlistItem,
  toggleWishlistItem,
  toWishlistItem,
  wishlistProductId,
  type WishlistItem,
} from './wishlist.ts';

const kurta = { _id: 'k1', name: 'Kurta', sellingPrice: 799 };
const saree = { id: 's1', name: 'Saree', price: 1499 };

describe('toWishlistItem', () => {
  it.each([
    ['a bare product with _id is wrapped', kurta, { _id: 'k1', product: kurta }],
    ['a bare product with only id is wrapped', saree, { _id: 's1', product: saree }],
    ['a wrapped item keeps its own _id', { _id: 'w9', product: kurta }, { _id: 'w9', product: kurta }],
    ['a product without any id is ignored', { name: 'Nameless' }, undefined],
    ['a wrapped product without any id is ignored', { _id: 'w1', product: { name: 'x' } }, undefined],
  ])('%s', (_label, input, expected) => {
    expect(toWishlistItem(input)).toEqual(expected);
  });
});

describe('list operations', () => {
  it('add avoids duplicates by product id, whether wrapped or bare', () => {
    let items: WishlistItem[] = [];
    items = addWishlistItem(items, kurta);
    items = addWishlistItem(items, { _id: 'other', product: kurta });
    items = addWishlistItem(items, saree);
    expect(items.map(wishlistProductId)).toEqual(['k1', 's1']);
  });

  it('ignores an id-less product', () => {
    expect(addWishlistItem([], { name: 'x' })).toEqual([]);
  });

  it('remove and toggle work by product id', () => {
    const items = normaliseWishlist([kurta, saree]);
    expect(removeWishlistItem(items, 'k1').map(wishlistProductId)).toEqual(['s1']);
    expect(toggleWishlistItem(items, kurta).map(wishlistProductId)).toEqual(['s1']);
    expect(toggleWishlistItem(removeWishlistItem(items, 'k1'), kurta).map(wishlistProductId)).toEqual([
      's1',
      'k1',
    ]);
    expect(isInWishlist(items, 's1')).toBe(true);
    expect(isInWishlist(items, 'nope')).toBe(false);
  });

  it('normalise keeps the first of duplicates and drops id-less entries', () => {
    const items = normaliseWishlist([kurta, { name: 'x' }, { _id: 'dup', product: kurta }, saree]);
    expect(items).toEqual([
      { _id: 'k1', product: kurta },
      { _id: 's1', product: saree },
    ]);
  });

  it('toggling the same product twice restores the list', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'b', 'c'), { maxLength: 10 }),
        fc.constantFrom('a', 'b', 'd'),
        (ids, id) => {
          const items = normaliseWishlist(ids.map((i) => ({ _id: i, name: i })));
          const twice = toggleWishlistItem(toggleWishlistItem(items, { _id: id, name: id }), {
            _id: id,
            name: id,
          });
          expect(new Set(twice.map(wishlistProductId))).toEqual(new Set(items.map(wishlistProductId)));
          expect(new Set(items.map(wishlistProductId)).size).toBe(items.length);
        },
      ),
    );
  });
});

describe('addedDate', () => {
  const at = '2026-11-22T10:00:00.000Z';

  it('stamps an added or toggled-in item with the time given', () => {
    expect(addWishlistItem([], kurta, at)).toEqual([{ _id: 'k1', product: kurta, addedDate: at }]);
    expect(toggleWishlistItem([], saree, at)).toEqual([{ _id: 's1', product: saree, addedDate: at }]);
  });

  it("keeps an item's own time (the server's) over the one given, and through a normalise", () => {
    const server = { _id: 'k1', product: kurta, addedDate: '2026-01-01T00:00:00.000Z' };
    expect(addWishlistItem([], server, at)[0]?.addedDate).toBe(server.addedDate);
    expect(normaliseWishlist([server])).toEqual([server]);
  });

  it('leaves the time out when none is known', () => {
    expect(addWishlistItem([], kurta)[0]).not.toHaveProperty('addedDate');
    expect(toWishlistItem({ _id: 'k1', product: kurta, addedDate: '' })).toEqual({
      _id: 'k1',
      product: kurta,
    });
  });
});
