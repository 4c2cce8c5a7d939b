// The API's JSON bodies (issue 22 item 5): a client that sends Content-Type: application/json on every call (spec 1
// §7) can delete; a route that needs a body still refuses an empty one with the validation message; a __proto__ or
// constructor.prototype key is refused by name, not as "not valid JSON", and pollutes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShopper, type Shopper } from '../modules/cart/cart.test-support.ts';
import { addAddress, fillCart, insertTwoSellerCatalogue } from '../modules/orders/orders.test-support.ts';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { forbiddenKey } from './json-body.ts';

let t: TestApp;
let shopper: Shopper;
let productA = '';
let productB = '';

beforeAll(async () => {
  t = await buildTestApp();
  const catalogue = await insertTwoSellerCatalogue(t);
  productA = catalogue.a1.id;
  productB = catalogue.b1.id;
  shopper = await newShopper(t);
});
afterAll(() => t?.close());

/** A request as a client that always sets the JSON header sends it. */
function send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload = '') {
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${shopper.token}`, 'content-type': 'application/json' },
    payload,
  });
}

describe('an empty body with Content-Type: application/json', () => {
  it('is no body on DELETE: a cart line, a wishlist item, an address and the whole cart go', async () => {
    await fillCart(shopper, [
      [productA, 1],
      [productB, 2],
    ]);
    const line = await send('DELETE', `/api/users/cart/${productA}`);
    expect(line.statusCode, line.body).toBe(200);
    expect(JSON.stringify(line.json())).not.toContain(productA);

    const cleared = await send('DELETE', '/api/users/cart');
    expect(cleared.statusCode, cleared.body).toBe(200);

    expect((await shopper.call('POST', '/api/users/wishlist', { productId: productB })).statusCode).toBe(201);
    const wished = await send('DELETE', `/api/users/wishlist/${productB}`);
    expect(wished.statusCode, wished.body).toBe(200);
    expect(JSON.stringify(wished.json())).not.toContain(productB);

    const addressId = await addAddress(shopper);
    const address = await send('DELETE', `/api/users/addresses/${addressId}`);
    expect(address.statusCode, address.body).toBe(200);
    expect(address.json()).toMatchObject({ success: true, addresses: [] });
  });

  it('is no body on GET', async () => {
    expect((await send('GET', '/api/users/cart')).statusCode).toBe(200);
  });

  it.each([
    ['POST', '/api/users/cart'],
    ['POST', '/api/users/wishlist'],
  ] as const)(
    'is still refused by %s %s, which needs a body, with the validation message',
    async (method, url) => {
      const res = await send(method, url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        error: 'The request body must be a JSON object',
        code: 'VALIDATION_FAILED',
      });
    },
  );

  it('is still refused by PUT /api/users/cart/{productId}', async () => {
    const res = await send('PUT', `/api/users/cart/${productA}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it('leaves malformed JSON "not valid JSON"', async () => {
    const res = await send('POST', '/api/users/cart', '{"productId":');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: 'The request body is not valid JSON',
      code: 'BAD_REQUEST',
    });
  });
});

describe('a body with a __proto__ or constructor.prototype key', () => {
  it.each([
    [`{"__proto__":{"isAdmin":true},"productId":"x","quantity":1}`, '__proto__', '__proto__'],
    [
      `{"productId":"x","quantity":1,"extra":[{"__proto__":{"polluted":1}}]}`,
      '__proto__',
      'extra.0.__proto__',
    ],
    [
      `{"constructor":{"prototype":{"polluted":1}},"productId":"x"}`,
      'constructor.prototype',
      'constructor.prototype',
    ],
  ])('is refused by name: %s', async (payload, key, field) => {
    const res = await send('POST', '/api/users/cart', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: `The request body contains a forbidden key: ${key}`,
      code: 'BAD_REQUEST',
      field,
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('is told apart from JSON that merely mentions the words', async () => {
    const res = await send('POST', '/api/users/cart', '{"productId":"__proto__","quantity":1}');
    expect(res.json()).not.toMatchObject({ error: expect.stringContaining('forbidden key') });
    expect(forbiddenKey(JSON.parse('{"constructor":"x","a":{"prototype":1}}'))).toBeNull();
    expect(forbiddenKey(JSON.parse('{"a":{"b":{"__proto__":null}}}'))).toEqual({
      key: '__proto__',
      path: 'a.b.__proto__',
    });
  });
});
