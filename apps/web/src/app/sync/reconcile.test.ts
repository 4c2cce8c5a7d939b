// Folding server answers into the store (docs/behaviour/auth.md#session): untouched lines take the server's, lines
// touched while the request was out keep the shopper's, and nothing the shopper removed comes back.
import { describe, expect, it } from 'vitest';
import type { CartLine } from '@haat/domain/cart/cart';
import type { WishlistItem } from '@haat/domain/cart/wishlist';
import { reconcileCart, reconcileWishlist, toCartInputs } from './reconcile.ts';

const line = (id: string, quantity: number): CartLine => ({ product: { _id: id, name: id }, quantity });
const item = (id: string, addedDate?: string): WishlistItem => ({
  _id: id,
  product: { _id: id, name: id },
  addedDate,
});
const ids = (lines: CartLine[]) => toCartInputs(lines).map((l) => `${l.productId}×${l.quantity}`);

describe('reconcileCart', () => {
  it.each([
    ['untouched lines take the server quantity', [line('a', 9)], [line('a', 9)], [line('a', 5)], ['a×5']],
    ['a line changed meanwhile keeps the shopper’s', [line('a', 4)], [line('a', 9)], [line('a', 5)], ['a×4']],
    ['a line removed meanwhile stays removed', [], [line('a', 1)], [line('a', 1)], []],
    [
      'a line added meanwhile stays',
      [line('a', 1), line('n', 2)],
      [line('a', 1)],
      [line('a', 1)],
      ['a×1', 'n×2'],
    ],
    [
      'a server-only line is added',
      [line('a', 1)],
      [line('a', 1)],
      [line('s', 3), line('a', 1)],
      ['s×3', 'a×1'],
    ],
    [
      'an untouched line the server dropped goes',
      [line('a', 1), line('x', 1)],
      [line('a', 1), line('x', 1)],
      [line('a', 1)],
      ['a×1'],
    ],
  ])('%s', (_label, current, snapshot, server, expected) => {
    expect(ids(reconcileCart(current, toCartInputs(snapshot), server))).toEqual(expected);
  });
});

describe('reconcileWishlist', () => {
  it('takes the server items with their dates, keeps items added meanwhile, drops removed ones', () => {
    const current = [item('a'), item('n')];
    const result = reconcileWishlist(
      current,
      ['a', 'r'],
      [item('a', 'T1'), item('r', 'T2'), item('s', 'T3')],
    );
    expect(result.map((i) => `${i._id}${i.addedDate ?? ''}`)).toEqual(['aT1', 'sT3', 'n']);
  });

  it('drops an item the server no longer holds when it was there at sending', () => {
    expect(reconcileWishlist([item('a'), item('b')], ['a', 'b'], [item('b')]).map((i) => i._id)).toEqual([
      'b',
    ]);
  });
});
