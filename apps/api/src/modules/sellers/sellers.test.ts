// The seller API end to end on PGlite or PostgreSQL: moves, ownership, credentials, refusals, cancels, listing.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS_MESSAGES, SUB_ORDER_STATUSES } from '@haat/domain/orders/order-status';
import { trackingResponseSchema } from '@haat/domain/orders/order.schema';
import { mailOutbox } from '../../db/schema/mail.ts';
import { orders, refunds, subOrders, trackingEvents } from '../../db/schema/orders.ts';
import { products } from '../../db/schema/products.ts';
import { testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { sellerOrderListResponseSchema, sellerStatusResponseSchema } from './sellers.schemas.ts';
import {
  call,
  buildSellerWorld,
  placeTestOrder,
  type TestBuyer,
  type TestProduct,
  type TestSeller,
} from './sellers.test-support.ts';

const UNAUTHENTICATED = { success: false, error: 'Invalid seller API key', code: 'UNAUTHENTICATED' };

describe(`seller API (${testDatabaseKind})`, () => {
  let t: TestApp;
  let a: TestSeller;
  let b: TestSeller;
  let productA: TestProduct;
  let productB: TestProduct;
  let buyer: TestBuyer;

  beforeAll(async () => {
    ({ t, a, b, productA, productB, buyer } = await buildSellerWorld(500));
  }, 60_000);
  afterAll(() => t?.close());

  const db = () => t.database.db;
  const twoSellerOrder = () =>
    placeTestOrder(db(), buyer, [
      { product: productA, quantity: 2 },
      { product: productB, quantity: 1 },
    ]);
  const subOrderOf = async (orderId: string, sellerId: string) => {
    const [row] = await db()
      .select()
      .from(subOrders)
      .where(and(eq(subOrders.orderId, orderId), eq(subOrders.sellerId, sellerId)));
    if (!row) throw new Error('no sub-order');
    return row;
  };
  const eventCount = async (subOrderId: string) => {
    const [row] = await db()
      .select({ n: count() })
      .from(trackingEvents)
      .where(eq(trackingEvents.subOrderId, subOrderId));
    return row?.n ?? 0;
  };
  const move = (key: string, subOrderId: string, body: Record<string, unknown>) =>
    call(t, 'POST', `/api/seller/orders/${subOrderId}/status`, key, body);

  it('moves its sub-order packed → dispatched → out for delivery → delivered, and tracking shows every event', async () => {
    const { orderId } = await twoSellerOrder();
    const sub = await subOrderOf(orderId, a.id);

    const packed = await move(a.key, sub.id, { status: 'packed' });
    expect(packed.statusCode, packed.body).toBe(200);
    const packedBody = sellerStatusResponseSchema.parse(packed.json());
    // The seller API answers the spec's display string and the code beside it (ADR 0023).
    expect(packedBody.order).toMatchObject({ status: 'Order Packed', statusCode: 'packed' });
    expect(packedBody.order.nextSteps).toEqual(['dispatched', 'out_for_delivery', 'delivered', 'cancelled']);
    // The order is only as far as its least advanced parcel (seller B has not moved).
    expect(packedBody).toMatchObject({ orderStatus: 'Order Confirmed', orderStatusCode: 'confirmed' });

    const dispatched = await move(a.key, sub.id, {
      status: 'dispatched',
      trackingNumber: 'DLV1234567890',
      carrier: 'Delhivery',
      location: 'Pune Hub, Maharashtra',
    });
    expect(dispatched.statusCode, dispatched.body).toBe(200);
    expect(sellerStatusResponseSchema.parse(dispatched.json()).order).toMatchObject({
      status: 'Order Dispatched',
      trackingNumber: 'DLV1234567890',
      carrier: 'Delhivery',
      nextSteps: ['out_for_delivery', 'delivered'],
    });
    expect((await move(a.key, sub.id, { status: 'out_for_delivery' })).statusCode).toBe(200);
    const delivered = await move(a.key, sub.id, { status: 'delivered', recipientName: 'Meera Iyer' });
    expect(delivered.statusCode, delivered.body).toBe(200);

    const row = await subOrderOf(orderId, a.id);
    expect(row).toMatchObject({ status: 'delivered', recipientName: 'Meera Iyer' });
    expect(row.dispatchedAt).toBeInstanceOf(Date);
    expect(row.deliveredAt).toBeInstanceOf(Date);

    const tracking = await call(t, 'GET', `/api/tracking/order/${orderId}`, buyer.token);
    expect(tracking.statusCode, tracking.body).toBe(200);
    const { data, message } = trackingResponseSchema.parse(tracking.json());
    expect(message).toBe('Tracking information retrieved');
    const mine = data.events.filter((e) => e.subOrderId === sub.id);
    expect(mine.map((e) => e.status)).toEqual([
      'Order Delivered',
      'Out for Delivery',
      'Order Dispatched',
      'Order Packed',
      'Order Confirmed',
    ]);
    expect(mine.map((e) => e.statusCode)).toEqual([
      'delivered',
      'out_for_delivery',
      'dispatched',
      'packed',
      'confirmed',
    ]);
    expect(mine[0]).toMatchObject({
      updatedBy: `seller:${a.id}`,
      description: 'Your order has been delivered and was received by Meera Iyer',
      location: 'Chennai, Tamil Nadu',
    });
    expect(mine[2]).toMatchObject({
      description: 'Your order has been dispatched with Delhivery (tracking number DLV1234567890)',
      location: 'Pune Hub, Maharashtra',
    });
    expect(mine[3]?.location).toBe('Pune, Maharashtra');
    expect(data.status).toBe('Order Confirmed');
    expect(data.progress).toBe(20);

    // Seller B delivers too: now the whole order is delivered.
    const subB = await subOrderOf(orderId, b.id);
    for (const step of ['packed', 'out_for_delivery']) {
      expect((await move(b.key, subB.id, { status: step })).statusCode).toBe(200);
    }
    const last = await move(b.key, subB.id, { status: 'delivered' });
    expect(sellerStatusResponseSchema.parse(last.json()).orderStatus).toBe('Order Delivered');
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe('delivered');
    expect(order?.deliveredAt).toBeInstanceOf(Date);
    // Cash on delivery counts as paid once every parcel arrived.
    expect(order).toMatchObject({ paymentMethod: 'cod', paymentStatus: 'Completed' });
    const after = trackingResponseSchema.parse(
      (await call(t, 'GET', `/api/tracking/order/${orderId}`, buyer.token)).json(),
    );
    expect(after.data).toMatchObject({ status: 'Order Delivered', statusCode: 'delivered', progress: 100 });

    // Every move queued a mail to the buyer.
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, buyer.email));
    expect(mails.filter((m) => m.subject.endsWith(': Order Dispatched'))).toHaveLength(1);
    expect(mails.filter((m) => m.subject.endsWith(': Order Delivered'))).toHaveLength(2);
  });

  it("answers 404 for another seller's sub-order and changes nothing", async () => {
    const { orderId } = await twoSellerOrder();
    const subB = await subOrderOf(orderId, b.id);
    const before = await eventCount(subB.id);
    for (const res of [
      await move(a.key, subB.id, { status: 'packed' }),
      await call(t, 'GET', `/api/seller/orders/${subB.id}`, a.key),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, error: 'Order not found', code: 'ORDER_NOT_FOUND' });
    }
    expect(await subOrderOf(orderId, b.id)).toEqual(subB);
    expect(await eventCount(subB.id)).toBe(before);
    // Unknown and malformed ids answer the same.
    expect((await move(a.key, '00000000-0000-4000-8000-000000000000', { status: 'packed' })).statusCode).toBe(
      404,
    );
    expect((await move(a.key, 'not-a-uuid', { status: 'packed' })).statusCode).toBe(404);
  });

  it('refuses a customer token on seller routes and a seller key on customer routes (401)', async () => {
    const { orderId } = await twoSellerOrder();
    const sub = await subOrderOf(orderId, a.id);
    for (const res of [
      await call(t, 'GET', '/api/seller/orders', buyer.token),
      await move(buyer.token, sub.id, { status: 'packed' }),
      await call(t, 'GET', '/api/seller/orders'),
      await call(t, 'GET', '/api/seller/orders', `${a.key}x`),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(UNAUTHENTICATED);
    }
    for (const url of [
      '/api/users/orders',
      `/api/users/orders/${orderId}`,
      `/api/tracking/order/${orderId}`,
    ]) {
      const res = await call(t, 'GET', url, a.key);
      expect(res.statusCode, url).toBe(401);
    }
    expect((await subOrderOf(orderId, a.id)).status).toBe('confirmed');
  });

  it('refuses a backwards move and a repeated one with 409, appending nothing', async () => {
    const { orderId } = await twoSellerOrder();
    const sub = await subOrderOf(orderId, a.id);
    expect((await move(a.key, sub.id, { status: 'out_for_delivery' })).statusCode).toBe(200);
    const events = await eventCount(sub.id);
    for (const [status, from, to] of [
      ['packed', 'Out for Delivery', 'Order Packed'],
      ['out_for_delivery', 'Out for Delivery', 'Out for Delivery'],
      ['cancelled', 'Out for Delivery', 'Cancelled'],
    ] as const) {
      const res = await move(a.key, sub.id, { status });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        success: false,
        error: ORDER_STATUS_MESSAGES.notForward(from, to),
        code: 'ORDER_STATUS_CONFLICT',
      });
    }
    expect(await eventCount(sub.id)).toBe(events);
  });

  it('needs a tracking number and carrier to dispatch (400) and validates the step', async () => {
    const { orderId } = await twoSellerOrder();
    const sub = await subOrderOf(orderId, a.id);
    const noCarrier = await move(a.key, sub.id, { status: 'dispatched', trackingNumber: 'AWB1' });
    expect(noCarrier.statusCode).toBe(400);
    expect(noCarrier.json()).toMatchObject({
      error: 'Tracking number and carrier are required to dispatch an order',
      field: 'carrier',
    });
    const blank = await move(a.key, sub.id, {
      status: 'dispatched',
      trackingNumber: ' ',
      carrier: 'Delhivery',
    });
    expect(blank.json()).toMatchObject({ field: 'trackingNumber' });
    expect((await move(a.key, sub.id, { status: 'shipped' })).statusCode).toBe(400);
    expect((await subOrderOf(orderId, a.id)).status).toBe('confirmed');
  });

  it('cancelling returns the stock and records a refund only when the order was paid', async () => {
    const stockOf = async (id: string) =>
      (await db().select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;
    const stockBefore = await stockOf(productA.id);
    const cod = await twoSellerOrder();
    const paid = await placeTestOrder(db(), buyer, [{ product: productA, quantity: 3 }], 'razorpay');
    expect(await stockOf(productA.id)).toBe((stockBefore ?? 0) - 5);

    const codSub = await subOrderOf(cod.orderId, a.id);
    const res = await move(a.key, codSub.id, {
      status: 'cancelled',
      description: 'Item damaged in our warehouse',
    });
    expect(res.statusCode, res.body).toBe(200);
    // The other parcel is still on its way, so the order is too.
    expect(sellerStatusResponseSchema.parse(res.json()).orderStatus).toBe('Order Confirmed');
    expect(await stockOf(productA.id)).toBe((stockBefore ?? 0) - 3);
    expect(await db().select().from(refunds).where(eq(refunds.orderId, cod.orderId))).toEqual([]);

    const paidSub = await subOrderOf(paid.orderId, a.id);
    expect((await move(a.key, paidSub.id, { status: 'cancelled' })).statusCode).toBe(200);
    expect(await stockOf(productA.id)).toBe(stockBefore);
    const refundRows = await db().select().from(refunds).where(eq(refunds.orderId, paid.orderId));
    expect(refundRows).toMatchObject([
      {
        subOrderId: paidSub.id,
        amountPaise: paidSub.totalPaise,
        status: 'pending',
        reason: 'Cancelled by the seller',
      },
    ]);
    const [order] = await db().select().from(orders).where(eq(orders.id, paid.orderId));
    expect(order).toMatchObject({ status: SUB_ORDER_STATUSES.cancelled, paymentStatus: 'Refunded' });
    // Cancelled is final: no second refund, no second restock.
    expect((await move(a.key, paidSub.id, { status: 'cancelled' })).statusCode).toBe(409);
    expect(await stockOf(productA.id)).toBe(stockBefore);
  });

  it('an order with one parcel cancelled and the other delivered is delivered', async () => {
    const { orderId } = await twoSellerOrder();
    expect(
      (await move(a.key, (await subOrderOf(orderId, a.id)).id, { status: 'cancelled' })).statusCode,
    ).toBe(200);
    const res = await move(b.key, (await subOrderOf(orderId, b.id)).id, { status: 'delivered' });
    expect(sellerStatusResponseSchema.parse(res.json()).orderStatus).toBe('Order Delivered');
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(order?.deliveredAt).toBeInstanceOf(Date);
    expect(order?.cancelledAt).toBeNull();
  });

  it("lists only the seller's own sub-orders, newest first, paginated, with buyer city and money in rupees", async () => {
    const first = await placeTestOrder(db(), buyer, [{ product: productB, quantity: 1 }]);
    const second = await placeTestOrder(db(), buyer, [{ product: productB, quantity: 2 }]);
    const res = await call(t, 'GET', '/api/seller/orders?limit=2', b.key);
    expect(res.statusCode, res.body).toBe(200);
    const body = sellerOrderListResponseSchema.parse(res.json());
    expect(body.orders.map((o) => o.orderId)).toEqual([second.orderId, first.orderId]);
    expect(body.pagination).toMatchObject({ page: 1, limit: 2 });
    expect(body.pagination.total).toBeGreaterThan(2);
    const top = body.orders[0];
    expect(top).toMatchObject({
      orderNumber: second.orderNumber,
      buyer: { name: 'Meera Iyer', city: 'Chennai', state: 'Tamil Nadu', pincode: '600004' },
      items: [{ productId: productB.id, quantity: 2, price: productB.pricePaise / 100 }],
      subtotal: (productB.pricePaise * 2) / 100,
      shippingCost: 40,
    });
    expect(Math.round(((top?.commission ?? 0) + (top?.transfer ?? 0)) * 100)).toBe(
      Math.round((top?.total ?? 0) * 100),
    );
    expect(JSON.stringify(body)).not.toContain('Luz Church Road');
    expect(JSON.stringify(body)).not.toContain('9876543210');

    const all = sellerOrderListResponseSchema.parse(
      (await call(t, 'GET', '/api/seller/orders?limit=50', a.key)).json(),
    );
    expect(all.orders.every((o) => o.items.every((i) => i.productId === productA.id))).toBe(true);
    expect(all.orders.map((o) => o.orderId)).not.toContain(second.orderId);
  });
});
