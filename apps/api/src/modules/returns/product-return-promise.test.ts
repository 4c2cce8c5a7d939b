// The product page's return promise (issue 23 item 7, docs/decisions/0011-return-promise.md): GET /products/{id}
// states its seller's window and who pays return shipping from the same policy the return form checks, so the page
// never promises a return the form refuses.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productResponseSchema } from '@haat/domain/catalog/product.schema';
import {
  DEFAULT_RETURN_POLICY,
  RETURN_MESSAGES,
  type ReturnPolicy,
} from '@haat/domain/returns/return-policy';
import { products } from '../../db/schema/products.ts';
import { testDatabaseKind } from '../../testing/build-test-app.ts';
import { buildSellerWorld, call, type SellerWorld } from '../sellers/sellers.test-support.ts';
import {
  deliveredDaysAgo,
  eligibility,
  expectRefusal,
  placeOrder,
  postReturn,
} from './returns.test-support.ts';

describe(`product return promise (${testDatabaseKind})`, { timeout: 60_000 }, () => {
  let w: SellerWorld;

  beforeAll(async () => {
    w = await buildSellerWorld(100);
  }, 60_000);
  afterAll(async () => w?.t.close());

  async function promiseOf(productId: string) {
    const res = await call(w.t, 'GET', `/api/products/${productId}`);
    expect(res.statusCode, res.body).toBe(200);
    return productResponseSchema.parse(res.json()).product.returnPolicy;
  }

  async function setPolicy(key: string, policy: Partial<ReturnPolicy>) {
    const res = await call(w.t, 'PUT', '/api/seller/return-policy', key, {
      ...DEFAULT_RETURN_POLICY,
      ...policy,
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  it("a seller without a policy of its own promises the default: 7 days, the shopper's shipping", async () => {
    expect(await promiseOf(w.productA.id)).toEqual({
      windowDays: DEFAULT_RETURN_POLICY.returnWindow,
      returnShippingPaidBy: 'customer',
      returnable: true,
    });
  });

  it("follows the seller's policy as soon as the seller changes it, and says when it takes no returns", async () => {
    await setPolicy(w.b.key, { returnWindow: 15, returnShippingPaidBy: 'seller' });
    expect(await promiseOf(w.productB.id)).toEqual({
      windowDays: 15,
      returnShippingPaidBy: 'seller',
      returnable: true,
    });
    await setPolicy(w.b.key, { returnWindow: 0 });
    expect(await promiseOf(w.productB.id)).toMatchObject({ windowDays: 0, returnable: false });
    // Seller A's product is not touched by seller B's policy.
    expect((await promiseOf(w.productA.id))?.windowDays).toBe(DEFAULT_RETURN_POLICY.returnWindow);
  });

  it('the return form grants exactly the promised window: open on its last day, closed the day after', async () => {
    await setPolicy(w.a.key, { returnWindow: 10, returnShippingPaidBy: 'customer' });
    const promised = await promiseOf(w.productA.id);
    expect(promised?.windowDays).toBe(10);
    const order = await placeOrder(w, [{ product: w.productA, quantity: 1 }]);
    const sub = order.subOrder[w.a.id] as string;
    await deliveredDaysAgo(w.t, sub, 9);
    const inside = await eligibility(w.t, w.buyer.token, order.orderId);
    expect(inside.eligible).toBe(true);
    expect(inside.policy?.returnWindow).toBe(promised?.windowDays);
    expect(inside.policy?.returnShippingPaidBy).toBe(promised?.returnShippingPaidBy);
    await deliveredDaysAgo(w.t, sub, 11);
    expect((await eligibility(w.t, w.buyer.token, order.orderId)).eligible).toBe(false);
  });

  it("a listing's own window overrides its seller's on the page, in the eligibility and in the request (ADR 0021)", async () => {
    const setListingWindow = (days: number | null) =>
      w.t.database.db.update(products).set({ returnWindowDays: days }).where(eq(products.id, w.productA.id));
    await setPolicy(w.a.key, { returnWindow: 10, returnShippingPaidBy: 'seller' });
    await setListingWindow(3);
    // Only the window is the listing's; who pays return shipping stays the seller's.
    expect(await promiseOf(w.productA.id)).toEqual({
      windowDays: 3,
      returnShippingPaidBy: 'seller',
      returnable: true,
    });
    const order = await placeOrder(w, [{ product: w.productA, quantity: 1 }]);
    const sub = order.subOrder[w.a.id] as string;
    await deliveredDaysAgo(w.t, sub, 2);
    const inside = await eligibility(w.t, w.buyer.token, order.orderId);
    expect(inside.eligible).toBe(true);
    expect(inside.policy?.returnWindow).toBe(3);
    // Four days after delivery: inside the seller's 10 days, outside the listing's 3.
    await deliveredDaysAgo(w.t, sub, 4);
    const outside = await eligibility(w.t, w.buyer.token, order.orderId);
    expect(outside.eligible).toBe(false);
    expect(outside.reason).toBe(RETURN_MESSAGES.windowClosed(3));
    const request = postReturn(w.t, w.buyer.token, {
      orderId: order.orderId,
      items: [{ orderItemId: order.line[w.productA.id] as string, quantity: 1 }],
      returnReason: 'Changed Mind',
      returnType: 'Refund',
    });
    expectRefusal(await request, 422, RETURN_MESSAGES.windowClosed(3));

    await setListingWindow(0);
    expect(await promiseOf(w.productA.id)).toMatchObject({ windowDays: 0, returnable: false });
    // Back to the seller's policy: the same delivered line is eligible again under its 10 days.
    await setListingWindow(null);
    expect((await promiseOf(w.productA.id))?.windowDays).toBe(10);
    expect((await eligibility(w.t, w.buyer.token, order.orderId)).eligible).toBe(true);
  });

  it('list answers do not carry it (GET /products/{id} only)', async () => {
    const res = await call(w.t, 'GET', '/api/products?limit=5');
    expect(res.statusCode).toBe(200);
    for (const product of res.json().products as Record<string, unknown>[])
      expect(product).not.toHaveProperty('returnPolicy');
  });
});
