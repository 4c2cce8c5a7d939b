// Orders through the API (issue 7): the cash-on-delivery journey across two sellers, totals to the paisa,
// idempotent replays, a coupon used once, stock refusals that write nothing, cancelling, and other shoppers' 404s.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_MESSAGES } from '@haat/domain/coupons/coupon.schema';
import { outboxResponseSchema } from '@haat/domain/mail/outbox.schema';
import { formatInr } from '@haat/domain/money/money';
import { ORDER_MESSAGES, orderListResponseSchema } from '@haat/domain/orders/order.schema';
import { couponRedemptions, coupons } from '../../db/schema/coupons.ts';
import { orders, subOrders } from '../../db/schema/orders.ts';
import { products } from '../../db/schema/products.ts';
import { users } from '../../db/schema/users.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { cartOf, LIMITS } from '../cart/cart.test-support.ts';
import { insertCoupon } from '../coupons/coupons.test-support.ts';
import {
  fillCart,
  insertTwoSellerCatalogue,
  newCheckoutShopper,
  orderOf,
  stockOf,
  placeCodOrder,
  type TwoSellerCatalogue,
} from './orders.test-support.ts';

describe(`orders API (${testDatabaseKind})`, () => {
  let t: TestApp;
  const db = () => t.database.db;
  const orderCount = async (userId: string) =>
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(eq(orders.userId, userId))
    )[0]?.n;

  beforeAll(async () => {
    t = await buildTestApp({
      ...LIMITS,
      MAIL_WORKER_INTERVAL_MS: '0',
      PUBLIC_URL: 'https://shop.example.in/',
    });
  });
  afterAll(() => t?.close());

  it('places a cash-on-delivery order split across two sellers: stock down, cart empty, mail queued', async () => {
    const c = await insertTwoSellerCatalogue(t);
    const shopper = await newCheckoutShopper(t, [
      [c.a1.id, 2],
      [c.a2.id, 1],
      [c.b1.id, 3],
    ]);
    const estimate = await shopper.call('POST', '/api/orders/shipping-estimate', {
      items: [c.a1, c.a2, c.b1].map((p) => ({ productId: p.id, quantity: 1 })),
      shippingPincode: '110001',
    });
    expect(estimate.statusCode, estimate.body).toBe(200);
    expect((estimate.json() as { breakdown: unknown[] }).breakdown).toHaveLength(2);

    const res = await placeCodOrder(t, shopper, { body: { notes: 'Ring the bell twice' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: 'Order placed successfully!' });
    const order = orderOf(res);
    expect(order.orderNumber).toMatch(/^HT\d{10}$/);
    // The stored code, and the spec's display string of it beside it (ADR 0023).
    expect(order).toMatchObject({
      status: 'Order Confirmed',
      currentStatus: 'Order Confirmed',
      statusCode: 'confirmed',
    });
    expect(order.payment).toEqual({ method: 'cod', status: 'Pending', transactionId: null });
    expect(order.notes).toBe('Ring the bell twice');
    expect(order.subOrders.map((s) => s.sellerName).sort()).toEqual(['Asha Audio', 'Bengaluru Books']);
    expect(
      order.subOrders.every(
        (s) => s.status === 'Order Confirmed' && s.statusCode === 'confirmed' && s.cancellable,
      ),
    ).toBe(true);
    expect(order.items).toHaveLength(3);
    expect(order.items.find((i) => i.productId === c.a1.id)).toMatchObject({
      sellerName: 'Asha Audio',
      price: 1234.5,
      quantity: 2,
      lineTotal: 2469,
    });
    expect(order.shippingAddress).toMatchObject({
      _id: shopper.addressId,
      city: 'New Delhi',
      postalCode: '110001',
    });
    expect(order.trackingEvents).toHaveLength(2);
    expect(order.latestTracking).toMatchObject({ status: 'Order Confirmed', statusCode: 'confirmed' });
    expect(order.cancellable).toBe(true);
    expect(order.isRealTimeTracking).toBe(false);

    expect(await stockOf(t, c.a1.id, c.a2.id, c.b1.id)).toEqual({ [c.a1.id]: 8, [c.a2.id]: 9, [c.b1.id]: 7 });
    expect((await cartOf(shopper)).cart).toEqual([]);

    const [buyer] = await db().select().from(users).where(eq(users.id, shopper.userId));
    const outboxOf = async (to: string) =>
      outboxResponseSchema.parse(
        (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json(),
      ).messages;
    const outbox = { messages: await outboxOf(buyer?.email ?? '-') };
    expect(outbox.messages.every((m) => m.to === buyer?.email)).toBe(true);
    const mail = outbox.messages.find((m) => m.channel === 'email' && m.subject.includes(order.orderNumber));
    // An absolute link, to the address the store is reached at (PUBLIC_URL).
    expect(mail?.text).toContain(`https://shop.example.in/orders/${order._id}`);
    expect(mail?.text).toContain(`Product ${c.b1.id} × 3`);
    expect(mail?.text).toContain(`Total: ${formatInr(order.totalAmount)} (to pay in cash on delivery)`);
    const sms = (await outboxOf(buyer?.phone ?? '-')).find((m) => m.channel === 'sms');
    expect(sms?.text).toContain(order.orderNumber);

    // The list shows it with the same shape.
    const list = orderListResponseSchema.parse((await shopper.call('GET', '/api/users/orders')).json());
    expect(list.orders.map((o) => o._id)).toEqual([order._id]);
    expect(list.pagination).toEqual({ page: 1, limit: 20, total: 1, pages: 1 });
  });

  it('adds up to the paisa: lines, sub-orders, commission and the order total', async () => {
    const c = await insertTwoSellerCatalogue(t);
    const shopper = await newCheckoutShopper(t, [
      [c.a1.id, 3],
      [c.b1.id, 1],
    ]);
    const order = orderOf(await placeCodOrder(t, shopper));
    const paiseOf = (r: number) => Math.round(r * 100);
    expect(paiseOf(order.subtotal)).toBe(3 * 123_450 + 80_000);
    expect(order.subOrders.reduce((s, o) => s + paiseOf(o.total), 0)).toBe(paiseOf(order.totalAmount));
    expect(paiseOf(order.totalAmount)).toBe(
      paiseOf(order.subtotal) + paiseOf(order.shippingCost) - paiseOf(order.discount),
    );
    const rows = await db().select().from(subOrders).where(eq(subOrders.orderId, order._id));
    for (const row of rows) {
      expect(row.commissionPaise + row.transferPaise).toBe(row.totalPaise);
      // 10 % of the parcel, rounded half up.
      expect(row.commissionPaise).toBe(Math.floor((row.totalPaise * 1000 + 5000) / 10_000));
      expect(row.invoiceNumber).toMatch(/^[A-Z0-9]+\/\d{4}\/\d{6}$/);
    }
  });

  it('numbers each seller’s invoices in sequence within the financial year', async () => {
    const c = await insertTwoSellerCatalogue(t);
    const first = await newCheckoutShopper(t, [[c.a1.id, 1]]);
    const second = await newCheckoutShopper(t, [[c.a2.id, 1]]);
    const one = orderOf(await placeCodOrder(t, first));
    const two = orderOf(await placeCodOrder(t, second));
    const serialOf = (o: typeof one) => Number(o.subOrders[0]?.invoiceNumber.split('/').pop());
    expect(serialOf(two)).toBe(serialOf(one) + 1);
    expect(one.subOrders[0]?.invoiceNumber.split('/').slice(0, 2)).toEqual(
      two.subOrders[0]?.invoiceNumber.split('/').slice(0, 2),
    );
  });

  it('answers a repeat with the same Idempotency-Key with the same order, placed once', async () => {
    const c = await insertTwoSellerCatalogue(t);
    const shopper = await newCheckoutShopper(t, [
      [c.a1.id, 1],
      [c.b1.id, 2],
    ]);
    const first = orderOf(await placeCodOrder(t, shopper, { idempotencyKey: 'order-key-1' }));
    const again = await placeCodOrder(t, shopper, { idempotencyKey: 'order-key-1' });
    expect(orderOf(again)._id).toBe(first._id);
    expect(await orderCount(shopper.userId)).toBe(1);
    expect(await stockOf(t, c.a1.id, c.b1.id)).toEqual({ [c.a1.id]: 9, [c.b1.id]: 8 });
  });

  it('finds the order by its own idempotency key when the stored answer is gone (a crash after commit)', async () => {
    const c = await insertTwoSellerCatalogue(t);
    const shopper = await newCheckoutShopper(t, [[c.b1.id, 1]]);
    const first = orderOf(await placeCodOrder(t, shopper, { idempotencyKey: 'order-key-2' }));
    await db().execute(sql`delete from idempotency_keys where key = 'order-key-2'`);
    // The cart is empty now, yet the repeat is answered with the order, not "cart is empty".
    await fillCart(shopper, [[c.a1.id, 1]]);
    const again = await placeCodOrder(t, shopper, { idempotencyKey: 'order-key-2' });
    expect(again.statusCode, again.body).toBe(200);
    expect(orderOf(again)._id).toBe(first._id);
    expect(await orderCount(shopper.userId)).toBe(1);
  });

  it('takes a seller coupon off that seller’s parcel and redeems it once', async () => {
    const c = await insertTwoSellerCatalogue(t);
    const code = `ORD${c.a1.id.replace(/\W/g, '').slice(-6).toUpperCase()}`;
    await insertCoupon(db(), {
      id: `cpn_${c.a1.id}`,
      code,
      sellerId: c.sellerA,
      discountValue: 10,
      usageLimit: 5,
    });
    const shopper = await newCheckoutShopper(t, [
      [c.a1.id, 1],
      [c.a2.id, 1],
      [c.b1.id, 1],
    ]);
    const res = await placeCodOrder(t, shopper, { idempotencyKey: 'coupon-key', body: { couponCode: code } });
    const order = orderOf(res);
    // 10 % of ₹1,234.50 + ₹299 = ₹153.35, all on seller A's parcel.
    expect(order.discount).toBe(153.35);
    expect(order.couponCode).toBe(code);
    const a = order.subOrders.find((s) => s.sellerId === c.sellerA);
    const b = order.subOrders.find((s) => s.sellerId === c.sellerB);
    expect(a?.discount).toBe(153.35);
    expect(b?.discount).toBe(0);
    await placeCodOrder(t, shopper, { idempotencyKey: 'coupon-key', body: { couponCode: code } });
    const [coupon] = await db().select().from(coupons).where(eq(coupons.code, code));
    expect(coupon?.usedCount).toBe(1);
    const redemptions = await db()
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon?.id ?? ''));
    expect(redemptions.map((r) => [r.orderId, r.discountPaise])).toEqual([[order._id, 15_335]]);

    // Once per shopper: the next order with it is refused and writes nothing.
    await fillCart(shopper, [[c.a1.id, 1]]);
    const refused = await placeCodOrder(t, shopper, { body: { couponCode: code } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'COUPON_ALREADY_USED', error: COUPON_MESSAGES.alreadyUsed });
    expect(await orderCount(shopper.userId)).toBe(1);
  });

  it('refuses a line above stock with 409 and writes nothing', async () => {
    const c = await insertTwoSellerCatalogue(t, { b1: 3 });
    const shopper = await newCheckoutShopper(t, [
      [c.a1.id, 1],
      [c.b1.id, 3],
    ]);
    await db().update(products).set({ stock: 2 }).where(eq(products.id, c.b1.id));
    const res = await placeCodOrder(t, shopper);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      code: 'INSUFFICIENT_STOCK',
      error: ORDER_MESSAGES.insufficientStock(`Product ${c.b1.id}`, 2),
    });
    expect(await orderCount(shopper.userId)).toBe(0);
    expect(await stockOf(t, c.a1.id, c.b1.id)).toEqual({ [c.a1.id]: 10, [c.b1.id]: 2 });
    expect((await cartOf(shopper)).cart).toHaveLength(2);

    await db().update(products).set({ isPublished: false }).where(eq(products.id, c.a1.id));
    const withdrawn = await placeCodOrder(t, shopper);
    expect(withdrawn.statusCode).toBe(409);
    expect(withdrawn.json()).toMatchObject({ code: 'PRODUCT_UNAVAILABLE' });
  });

  it('refuses bad bodies, an empty cart and someone else’s address with the spec’s messages', async () => {
    const c = await insertTwoSellerCatalogue(t);
    const shopper = await newCheckoutShopper(t);
    const other = await newCheckoutShopper(t, [[c.a1.id, 1]]);
    const post = (payload: Record<string, unknown>) => shopper.call('POST', '/api/users/orders', payload);

    const noPayment = await post({ shippingAddress: { _id: shopper.addressId } });
    expect(noPayment.statusCode).toBe(400);
    expect(noPayment.json()).toMatchObject({
      error: 'Payment details are required',
      field: 'paymentDetails',
    });
    const noAddress = await post({ paymentDetails: { method: 'cod' } });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json()).toMatchObject({
      error: 'Shipping address is required',
      field: 'shippingAddress',
    });

    const empty = await placeCodOrder(t, shopper);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'CART_EMPTY', error: ORDER_MESSAGES.cartEmpty });

    const foreign = await placeCodOrder(t, other, { body: { shippingAddress: { _id: shopper.addressId } } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ error: ORDER_MESSAGES.shippingAddressRequired });
    const junk = await placeCodOrder(t, other, { body: { shippingAddress: { _id: 'not-a-uuid' } } });
    expect(junk.statusCode).toBe(400);
    expect(await orderCount(other.userId)).toBe(0);
  });

  it('refuses cash on delivery above the limit', async () => {
    const c = await insertTwoSellerCatalogue(t);
    await db()
      .update(products)
      .set({ sellingPricePaise: 3_000_000, mrpPaise: 3_000_000 })
      .where(eq(products.id, c.b1.id));
    const shopper = await newCheckoutShopper(t, [[c.b1.id, 2]]);
    const res = await placeCodOrder(t, shopper);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'COD_LIMIT_EXCEEDED', error: ORDER_MESSAGES.codLimit(50_000) });
    expect(await stockOf(t, c.b1.id)).toEqual({ [c.b1.id]: 10 });
  });

  it('answers 404 for another shopper’s order, an unknown id and a malformed id', async () => {
    const c: TwoSellerCatalogue = await insertTwoSellerCatalogue(t);
    const owner = await newCheckoutShopper(t, [[c.a1.id, 1]]);
    const order = orderOf(await placeCodOrder(t, owner));
    const stranger = await newCheckoutShopper(t);
    for (const url of [
      `/api/users/orders/${order._id}`,
      '/api/users/orders/7d0b8c1e-9a55-4a57-a8a3-3f0d1d1d1d1d',
      '/api/users/orders/abc',
    ]) {
      const res = await stranger.call('GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'ORDER_NOT_FOUND', error: 'Order not found' });
    }
    const cancel = await stranger.call('POST', `/api/users/orders/${order._id}/cancel`);
    expect(cancel.statusCode).toBe(404);
    expect((await owner.call('GET', `/api/users/orders/${order._id}`)).statusCode).toBe(200);
    expect(
      orderListResponseSchema.parse((await stranger.call('GET', '/api/users/orders')).json()).orders,
    ).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/orders' })).statusCode).toBe(401);
  });
});
