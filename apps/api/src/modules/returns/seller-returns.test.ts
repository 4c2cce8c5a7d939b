// The seller API's returns (issue 8): policies, decisions moved only along canMoveReturn, refunds never above what
// was paid for the returned lines (less the fee), rejected units given back, another seller's requests unseen.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_RETURN_POLICY,
  RETURN_MESSAGES,
  type ReturnPolicy,
} from '@haat/domain/returns/return-policy';
import { RETURN_STATUS_MESSAGES } from '@haat/domain/returns/return-status';
import {
  sellerReturnListResponseSchema,
  sellerReturnResponseSchema,
  type ReturnRequest,
} from '@haat/domain/returns/return.schema';
import { mailOutbox } from '../../db/schema/mail.ts';
import {
  orderItems,
  orders,
  refunds,
  sellerApiKeys,
  subOrders,
  trackingEvents,
} from '../../db/schema/orders.ts';
import { testDatabaseKind } from '../../testing/build-test-app.ts';
import { insertCoupon } from '../coupons/coupons.test-support.ts';
import {
  insertTwoSellerCatalogue,
  newCheckoutShopper,
  orderOf,
  placeCodOrder,
} from '../orders/orders.test-support.ts';
import { devSellerKey, sellerKeyRow } from '../sellers/seller-keys.ts';
import {
  buildSellerWorld,
  call,
  deliverSubOrder,
  type SellerWorld,
} from '../sellers/sellers.test-support.ts';
import {
  createdRequests,
  decide,
  eligibility,
  expectRefusal,
  placeOrder,
  postReturn,
  returnedQuantity,
  subOrderIdOf,
} from './returns.test-support.ts';

describe(`seller returns API (${testDatabaseKind})`, { timeout: 60_000 }, () => {
  let w: SellerWorld;

  beforeAll(async () => {
    w = await buildSellerWorld(1000);
  }, 60_000);
  afterAll(async () => w?.t.close());

  const db = () => w.t.database.db;

  /** A delivered order of seller A's product and a return of `units` of it. */
  async function requestOf(
    units: number,
    bought = 2,
    over: { returnReason?: 'Quality Issues' | 'Changed Mind'; returnType?: 'Refund' | 'Exchange' } = {},
  ) {
    const order = await placeOrder(w, [{ product: w.productA, quantity: bought }]);
    const lineId = order.line[w.productA.id] as string;
    const [request] = createdRequests(
      await postReturn(w.t, w.buyer.token, {
        orderId: order.orderId,
        items: [{ orderItemId: lineId, quantity: units }],
        returnReason: over.returnReason ?? 'Quality Issues',
        returnType: over.returnType ?? 'Refund',
      }),
    );
    return { order, lineId, request: request as ReturnRequest };
  }

  async function step(
    key: string,
    id: string,
    body: { action: string; refundAmount?: number; note?: string },
  ) {
    const res = await decide(w.t, key, id, body);
    expect(res.statusCode, res.body).toBe(200);
    return sellerReturnResponseSchema.parse(res.json()).returnRequest;
  }

  it('reads the default policy until the seller sets one, and refuses a policy out of bounds', async () => {
    const read = await call(w.t, 'GET', '/api/seller/return-policy', w.b.key);
    expect(read.json()).toEqual({ success: true, policy: DEFAULT_RETURN_POLICY });
    const policy: ReturnPolicy = {
      ...DEFAULT_RETURN_POLICY,
      returnWindow: 15,
      restockingFeePercentage: 15,
      exchangeAllowed: false,
      acceptedReasons: ['Quality Issues', 'Defective/Damaged Product', 'Changed Mind'],
      freeReturnReasons: ['Defective/Damaged Product'],
      termsAndConditions: 'Sealed books only.',
    };
    const put = await call(w.t, 'PUT', '/api/seller/return-policy', w.b.key, policy);
    expect(put.statusCode, put.body).toBe(200);
    // Reasons come back in the order of docs/behaviour/returns.md#reasons-and-types.
    const stored = {
      ...policy,
      acceptedReasons: ['Defective/Damaged Product', 'Quality Issues', 'Changed Mind'],
    };
    expect(put.json()).toEqual({ success: true, policy: stored });
    expect((await call(w.t, 'GET', '/api/seller/return-policy', w.b.key)).json().policy).toEqual(stored);
    // Seller A's stays the default.
    expect((await call(w.t, 'GET', '/api/seller/return-policy', w.a.key)).json().policy).toEqual(
      DEFAULT_RETURN_POLICY,
    );

    const tooDear = await call(w.t, 'PUT', '/api/seller/return-policy', w.b.key, {
      ...policy,
      restockingFeePercentage: 60,
    });
    expect(tooDear.statusCode).toBe(400);
    expect(tooDear.json().field).toBe('restockingFeePercentage');
    expect((await call(w.t, 'GET', '/api/seller/return-policy')).statusCode).toBe(401);
    expect((await call(w.t, 'GET', '/api/seller/return-policy', w.buyer.token)).statusCode).toBe(401);
  });

  it('approve → pick up → refund: the most by default, a refunds row, the parcel and order Returned', async () => {
    const { order, request } = await requestOf(2);
    expect(request.maxRefund).toBe(998);
    expect((await step(w.a.key, request._id, { action: 'approve', note: 'Courier on Monday' })).status).toBe(
      'Approved',
    );
    expect((await step(w.a.key, request._id, { action: 'pick_up' })).status).toBe('Picked Up');
    const refunded = await step(w.a.key, request._id, { action: 'refund' });
    expect(refunded).toMatchObject({
      status: 'Refunded',
      refund: { amount: 998, status: 'pending' },
      sellerNote: 'Courier on Monday',
    });

    const rows = await db().select().from(refunds).where(eq(refunds.returnRequestId, request._id));
    expect(rows).toEqual([
      expect.objectContaining({
        orderId: order.orderId,
        subOrderId: order.subOrder[w.a.id],
        amountPaise: 99_800,
        status: 'pending',
      }),
    ]);
    const [sub] = await db()
      .select()
      .from(subOrders)
      .where(eq(subOrders.id, order.subOrder[w.a.id] as string));
    expect(sub?.status).toBe('returned');
    const [after] = await db().select().from(orders).where(eq(orders.id, order.orderId));
    // Cash collected at the door, all of it refunded (by bank transfer, as the refund row waits for).
    expect(after).toMatchObject({ status: 'returned', paymentStatus: 'Refunded' });
    const events = await db()
      .select({ status: trackingEvents.status, updatedBy: trackingEvents.updatedBy })
      .from(trackingEvents)
      .where(eq(trackingEvents.orderId, order.orderId));
    expect(events.map((e) => e.status)).toEqual(
      expect.arrayContaining(['return_approved', 'return_picked_up', 'return_refunded', 'returned']),
    );
    expect(events.find((e) => e.status === 'return_approved')?.updatedBy).toBe(`seller:${w.a.id}`);
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, w.buyer.email));
    expect(mails.some((m) => m.subject.endsWith(`${order.orderNumber}: Return refunded`))).toBe(true);
  });

  it('never refunds more than paid − fee: above the most is 422, less is kept, a partial return leaves the parcel', async () => {
    // Seller B's policy of the first test: 15 % fee on 'Changed Mind'.
    const order = await placeOrder(w, [{ product: w.productB, quantity: 2 }]);
    const [request] = createdRequests(
      await postReturn(w.t, w.buyer.token, {
        orderId: order.orderId,
        items: [{ orderItemId: order.line[w.productB.id] as string, quantity: 1 }],
        returnReason: 'Changed Mind',
      }),
    );
    // ₹599 paid, 15 % = ₹89.85 fee: at most ₹509.15.
    expect(request).toMatchObject({ paidAmount: 599, restockingFee: 89.85, maxRefund: 509.15 });
    const id = (request as ReturnRequest)._id;
    await step(w.b.key, id, { action: 'approve' });
    await step(w.b.key, id, { action: 'pick_up' });
    const tooMuch = await decide(w.t, w.b.key, id, { action: 'refund', refundAmount: 509.16 });
    expectRefusal(tooMuch, 422, RETURN_STATUS_MESSAGES.refundTooHigh(509.15), 'RETURN_REFUND_TOO_HIGH');
    expect(tooMuch.json().error).toBe(
      'The refund cannot exceed ₹509.15, what was paid for the returned items',
    );
    expect(await db().select().from(refunds).where(eq(refunds.returnRequestId, id))).toEqual([]);
    const refunded = await step(w.b.key, id, { action: 'refund', refundAmount: 450, note: 'Cover scuffed' });
    expect(refunded.refund).toEqual({ amount: 450, status: 'pending' });
    // One of two units came back: the parcel stays delivered.
    const [sub] = await db()
      .select()
      .from(subOrders)
      .where(eq(subOrders.id, order.subOrder[w.b.id] as string));
    expect(sub?.status).toBe('delivered');
  });

  it("refunds a coupon'd line's paid share, not its list price", async () => {
    const c = await insertTwoSellerCatalogue(w.t);
    const code = `RET${c.a1.id.replace(/\W/g, '').slice(-6).toUpperCase()}`;
    await insertCoupon(db(), { id: `cpn_${c.a1.id}`, code, sellerId: c.sellerA, discountValue: 10 });
    await db()
      .insert(sellerApiKeys)
      .values(sellerKeyRow(c.sellerA, devSellerKey(c.sellerA)));
    const shopper = await newCheckoutShopper(w.t, [[c.a1.id, 2]]);
    const placed = orderOf(await placeCodOrder(w.t, shopper, { body: { couponCode: code } }));
    expect(placed.couponCode).toBe(code);
    await deliverSubOrder(w.t, devSellerKey(c.sellerA), await subOrderIdOf(w.t, placed._id, c.sellerA));
    const [line] = await db().select().from(orderItems).where(eq(orderItems.orderId, placed._id));
    if (!line) throw new Error('no line');
    expect(line.discountPaise).toBeGreaterThan(0);

    const [request] = createdRequests(
      await postReturn(w.t, shopper.token, {
        orderId: placed._id,
        items: [{ orderItemId: line.id, quantity: 1 }],
        returnReason: 'Defective/Damaged Product',
      }),
    );
    const paidPaise = Math.floor((line.unitPricePaise * 2 - line.discountPaise) / 2);
    expect(paidPaise).toBeLessThan(line.unitPricePaise);
    expect(request?.paidAmount).toBe(paidPaise / 100);
    expect(request?.maxRefund).toBe(paidPaise / 100);
    const key = devSellerKey(c.sellerA);
    const id = (request as ReturnRequest)._id;
    await step(key, id, { action: 'approve' });
    await step(key, id, { action: 'pick_up' });
    expectRefusal(
      await decide(w.t, key, id, { action: 'refund', refundAmount: line.unitPricePaise / 100 }),
      422,
      RETURN_STATUS_MESSAGES.refundTooHigh(paidPaise / 100),
    );
    expect((await step(key, id, { action: 'refund' })).refund?.amount).toBe(paidPaise / 100);
    const [row] = await db().select().from(refunds).where(eq(refunds.returnRequestId, id));
    expect(row?.amountPaise).toBe(paidPaise);
  });

  it('rejection gives the units back, and a rejected request moves no further', async () => {
    const { order, lineId, request } = await requestOf(1);
    expect(await returnedQuantity(w.t, lineId)).toBe(1);
    const rejected = await step(w.a.key, request._id, { action: 'reject', note: 'Used item' });
    expect(rejected).toMatchObject({ status: 'Rejected', sellerNote: 'Used item', refund: null });
    expect(await returnedQuantity(w.t, lineId)).toBe(0);
    expect((await eligibility(w.t, w.buyer.token, order.orderId)).items[0]?.returnableQuantity).toBe(2);
    expectRefusal(
      await decide(w.t, w.a.key, request._id, { action: 'reject' }),
      422,
      RETURN_STATUS_MESSAGES.notAllowed('Rejected', 'Rejected'),
      'RETURN_STATUS_CONFLICT',
    );
    expectRefusal(
      await decide(w.t, w.a.key, request._id, { action: 'approve' }),
      422,
      RETURN_STATUS_MESSAGES.notAllowed('Rejected', 'Approved'),
    );
    expect(await returnedQuantity(w.t, lineId)).toBe(0);
  });

  it("another seller cannot read nor decide a seller's request", async () => {
    const { request } = await requestOf(1);
    expectRefusal(
      await decide(w.t, w.b.key, request._id, { action: 'approve' }),
      404,
      RETURN_MESSAGES.returnNotFound,
      'RETURN_NOT_FOUND',
    );
    expect((await call(w.t, 'GET', `/api/seller/returns/${request._id}`, w.b.key)).statusCode).toBe(404);
    expect((await call(w.t, 'GET', '/api/seller/returns/not-a-uuid', w.a.key)).statusCode).toBe(404);
    expect((await decide(w.t, w.buyer.token, request._id, { action: 'approve' })).statusCode).toBe(401);

    const own = await call(w.t, 'GET', `/api/seller/returns/${request._id}`, w.a.key);
    expect(sellerReturnResponseSchema.parse(own.json()).returnRequest).toEqual(request);
    const listB = sellerReturnListResponseSchema.parse(
      (await call(w.t, 'GET', '/api/seller/returns?limit=100', w.b.key)).json(),
    );
    expect(listB.returnRequests.every((r) => r.sellerId === w.b.id)).toBe(true);
    const listA = sellerReturnListResponseSchema.parse(
      (await call(w.t, 'GET', '/api/seller/returns?status=Requested&limit=1', w.a.key)).json(),
    );
    // Newest first.
    expect(listA.returnRequests).toEqual([request]);
    expect(listA.pagination).toMatchObject({ page: 1, limit: 1 });
    expect(listA.pagination.total).toBeGreaterThanOrEqual(1);
  });

  it('refuses steps out of order with 422, and closes an exchange as Exchanged', async () => {
    const { request } = await requestOf(1);
    expectRefusal(
      await decide(w.t, w.a.key, request._id, { action: 'pick_up' }),
      422,
      RETURN_STATUS_MESSAGES.notAllowed('Requested', 'Picked Up'),
    );
    expectRefusal(
      await decide(w.t, w.a.key, request._id, { action: 'refund' }),
      422,
      RETURN_STATUS_MESSAGES.notAllowed('Requested', 'Refunded'),
    );
    const amountWithApprove = await decide(w.t, w.a.key, request._id, {
      action: 'approve',
      refundAmount: 10,
    });
    expect(amountWithApprove.statusCode).toBe(400);
    expect(amountWithApprove.json().field).toBe('refundAmount');
    await step(w.a.key, request._id, { action: 'approve' });
    await step(w.a.key, request._id, { action: 'pick_up' });
    expectRefusal(
      await decide(w.t, w.a.key, request._id, { action: 'exchange' }),
      422,
      RETURN_STATUS_MESSAGES.exchangeOnlyForExchange,
    );

    const exchange = (await requestOf(1, 2, { returnType: 'Exchange' })).request;
    await step(w.a.key, exchange._id, { action: 'approve' });
    await step(w.a.key, exchange._id, { action: 'pick_up' });
    expectRefusal(
      await decide(w.t, w.a.key, exchange._id, { action: 'refund' }),
      422,
      RETURN_STATUS_MESSAGES.refundNotForExchange,
    );
    expect((await step(w.a.key, exchange._id, { action: 'exchange' })).status).toBe('Exchanged');
    expect(await db().select().from(refunds).where(eq(refunds.returnRequestId, exchange._id))).toEqual([]);
  });

  it('refunds an order paid online through a pending refunds row the reconciler pays', async () => {
    const order = await placeOrder(w, [{ product: w.productA, quantity: 1 }], { method: 'razorpay' });
    const [request] = createdRequests(
      await postReturn(w.t, w.buyer.token, {
        orderId: order.orderId,
        items: [{ orderItemId: order.line[w.productA.id] as string, quantity: 1 }],
        returnReason: 'Wrong Item Received',
      }),
    );
    const id = (request as ReturnRequest)._id;
    for (const action of ['approve', 'pick_up', 'refund']) await step(w.a.key, id, { action });
    const [row] = await db()
      .select()
      .from(refunds)
      .where(and(eq(refunds.orderId, order.orderId), eq(refunds.returnRequestId, id)));
    expect(row).toMatchObject({ amountPaise: 49_900, status: 'pending' });
    const [after] = await db().select().from(orders).where(eq(orders.id, order.orderId));
    expect(after).toMatchObject({ status: 'returned', paymentStatus: 'Refunded' });
  });
});
