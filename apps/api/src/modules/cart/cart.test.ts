// The signed-in cart through HTTP: adds, caps, money from the catalogue, validation, ownership and stock changes.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MESSAGES as M, cartResponseSchema } from '@haat/domain/cart/cart-api.schema';
import { cartItems } from '../../db/schema/cart.ts';
import { products } from '../../db/schema/products.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { cartOf, insertProducts, LIMITS, newShopper, quantities } from './cart.test-support.ts';

describe(`signed-in cart (${testDatabaseKind})`, () => {
  let t: TestApp;
  const setStock = (id: string, stock: number) =>
    t.database.db.update(products).set({ stock }).where(eq(products.id, id));

  beforeAll(async () => {
    t = await buildTestApp(LIMITS);
    await insertProducts(t, [
      { id: 'ct_333', sellingPricePaise: 33_333, mrpPaise: 50_000, stock: 50 },
      { id: 'ct_three', sellingPricePaise: 100_000, mrpPaise: 120_000, stock: 3 },
      { id: 'ct_zero', stock: 0 },
      { id: 'ct_hidden', stock: 10, isPublished: false },
      { id: 'ct_plenty', sellingPricePaise: 1_000, mrpPaise: 1_000, stock: 1_000 },
      { id: 'ct_sellout', stock: 5 },
      { id: 'ct_withdrawn', stock: 5 },
      { id: 'ct_shrink', stock: 9 },
    ]);
  }, 120_000);
  afterAll(async () => t?.close());

  it('answers 401 without a token on every route', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/users/get-cart'],
      ['GET', '/api/users/cart'],
      ['POST', '/api/users/cart', { productId: 'ct_333' }],
      ['PUT', '/api/users/cart/ct_333', { quantity: 1 }],
      ['DELETE', '/api/users/cart/ct_333'],
      ['DELETE', '/api/users/cart'],
      ['POST', '/api/users/cart/merge', { items: [] }],
      // A stranger learns nothing from validation either: the token is checked before the body.
      ['POST', '/api/users/cart', { productId: 7, quantity: 'abc' }],
      ['PUT', '/api/users/cart/ct_333', { quantity: -1 }],
    ];
    for (const [method, url, payload] of calls) {
      const res = await t.app.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: expect.any(String) });
    }
  });

  it('an empty cart: no lines, nothing to pay, the whole 500 to free delivery', async () => {
    const cart = await cartOf(await newShopper(t));
    expect(cart.cart).toEqual([]);
    expect(cart.notices).toEqual([]);
    expect(cart.totals).toEqual({
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

  it('adding the same product twice makes one line of quantity 2 (both GET paths agree)', async () => {
    const s = await newShopper(t);
    const first = await s.call('POST', '/api/users/cart', { productId: 'ct_plenty' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ success: true, message: M.added });
    const second = cartResponseSchema.parse(
      (await s.call('POST', '/api/users/cart', { productId: 'ct_plenty' })).json(),
    );
    expect(second.cart).toHaveLength(1);
    expect(second.cart[0]).toMatchObject({ quantity: 2, available: true, maxQuantity: 100, lineTotal: 20 });
    expect(second.totals).toMatchObject({
      lineCount: 1,
      itemCount: 2,
      subtotal: 20,
      shipping: 99,
      total: 119,
    });
    expect(await cartOf(s, '/api/users/cart')).toEqual(await cartOf(s));
  });

  it('prices come from the catalogue: a client-sent price has no effect; 3 × ₹333.33 is ₹999.99 exactly', async () => {
    const s = await newShopper(t);
    const res = await s.call('POST', '/api/users/cart', {
      productId: 'ct_333',
      quantity: 3,
      price: 1,
      sellingPrice: 1,
      product: { sellingPrice: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cart = cartResponseSchema.parse(res.json());
    expect(cart.cart[0]).toMatchObject({ quantity: 3, lineTotal: 999.99 });
    expect(cart.cart[0]?.product).toMatchObject({ _id: 'ct_333', sellingPrice: 333.33, mrp: 500 });
    expect(cart.totals).toEqual({
      lineCount: 1,
      itemCount: 3,
      mrpTotal: 1500,
      subtotal: 999.99,
      discount: 500.01,
      shipping: 0,
      remainingForFree: 0,
      total: 999.99,
    });
    await s.call('PUT', '/api/users/cart/ct_333', { quantity: 1 });
    expect((await cartOf(s)).totals).toMatchObject({
      subtotal: 333.33,
      shipping: 99,
      remainingForFree: 166.67,
      total: 432.33,
    });
  });

  it('a quantity above stock is capped with a message and a notice, on add and on update', async () => {
    const s = await newShopper(t);
    const res = await s.call('POST', '/api/users/cart', { productId: 'ct_three', quantity: 5 });
    expect(res.statusCode, res.body).toBe(200);
    const cart = cartResponseSchema.parse(res.json());
    expect(cart.message).toBe(M.quantityCapped(3));
    expect(cart.notices).toEqual([
      { productId: 'ct_three', code: 'QUANTITY_CAPPED', message: M.quantityCapped(3) },
    ]);
    expect(cart.cart[0]).toMatchObject({ quantity: 3, maxQuantity: 3 });
    const again = (await s.call('POST', '/api/users/cart', { productId: 'ct_three' })).json();
    expect(again).toMatchObject({ message: M.quantityCapped(3) });
    expect(quantities(again)).toEqual({ ct_three: 3 });
    const put = await s.call('PUT', '/api/users/cart/ct_three', { quantity: 10 });
    expect(put.json()).toMatchObject({ message: M.quantityCapped(3) });
    const down = await s.call('PUT', '/api/users/cart/ct_three', { quantity: 2 });
    expect(down.json()).toMatchObject({ message: M.updated, notices: [] });
    expect(quantities(down.json())).toEqual({ ct_three: 2 });
  });

  it('a line holds at most 100 even when more is in stock, and says so in its own words', async () => {
    const s = await newShopper(t);
    await s.call('POST', '/api/users/cart', { productId: 'ct_plenty', quantity: 60 });
    const res = await s.call('POST', '/api/users/cart', { productId: 'ct_plenty', quantity: 60 });
    expect(res.json()).toMatchObject({ message: M.lineLimitReached });
    expect(quantities(res.json())).toEqual({ ct_plenty: 100 });
  });

  it.each([0, -1, 1.5, 'abc', 1e9, null, '2'])(
    'quantity %s answers 400 on add and on update',
    async (quantity) => {
      const s = await newShopper(t);
      const add = await s.call('POST', '/api/users/cart', { productId: 'ct_plenty', quantity });
      expect(add.statusCode, add.body).toBe(400);
      expect(add.json()).toMatchObject({ success: false, error: M.quantityInvalid, field: 'quantity' });
      await s.call('POST', '/api/users/cart', { productId: 'ct_plenty' });
      const put = await s.call('PUT', '/api/users/cart/ct_plenty', { quantity });
      expect(put.statusCode, put.body).toBe(400);
      expect(put.json()).toMatchObject({ error: M.quantityInvalid, field: 'quantity' });
      expect(quantities(await cartOf(s))).toEqual({ ct_plenty: 1 });
    },
  );

  it('a missing quantity is 400 on update, a missing product id 400 on add', async () => {
    const s = await newShopper(t);
    await s.call('POST', '/api/users/cart', { productId: 'ct_plenty' });
    const put = await s.call('PUT', '/api/users/cart/ct_plenty', {});
    expect(put.statusCode).toBe(400);
    expect(put.json()).toMatchObject({ error: M.quantityInvalid, field: 'quantity' });
    for (const payload of [{}, { productId: '' }, { productId: '   ' }, { quantity: 1 }]) {
      const add = await s.call('POST', '/api/users/cart', payload);
      expect(add.statusCode).toBe(400);
      expect(add.json()).toMatchObject({ error: M.productIdRequired, field: 'productId' });
    }
  });

  it('unknown and unpublished products are 404, a sold-out one 409, and nothing is written', async () => {
    const s = await newShopper(t);
    for (const productId of ['no_such_product', 'ct_hidden']) {
      const res = await s.call('POST', '/api/users/cart', { productId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'Product not found', code: 'PRODUCT_NOT_FOUND' });
    }
    const zero = await s.call('POST', '/api/users/cart', { productId: 'ct_zero' });
    expect(zero.statusCode).toBe(409);
    expect(zero.json()).toMatchObject({ error: M.outOfStock, code: 'OUT_OF_STOCK' });
    expect((await cartOf(s)).cart).toEqual([]);
  });

  it('updates, removes and clears; a product not in the cart is 404 on update and removal', async () => {
    const s = await newShopper(t);
    await s.call('POST', '/api/users/cart', { productId: 'ct_plenty' });
    await s.call('POST', '/api/users/cart', { productId: 'ct_333' });
    const put = await s.call('PUT', '/api/users/cart/ct_plenty', { quantity: 4 });
    expect(put.json()).toMatchObject({ message: M.updated });
    expect(quantities(put.json())).toEqual({ ct_plenty: 4, ct_333: 1 });
    for (const [method, payload] of [
      ['PUT', { quantity: 1 }],
      ['DELETE', undefined],
    ] as const) {
      const res = await s.call(method, '/api/users/cart/ct_three', payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: M.notInCart, code: 'NOT_IN_CART' });
    }
    const del = await s.call('DELETE', '/api/users/cart/ct_plenty');
    expect(del.statusCode).toBe(200);
    expect(del.json()).toMatchObject({ message: M.removed });
    expect(quantities(del.json())).toEqual({ ct_333: 1 });
    expect((await s.call('DELETE', '/api/users/cart/ct_plenty')).statusCode).toBe(404);
    const clear = await s.call('DELETE', '/api/users/cart');
    expect(clear.statusCode).toBe(200);
    expect(clear.json()).toMatchObject({ success: true, message: 'Cart cleared', cart: [] });
    expect((await cartOf(s)).cart).toEqual([]);
  });

  it('lists lines in the order they were added', async () => {
    const s = await newShopper(t);
    for (const productId of ['ct_plenty', 'ct_333', 'ct_three'])
      await s.call('POST', '/api/users/cart', { productId });
    await s.call('POST', '/api/users/cart', { productId: 'ct_plenty' });
    expect((await cartOf(s)).cart.map((l) => l.product._id)).toEqual(['ct_plenty', 'ct_333', 'ct_three']);
  });

  it("another shopper's token can neither read nor change this cart", async () => {
    const a = await newShopper(t);
    const b = await newShopper(t);
    await a.call('POST', '/api/users/cart', { productId: 'ct_333', quantity: 2 });
    const before = await cartOf(a);
    expect((await cartOf(b)).cart).toEqual([]);
    expect((await b.call('PUT', '/api/users/cart/ct_333', { quantity: 5 })).statusCode).toBe(404);
    expect((await b.call('DELETE', '/api/users/cart/ct_333')).statusCode).toBe(404);
    expect((await b.call('DELETE', '/api/users/cart')).statusCode).toBe(200);
    await b.call('POST', '/api/users/cart', { productId: 'ct_333' });
    expect(quantities(await cartOf(b))).toEqual({ ct_333: 1 });
    expect(await cartOf(a)).toEqual(before);
  });

  it('a line that sells out or is withdrawn stays, unavailable and outside the totals; a shrunk stock lowers it', async () => {
    const s = await newShopper(t);
    await s.call('POST', '/api/users/cart', { productId: 'ct_sellout', quantity: 2 });
    await s.call('POST', '/api/users/cart', { productId: 'ct_withdrawn' });
    await s.call('POST', '/api/users/cart', { productId: 'ct_shrink', quantity: 8 });
    await s.call('POST', '/api/users/cart', { productId: 'ct_plenty' });
    await setStock('ct_sellout', 0);
    await t.database.db.update(products).set({ isPublished: false }).where(eq(products.id, 'ct_withdrawn'));
    await setStock('ct_shrink', 3);

    const cart = await cartOf(s);
    const line = (id: string) => cart.cart.find((l) => l.product._id === id);
    expect(line('ct_sellout')).toMatchObject({ available: false, quantity: 2, maxQuantity: 0 });
    expect(line('ct_withdrawn')).toMatchObject({ available: false, maxQuantity: 0 });
    expect(line('ct_shrink')).toMatchObject({ available: true, quantity: 3, maxQuantity: 3 });
    expect(cart.notices).toEqual(
      expect.arrayContaining([
        { productId: 'ct_shrink', code: 'QUANTITY_CAPPED', message: M.quantityCapped(3) },
        { productId: 'ct_sellout', code: 'OUT_OF_STOCK', message: M.outOfStock },
        { productId: 'ct_withdrawn', code: 'UNAVAILABLE', message: M.unavailable },
      ]),
    );
    expect(cart.notices).toHaveLength(3);
    // Only the available lines count: 3 × ₹1,000 + 1 × ₹10.
    expect(cart.totals).toMatchObject({ lineCount: 2, itemCount: 4, subtotal: 3010, total: 3010 });
    // The lowered quantity was written: the next answer has no notice for it.
    const [row] = await t.database.db.select().from(cartItems).where(eq(cartItems.productId, 'ct_shrink'));
    expect(row?.quantity).toBe(3);
    expect((await cartOf(s)).notices.map((n) => n.code).sort()).toEqual(['OUT_OF_STOCK', 'UNAVAILABLE']);
    // A sold-out line cannot be raised, and a withdrawn one is not found; removing them still works.
    expect((await s.call('PUT', '/api/users/cart/ct_sellout', { quantity: 1 })).statusCode).toBe(409);
    expect((await s.call('PUT', '/api/users/cart/ct_withdrawn', { quantity: 1 })).statusCode).toBe(404);
    expect((await s.call('DELETE', '/api/users/cart/ct_withdrawn')).statusCode).toBe(200);
    await setStock('ct_sellout', 5);
    expect(quantities(await cartOf(s))).toMatchObject({ ct_sellout: 2 });
  });

  it('rejects a bad product id in the path with 400', async () => {
    const s = await newShopper(t);
    const res = await s.call('PUT', `/api/users/cart/${'x'.repeat(65)}`, { quantity: 1 });
    expect(res.statusCode).toBe(400);
  });
});
