// The seller portal's calls through app.inject (docs/behaviour/seller-portal.md): sign-up with both codes into
// pending review, the identity checks, sign-in by e-mail or phone, approval, API keys issued, rotated and revoked,
// and the separation from shoppers' tokens, the seller API's keys and other sellers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELLER_ERROR_CODES, SELLER_MESSAGES as M } from '@haat/domain/sellers/seller-portal-messages';
import {
  sellerIssuedKeyResponseSchema,
  sellerKeysResponseSchema,
  sellerMeResponseSchema,
  sellerSessionResponseSchema,
} from '@haat/domain/sellers/seller-portal.schema';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { approve, latestCode, PASSWORD, registration, signUpSeller } from './seller-portal.test-support.ts';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe(`seller portal (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '10000', MAIL_WORKER_INTERVAL_MS: '0' });
  });
  afterAll(() => t?.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  it('signs up with both codes into pending review, with the city and state from the pincode directory', async () => {
    const { token, sellerId } = await signUpSeller(t, 1);
    const me = sellerMeResponseSchema.parse((await get('/api/seller-portal/me', token)).json());
    expect(me.seller).toMatchObject({
      id: sellerId,
      status: 'pending_review',
      businessName: 'Kala Handlooms 1',
      pincode: '400050',
      state: 'Maharashtra',
      email: 'seller1@example.in',
      bank: { accountLast4: '7890', ifsc: 'SBIN0000300' },
    });
    expect(me.seller.city).not.toBe('');
    // The full account number never leaves the server.
    expect(JSON.stringify(me)).not.toContain('001234567890');
  });

  it('refuses registration until both the e-mail and the phone are verified', async () => {
    const body = registration(2);
    await post('/api/seller-portal/codes', { email: body.email, phone: body.phone });
    const noCodes = await post('/api/seller-portal/register', body);
    expect(noCodes.statusCode).toBe(403);
    expect(noCodes.json()).toMatchObject({ code: SELLER_ERROR_CODES.emailNotVerified });
    const otp = await latestCode(t, body.email);
    await post('/api/seller-portal/codes/verify', {
      channel: 'email',
      email: body.email,
      phone: body.phone,
      otp,
    });
    const emailOnly = await post('/api/seller-portal/register', body);
    expect(emailOnly.json()).toMatchObject({ code: SELLER_ERROR_CODES.phoneNotVerified });
  });

  it('answers a wrong code 400 and leaves the right one usable', async () => {
    const body = registration(3);
    await post('/api/seller-portal/codes', { email: body.email, phone: body.phone });
    const otp = await latestCode(t, body.phone);
    const wrong = otp === '000000' ? '111111' : '000000';
    const bad = await post('/api/seller-portal/codes/verify', {
      channel: 'phone',
      email: body.email,
      phone: body.phone,
      otp: wrong,
    });
    expect(bad.statusCode).toBe(400);
    const good = await post('/api/seller-portal/codes/verify', {
      channel: 'phone',
      email: body.email,
      phone: body.phone,
      otp,
    });
    expect(good.statusCode).toBe(200);
  });

  it.each([
    ['gstin', { gstin: '27AAPFU0939F1ZA' }, M.gstinChecksum],
    ['gstin', { gstin: '27AAPFU0939F1Z' }, M.gstinFormat],
    ['pan', { gstin: '27AAPFU0939F1ZV', pan: 'AAPFU0940F' }, M.panMismatch],
    ['pan', { pan: 'AAPXU0939F' }, M.panFormat],
    ['ifsc', { ifsc: 'SBIN1000300' }, M.ifscFormat],
    ['accountNumber', { accountNumber: '12ab' }, M.accountNumberFormat],
    ['pincode', { pincode: '012345' }, M.pincodeFormat],
  ])('refuses a bad %s with its message, never a 500', async (_field, change, message) => {
    const body = registration(4);
    const res = await post('/api/seller-portal/register', {
      ...body,
      business: { ...body.business, ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
  });

  it('refuses a pincode the directory does not hold, and a taken e-mail, phone or GSTIN', async () => {
    const body = registration(1);
    const taken = await post('/api/seller-portal/codes', { email: body.email, phone: '+919000000001' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: SELLER_ERROR_CODES.emailTaken });
    const sameGstin = registration(5);
    const res = await post('/api/seller-portal/register', {
      ...sameGstin,
      business: { ...sameGstin.business, gstin: body.business.gstin, pan: body.business.pan },
    });
    expect(res.json()).toMatchObject({ code: SELLER_ERROR_CODES.gstinTaken });
    const unknownPin = await post('/api/seller-portal/register', {
      ...sameGstin,
      business: { ...sameGstin.business, pincode: '999999' },
    });
    expect(unknownPin.statusCode).toBe(422);
    expect(unknownPin.json()).toMatchObject({ code: SELLER_ERROR_CODES.pincodeUnknown });
  });

  it('signs in with the e-mail or the phone in any spelling; a wrong password is refused alike', async () => {
    const body = registration(1);
    for (const login of ['Seller1@Example.in', body.phone, `0${body.phone.slice(3)}`]) {
      const res = await post('/api/seller-portal/login', { login, password: PASSWORD });
      expect(res.statusCode, login).toBe(200);
      sellerSessionResponseSchema.parse(res.json());
    }
    const wrong = await post('/api/seller-portal/login', { login: body.email, password: 'nope-nope' });
    const unknown = await post('/api/seller-portal/login', {
      login: 'nobody@example.in',
      password: PASSWORD,
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('a pending seller cannot issue API keys; once approved it issues, rotates and revokes its own', async () => {
    const { token, sellerId } = await signUpSeller(t, 6);
    const early = await post('/api/seller-portal/keys', {}, bearer(token));
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ code: SELLER_ERROR_CODES.notApproved });

    await approve(t, sellerId);
    const first = sellerIssuedKeyResponseSchema.parse(
      (await post('/api/seller-portal/keys', {}, bearer(token))).json(),
    );
    // The key opens the seller API (the seller's own orders) at once.
    const orders = await t.app.inject({
      method: 'GET',
      url: '/api/seller/orders',
      headers: bearer(first.key),
    });
    expect(orders.statusCode).toBe(200);

    const rotated = sellerIssuedKeyResponseSchema.parse(
      (await post('/api/seller-portal/keys/rotate', {}, bearer(token))).json(),
    );
    expect(rotated.revoked).toBe(1);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/seller/orders', headers: bearer(first.key) }))
        .statusCode,
    ).toBe(401);

    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/seller-portal/keys/${rotated.keyPrefix}`,
      headers: bearer(token),
    });
    expect(revoke.statusCode).toBe(200);
    const keys = sellerKeysResponseSchema.parse((await get('/api/seller-portal/keys', token)).json()).keys;
    expect(keys).toHaveLength(2);
    expect(keys.every((k) => k.revokedAt !== null)).toBe(true);
    // The key shown once is stored nowhere the seller can read it again.
    expect(JSON.stringify(keys)).not.toContain(rotated.key);
  });

  it('a seller reaches nothing of another seller: their keys cannot be revoked or listed', async () => {
    const a = await signUpSeller(t, 7);
    const b = await signUpSeller(t, 8);
    await approve(t, a.sellerId);
    await approve(t, b.sellerId);
    const bKey = sellerIssuedKeyResponseSchema.parse(
      (await post('/api/seller-portal/keys', {}, bearer(b.token))).json(),
    );
    const steal = await t.app.inject({
      method: 'DELETE',
      url: `/api/seller-portal/keys/${bKey.keyPrefix}`,
      headers: bearer(a.token),
    });
    expect(steal.statusCode).toBe(404);
    const aKeys = sellerKeysResponseSchema.parse((await get('/api/seller-portal/keys', a.token)).json()).keys;
    expect(aKeys.map((k) => k.keyPrefix)).not.toContain(bKey.keyPrefix);
    const me = sellerMeResponseSchema.parse((await get('/api/seller-portal/me', a.token)).json());
    expect(me.seller.id).toBe(a.sellerId);
  });

  it('portal tokens, shoppers’ tokens and seller API keys open only their own routes', async () => {
    const { token, sellerId } = await signUpSeller(t, 9);
    await approve(t, sellerId);
    const { key } = sellerIssuedKeyResponseSchema.parse(
      (await post('/api/seller-portal/keys', {}, bearer(token))).json(),
    );
    expect((await get('/api/users/profile', token)).statusCode).toBe(401);
    expect((await get('/api/seller/orders', token)).statusCode).toBe(401);
    expect((await get('/api/seller-portal/me', key)).statusCode).toBe(401);
    expect((await get('/api/seller-portal/me')).statusCode).toBe(401);
  });

  it('signing out ends the session', async () => {
    const res = await post('/api/seller-portal/login', { login: registration(1).email, password: PASSWORD });
    const { token } = sellerSessionResponseSchema.parse(res.json());
    expect((await post('/api/seller-portal/logout', {}, bearer(token))).statusCode).toBe(200);
    expect((await get('/api/seller-portal/me', token)).statusCode).toBe(401);
  });

  it('a rejected seller reads the reason', async () => {
    const { token, sellerId } = await signUpSeller(t, 10);
    const res = await post(`/api/dev/sellers/${sellerId}/review`, {
      approve: false,
      reason: 'The GSTIN is cancelled',
    });
    expect(res.statusCode).toBe(200);
    const me = sellerMeResponseSchema.parse((await get('/api/seller-portal/me', token)).json());
    expect(me.seller).toMatchObject({ status: 'rejected', reviewNote: 'The GSTIN is cancelled' });
  });

  it('answers CORS for the seller portal’s origin only', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/seller-portal/login',
      headers: { origin: t.config.sellerOrigin, 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(t.config.sellerOrigin);
    expect(preflight.headers['access-control-allow-headers']).toContain('authorization');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/site-config',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    // Product pictures may be shown by the portal's origin; other answers keep helmet's same-origin policy.
    const picture = await t.app.inject({ method: 'GET', url: '/api/images/products/prd_nobody.svg' });
    expect(picture.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const photo = await t.app.inject({ method: 'GET', url: '/api/uploads/products/nobody.png' });
    expect(photo.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const reviewPhoto = await t.app.inject({ method: 'GET', url: '/api/uploads/reviews/nobody.png' });
    expect(reviewPhoto.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(other.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
