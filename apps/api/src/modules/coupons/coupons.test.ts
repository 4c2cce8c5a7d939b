// Coupons through the API: exact discounts in paise from catalogue prices, every refusal with its reason, the
// list a shopper can use, bad bodies, sign-in, and the per-shopper throttle of validate-coupon.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_MESSAGES } from '@haat/domain/coupons/coupon.schema';
import { couponRedemptions } from '../../db/schema/coupons.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { bearer, createCustomer, signIn } from '../users/users.test-support.ts';
import { VALIDATE_COUPON_RATE_LIMIT } from './coupons.routes.ts';
import { insertCoupon, insertPricedProducts, insertTestSellers } from './coupons.test-support.ts';

const DAY_MS = 86_400_000;

describe(`coupons API (${testDatabaseKind})`, () => {
  let t: TestApp;
  let sellerA: string;
  let sellerB: string;
  /** A fresh signed-in shopper per test: the validate-coupon throttle and per-user limits are per shopper. */
  const shopper = async () => {
    const customer = await createCustomer(t.database.db);
    const { token } = await signIn(t.app, customer);
    return { id: customer.user.id, headers: bearer(token) };
  };
  const validate = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/users/validate-coupon', headers, payload: payload as object });
  const available = (headers: Record<string, string>, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/users/coupons/available${query}`, headers });
  const cart = (...items: [string, number][]) =>
    items.map(([productId, quantity]) => ({ productId, quantity }));

  beforeAll(async () => {
    t = await buildTestApp({ MAIL_WORKER_INTERVAL_MS: '0', AUTH_RATE_LIMIT_MAX: '10000' });
    ({ a: sellerA, b: sellerB } = await insertTestSellers(t.database.db));
    await insertPricedProducts(t.database.db, [
      { id: 'cp_a1', sellerId: sellerA, pricePaise: 123_450 },
      { id: 'cp_a2', sellerId: sellerA, pricePaise: 29_900 },
      { id: 'cp_a_off', sellerId: sellerA, pricePaise: 500_000, isPublished: false },
      { id: 'cp_b1', sellerId: sellerB, pricePaise: 80_000 },
    ]);
  });
  afterAll(() => t?.close());

  it('answers 401 without a token', async () => {
    expect((await available({})).statusCode).toBe(401);
    const res = await validate({}, { couponCode: 'X', cartItems: cart(['cp_a1', 1]) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });

  it('takes 15 % of ₹1,234.50 × 3 = ₹555.52 (floored to the paisa), from the catalogue price', async () => {
    await insertCoupon(t.database.db, { id: 'c_pct', code: 'ASHA15', sellerId: sellerA, discountValue: 15 });
    const { headers } = await shopper();
    const res = await validate(headers, {
      couponCode: 'ASHA15',
      orderAmount: 1,
      cartItems: cart(['cp_a1', 3]),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: COUPON_MESSAGES.applied,
      coupon: expect.objectContaining({
        code: 'ASHA15',
        discountType: 'percentage',
        discountValue: 15,
        sellerId: sellerA,
        sellerName: 'Asha Audio',
        discountAmount: 555.52,
        eligibleSubtotal: 3703.5,
        eligibleProductIds: ['cp_a1'],
        freeShipping: false,
        applicableProducts: [],
        maxDiscount: null,
        minimumOrderAmount: 0,
      }),
    });
  });

  it('normalises "  boat10 " and counts only the seller’s lines, capped by maxDiscount', async () => {
    await insertCoupon(t.database.db, {
      id: 'c_boat',
      code: 'BOAT10',
      sellerId: sellerA,
      maxDiscountPaise: 20_000,
      applicableProductIds: ['cp_a1'],
    });
    const { headers } = await shopper();
    const body = { couponCode: '  boat10 ', cartItems: cart(['cp_a1', 1], ['cp_a2', 2], ['cp_b1', 1]) };
    const res = await validate(headers, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().coupon).toMatchObject({ discountAmount: 123.45, eligibleProductIds: ['cp_a1'] });
    const more = await validate(headers, { ...body, cartItems: cart(['cp_a1', 3]) });
    expect(more.json().coupon).toMatchObject({
      discountAmount: 200,
      maxDiscount: 200,
      eligibleSubtotal: 3703.5,
    });
  });

  it('gives flat and free-delivery coupons their amounts', async () => {
    await insertCoupon(t.database.db, {
      id: 'c_flat',
      code: 'ASHA500',
      sellerId: sellerA,
      discountType: 'fixed',
      discountValue: 50_000,
    });
    await insertCoupon(t.database.db, {
      id: 'c_ship',
      code: 'FREEDELASHA',
      sellerId: sellerA,
      discountType: 'free_shipping',
      discountValue: 0,
    });
    const { headers } = await shopper();
    const flat = await validate(headers, { couponCode: 'asha500', cartItems: cart(['cp_a2', 1]) });
    expect(flat.json().coupon).toMatchObject({
      discountType: 'fixed',
      discountValue: 500,
      discountAmount: 299,
    });
    const ship = await validate(headers, { couponCode: 'FREEDELASHA', cartItems: cart(['cp_a2', 1]) });
    expect(ship.json().coupon).toMatchObject({ discountAmount: 99, freeShipping: true });
    const big = await validate(headers, { couponCode: 'FREEDELASHA', cartItems: cart(['cp_a2', 2]) });
    expect(big.json().coupon).toMatchObject({ discountAmount: 0, freeShipping: true });
  });

  it('refuses every reason with its message and COUPON_<REASON>', async () => {
    const now = Date.now();
    const db = t.database.db;
    await insertCoupon(db, { id: 'c_min', code: 'ASHAMIN', sellerId: sellerA, minimumOrderPaise: 500_000 });
    await insertCoupon(db, {
      id: 'c_old',
      code: 'ASHAOLD',
      sellerId: sellerA,
      startsAt: new Date(now - 30 * DAY_MS),
      endsAt: new Date(now - DAY_MS),
    });
    await insertCoupon(db, {
      id: 'c_soon',
      code: 'ASHASOON',
      sellerId: sellerA,
      startsAt: new Date(now + DAY_MS),
      endsAt: new Date(now + 9 * DAY_MS),
    });
    await insertCoupon(db, { id: 'c_b', code: 'BOOKS10', sellerId: sellerB });
    await insertCoupon(db, {
      id: 'c_full',
      code: 'ASHAFULL',
      sellerId: sellerA,
      usageLimit: 3,
      usedCount: 3,
    });
    await insertCoupon(db, { id: 'c_once', code: 'ASHAONCE', sellerId: sellerA });
    await insertCoupon(db, { id: 'c_off', code: 'ASHAOFF', sellerId: sellerA, isActive: false });
    const { id, headers } = await shopper();
    await db
      .insert(couponRedemptions)
      .values({ couponId: 'c_once', userId: id, orderId: 'ord_1', discountPaise: 1 });

    const cases: [string, unknown[], string, string][] = [
      ['NOPE', cart(['cp_a1', 1]), 'COUPON_INVALID', COUPON_MESSAGES.invalid],
      ['ASHAOFF', cart(['cp_a1', 1]), 'COUPON_INVALID', COUPON_MESSAGES.invalid],
      // ₹3,703.50 of this seller; the other seller's ₹800 and the client's orderAmount do not count.
      [
        'ASHAMIN',
        cart(['cp_a1', 3], ['cp_b1', 5]),
        'COUPON_BELOW_MINIMUM',
        'This coupon needs an order of ₹5,000 or more from its seller. Add ₹1,296.50 more to use it.',
      ],
      ['ASHAOLD', cart(['cp_a1', 1]), 'COUPON_EXPIRED', COUPON_MESSAGES.expired],
      ['ASHASOON', cart(['cp_a1', 1]), 'COUPON_NOT_STARTED', COUPON_MESSAGES.notStarted],
      ['BOOKS10', cart(['cp_a1', 1]), 'COUPON_NOT_APPLICABLE', COUPON_MESSAGES.notApplicable],
      // An unpublished product is priced by nobody and qualifies for nothing.
      [
        'ASHA15',
        cart(['cp_a_off', 1], ['cp_unknown', 1]),
        'COUPON_NOT_APPLICABLE',
        COUPON_MESSAGES.notApplicable,
      ],
      ['ASHAFULL', cart(['cp_a1', 1]), 'COUPON_USED_UP', COUPON_MESSAGES.usedUp],
      ['ASHAONCE', cart(['cp_a1', 1]), 'COUPON_ALREADY_USED', COUPON_MESSAGES.alreadyUsed],
    ];
    for (const [couponCode, cartItems, code, error] of cases) {
      const res = await validate(headers, { couponCode, orderAmount: 99_999, cartItems });
      expect(res.statusCode, couponCode).toBe(422);
      expect(res.json(), couponCode).toEqual({ success: false, error, code });
    }
    // Another shopper has not used ASHAONCE yet.
    expect(
      (await validate((await shopper()).headers, { couponCode: 'ASHAONCE', cartItems: cart(['cp_a1', 1]) }))
        .statusCode,
    ).toBe(200);
  });

  it.each<[string, unknown]>([
    ['an empty code', { couponCode: '  ', cartItems: cart(['cp_a1', 1]) }],
    ['no code', { cartItems: cart(['cp_a1', 1]) }],
    ['an empty cart', { couponCode: 'ASHA15', cartItems: [] }],
    ['no cart', { couponCode: 'ASHA15' }],
    ['quantity 0', { couponCode: 'ASHA15', cartItems: [{ productId: 'cp_a1', quantity: 0 }] }],
    ['quantity 1.5', { couponCode: 'ASHA15', cartItems: [{ productId: 'cp_a1', quantity: 1.5 }] }],
    ['quantity "x"', { couponCode: 'ASHA15', cartItems: [{ productId: 'cp_a1', quantity: 'x' }] }],
    ['a negative orderAmount', { couponCode: 'ASHA15', orderAmount: -5, cartItems: cart(['cp_a1', 1]) }],
  ])('answers 400 for %s', async (_name, payload) => {
    const { headers } = await shopper();
    const res = await validate(headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it('lists only what this shopper can use now, by seller then value, narrowed by productIds', async () => {
    const { id, headers } = await shopper();
    await t.database.db
      .insert(couponRedemptions)
      .values({ couponId: 'c_pct', userId: id, orderId: 'ord_2', discountPaise: 100 });
    const res = await available(headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const codes = (res.json() as { coupons: { code: string }[] }).coupons.map((c) => c.code);
    // Asha Audio first (A before B); ₹500 flat > 10 % of ₹1,000 (BOAT10, ASHAMIN's 10 % of ₹5,000 is ₹500 too).
    expect(codes).toEqual(['ASHA500', 'ASHAMIN', 'ASHAONCE', 'BOAT10', 'FREEDELASHA', 'BOOKS10']);
    expect(codes).not.toContain('ASHA15'); // used once by this shopper, its limit
    const boat = (res.json() as { coupons: Record<string, unknown>[] }).coupons.find(
      (c) => c.code === 'BOAT10',
    );
    expect(boat).toMatchObject({ maxDiscount: 200, minimumOrderAmount: 0, applicableProducts: ['cp_a1'] });

    const narrowed = await available(headers, '?productIds=cp_a2,%20cp_missing');
    expect((narrowed.json() as { coupons: { code: string }[] }).coupons.map((c) => c.code)).toEqual([
      'ASHA500',
      'ASHAMIN',
      'ASHAONCE',
      'FREEDELASHA',
    ]);
    const books = await available(headers, '?productIds=cp_b1');
    expect((books.json() as { coupons: { code: string }[] }).coupons.map((c) => c.code)).toEqual(['BOOKS10']);
    const none = await available(headers, '?productIds=cp_a_off');
    expect(none.json()).toEqual({ success: true, coupons: [] });
    expect((await available(headers, '?productIds=')).json()).toEqual({ success: true, coupons: [] });
    const tooMany = Array.from({ length: 101 }, (_, i) => `p${i}`).join(',');
    expect((await available(headers, `?productIds=${tooMany}`)).statusCode).toBe(400);
  });

  it(`throttles validate-coupon after ${VALIDATE_COUPON_RATE_LIMIT.max} a minute per shopper, not per address`, async () => {
    const first = await shopper();
    const body = { couponCode: 'NOPE', cartItems: cart(['cp_a1', 1]) };
    for (let i = 0; i < VALIDATE_COUPON_RATE_LIMIT.max; i += 1) {
      expect((await validate(first.headers, body)).statusCode).toBe(422);
    }
    const limited = await validate(first.headers, body);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    // Same address, another shopper: their own count.
    expect((await validate((await shopper()).headers, body)).statusCode).toBe(422);
  });
});
