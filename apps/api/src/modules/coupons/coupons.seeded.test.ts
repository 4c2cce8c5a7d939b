// The seeded coupons through the API: every coupon the list offers really applies to a cart of one of its
// products at its minimum, and the seed's expired and not-yet-started codes are refused with their reasons.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_MESSAGES, type CouponView } from '@haat/domain/coupons/coupon.schema';
import { MAX_LINE_QUANTITY } from '@haat/domain/cart/cart-api.schema';
import { products } from '../../db/schema/products.ts';
import { startOfUtcDay } from '../../db/seed/seed.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { bearer, createCustomer, signIn } from '../users/users.test-support.ts';
import { VALIDATE_COUPON_RATE_LIMIT } from './coupons.routes.ts';

describe(`seeded coupons (${testDatabaseKind})`, () => {
  let t: TestApp;
  const shopper = async () => bearer((await signIn(t.app, await createCustomer(t.database.db))).token);

  beforeAll(async () => {
    t = await buildTestApp(
      { MAIL_WORKER_INTERVAL_MS: '0', AUTH_RATE_LIMIT_MAX: '10000' },
      { seed: { demoCustomer: false, now: startOfUtcDay() } },
    );
  }, 180_000);
  afterAll(() => t?.close());

  it('offers coupons of about half the sellers, each of which validates at its minimum', async () => {
    let headers = await shopper();
    const list = await t.app.inject({ method: 'GET', url: '/api/users/coupons/available', headers });
    expect(list.statusCode).toBe(200);
    const coupons = (list.json() as { coupons: CouponView[] }).coupons;
    expect(coupons.length).toBeGreaterThanOrEqual(50);
    expect(new Set(coupons.map((c) => c.sellerId)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(coupons.map((c) => c.discountType))).toEqual(
      new Set(['percentage', 'fixed', 'free_shipping']),
    );
    for (const code of ['FESTIVE20', 'MONSOON15', 'PAYDAY12'])
      expect(coupons.map((c) => c.code)).not.toContain(code);

    let used = 0;
    for (const coupon of coupons) {
      const candidates = await t.database.db
        .select({ id: products.id, price: products.sellingPricePaise })
        .from(products)
        .where(
          and(
            eq(products.sellerId, coupon.sellerId),
            eq(products.isPublished, true),
            coupon.applicableProducts.length ? inArray(products.id, coupon.applicableProducts) : undefined,
          ),
        );
      // The cheapest product that reaches the minimum within the per-line limit.
      const minimumPaise = Math.round(coupon.minimumOrderAmount * 100);
      const pick = candidates
        .map((p) => ({ ...p, quantity: Math.max(1, Math.ceil(minimumPaise / p.price)) }))
        .filter((p) => p.quantity <= MAX_LINE_QUANTITY)
        .sort((a, b) => a.price * a.quantity - b.price * b.quantity || a.id.localeCompare(b.id))[0];
      expect(pick, coupon.code).toBeDefined();
      if (!pick) continue;
      if (++used % VALIDATE_COUPON_RATE_LIMIT.max === 0) headers = await shopper();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/validate-coupon',
        headers,
        payload: {
          couponCode: coupon.code.toLowerCase(),
          cartItems: [{ productId: pick.id, quantity: pick.quantity }],
        },
      });
      expect(res.statusCode, `${coupon.code} ${res.body}`).toBe(200);
      const applied = (res.json() as { coupon: { discountAmount: number; eligibleSubtotal: number } }).coupon;
      expect(applied.eligibleSubtotal).toBeGreaterThanOrEqual(coupon.minimumOrderAmount);
      if (coupon.discountType !== 'free_shipping')
        expect(applied.discountAmount, coupon.code).toBeGreaterThan(0);
    }
  }, 120_000);

  it('refuses the seed’s expired and not-yet-started coupons with their reasons', async () => {
    const headers = await shopper();
    const [anyProduct] = await t.database.db.select({ id: products.id }).from(products).limit(1);
    for (const [couponCode, code, error] of [
      ['FESTIVE20', 'COUPON_EXPIRED', COUPON_MESSAGES.expired],
      ['MONSOON15', 'COUPON_EXPIRED', COUPON_MESSAGES.expired],
      ['PAYDAY12', 'COUPON_NOT_STARTED', COUPON_MESSAGES.notStarted],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/validate-coupon',
        headers,
        payload: { couponCode, cartItems: [{ productId: anyProduct?.id ?? '', quantity: 1 }] },
      });
      expect(res.statusCode, couponCode).toBe(422);
      expect(res.json()).toEqual({ success: false, code, error });
    }
  });

  it('lets FREESHIP take the ₹99 delivery fee off a cheap cart', async () => {
    const headers = await shopper();
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/users/coupons/available',
      headers,
    });
    const freeship = (list.json() as { coupons: CouponView[] }).coupons.find((c) => c.code === 'FREESHIP');
    expect(freeship).toMatchObject({ discountType: 'free_shipping', minimumOrderAmount: 0 });
    const [cheap] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.sellerId, freeship?.sellerId ?? ''), eq(products.isPublished, true)))
      .orderBy(products.sellingPricePaise)
      .limit(1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/validate-coupon',
      headers,
      payload: { couponCode: ' freeship ', cartItems: [{ productId: cheap?.id ?? '', quantity: 1 }] },
    });
    expect(res.json()).toMatchObject({ success: true, coupon: { discountAmount: 99, freeShipping: true } });
  });
});
