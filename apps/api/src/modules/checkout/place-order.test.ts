// priceCheckout and placeOrder called directly: a free-shipping coupon, a stale checkout whose stock went meanwhile
// (all or nothing), one order per payment order, and — on PostgreSQL — concurrent buyers of one seller's last units.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons } from '../../db/schema/coupons.ts';
import { orders, subOrders } from '../../db/schema/orders.ts';
import { paymentOrders } from '../../db/schema/payments.ts';
import { products } from '../../db/schema/products.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { LIMITS } from '../cart/cart.test-support.ts';
import { insertCoupon } from '../coupons/coupons.test-support.ts';
import { priceCheckout } from './checkout-pricing.ts';
import { placeOrder } from './place-order.ts';
import {
  insertTwoSellerCatalogue,
  newCheckoutShopper,
  placeCodOrder,
  stockOf,
} from '../orders/orders.test-support.ts';

describe(`placeOrder (${testDatabaseKind})`, () => {
  let t: TestApp;
  const db = () => t.database.db;
  const now = () => new Date();

  beforeAll(async () => {
    t = await buildTestApp({ ...LIMITS, MAIL_WORKER_INTERVAL_MS: '0' });
  });
  afterAll(() => t?.close());

  it('waives only the coupon seller’s delivery charge with a free-shipping coupon', async () => {
    const c = await insertTwoSellerCatalogue(t);
    const shopper = await newCheckoutShopper(t, [
      [c.a2.id, 1],
      [c.b1.id, 1],
    ]);
    // ₹299 + ₹800 is above ₹999 and ships free anyway; with one unit of ₹299 alone there is a charge.
    await db()
      .update(products)
      .set({ sellingPricePaise: 10_000, mrpPaise: 10_000 })
      .where(eq(products.id, c.b1.id));
    const plain = await priceCheckout(db(), {
      userId: shopper.userId,
      addressId: shopper.addressId,
      now: now(),
    });
    expect(plain.parcels.every((p) => p.shippingPaise > 0)).toBe(true);
    const code = `FS${c.a2.id.replace(/\W/g, '').slice(-8).toUpperCase()}`;
    await insertCoupon(db(), {
      id: `fs_${c.a2.id}`,
      code,
      sellerId: c.sellerA,
      discountType: 'free_shipping',
      discountValue: 0,
    });
    const priced = await priceCheckout(db(), {
      userId: shopper.userId,
      addressId: shopper.addressId,
      couponCode: code,
      now: now(),
    });
    const a = priced.parcels.find((p) => p.sellerId === c.sellerA);
    const b = priced.parcels.find((p) => p.sellerId === c.sellerB);
    expect(a?.shippingPaise).toBe(0);
    expect(a?.discountPaise).toBe(0);
    expect(b?.shippingPaise).toBe(plain.parcels.find((p) => p.sellerId === c.sellerB)?.shippingPaise);
    expect(priced.shippingWaivedPaise).toBe(
      plain.parcels.find((p) => p.sellerId === c.sellerA)?.shippingPaise,
    );
    expect(priced.totalPaise).toBe(priced.subtotalPaise + priced.shippingPaise - priced.discountPaise);
    for (const p of priced.parcels) expect(p.commissionPaise + p.transferPaise).toBe(p.totalPaise);
  });

  it('places a stale checkout all or nothing: a product sold out meanwhile rolls every write back', async () => {
    const c = await insertTwoSellerCatalogue(t);
    const code = `ST${c.a1.id.replace(/\W/g, '').slice(-8).toUpperCase()}`;
    await insertCoupon(db(), { id: `st_${c.a1.id}`, code, sellerId: c.sellerA });
    const shopper = await newCheckoutShopper(t, [
      [c.a1.id, 2],
      [c.b1.id, 4],
    ]);
    const checkout = await priceCheckout(db(), {
      userId: shopper.userId,
      addressId: shopper.addressId,
      couponCode: code,
      now: now(),
    });
    // Someone else bought seller B's stock after this shopper was priced: a1 is decremented first, then b1 fails.
    await db().update(products).set({ stock: 3 }).where(eq(products.id, c.b1.id));
    await expect(
      placeOrder(db(), { checkout, payment: { method: 'cod', status: 'Pending' }, now: now() }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'INSUFFICIENT_STOCK' });
    expect(await stockOf(t, c.a1.id, c.b1.id)).toEqual({ [c.a1.id]: 10, [c.b1.id]: 3 });
    expect(await db().select().from(orders).where(eq(orders.userId, shopper.userId))).toEqual([]);
    const [coupon] = await db().select().from(coupons).where(eq(coupons.code, code));
    expect(coupon?.usedCount).toBe(0);
    expect(
      await db().select().from(couponRedemptions).where(eq(couponRedemptions.userId, shopper.userId)),
    ).toEqual([]);

    // Prices changed since: the order is still placed at what was priced (what the shopper agreed to).
    await db().update(products).set({ stock: 10, sellingPricePaise: 1 }).where(eq(products.id, c.b1.id));
    const placed = await placeOrder(db(), {
      checkout,
      payment: { method: 'cod', status: 'Pending' },
      now: now(),
    });
    expect(placed.created).toBe(true);
    const [row] = await db().select().from(orders).where(eq(orders.id, placed.orderId));
    expect(row?.totalPaise).toBe(checkout.totalPaise);
  });

  it('makes one order per payment order, whatever the Idempotency-Key', async () => {
    const c = await insertTwoSellerCatalogue(t);
    const shopper = await newCheckoutShopper(t, [[c.b1.id, 1]]);
    const checkout = await priceCheckout(db(), {
      userId: shopper.userId,
      addressId: shopper.addressId,
      now: now(),
    });
    const paymentOrderId = `order_test${Date.now()}`;
    await db().insert(paymentOrders).values({
      id: paymentOrderId,
      userId: shopper.userId,
      gateway: 'offline',
      method: 'razorpay',
      amountPaise: checkout.totalPaise,
      status: 'paid',
      checkout,
    });
    const payment = {
      method: 'razorpay' as const,
      status: 'Completed' as const,
      paymentOrderId,
      transactionId: 'pay_test1',
    };
    const first = await placeOrder(db(), { checkout, payment, idempotencyKey: 'k1', now: now() });
    const second = await placeOrder(db(), { checkout, payment, idempotencyKey: 'k2', now: now() });
    expect(first.created).toBe(true);
    expect(second).toEqual({ ...first, created: false });
    const [sub] = await db().select().from(subOrders).where(eq(subOrders.orderId, first.orderId));
    expect(sub?.status).toBe('payment_received');
    expect(await stockOf(t, c.b1.id)).toEqual({ [c.b1.id]: 9 });
  });

  it.runIf(testDatabaseKind === 'postgres')(
    'sells one seller’s last units to concurrent buyers exactly once, with gap-free invoice numbers',
    async () => {
      const c = await insertTwoSellerCatalogue(t, { b1: 5 });
      const buyers = await Promise.all(
        Array.from({ length: 8 }, () => newCheckoutShopper(t, [[c.b1.id, 1]])),
      );
      const answers = await Promise.all(buyers.map((b) => placeCodOrder(t, b)));
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 201, 201, 409, 409, 409]);
      expect(await stockOf(t, c.b1.id)).toEqual({ [c.b1.id]: 0 });
      const invoices = await db()
        .select({ n: subOrders.invoiceNumber })
        .from(subOrders)
        .where(eq(subOrders.sellerId, c.sellerB))
        .orderBy(sql`${subOrders.invoiceNumber}`);
      expect(invoices.map((r) => Number(r.n.split('/').pop()))).toEqual([1, 2, 3, 4, 5]);
    },
  );
});
