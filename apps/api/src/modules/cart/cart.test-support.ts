// Test support for the cart and wishlist: a seller to list fixture products under (without the whole seed) and
// a signed-in shopper whose calls carry the bearer token.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { cartResponseSchema, type CartResponse } from '@haat/domain/cart/cart-api.schema';
import { sellers } from '../../db/schema/sellers.ts';
import type { TestApp } from '../../testing/build-test-app.ts';
import { insertFixtureProducts, type FixtureProduct } from '../catalog/catalog.fixtures.ts';
import { bearer, createCustomer, signIn } from '../users/users.test-support.ts';

/** One seller row, enough for insertFixtureProducts on an unseeded database. */
export async function insertProducts(t: TestApp, rows: FixtureProduct[]): Promise<void> {
  await t.database.db
    .insert(sellers)
    .values({
      id: 'sel_test',
      legalName: 'Test Traders Private Limited',
      displayName: 'Test Traders',
      gstin: '27AAPFT1234A1Z5',
      state: 'Maharashtra',
      stateCode: '27',
      city: 'Pune',
      pincode: '411001',
    })
    .onConflictDoNothing();
  await insertFixtureProducts(t.database.db, rows);
}

export interface Shopper {
  userId: string;
  token: string;
  call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
}

export async function newShopper(t: TestApp): Promise<Shopper> {
  const customer = await createCustomer(t.database.db);
  const { token } = await signIn(t.app, customer);
  return {
    userId: customer.user.id,
    token,
    call: (method, url, payload) =>
      t.app.inject({
        method,
        url,
        headers: bearer(token),
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      }),
  };
}

/** Generous limits: these tests sign many shoppers in from one address. */
export const LIMITS = { AUTH_RATE_LIMIT_MAX: '10000', RATE_LIMIT_MAX: '100000' };

export async function cartOf(shopper: Shopper, url = '/api/users/get-cart'): Promise<CartResponse> {
  const res = await shopper.call('GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return cartResponseSchema.parse(res.json());
}

export function quantities(cart: CartResponse): Record<string, number> {
  return Object.fromEntries(cart.cart.map((l) => [l.product._id, l.quantity]));
}
