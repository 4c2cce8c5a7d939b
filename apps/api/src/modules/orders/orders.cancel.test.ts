// Cancelling through the API (issue 7): before dispatch every parcel is cancelled and its stock returns, a paid
// order gets a pending refund of what was paid; never twice and never after a parcel left.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS_MESSAGES } from '@haat/domain/orders/order-status';
import { couponRedemptions, coupons } from '../../db/schema/coupons.ts';
import { orders, refunds, subOrders } from '../../db/schema/orders.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { LIMITS } from '../cart/cart.test-support.ts';
import { insertCoupon } from '../coupons/coupons.test-support.ts';
import { moveSellerOrder } from '../sellers/sellers.service.ts';
import {
  fillCart,
  insertTwoSellerCatalogue,
  newCheckoutShopper,
  orderOf,
  stockOf,
  placeCodOrder,
} from './orders.test-support.ts';

describe(`cancelling orders (${testDatabaseKind})`, () => {
  let t: TestApp;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await buildTestApp({ ...LIMITS, MAIL_WORKER_INTERVAL_MS: '0' });
  });
  afterAll(() => t?.close());

  it('cancels before dispatch: stock returns, events and mail; not twice, not after dispatch', async () => {
    const c = await insertTwoSellerCatalogue(t);
    const shopper = await newCheckoutShopper(t, [
      [c.a1.id, 2],
      [c.b1.id, 1],
    ]);
    const order = orderOf(await placeCodOrder(t, shopper));
    const res = await shopper.call('POST', `/api/users/orders/${order._id}/cancel`, {
      reason: 'Ordered by mistake',
    });
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = orderOf(res);
    expect(cancelled).toMatchObject({ status: 'Cancelled', statusCode: 'cancelled' });
    expect(cancelled.cancellable).toBe(false);
    expect(cancelled.subOrders.every((s) => s.status === 'Cancelled')).toBe(true);
    expect(cancelled.latestTracking).toMatchObject({
      status: 'Cancelled',
      statusCode: 'cancelled',
      updatedBy: 'customer',
    });
    expect(cancelled.items.every((i) => i.returnedQuantity === i.quantity)).toBe(true);
    expect(await stockOf(t, c.a1.id, c.b1.id)).toEqual({ [c.a1.id]: 10, [c.b1.id]: 10 });
    // Cash on delivery was never paid: nothing to refund.
    expect(await db().select().from(refunds).where(eq(refunds.orderId, order._id))).toEqual([]);
    const again = await shopper.call('POST', `/api/users/orders/${order._id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: ORDER_STATUS_MESSAGES.alreadyCancelled });

    await fillCart(shopper, [
      [c.a2.id, 1],
      [c.b1.id, 1],
    ]);
    const second = orderOf(await placeCodOrder(t, shopper));
    await db()
      .update(subOrders)
      .set({ status: 'dispatched' })
      .where(eq(subOrders.id, second.subOrders[0]?._id ?? ''));
    const late = await shopper.call('POST', `/api/users/orders/${second._id}/cancel`);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      error: ORDER_STATUS_MESSAGES.notCancellable,
      code: 'ORDER_NOT_CANCELLABLE',
    });
    expect(await stockOf(t, c.a2.id)).toEqual({ [c.a2.id]: 9 });
  });

  it('gives the coupon’s use back when the whole order is cancelled, by the shopper or by its sellers', async () => {
    const c = await insertTwoSellerCatalogue(t);
    const code = `CXL${c.a1.id.replace(/\W/g, '').slice(-6).toUpperCase()}`;
    await insertCoupon(db(), {
      id: `cpn_${c.a1.id}`,
      code,
      sellerId: c.sellerA,
      discountValue: 10,
      usageLimit: 5,
    });
    const usedCount = async () =>
      (await db().select().from(coupons).where(eq(coupons.code, code)))[0]?.usedCount;
    const shopper = await newCheckoutShopper(t, [
      [c.a1.id, 1],
      [c.b1.id, 1],
    ]);
    const first = orderOf(await placeCodOrder(t, shopper, { body: { couponCode: code } }));
    expect(await usedCount()).toBe(1);
    expect((await shopper.call('POST', `/api/users/orders/${first._id}/cancel`)).statusCode).toBe(200);
    expect(await usedCount()).toBe(0);
    expect(
      await db().select().from(couponRedemptions).where(eq(couponRedemptions.orderId, first._id)),
    ).toEqual([]);

    // Once per shopper, yet usable again; a cancel of one parcel of two keeps the use.
    await fillCart(shopper, [
      [c.a1.id, 1],
      [c.b1.id, 1],
    ]);
    const second = orderOf(await placeCodOrder(t, shopper, { body: { couponCode: code } }));
    expect(second.couponCode).toBe(code);
    expect(await usedCount()).toBe(1);
    const sellerOf = (id: string) => ({ id, displayName: id, city: 'Pune', state: 'Maharashtra' });
    const parcelOf = (sellerId: string) => second.subOrders.find((s) => s.sellerId === sellerId)?._id ?? '';
    await moveSellerOrder(db(), sellerOf(c.sellerB), parcelOf(c.sellerB), { status: 'cancelled' });
    expect(await usedCount()).toBe(1);
    await moveSellerOrder(db(), sellerOf(c.sellerA), parcelOf(c.sellerA), { status: 'cancelled' });
    expect(await usedCount()).toBe(0);
  });

  it('records a pending refund of what was paid when a paid order is cancelled', async () => {
    const c = await insertTwoSellerCatalogue(t);
    const shopper = await newCheckoutShopper(t, [[c.a1.id, 1]]);
    const order = orderOf(await placeCodOrder(t, shopper));
    await db().update(orders).set({ paymentStatus: 'Completed' }).where(eq(orders.id, order._id));
    const cancelled = orderOf(await shopper.call('POST', `/api/users/orders/${order._id}/cancel`));
    expect(cancelled.payment.status).toBe('Refunded');
    const rows = await db().select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(rows.map((r) => [r.amountPaise, r.status])).toEqual([
      [Math.round(order.totalAmount * 100), 'pending'],
    ]);
  });
});
