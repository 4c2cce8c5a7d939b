// The signed-in wishlist through HTTP: adds, duplicates, removal, the union at sign-in, ownership and limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CART_MESSAGES as M,
  MAX_WISHLIST_ITEMS,
  wishlistResponseSchema,
  type WishlistResponse,
} from '@haat/domain/cart/cart-api.schema';
import { wishlistItems } from '../../db/schema/cart.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { insertProducts, LIMITS, newShopper, type Shopper } from '../cart/cart.test-support.ts';

const manyIds = Array.from(
  { length: MAX_WISHLIST_ITEMS + 1 },
  (_, i) => `wl_many_${String(i).padStart(3, '0')}`,
);

async function wishlistOf(s: Shopper): Promise<WishlistResponse> {
  const res = await s.call('GET', '/api/users/wishlist');
  expect(res.statusCode, res.body).toBe(200);
  return wishlistResponseSchema.parse(res.json());
}
const ids = (w: WishlistResponse) => w.wishlist.map((e) => e._id);

describe(`signed-in wishlist (${testDatabaseKind})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(LIMITS);
    await insertProducts(t, [
      { id: 'wl_a', stock: 5 },
      { id: 'wl_b', stock: 0 },
      { id: 'wl_c', stock: 2 },
      { id: 'wl_hidden', isPublished: false },
      ...manyIds.map((id) => ({ id })),
    ]);
  }, 120_000);
  afterAll(async () => t?.close());

  it('answers 401 without a token on every route', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/users/wishlist'],
      ['POST', '/api/users/wishlist', { productId: 'wl_a' }],
      ['DELETE', '/api/users/wishlist/wl_a'],
      ['DELETE', '/api/users/wishlist'],
      ['POST', '/api/users/wishlist/merge', { productIds: [] }],
    ];
    for (const [method, url, payload] of calls) {
      const res = await t.app.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('adds with 201 and the list (newest first); a duplicate is 409 "Product already in wishlist"', async () => {
    const s = await newShopper(t);
    expect(await wishlistOf(s)).toEqual({ success: true, wishlist: [], wishlistCount: 0 });
    const first = await s.call('POST', '/api/users/wishlist', { productId: 'wl_a' });
    expect(first.statusCode, first.body).toBe(201);
    const list = wishlistResponseSchema.parse(first.json());
    expect(list).toMatchObject({ message: M.addedToWishlist, wishlistCount: 1 });
    expect(list.wishlist[0]).toMatchObject({ _id: 'wl_a', product: { _id: 'wl_a', stock: 5 } });
    expect(Number.isNaN(Date.parse(list.wishlist[0]!.addedDate))).toBe(false);
    // Sold-out products may be wished for.
    expect((await s.call('POST', '/api/users/wishlist', { productId: 'wl_b' })).statusCode).toBe(201);
    const dup = await s.call('POST', '/api/users/wishlist', { productId: 'wl_a' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      success: false,
      error: 'Product already in wishlist',
      code: 'ALREADY_IN_WISHLIST',
    });
    const now = await wishlistOf(s);
    expect(ids(now)).toEqual(['wl_b', 'wl_a']);
    expect(now.wishlistCount).toBe(2);
  });

  it('a missing product id is 400 "Product ID is required"; unknown and unpublished products are 404', async () => {
    const s = await newShopper(t);
    for (const payload of [{}, { productId: '' }, { productId: 7 }]) {
      const res = await s.call('POST', '/api/users/wishlist', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'Product ID is required', field: 'productId' });
    }
    for (const productId of ['no_such_product', 'wl_hidden']) {
      const res = await s.call('POST', '/api/users/wishlist', { productId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'Product not found' });
    }
    expect((await wishlistOf(s)).wishlistCount).toBe(0);
  });

  it('removes one (404 when absent) and clears all', async () => {
    const s = await newShopper(t);
    await s.call('POST', '/api/users/wishlist', { productId: 'wl_a' });
    await s.call('POST', '/api/users/wishlist', { productId: 'wl_c' });
    const del = await s.call('DELETE', '/api/users/wishlist/wl_a');
    expect(del.statusCode).toBe(200);
    expect(del.json()).toMatchObject({ message: M.removedFromWishlist, wishlistCount: 1 });
    const again = await s.call('DELETE', '/api/users/wishlist/wl_a');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ error: M.notInWishlist, code: 'NOT_IN_WISHLIST' });
    const clear = await s.call('DELETE', '/api/users/wishlist');
    expect(clear.statusCode).toBe(200);
    expect(clear.json()).toMatchObject({ message: M.wishlistCleared, wishlist: [], wishlistCount: 0 });
  });

  it("another shopper's token can neither read nor change this wishlist", async () => {
    const a = await newShopper(t);
    const b = await newShopper(t);
    await a.call('POST', '/api/users/wishlist', { productId: 'wl_a' });
    expect((await wishlistOf(b)).wishlist).toEqual([]);
    expect((await b.call('DELETE', '/api/users/wishlist/wl_a')).statusCode).toBe(404);
    await b.call('DELETE', '/api/users/wishlist');
    expect((await b.call('POST', '/api/users/wishlist', { productId: 'wl_a' })).statusCode).toBe(201);
    expect(ids(await wishlistOf(a))).toEqual(['wl_a']);
  });

  it('the merge at sign-in is the union: kept, added once, unknown and unpublished skipped', async () => {
    const s = await newShopper(t);
    await s.call('POST', '/api/users/wishlist', { productId: 'wl_a' });
    const res = await s.call('POST', '/api/users/wishlist/merge', {
      productIds: ['wl_c', 'wl_a', 'no_such_product', 'wl_hidden', 'wl_b', 'wl_c'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const merged = wishlistResponseSchema.parse(res.json());
    expect(merged.wishlistCount).toBe(3);
    expect(new Set(ids(merged))).toEqual(new Set(['wl_a', 'wl_b', 'wl_c']));
    // Newest first: the guest's items in reverse order of adding, then the account's.
    expect(ids(merged)).toEqual(['wl_b', 'wl_c', 'wl_a']);
    const again = wishlistResponseSchema.parse(
      (await s.call('POST', '/api/users/wishlist/merge', { productIds: ['wl_a', 'wl_b'] })).json(),
    );
    expect(ids(again)).toEqual(ids(merged));
  });

  it('refuses a malformed merge with 400', async () => {
    const s = await newShopper(t);
    for (const payload of [{}, { productIds: 'wl_a' }, { productIds: [''] }, { productIds: manyIds }]) {
      expect((await s.call('POST', '/api/users/wishlist/merge', payload)).statusCode).toBe(400);
    }
  });

  it(`holds at most ${MAX_WISHLIST_ITEMS} products: the next add is 409, a merge stops at the limit`, async () => {
    const s = await newShopper(t);
    await t.database.db
      .insert(wishlistItems)
      .values(manyIds.slice(0, MAX_WISHLIST_ITEMS - 1).map((productId) => ({ userId: s.userId, productId })));
    const merged = await s.call('POST', '/api/users/wishlist/merge', { productIds: ['wl_a', 'wl_c'] });
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toMatchObject({ message: M.wishlistFull, wishlistCount: MAX_WISHLIST_ITEMS });
    expect(ids(merged.json())).toContain('wl_a');
    const full = await s.call('POST', '/api/users/wishlist', { productId: manyIds[MAX_WISHLIST_ITEMS]! });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ error: M.wishlistFull, code: 'WISHLIST_FULL' });
    expect((await s.call('POST', '/api/users/wishlist', { productId: 'wl_a' })).json()).toMatchObject({
      error: M.alreadyInWishlist,
    });
  });
});
