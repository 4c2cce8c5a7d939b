// The seller's dashboard through the service and app.inject (docs/behaviour/seller-portal.md#dashboard): parcels
// due today and late by the 48-hour dispatch promise, live variants low on stock, 30 days of sales by IST day,
// rating and return rate; another seller's parcels never appear.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endOfIstDay, sellerDashboardResponseSchema } from '@haat/domain/settlements/dashboard';
import { istDate } from '@haat/domain/settlements/settlement';
import { eq } from 'drizzle-orm';
import { orders, subOrders } from '../../db/schema/orders.ts';
import { products } from '../../db/schema/products.ts';
import { sellers } from '../../db/schema/sellers.ts';
import { testDatabaseKind } from '../../testing/build-test-app.ts';
import { placeOrder, type DeliveredOrder } from '../returns/returns.test-support.ts';
import { openPortalSession } from '../seller-portal/seller-portal.test-support.ts';
import { buildSellerWorld, type SellerWorld } from '../sellers/sellers.test-support.ts';
import { sellerDashboard } from './dashboard.service.ts';

const HOUR = 3_600_000;

describe(`seller dashboard (${testDatabaseKind})`, () => {
  let w: SellerWorld;
  let tokenA: string;
  let tokenB: string;
  let late: DeliveredOrder;
  let dueToday: DeliveredOrder;
  let delivered: DeliveredOrder;
  // 22:30 IST on some day: a parcel placed 47 hours before is due at 23:30, before midnight.
  const now = new Date(endOfIstDay(new Date()).getTime() - 2 * HOUR);

  beforeAll(async () => {
    w = await buildSellerWorld(50);
    tokenA = await openPortalSession(w.t.database.db, w.a.id);
    tokenB = await openPortalSession(w.t.database.db, w.b.id);
    delivered = await placeOrder(w, [{ product: w.productA, quantity: 2 }]);
    late = await placeOrder(w, [{ product: w.productA, quantity: 1 }], { deliver: 'none' });
    dueToday = await placeOrder(w, [{ product: w.productA, quantity: 1 }], { deliver: 'none' });
    const placedAt = async (o: DeliveredOrder, at: Date) => {
      await w.t.database.db.update(orders).set({ createdAt: at }).where(eq(orders.id, o.orderId));
      await w.t.database.db.update(subOrders).set({ createdAt: at }).where(eq(subOrders.orderId, o.orderId));
    };
    await placedAt(late, new Date(now.getTime() - 49 * HOUR));
    await placedAt(dueToday, new Date(now.getTime() - 47 * HOUR));
    await placedAt(delivered, new Date(now.getTime() - HOUR));
    await w.t.database.db.update(products).set({ stock: 3 }).where(eq(products.id, w.productA.id));
    await w.t.database.db
      .update(sellers)
      .set({ rating: '4.3', ratingCount: 27 })
      .where(eq(sellers.id, w.a.id));
  }, 180_000);
  afterAll(() => w?.t.close());

  it('sorts the parcels to dispatch into late and due today', async () => {
    const d = await sellerDashboard(w.t.database.db, w.a.id, now);
    expect(d.late.map((p) => p.orderNumber)).toEqual([late.orderNumber]);
    expect(d.toShipToday.map((p) => p.orderNumber)).toEqual([dueToday.orderNumber]);
    expect(d.toDispatch).toBe(2);
    expect(new Date(d.late[0]!.dispatchBy).getTime()).toBe(now.getTime() - HOUR);
  });

  it('shows low stock, 30 days of sales, the rating and the return rate', async () => {
    const d = await sellerDashboard(w.t.database.db, w.a.id, now);
    expect(d.lowStock).toEqual([expect.objectContaining({ productId: w.productA.id, stock: 3 })]);
    expect(d.sales).toHaveLength(30);
    expect(d.sales.at(-1)).toEqual({ date: istDate(now), orders: 1, amount: 998 });
    // Placed 47 and 49 hours before: two and three days back at most, each ₹499.
    expect(d.sales.reduce((sum, day) => sum + day.orders, 0)).toBe(3);
    expect(d.sales.reduce((sum, day) => sum + day.amount, 0)).toBe(998 + 499 + 499);
    expect(d.rating).toEqual({ average: 4.3, count: 27 });
    expect(d.returns).toEqual({ deliveries: 1, returns: 0, ratePercent: 0 });
  });

  it('answers the signed-in seller its own only; 401 signed out', async () => {
    const get = (token?: string) =>
      w.t.app.inject({
        method: 'GET',
        url: '/api/seller-portal/dashboard',
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    const a = await get(tokenA);
    expect(a.statusCode, a.body).toBe(200);
    expect(sellerDashboardResponseSchema.parse(a.json()).dashboard.toDispatch).toBe(2);
    const b = await get(tokenB);
    expect(b.statusCode, b.body).toBe(200);
    const dashboardB = sellerDashboardResponseSchema.parse(b.json()).dashboard;
    expect(dashboardB.toDispatch).toBe(0);
    expect(dashboardB.returns.ratePercent).toBeNull();
    for (const o of [late, dueToday, delivered]) expect(b.body).not.toContain(o.orderNumber);
    expect((await get()).statusCode).toBe(401);
  });
});
