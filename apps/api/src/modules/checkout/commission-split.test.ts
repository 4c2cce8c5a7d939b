// The order's commission split (the payment's Route transfers, the sub-order's commission) uses the rates the
// seller's statement uses (docs/decisions/0020-settlements.md): per line, by category, from the commission module,
// on the line's amount after its coupon share; not the seller's flat rate on the parcel with its shipping.
import { resolveCommissionRate } from '@haat/domain/settlements/commission-rates';
import { commissionPaise } from '@haat/domain/orders/order-pricing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subOrders } from '../../db/schema/orders.ts';
import { sellers } from '../../db/schema/sellers.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { LIMITS } from '../cart/cart.test-support.ts';
import { insertCommissionRate } from '../commission/commission.repository.ts';
import { commissionRatesFor } from '../commission/commission.service.ts';
import { insertCoupon } from '../coupons/coupons.test-support.ts';
import {
  insertTwoSellerCatalogue,
  newCheckoutShopper,
  orderOf,
  placeCodOrder,
} from '../orders/orders.test-support.ts';

describe(`commission split at placement (${testDatabaseKind})`, () => {
  let t: TestApp;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await buildTestApp({ ...LIMITS, MAIL_WORKER_INTERVAL_MS: '0' });
  });
  afterAll(() => t?.close());

  it('charges each line its category’s rate in force, as the statement does, after the coupon and without shipping', async () => {
    const c = await insertTwoSellerCatalogue(t);
    // Seller A's flat rate says 25 %; its own rate for audio says 4 %: the statement uses the latter.
    await db().update(sellers).set({ commissionBps: 2_500 }).where(eq(sellers.id, c.sellerA));
    await insertCommissionRate(db(), {
      sellerId: c.sellerA,
      categoryPath: 'electronics/audio',
      rateBps: 400,
      effectiveFrom: new Date(Date.now() - 86_400_000),
      createdBy: 'cli',
    });
    const code = `CM${c.a2.id.replace(/\W/g, '').slice(-8).toUpperCase()}`;
    await insertCoupon(db(), { id: `cm_${c.a2.id}`, code, sellerId: c.sellerA, discountValue: 10 });
    const shopper = await newCheckoutShopper(t, [[c.a2.id, 1]]);
    const order = orderOf(await placeCodOrder(t, shopper, { body: { couponCode: code } }));

    const [row] = await db().select().from(subOrders).where(eq(subOrders.orderId, order._id));
    expect(row).toBeDefined();
    // ₹299 less 10 % = ₹269.10, below ₹999: shipping is charged and is not commissioned.
    expect(row!.shippingPaise).toBeGreaterThan(0);
    const rates = await commissionRatesFor(db(), c.sellerA);
    const { rateBps } = resolveCommissionRate(rates, c.sellerA, 'electronics/audio', new Date());
    expect(rateBps).toBe(400);
    expect(row!.commissionPaise).toBe(commissionPaise(29_900 - 2_990, 400));
    expect(row!.commissionPaise + row!.transferPaise).toBe(row!.totalPaise);
  });
});
