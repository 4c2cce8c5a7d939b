// The wishlist page's item facts: stock state, seller, review count and the newest-first order.
import { describe, expect, it } from 'vitest';
import type { WishlistItem } from '@haat/domain/cart/wishlist';
import { newestFirst, reviewCount, sellerName, stockState } from './wishlist-facts.ts';

const item = (id: string, addedDate?: string, extra: Record<string, unknown> = {}): WishlistItem => ({
  _id: id,
  product: { _id: id, name: `Product ${id}`, sellingPrice: 100, ...extra },
  ...(addedDate ? { addedDate } : {}),
});

describe('stockState', () => {
  it.each([
    { stock: 0, state: 'out' },
    { stock: -1, state: 'out' },
    { stock: 3, state: 'in' },
    { stock: undefined, state: undefined },
  ])('stock $stock → $state', ({ stock, state }) => {
    expect(stockState(item('a', undefined, { stock }).product)).toBe(state);
  });
});

describe('sellerName and reviewCount', () => {
  it('read the server product’s facts only when present', () => {
    const p = item('a', undefined, {
      seller: { name: 'Balaji Telecom' },
      ratings: { average: 4.5, count: 812 },
    });
    expect(sellerName(p.product)).toBe('Balaji Telecom');
    expect(reviewCount(p.product)).toBe(812);
    expect(sellerName(item('b').product)).toBeUndefined();
    expect(reviewCount(item('b').product)).toBeUndefined();
  });
});

describe('newestFirst', () => {
  it('orders by save time, newest first, and keeps undated items after in their order', () => {
    const list = [
      item('old', '2026-01-02T10:00:00Z'),
      item('undated-1'),
      item('new', '2026-03-05T10:00:00Z'),
      item('undated-2'),
    ];
    expect(newestFirst(list).map((i) => i._id)).toEqual(['new', 'old', 'undated-1', 'undated-2']);
  });
});
