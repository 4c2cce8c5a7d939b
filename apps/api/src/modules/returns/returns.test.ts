// The shopper's returns API (issue 8): eligibility of delivered orders within each seller's window, requests checked
// against the seller's policy with the spec's messages, units reserved, Idempotency-Key repeats making nothing new.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '@haat/domain/orders/order.schema';
import {
  DEFAULT_RETURN_POLICY,
  RETURN_MESSAGES,
  type ReturnPolicy,
} from '@haat/domain/returns/return-policy';
import { returnListResponseSchema } from '@haat/domain/returns/return.schema';
import { idempotencyKeys } from '../../db/schema/idempotency.ts';
import { trackingEvents } from '../../db/schema/orders.ts';
import { returnRequests } from '../../db/schema/returns.ts';
import { testDatabaseKind } from '../../testing/build-test-app.ts';
import { bearer } from '../users/users.test-support.ts';
import { buildSellerWorld, call, newBuyer, type SellerWorld } from '../sellers/sellers.test-support.ts';
import {
  createdRequests,
  deliveredDaysAgo,
  eligibility,
  expectRefusal,
  placeOrder,
  postReturn,
  returnedQuantity,
} from './returns.test-support.ts';

/** Seller B's policy in this file: 10 days, the buyer pays shipping and 10 % unless it is B's fault, no exchanges. */
const POLICY_B: ReturnPolicy = {
  returnWindow: 10,
  returnShippingPaidBy: 'customer',
  restockingFeePercentage: 10,
  exchangeAllowed: false,
  acceptedReasons: ['Defective/Damaged Product', 'Wrong Item Received', 'Size/Fit Issues', 'Quality Issues'],
  freeReturnReasons: ['Defective/Damaged Product', 'Wrong Item Received'],
  termsAndConditions: 'Unused books only, in their shrink-wrap.',
};

describe(`returns API for shoppers (${testDatabaseKind})`, { timeout: 60_000 }, () => {
  let w: SellerWorld;

  beforeAll(async () => {
    w = await buildSellerWorld(1000);
    const res = await call(w.t, 'PUT', '/api/seller/return-policy', w.b.key, POLICY_B);
    expect(res.statusCode, res.body).toBe(200);
  }, 60_000);
  afterAll(async () => w?.t.close());

  const token = () => w.buyer.token;
  const db = () => w.t.database.db;

  it('a delivered order is eligible: every line with its units, window and seller policy', async () => {
    const order = await placeOrder(w, [
      { product: w.productA, quantity: 2 },
      { product: w.productB, quantity: 1 },
    ]);
    const res = await w.t.app.inject({
      method: 'GET',
      url: `/api/returns/user/eligibility/${order.orderId}`,
      headers: bearer(token()),
    });
    expect(res.json()).toMatchObject({ success: true, message: RETURN_MESSAGES.eligible });
    const data = await eligibility(w.t, token(), order.orderId);
    expect(data.eligible).toBe(true);
    expect(data.reason).toBeNull();
    expect(data.reasons).toEqual([]);
    // The longest window left among the eligible lines: B's 10 days.
    expect(data.remainingDays).toBe(10);
    // Seller A set no policy: the store's default.
    expect(data.policies).toEqual([
      { sellerId: w.a.id, sellerName: 'Ganesh Traders', policy: DEFAULT_RETURN_POLICY },
      { sellerId: w.b.id, sellerName: 'Sapna Books', policy: POLICY_B },
    ]);
    const byProduct = Object.fromEntries(data.items.map((i) => [i.productId, i]));
    expect(byProduct[w.productA.id]).toMatchObject({
      orderItemId: order.line[w.productA.id],
      subOrderId: order.subOrder[w.a.id],
      sellerId: w.a.id,
      name: w.productA.name,
      price: 499,
      quantity: 2,
      returnableQuantity: 2,
      eligible: true,
      remainingDays: 7,
    });
    expect(byProduct[w.productB.id]).toMatchObject({ quantity: 1, returnableQuantity: 1, remainingDays: 10 });
    expect(data.orderDetails).toMatchObject({
      orderNumber: order.orderNumber,
      status: 'Order Delivered',
      statusCode: 'delivered',
      daysSinceDelivery: 0,
    });
    expect(Date.now() - Date.parse(data.orderDetails.deliveredDate ?? '')).toBeLessThan(60_000);
  });

  it('returns 1 of 2 units with an accepted reason: 201, the units reserved, a tracking event, listed', async () => {
    const order = await placeOrder(w, [{ product: w.productA, quantity: 2 }]);
    const lineId = order.line[w.productA.id] as string;
    const res = await postReturn(w.t, token(), {
      orderId: order.orderId,
      items: [{ orderItemId: lineId, quantity: 1 }],
      returnReason: 'Defective/Damaged Product',
      detailedReason: 'The lid does not close.',
      returnType: 'Refund',
      customerNotes: 'Pick up after 5 pm please',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(RETURN_MESSAGES.submitted);
    const [request, ...more] = createdRequests(res);
    expect(more).toEqual([]);
    expect(request).toMatchObject({
      returnNumber: expect.stringMatching(/^RT\d{10}$/),
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      subOrderId: order.subOrder[w.a.id],
      sellerId: w.a.id,
      status: 'Requested',
      returnType: 'Refund',
      returnReason: 'Defective/Damaged Product',
      detailedReason: 'The lid does not close.',
      customerNotes: 'Pick up after 5 pm please',
      items: [{ orderItemId: lineId, productId: w.productA.id, quantity: 1, price: 499 }],
      // The seller's fault: free return shipping and no fee.
      returnShippingPaidBy: 'seller',
      restockingFeePercentage: 0,
      paidAmount: 499,
      restockingFee: 0,
      maxRefund: 499,
      refund: null,
    });
    expect(await returnedQuantity(w.t, lineId)).toBe(1);
    const events = await db()
      .select()
      .from(trackingEvents)
      .where(and(eq(trackingEvents.orderId, order.orderId), eq(trackingEvents.status, 'return_requested')));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ subOrderId: order.subOrder[w.a.id], updatedBy: 'customer' });
    expect(events[0]?.description).toContain(request?.returnNumber);

    const after = await eligibility(w.t, token(), order.orderId);
    expect(after.items[0]?.returnableQuantity).toBe(1);

    const list = await w.t.app.inject({
      method: 'GET',
      url: `/api/returns/user?orderId=${order.orderId}`,
      headers: bearer(token()),
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(returnListResponseSchema.parse(list.json()).returnRequests).toEqual([request]);
  });

  it('refuses 3 units of a line of 2, and more than the units left after a request', async () => {
    const order = await placeOrder(w, [{ product: w.productA, quantity: 2 }]);
    const lineId = order.line[w.productA.id] as string;
    const body = (quantity: number) => ({
      orderId: order.orderId,
      items: [{ orderItemId: lineId, quantity }],
      returnReason: 'Quality Issues' as const,
    });
    const three = await postReturn(w.t, token(), body(3));
    expectRefusal(
      three,
      422,
      RETURN_MESSAGES.quantityTooHigh(w.productA.name, 2),
      'RETURN_QUANTITY_TOO_HIGH',
    );
    expect(RETURN_MESSAGES.quantityTooHigh(w.productA.name, 2)).toBe(
      `You can return at most 2 units of '${w.productA.name}'`,
    );
    createdRequests(await postReturn(w.t, token(), body(1)));
    expectRefusal(
      await postReturn(w.t, token(), body(2)),
      422,
      `You can return only 1 unit of '${w.productA.name}'`,
    );
    createdRequests(await postReturn(w.t, token(), body(1)));
    expectRefusal(
      await postReturn(w.t, token(), body(1)),
      422,
      RETURN_MESSAGES.itemNotReturnable(w.productA.name),
    );
    const data = await eligibility(w.t, token(), order.orderId);
    expect(data).toMatchObject({ eligible: false, reason: RETURN_MESSAGES.nothingLeft });
    expect(await returnedQuantity(w.t, lineId)).toBe(2);
  });

  it("refuses a reason the seller does not accept and an exchange it does not offer, with the spec's message", async () => {
    const order = await placeOrder(w, [{ product: w.productB, quantity: 1 }]);
    const items = [{ orderItemId: order.line[w.productB.id] as string, quantity: 1 }];
    const changedMind = await postReturn(w.t, token(), {
      orderId: order.orderId,
      items,
      returnReason: 'Changed Mind',
    });
    expectRefusal(changedMind, 422, 'Return reason "Changed Mind" is not accepted by this seller');
    expect(changedMind.json().field).toBe('returnReason');
    const exchange = await postReturn(w.t, token(), {
      orderId: order.orderId,
      items,
      returnReason: 'Size/Fit Issues',
      returnType: 'Exchange',
    });
    expectRefusal(exchange, 422, RETURN_MESSAGES.exchangeNotAllowed);
    expect(await returnedQuantity(w.t, items[0]!.orderItemId)).toBe(0);

    // An accepted reason that is not the seller's fault: the buyer pays shipping and the 10 % fee.
    const [request] = createdRequests(
      await postReturn(w.t, token(), { orderId: order.orderId, items, returnReason: 'Size/Fit Issues' }),
    );
    expect(request).toMatchObject({
      returnShippingPaidBy: 'customer',
      restockingFeePercentage: 10,
      paidAmount: 599,
      restockingFee: 59.9,
      maxRefund: 539.1,
    });
  });

  it('refuses an order not yet delivered', async () => {
    const order = await placeOrder(w, [{ product: w.productA, quantity: 1 }], { deliver: 'none' });
    const data = await eligibility(w.t, token(), order.orderId);
    expect(data).toMatchObject({
      eligible: false,
      reason: RETURN_MESSAGES.notDelivered,
      reasons: [RETURN_MESSAGES.notDelivered],
      remainingDays: 0,
      policy: null,
    });
    expect(data.orderDetails).toMatchObject({
      status: 'Order Confirmed',
      statusCode: 'confirmed',
      deliveredDate: null,
      daysSinceDelivery: null,
    });
    expect(data.items[0]).toMatchObject({ eligible: false, returnableQuantity: 0 });
    const res = await postReturn(w.t, token(), {
      orderId: order.orderId,
      items: [{ orderItemId: order.line[w.productA.id] as string, quantity: 1 }],
      returnReason: 'Defective/Damaged Product',
    });
    expectRefusal(res, 422, RETURN_MESSAGES.notDelivered, 'RETURN_NOT_DELIVERED');
  });

  it("refuses an order past its seller's window; another seller's longer window stays open", async () => {
    const order = await placeOrder(w, [
      { product: w.productA, quantity: 1 },
      { product: w.productB, quantity: 1 },
    ]);
    await deliveredDaysAgo(w.t, order.subOrder[w.a.id] as string, 8);
    await deliveredDaysAgo(w.t, order.subOrder[w.b.id] as string, 8);
    const data = await eligibility(w.t, token(), order.orderId);
    expect(data.eligible).toBe(true);
    expect(data.remainingDays).toBe(2);
    expect(data.policy).toEqual(POLICY_B);
    expect(data.items.find((i) => i.sellerId === w.a.id)).toMatchObject({
      eligible: false,
      returnableQuantity: 0,
    });
    expect(data.orderDetails.daysSinceDelivery).toBe(8);
    const res = await postReturn(w.t, token(), {
      orderId: order.orderId,
      items: [{ orderItemId: order.line[w.productA.id] as string, quantity: 1 }],
      returnReason: 'Defective/Damaged Product',
    });
    expectRefusal(res, 422, 'The 7-day return window for this order has closed', 'RETURN_WINDOW_CLOSED');

    await deliveredDaysAgo(w.t, order.subOrder[w.b.id] as string, 11);
    const closed = await eligibility(w.t, token(), order.orderId);
    expect(closed).toMatchObject({
      eligible: false,
      reason: RETURN_MESSAGES.windowClosed(7),
      reasons: [RETURN_MESSAGES.windowClosed(7), RETURN_MESSAGES.windowClosed(10)],
      remainingDays: 0,
    });
  });

  it("answers another customer's order, an unknown and a malformed id with 404 ORDER_NOT_FOUND", async () => {
    const order = await placeOrder(w, [{ product: w.productA, quantity: 2 }]);
    const other = await newBuyer(w.t);
    const body = {
      orderId: order.orderId,
      items: [{ orderItemId: order.line[w.productA.id] as string, quantity: 1 }],
      returnReason: 'Defective/Damaged Product' as const,
    };
    for (const orderId of [order.orderId, '00000000-0000-4000-8000-00000000abcd', 'not-an-id']) {
      const res = await w.t.app.inject({
        method: 'GET',
        url: `/api/returns/user/eligibility/${orderId}`,
        headers: bearer(other.token),
      });
      expectRefusal(res, 404, ORDER_MESSAGES.notFound, 'ORDER_NOT_FOUND');
      expectRefusal(await postReturn(w.t, other.token, { ...body, orderId }), 404, ORDER_MESSAGES.notFound);
    }
    expect(await returnedQuantity(w.t, body.items[0]!.orderItemId)).toBe(0);
    // The owner's request is not in the other's list.
    createdRequests(await postReturn(w.t, token(), body));
    const list = await w.t.app.inject({
      method: 'GET',
      url: '/api/returns/user',
      headers: bearer(other.token),
    });
    expect(list.json().returnRequests).toEqual([]);
  });

  it('refuses a line of another order, and answers the spec messages for no items or no reason', async () => {
    const order = await placeOrder(w, [{ product: w.productA, quantity: 1 }]);
    const otherOrder = await placeOrder(w, [{ product: w.productA, quantity: 1 }]);
    expectRefusal(
      await postReturn(w.t, token(), {
        orderId: order.orderId,
        items: [{ orderItemId: otherOrder.line[w.productA.id] as string, quantity: 1 }],
        returnReason: 'Defective/Damaged Product',
      }),
      422,
      RETURN_MESSAGES.itemNotInOrder,
      'RETURN_ITEM_NOT_IN_ORDER',
    );
    expectRefusal(
      await postReturn(w.t, token(), { orderId: order.orderId, items: [], returnReason: 'Other' }),
      400,
      RETURN_MESSAGES.selectItem,
    );
    const noReason = await w.t.app.inject({
      method: 'POST',
      url: '/api/returns/create',
      headers: bearer(token()),
      payload: { orderId: order.orderId, items: [{ orderItemId: order.line[w.productA.id], quantity: 1 }] },
    });
    expectRefusal(noReason, 400, RETURN_MESSAGES.selectReason);
    const anonymous = await w.t.app.inject({
      method: 'GET',
      url: `/api/returns/user/eligibility/${order.orderId}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a second identical request with the same key creates nothing new, even after a crash lost the answer', async () => {
    const order = await placeOrder(w, [{ product: w.productA, quantity: 2 }]);
    const lineId = order.line[w.productA.id] as string;
    const body = {
      orderId: order.orderId,
      items: [{ orderItemId: lineId, quantity: 1 }],
      returnReason: 'Wrong Item Received' as const,
    };
    const first = await postReturn(w.t, token(), body, 'return-key-1');
    expect(first.statusCode).toBe(201);
    const [made] = createdRequests(first);
    const again = await postReturn(w.t, token(), body, 'return-key-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(createdRequests(again)).toEqual([made]);

    // The stored answer is gone (the process died after commit): the key on the request finds it.
    await db().delete(idempotencyKeys);
    const retry = await postReturn(w.t, token(), body, 'return-key-1');
    expect(retry.statusCode, retry.body).toBe(200);
    expect(createdRequests(retry).map((r) => r.returnNumber)).toEqual([made?.returnNumber]);

    const [rows] = await db()
      .select({ n: count() })
      .from(returnRequests)
      .where(eq(returnRequests.orderId, order.orderId));
    expect(rows?.n).toBe(1);
    expect(await returnedQuantity(w.t, lineId)).toBe(1);

    // The same key for something else is refused; a new key makes a new request.
    const reused = await postReturn(
      w.t,
      token(),
      { ...body, returnReason: 'Quality Issues' },
      'return-key-1',
    );
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    createdRequests(await postReturn(w.t, token(), body, 'return-key-2'));
    expect(await returnedQuantity(w.t, lineId)).toBe(2);
  });

  it('documents the returns and seller routes in the OpenAPI document, with their error answers', async () => {
    const res = await w.t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, { tags?: string[]; responses: object }>>;
    expect(paths['/api/returns/create']?.post?.tags).toEqual(['returns']);
    expect(Object.keys(paths['/api/returns/create']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '200', '400', '401', '404', '409', '422']),
    );
    expect(paths['/api/returns/user/eligibility/{orderId}']?.get?.tags).toEqual(['returns']);
    expect(paths['/api/returns/user']?.get).toBeDefined();
    expect(paths['/api/seller/returns/{id}/decision']?.post?.tags).toContain('seller');
    expect(Object.keys(paths['/api/seller/returns/{id}/decision']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '404', '422']),
    );
    expect(paths['/api/seller/return-policy']?.put).toBeDefined();
  });

  it("splits a two-seller return into one request per seller, each on its seller's policy", async () => {
    const order = await placeOrder(w, [
      { product: w.productA, quantity: 1 },
      { product: w.productB, quantity: 2 },
    ]);
    const requests = createdRequests(
      await postReturn(w.t, token(), {
        orderId: order.orderId,
        items: [
          { orderItemId: order.line[w.productB.id] as string, quantity: 1 },
          { orderItemId: order.line[w.productA.id] as string, quantity: 1 },
          { orderItemId: order.line[w.productB.id] as string, quantity: 1 },
        ],
        returnReason: 'Quality Issues',
      }),
    );
    expect(requests.map((r) => [r.sellerId, r.items[0]?.quantity, r.restockingFeePercentage])).toEqual([
      [w.a.id, 1, 0],
      [w.b.id, 2, 10],
    ]);
    expect(new Set(requests.map((r) => r.returnNumber)).size).toBe(2);
    expect(requests[1]).toMatchObject({ paidAmount: 1198, restockingFee: 119.8, maxRefund: 1078.2 });
  });
});
