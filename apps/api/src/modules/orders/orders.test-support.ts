// Test support for checkout and orders: two sellers (Maharashtra, Karnataka) with stocked products, and a
// signed-in shopper with a saved address and a filled cart, all made through the API where a shopper would.
import { inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { orderResponseSchema, type Order } from '@haat/domain/orders/order.schema';
import { products } from '../../db/schema/products.ts';
import type { TestApp } from '../../testing/build-test-app.ts';
import { newShopper, type Shopper } from '../cart/cart.test-support.ts';
import { insertFixtureProducts } from '../catalog/catalog.fixtures.ts';
import { insertTestSellers } from '../coupons/coupons.test-support.ts';

let serial = 0;

export interface SellerProduct {
  id: string;
  sellerId: string;
  pricePaise: number;
  stock: number;
}

export interface TwoSellerCatalogue {
  /** Asha Audio, Mumbai 400001 (Maharashtra). */
  sellerA: string;
  /** Bengaluru Books, Bengaluru 560001 (Karnataka). */
  sellerB: string;
  /** Two products of seller A and one of seller B, ids unique to this call. */
  a1: SellerProduct;
  a2: SellerProduct;
  b1: SellerProduct;
}

/** Two sellers and three products: ₹1,234.50 and ₹299 of A, ₹800 of B, with the stock given (10 each by default). */
export async function insertTwoSellerCatalogue(
  t: TestApp,
  stock: Partial<Record<'a1' | 'a2' | 'b1', number>> = {},
): Promise<TwoSellerCatalogue> {
  serial += 1;
  const { a, b } = await insertTestSellers(t.database.db);
  const tag = `ord${process.pid % 1000}_${serial}`;
  const a1 = { id: `${tag}_a1`, sellerId: a, pricePaise: 123_450, stock: stock.a1 ?? 10 };
  const a2 = { id: `${tag}_a2`, sellerId: a, pricePaise: 29_900, stock: stock.a2 ?? 10 };
  const b1 = { id: `${tag}_b1`, sellerId: b, pricePaise: 80_000, stock: stock.b1 ?? 10 };
  await insertFixtureProducts(
    t.database.db,
    [a1, a2, b1].map((p) => ({
      id: p.id,
      sellerId: p.sellerId,
      name: `Product ${p.id}`,
      pricePaise: p.pricePaise,
      sellingPricePaise: p.pricePaise,
      mrpPaise: p.pricePaise + 10_000,
      stock: p.stock,
      shippingWeightGrams: 700,
    })),
  );
  return { sellerA: a, sellerB: b, a1, a2, b1 };
}

/** A Delhi address (another state than both sellers) unless overridden; answers its id. */
export async function addAddress(shopper: Shopper, over: Record<string, unknown> = {}): Promise<string> {
  const res = await shopper.call('POST', '/api/users/addresses', {
    fullName: 'Asha Verma',
    phone: '9876543210',
    addressLine1: '14 Janpath',
    city: 'New Delhi',
    state: 'Delhi',
    postalCode: '110001',
    country: 'India',
    addressType: 'Home',
    ...over,
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  const id = (res.json() as { address?: { _id?: string } }).address?._id;
  if (!id) throw new Error(`addAddress: no address id in ${res.body}`);
  return id;
}

export async function fillCart(
  shopper: Shopper,
  items: [productId: string, quantity: number][],
): Promise<void> {
  for (const [productId, quantity] of items) {
    const res = await shopper.call('POST', '/api/users/cart', { productId, quantity });
    expect(res.statusCode, res.body).toBe(200);
  }
}

export interface CheckoutShopper extends Shopper {
  addressId: string;
}

/** A signed-in shopper with a saved address and, when given, a filled cart. */
export async function newCheckoutShopper(
  t: TestApp,
  items: [productId: string, quantity: number][] = [],
): Promise<CheckoutShopper> {
  const shopper = await newShopper(t);
  const addressId = await addAddress(shopper);
  await fillCart(shopper, items);
  return { ...shopper, addressId };
}

/** POST /api/users/orders for cash on delivery, optionally with an Idempotency-Key. */
export function placeCodOrder(
  t: TestApp,
  shopper: CheckoutShopper,
  options: { idempotencyKey?: string; body?: Record<string, unknown> } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/users/orders',
    headers: {
      authorization: `Bearer ${shopper.token}`,
      ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
    },
    payload: {
      paymentDetails: { method: 'cod' },
      shippingAddress: { _id: shopper.addressId },
      ...options.body,
    },
  });
}

/** The order of a 200/201 answer, checked against the API contract. */
export function orderOf(res: LightMyRequestResponse): Order {
  expect(res.statusCode, res.body).toBeLessThan(300);
  return orderResponseSchema.parse(res.json()).order;
}

/** The stock of these products now, by id. */
export async function stockOf(t: TestApp, ...ids: string[]): Promise<Record<string, number>> {
  const rows = await t.database.db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(inArray(products.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, r.stock]));
}
