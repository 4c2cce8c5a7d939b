// Seller Central's coupons and return policy through app.inject (docs/behaviour/seller-portal.md#coupons,
// #return-policy): a coupon created in the portal is the one a shopper's cart applies, with its product scope;
// edited, deactivated and activated again; every rule's message; another seller's coupon and products out of reach;
// the return policy read and set, and the storefront's product page promising the new window.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_MESSAGES } from '@haat/domain/coupons/coupon.schema';
import { DEFAULT_RETURN_POLICY } from '@haat/domain/returns/return-policy';
import {
  istDate,
  SELLER_COUPON_MESSAGES as M,
  sellerCouponResponseSchema,
  sellerCouponsResponseSchema,
  type SellerCouponInput,
} from '@haat/domain/sellers/seller-coupons.schema';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { insertPricedProducts } from '../coupons/coupons.test-support.ts';
import { bearer, createCustomer, signIn } from '../users/users.test-support.ts';
import { approve, signUpSeller } from './seller-portal.test-support.ts';

const DAY = 86_400_000;
const today = istDate(new Date());
const inDays = (n: number) => istDate(new Date(Date.now() + n * DAY));

describe(`seller coupons and return policy (${testDatabaseKind})`, () => {
  let t: TestApp;
  let seller: { token: string; sellerId: string };
  let other: { token: string; sellerId: string };
  let shopper: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '10000', MAIL_WORKER_INTERVAL_MS: '0' });
    seller = await signUpSeller(t, 51);
    other = await signUpSeller(t, 52);
    await approve(t, seller.sellerId);
    await approve(t, other.sellerId);
    await insertPricedProducts(t.database.db, [
      { id: 'sc_mine1', sellerId: seller.sellerId, pricePaise: 200_000 },
      { id: 'sc_mine2', sellerId: seller.sellerId, pricePaise: 50_000 },
      { id: 'sc_theirs', sellerId: other.sellerId, pricePaise: 90_000 },
    ]);
    const customer = await createCustomer(t.database.db);
    shopper = bearer((await signIn(t.app, customer)).token);
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const validate = (code: string, productId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/validate-coupon',
      headers: shopper,
      payload: { couponCode: code, cartItems: [{ productId, quantity: 1 }] },
    });
  const base = (code: string): SellerCouponInput => ({
    code,
    name: 'Diwali 20',
    description: 'Twenty per cent off the first kurta',
    discountType: 'percentage',
    discountValue: 20,
    maxDiscountRupees: 300,
    minimumOrderRupees: 500,
    startsOn: today,
    endsOn: inDays(30),
    productIds: ['sc_mine1'],
    usageLimit: 100,
    perUserLimit: 1,
  });

  it('a coupon made in the portal applies in the cart to the products it names, until it is deactivated', async () => {
    const created = await call('POST', '/api/seller-portal/coupons', seller.token, base(' diwali20 '));
    expect(created.statusCode, created.body).toBe(201);
    const { coupon } = sellerCouponResponseSchema.parse(created.json());
    expect(coupon).toMatchObject({ code: 'DIWALI20', state: 'active', maxDiscountRupees: 300, usedCount: 0 });
    expect(coupon).toMatchObject({ startsOn: today, endsOn: inDays(30) });

    // 20 % of ₹2,000 is ₹400, held at the ₹300 the seller set; the other product is out of its scope.
    const applied = await validate('DIWALI20', 'sc_mine1');
    expect(applied.json()).toMatchObject({ success: true, coupon: { discountAmount: 300 } });
    expect((await validate('DIWALI20', 'sc_mine2')).json()).toMatchObject({
      error: COUPON_MESSAGES.notApplicable,
    });

    const edited = await call('PUT', `/api/seller-portal/coupons/${coupon.id}`, seller.token, {
      ...base('DIWALI20'),
      discountType: 'fixed',
      discountValue: 150,
      productIds: [],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(sellerCouponResponseSchema.parse(edited.json()).coupon).toMatchObject({
      discountType: 'fixed',
      discountValue: 150,
      maxDiscountRupees: null,
      productIds: [],
    });
    expect((await validate('DIWALI20', 'sc_mine2')).json()).toMatchObject({
      coupon: { discountAmount: 150 },
    });

    const off = await call('PATCH', `/api/seller-portal/coupons/${coupon.id}`, seller.token, {
      isActive: false,
    });
    expect(sellerCouponResponseSchema.parse(off.json()).coupon.state).toBe('inactive');
    expect((await validate('DIWALI20', 'sc_mine2')).json()).toMatchObject({ error: COUPON_MESSAGES.invalid });
    await call('PATCH', `/api/seller-portal/coupons/${coupon.id}`, seller.token, { isActive: true });
    expect((await validate('DIWALI20', 'sc_mine2')).statusCode).toBe(200);

    const list = sellerCouponsResponseSchema.parse(
      (await call('GET', '/api/seller-portal/coupons', seller.token)).json(),
    );
    expect(list.coupons.map((c) => c.code)).toEqual(['DIWALI20']);
  });

  it('names each broken rule on its field', async () => {
    const bad = async (change: Partial<SellerCouponInput>) => {
      const res = await call('POST', '/api/seller-portal/coupons', seller.token, {
        ...base('RULES1'),
        ...change,
      });
      return { status: res.statusCode, ...(res.json() as { error: string; field?: string }) };
    };
    expect(await bad({ code: 'a b' })).toMatchObject({ status: 400, error: M.codeFormat });
    expect(await bad({ name: ' ' })).toMatchObject({ status: 400, error: M.nameRequired });
    expect(await bad({ discountValue: 120 })).toMatchObject({ status: 400, error: M.percentRange });
    expect(await bad({ discountType: 'fixed', discountValue: 0.001 })).toMatchObject({
      error: M.amountRange,
    });
    expect(await bad({ endsOn: inDays(-1) })).toMatchObject({ status: 400, error: M.endsBeforeStart });
    expect(await bad({ startsOn: '1 Nov' })).toMatchObject({ status: 400, error: M.dateFormat });
    expect(await bad({ usageLimit: 0 })).toMatchObject({ status: 400, error: M.limitRange });
    expect(await bad({ productIds: ['sc_theirs'] })).toMatchObject({
      status: 400,
      error: M.productsNotYours,
    });
    expect(await bad({ code: 'diwali20' })).toMatchObject({ status: 409, error: M.codeTaken, field: 'code' });
    // A code of another seller's is as taken as one's own: codes are unique on Haat.
    await call('POST', '/api/seller-portal/coupons', other.token, { ...base('THEIRS5'), productIds: [] });
    expect(await bad({ code: 'THEIRS5' })).toMatchObject({ status: 409, error: M.codeTaken });
    const free = await call('POST', '/api/seller-portal/coupons', seller.token, {
      ...base('SHIPFREE'),
      discountType: 'free_shipping',
      discountValue: 999,
      startsOn: inDays(2),
      endsOn: inDays(3),
    });
    expect(sellerCouponResponseSchema.parse(free.json()).coupon).toMatchObject({
      discountValue: 0,
      state: 'scheduled',
    });
  });

  it('another seller reaches nothing of this seller’s coupons', async () => {
    const { coupon } = sellerCouponResponseSchema.parse(
      (
        await call('POST', '/api/seller-portal/coupons', seller.token, {
          ...base('MINEONLY'),
          productIds: [],
        })
      ).json(),
    );
    const url = `/api/seller-portal/coupons/${coupon.id}`;
    expect((await call('GET', url, other.token)).statusCode).toBe(404);
    expect((await call('PUT', url, other.token, { ...base('STOLEN'), productIds: [] })).statusCode).toBe(404);
    expect((await call('PATCH', url, other.token, { isActive: false })).statusCode).toBe(404);
    const theirs = sellerCouponsResponseSchema.parse(
      (await call('GET', '/api/seller-portal/coupons', other.token)).json(),
    );
    expect(theirs.coupons.map((c) => c.code)).toEqual(['THEIRS5']);
    expect(
      sellerCouponResponseSchema.parse((await call('GET', url, seller.token)).json()).coupon.isActive,
    ).toBe(true);
  });

  it('the return policy: the default until set, then the seller’s, promised on the product page', async () => {
    const url = '/api/seller-portal/return-policy';
    expect((await call('GET', url, seller.token)).json()).toEqual({
      success: true,
      policy: DEFAULT_RETURN_POLICY,
    });
    const policy = { ...DEFAULT_RETURN_POLICY, returnWindow: 15, returnShippingPaidBy: 'seller' as const };
    const put = await call('PUT', url, seller.token, policy);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ success: true, policy });
    expect((await call('GET', url, other.token)).json()).toMatchObject({ policy: { returnWindow: 7 } });
    const page = await t.app.inject({ method: 'GET', url: '/api/products/sc_mine1' });
    expect(page.json()).toMatchObject({
      product: { returnPolicy: { windowDays: 15, returnShippingPaidBy: 'seller' } },
    });
    expect((await call('PUT', url, seller.token, { ...policy, returnWindow: 91 })).statusCode).toBe(400);
    expect((await call('PUT', url, seller.token, { ...policy, acceptedReasons: [] })).statusCode).toBe(400);
  });
});
