// Seller Central's orders and returns through app.inject (docs/behaviour/seller-portal.md#orders): tabs with their
// counts, a sub-order's page with the address while it is to be shipped, packing with the AWB, the label and
// invoice PDFs, dispatch, delivery, cancelling with a reason the shopper reads, the returns queue and its
// decisions; another seller's order or return answers 404 exactly like one that does not exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SELLER_ORDER_MESSAGES,
  sellerOrderDetailResponseSchema,
  sellerOrdersResponseSchema,
  sellerReturnsQueueResponseSchema,
} from '@haat/domain/sellers/seller-orders.schema';
import { SELLER_ERROR_CODES } from '@haat/domain/sellers/seller-portal-messages';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/orders.ts';
import { sellers } from '../../db/schema/sellers.ts';
import { testDatabaseKind } from '../../testing/build-test-app.ts';
import { createdRequests, placeOrder, postReturn } from '../returns/returns.test-support.ts';
import { buildSellerWorld, type SellerWorld } from '../sellers/sellers.test-support.ts';
import { openPortalSession } from './seller-portal.test-support.ts';

const NOBODY = '7d3f9a52-6c1e-4b8a-9f00-2c4d5e6f7a8b';

describe(`seller portal orders (${testDatabaseKind})`, () => {
  let w: SellerWorld;
  let tokenA: string;
  let tokenB: string;
  beforeAll(async () => {
    w = await buildSellerWorld(50);
    tokenA = await openPortalSession(w.t.database.db, w.a.id);
    tokenB = await openPortalSession(w.t.database.db, w.b.id);
  }, 180_000);
  afterAll(() => w?.t.close());

  const send = (
    method: 'GET' | 'POST',
    url: string,
    token: string | undefined,
    payload?: Record<string, unknown>,
  ) =>
    w.t.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload }),
    });
  const move = (token: string, subOrderId: string, body: Record<string, unknown>) =>
    send('POST', `/api/seller-portal/orders/${subOrderId}/status`, token, body);
  const tab = async (token: string, name: string) => {
    const res = await send('GET', `/api/seller-portal/orders?tab=${name}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return sellerOrdersResponseSchema.parse(res.json());
  };
  const newOrder = async () => {
    const placed = await placeOrder(
      w,
      [
        { product: w.productA, quantity: 2 },
        { product: w.productB, quantity: 1 },
      ],
      {
        deliver: 'none',
      },
    );
    return { ...placed, mine: placed.subOrder[w.a.id] as string, theirs: placed.subOrder[w.b.id] as string };
  };

  it('lists the new parcel under New with the counts, and its page shows the address to ship to', async () => {
    const order = await newOrder();
    const listed = await tab(tokenA, 'new');
    expect(listed.orders.map((o) => o.subOrderId)).toContain(order.mine);
    expect(listed.orders.map((o) => o.subOrderId)).not.toContain(order.theirs);
    expect(listed.counts.new).toBe(listed.pagination.total);
    expect(listed.orders[0]?.subOrderId).toBe(order.mine); // newest first

    const res = await send('GET', `/api/seller-portal/orders/${order.mine}`, tokenA);
    expect(res.statusCode, res.body).toBe(200);
    const { order: view } = sellerOrderDetailResponseSchema.parse(res.json());
    expect(view.items).toHaveLength(1);
    expect(view.items[0]).toMatchObject({ productId: w.productA.id, quantity: 2 });
    expect(view.total).toBe((w.productA.pricePaise * 2 + 4_000) / 100);
    expect(view.shipTo).toEqual({
      name: 'Meera Iyer',
      lines: ['22, Luz Church Road, Mylapore'],
      city: 'Chennai',
      state: 'Tamil Nadu',
      pincode: '600004',
      phone: '9876543210',
    });
    expect(res.body).not.toContain(w.buyer.email);
    expect(view.nextSteps).toEqual(['packed', 'dispatched', 'out_for_delivery', 'delivered', 'cancelled']);
  });

  it('packs with the AWB, prints the label and the invoice, dispatches, delivers; the address goes once delivered', async () => {
    const order = await newOrder();
    const early = await send('GET', `/api/seller-portal/orders/${order.mine}/label`, tokenA);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: SELLER_ORDER_MESSAGES.labelNeedsAwb });

    const packed = await move(tokenA, order.mine, {
      status: 'packed',
      carrier: 'Delhivery',
      trackingNumber: 'DL5501234567',
    });
    expect(packed.statusCode, packed.body).toBe(200);
    expect(sellerOrderDetailResponseSchema.parse(packed.json()).order).toMatchObject({
      status: 'Order Packed',
      statusCode: 'packed',
      carrier: 'Delhivery',
      trackingNumber: 'DL5501234567',
      dispatchedAt: null,
    });
    expect((await tab(tokenA, 'packed')).orders.map((o) => o.subOrderId)).toContain(order.mine);

    const label = await send('GET', `/api/seller-portal/orders/${order.mine}/label`, tokenA);
    expect(label.statusCode, label.body).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    expect(label.headers['content-disposition']).toBe('attachment; filename="label-DL5501234567.pdf"');
    expect(label.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const invoice = await send('GET', `/api/seller-portal/orders/${order.mine}/invoice`, tokenA);
    expect(invoice.statusCode, invoice.body).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect(invoice.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${order.orderNumber}.pdf"`,
    );
    expect(invoice.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Dispatch takes the AWB given at packing.
    const dispatched = await move(tokenA, order.mine, { status: 'dispatched' });
    expect(dispatched.statusCode, dispatched.body).toBe(200);
    const sent = sellerOrderDetailResponseSchema.parse(dispatched.json()).order;
    expect(sent).toMatchObject({
      status: 'Order Dispatched',
      trackingNumber: 'DL5501234567',
      carrier: 'Delhivery',
    });
    expect(sent.events[0]?.description).toBe(
      'Your order has been dispatched with Delhivery (tracking number DL5501234567)',
    );
    expect((await move(tokenA, order.mine, { status: 'out_for_delivery' })).statusCode).toBe(200);
    const delivered = await move(tokenA, order.mine, { status: 'delivered', recipientName: 'Meera' });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const done = sellerOrderDetailResponseSchema.parse(delivered.json()).order;
    expect(done.status).toBe('Order Delivered');
    expect(done.shipTo).toBeNull();
    expect((await tab(tokenA, 'delivered')).orders.map((o) => o.subOrderId)).toContain(order.mine);
    expect((await send('GET', `/api/seller-portal/orders/${order.mine}/label`, tokenA)).statusCode).toBe(409);
    // A move that goes back is refused, as the seller API refuses it.
    expect((await move(tokenA, order.mine, { status: 'packed' })).statusCode).toBe(409);
  });

  it('cancels only with a reason, which the shopper reads on the order page; the order keeps it', async () => {
    const placed = await placeOrder(w, [{ product: w.productA, quantity: 1 }], { deliver: 'none' });
    const sub = placed.subOrder[w.a.id] as string;
    const bare = await move(tokenA, sub, { status: 'cancelled' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ error: SELLER_ORDER_MESSAGES.cancelReasonRequired });

    const reason = 'The last piece failed our quality check';
    const cancelled = await move(tokenA, sub, { status: 'cancelled', reason });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await tab(tokenA, 'cancelled')).orders.map((o) => o.subOrderId)).toContain(sub);

    const shopper = await send('GET', `/api/users/orders/${placed.orderId}`, w.buyer.token);
    expect(shopper.statusCode, shopper.body).toBe(200);
    expect(shopper.body).toContain(`Your order has been cancelled by the seller. ${reason}`);
    const [row] = await w.t.database.db
      .select({ cancelReason: orders.cancelReason })
      .from(orders)
      .where(eq(orders.id, placed.orderId));
    expect(row?.cancelReason).toBe(reason);
    expect((await send('GET', `/api/seller-portal/orders/${sub}/label`, tokenA)).statusCode).toBe(409);
  });

  it('the returns queue shows the request with the policy, and its decisions move it', async () => {
    const delivered = await placeOrder(w, [{ product: w.productA, quantity: 1 }]);
    const [request] = createdRequests(
      await postReturn(w.t, w.buyer.token, {
        orderId: delivered.orderId,
        items: [{ orderItemId: delivered.line[w.productA.id] as string, quantity: 1 }],
        returnReason: 'Defective/Damaged Product',
        detailedReason: 'The lid does not close',
      }),
    );
    const queue = await send('GET', '/api/seller-portal/returns', tokenA);
    expect(queue.statusCode, queue.body).toBe(200);
    const body = sellerReturnsQueueResponseSchema.parse(queue.json());
    expect(body.returnRequests.map((r) => r._id)).toContain(request?._id);
    expect(body.returnRequests.find((r) => r._id === request?._id)).toMatchObject({
      returnReason: 'Defective/Damaged Product',
      detailedReason: 'The lid does not close',
      status: 'Requested',
    });
    expect(body.policy.returnWindow).toBeGreaterThanOrEqual(0);
    expect((await tab(tokenA, 'new')).counts.returns).toBeGreaterThanOrEqual(1);
    expect((await send('GET', '/api/seller-portal/returns', tokenB)).body).not.toContain(request?._id ?? '-');

    for (const action of ['approve', 'pick_up', 'refund'] as const) {
      const res = await send('POST', `/api/seller-portal/returns/${request?._id}/decision`, tokenA, {
        action,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const after = await send('POST', `/api/seller-portal/returns/${request?._id}/decision`, tokenA, {
      action: 'approve',
    });
    expect(after.statusCode).toBe(422);
    const refunded = sellerReturnsQueueResponseSchema.parse(
      (await send('GET', '/api/seller-portal/returns?status=Refunded', tokenA)).json(),
    );
    expect(refunded.returnRequests.find((r) => r._id === request?._id)?.refund?.amount).toBe(
      w.productA.pricePaise / 100,
    );
  });

  it("another seller's order or return answers exactly as an unknown one", async () => {
    const order = await newOrder();
    const delivered = await placeOrder(w, [{ product: w.productA, quantity: 1 }]);
    const [request] = createdRequests(
      await postReturn(w.t, w.buyer.token, {
        orderId: delivered.orderId,
        items: [{ orderItemId: delivered.line[w.productA.id] as string, quantity: 1 }],
        returnReason: 'Wrong Item Received',
      }),
    );
    const probes: [method: 'GET' | 'POST', path: string, body?: Record<string, unknown>][] = [
      ['GET', `/api/seller-portal/orders/{id}`],
      ['GET', `/api/seller-portal/orders/{id}/label`],
      ['GET', `/api/seller-portal/orders/{id}/invoice`],
      ['POST', `/api/seller-portal/orders/{id}/status`, { status: 'packed' }],
      ['POST', `/api/seller-portal/orders/{id}/status`, { status: 'cancelled', reason: 'Mine now' }],
    ];
    for (const [method, path, body] of probes) {
      const theirs = await send(method, path.replace('{id}', order.mine), tokenB, body);
      const unknown = await send(method, path.replace('{id}', NOBODY), tokenB, body);
      expect(theirs.statusCode, `${method} ${path}`).toBe(404);
      expect(theirs.body).toBe(unknown.body);
    }
    const decision = await send('POST', `/api/seller-portal/returns/${request?._id}/decision`, tokenB, {
      action: 'approve',
    });
    expect(decision.statusCode).toBe(404);
    expect(decision.body).toBe(
      (await send('POST', `/api/seller-portal/returns/${NOBODY}/decision`, tokenB, { action: 'approve' }))
        .body,
    );
    // Nothing moved.
    const mine = sellerOrderDetailResponseSchema.parse(
      (await send('GET', `/api/seller-portal/orders/${order.mine}`, tokenA)).json(),
    ).order;
    expect(mine.status).toBe('Order Confirmed');
    expect((await tab(tokenB, 'new')).orders.map((o) => o.subOrderId)).not.toContain(order.mine);
  });

  it('needs a portal session of an approved seller', async () => {
    expect((await send('GET', '/api/seller-portal/orders', undefined)).statusCode).toBe(401);
    expect((await send('GET', '/api/seller-portal/orders', w.a.key)).statusCode).toBe(401);
    expect((await send('GET', '/api/seller-portal/returns', w.buyer.token)).statusCode).toBe(401);
    await w.t.database.db.update(sellers).set({ status: 'pending_review' }).where(eq(sellers.id, w.b.id));
    const pending = await send('GET', '/api/seller-portal/orders', tokenB);
    expect(pending.statusCode).toBe(403);
    expect(pending.json()).toMatchObject({ code: SELLER_ERROR_CODES.notApproved });
    await w.t.database.db.update(sellers).set({ status: 'approved' }).where(eq(sellers.id, w.b.id));
  });
});
