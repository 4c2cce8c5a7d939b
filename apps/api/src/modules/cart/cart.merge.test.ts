// The guest cart merged at sign-in, and the cart's line limit, through HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MESSAGES as M, MAX_CART_LINES, cartResponseSchema } from '@haat/domain/cart/cart-api.schema';
import { cartItems } from '../../db/schema/cart.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { cartOf, insertProducts, LIMITS, newShopper, quantities } from './cart.test-support.ts';

const manyIds = Array.from({ length: MAX_CART_LINES + 2 }, (_, i) => `mg_many_${String(i).padStart(3, '0')}`);

describe(`cart merge at sign-in (${testDatabaseKind})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(LIMITS);
    await insertProducts(t, [
      { id: 'mg_a', sellingPricePaise: 10_000, mrpPaise: 10_000, stock: 50 },
      { id: 'mg_b', stock: 3 },
      { id: 'mg_zero', stock: 0 },
      { id: 'mg_hidden', stock: 5, isPublished: false },
      { id: 'mg_c', stock: 10 },
      ...manyIds.map((id) => ({ id, stock: 5 })),
    ]);
  }, 120_000);
  afterAll(async () => t?.close());

  it('sums per product with the account’s lines, caps at stock, and skips what cannot be bought', async () => {
    const s = await newShopper(t);
    await s.call('POST', '/api/users/cart', { productId: 'mg_a', quantity: 2 });
    const res = await s.call('POST', '/api/users/cart/merge', {
      items: [
        { productId: 'mg_c', quantity: 1 },
        { productId: 'mg_a', quantity: 3 },
        { productId: 'mg_b', quantity: 5 },
        { productId: 'no_such_product', quantity: 1 },
        { productId: 'mg_hidden', quantity: 1 },
        { productId: 'mg_zero', quantity: 1 },
        { productId: 'mg_a', quantity: 1, price: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const cart = cartResponseSchema.parse(res.json());
    // The account's line first, then the guest's in the guest's order.
    expect(cart.cart.map((l) => [l.product._id, l.quantity])).toEqual([
      ['mg_a', 6],
      ['mg_c', 1],
      ['mg_b', 3],
    ]);
    expect(cart.notices).toEqual([
      { productId: 'mg_b', code: 'QUANTITY_CAPPED', message: M.quantityCapped(3) },
      { productId: 'no_such_product', code: 'UNAVAILABLE', message: M.productNotFound },
      { productId: 'mg_hidden', code: 'UNAVAILABLE', message: M.unavailable },
      { productId: 'mg_zero', code: 'OUT_OF_STOCK', message: M.outOfStock },
    ]);
    expect(cart.totals).toMatchObject({ lineCount: 3, itemCount: 10 });
    expect(await cartOf(s)).toMatchObject({ cart: cart.cart, notices: [] });
  });

  it('an empty guest cart changes nothing; a repeated merge adds again (the browser clears its copy after one)', async () => {
    const s = await newShopper(t);
    await s.call('POST', '/api/users/cart', { productId: 'mg_c', quantity: 2 });
    expect(quantities((await s.call('POST', '/api/users/cart/merge', { items: [] })).json())).toEqual({
      mg_c: 2,
    });
    await s.call('POST', '/api/users/cart/merge', { items: [{ productId: 'mg_c', quantity: 2 }] });
    expect(quantities(await cartOf(s))).toEqual({ mg_c: 4 });
  });

  it.each([
    { items: [{ productId: 'mg_a', quantity: 0 }] },
    { items: [{ productId: 'mg_a', quantity: 1.5 }] },
    { items: [{ productId: '', quantity: 1 }] },
    { items: 'mg_a' },
    {},
    { items: manyIds.map((productId) => ({ productId, quantity: 1 })) },
  ])('refuses a malformed guest cart with 400 and writes nothing: %#', async (payload) => {
    const s = await newShopper(t);
    const res = await s.call('POST', '/api/users/cart/merge', payload);
    expect(res.statusCode, res.body).toBe(400);
    expect((await cartOf(s)).cart).toEqual([]);
  });

  it(`a cart holds at most ${MAX_CART_LINES} products: the next add is 409, a merge keeps the account's lines first`, async () => {
    const s = await newShopper(t);
    await t.database.db
      .insert(cartItems)
      .values(
        manyIds
          .slice(0, MAX_CART_LINES - 1)
          .map((productId) => ({ userId: s.userId, productId, quantity: 1 })),
      );
    const merged = await s.call('POST', '/api/users/cart/merge', {
      items: [
        { productId: manyIds[0], quantity: 1 },
        { productId: 'mg_c', quantity: 1 },
        { productId: 'mg_a', quantity: 1 },
      ],
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toMatchObject({ message: M.cartFull, totals: { lineCount: MAX_CART_LINES } });
    expect(quantities(merged.json())).toMatchObject({ [manyIds[0]!]: 2, mg_c: 1 });
    expect(quantities(merged.json())).not.toHaveProperty('mg_a');

    const full = await s.call('POST', '/api/users/cart', { productId: 'mg_a' });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ error: M.cartFull, code: 'CART_FULL' });
    // A product already in the cart can still be added to.
    expect((await s.call('POST', '/api/users/cart', { productId: 'mg_c' })).statusCode).toBe(200);
    await s.call('DELETE', '/api/users/cart/mg_c');
    expect((await s.call('POST', '/api/users/cart', { productId: 'mg_a' })).statusCode).toBe(200);
  });
});
