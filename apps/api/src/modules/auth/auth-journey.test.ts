// The account journey through the API as the pages make it: sign up with the OTP from the dev outbox, sign in,
// read the profile, rotate and replay refresh tokens, log out; and the forgot-password journey.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '@haat/domain/auth/auth-messages';
import { loginResponseSchema, refreshTokenResponseSchema } from '@haat/domain/auth/auth.schema';
import { profileResponseSchema } from '@haat/domain/auth/profile.schema';
import { outboxResponseSchema } from '@haat/domain/mail/outbox.schema';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { bearer, createCustomer, signIn } from '../users/users.test-support.ts';
import { PASSWORD_CHANGED_SUBJECT } from './password-reset.service.ts';

const JWT_SECRET = 'journey-secret-0123456789abcdefghijklmnopqrstuvwxyz';

describe(`account journeys (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ JWT_SECRET, AUTH_RATE_LIMIT_MAX: '10000', MAIL_WORKER_INTERVAL_MS: '0' });
  });
  afterAll(() => t?.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const profile = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });
  const outbox = async (to: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
    return outboxResponseSchema.parse(res.json()).messages;
  };
  const latestOtp = async (to: string) => {
    const code = /\b(\d{6})\b/.exec((await outbox(to))[0]?.text ?? '')?.[1];
    if (!code) throw new Error(`no OTP mailed to ${to}`);
    return code;
  };

  it('signs up with the mailed OTP, signs in, reads the profile, rotates, detects replay and logs out', async () => {
    const email = 'Meera.Iyer@Example.in';
    const sent = await post('/api/auth/send-otp', {
      email,
      type: 'signup',
      role: 'customer',
      phone: '98450 12345',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ success: true, message: M.otpSent });
    const [mail] = await outbox('meera.iyer@example.in');
    expect(mail?.subject).toContain('verification code');
    const otp = await latestOtp(email);

    expect((await post('/api/auth/verify-otp', { email, otp, type: 'signup' })).json()).toEqual({
      success: true,
      message: M.otpVerified,
    });
    const registered = await post('/api/users/register', {
      fullName: 'Meera Iyer',
      phone: '+91 98450 12345',
      email,
      password: 'chai-and-rain',
    });
    expect(registered.statusCode).toBe(201);
    const { userId } = registered.json() as { userId: string };
    expect(registered.json()).toEqual({
      success: true,
      message: M.accountCreated,
      userId: expect.any(String),
    });

    const login = await post('/api/users/login', {
      email: 'meera.iyer@example.in',
      password: 'chai-and-rain',
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const session = loginResponseSchema.parse(login.json());
    expect(session).toMatchObject({
      userId,
      user: {
        id: userId,
        _id: userId,
        fullName: 'Meera Iyer',
        email: 'meera.iyer@example.in',
        phone: '+919845012345',
      },
    });

    const me = await profile(session.token);
    expect(me.statusCode).toBe(200);
    expect(profileResponseSchema.parse(me.json())).toMatchObject({
      success: true,
      profile: { id: userId, fullName: 'Meera Iyer', email: 'meera.iyer@example.in', role: 'customer' },
      addresses: [],
    });

    const rotated = await post('/api/auth/refresh-token', { refreshToken: session.refreshToken });
    expect(rotated.statusCode).toBe(200);
    const next = refreshTokenResponseSchema.parse(rotated.json());
    expect(next.refreshToken).not.toBe(session.refreshToken);
    expect((await profile(next.token)).statusCode).toBe(200);

    // Replaying the used token is theft: 401, and the whole family dies with it.
    const replay = await post('/api/auth/refresh-token', { refreshToken: session.refreshToken });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ success: false, error: M.sessionExpired, code: 'SESSION_EXPIRED' });
    expect((await post('/api/auth/refresh-token', { refreshToken: next.refreshToken })).statusCode).toBe(401);
    expect((await profile(next.token)).statusCode).toBe(401);
    expect((await profile(session.token)).json()).toEqual({
      success: false,
      error: M.unauthorized,
      code: 'UNAUTHORIZED',
    });

    const again = loginResponseSchema.parse(
      (await post('/api/users/login', { phone: '9845012345', password: 'chai-and-rain' })).json(),
    );
    expect((await profile(again.token)).statusCode).toBe(200);
    const logout = await post('/api/auth/logout', {}, bearer(again.token));
    expect(logout.json()).toEqual({ success: true, message: M.loggedOut });
    expect((await profile(again.token)).statusCode).toBe(401);
    expect((await post('/api/auth/refresh-token', { refreshToken: again.refreshToken })).statusCode).toBe(
      401,
    );
  });

  it('resets a forgotten password: old password fails, new one works, every other session ends', async () => {
    const customer = await createCustomer(t.database.db, { password: 'old-password' });
    const email = customer.user.email;
    const otherDevice = await signIn(t.app, customer);
    expect((await profile(otherDevice.token)).statusCode).toBe(200);

    const sent = await post('/api/auth/send-otp', {
      email: email.toUpperCase(),
      type: 'reset',
      role: 'customer',
    });
    expect(sent.json()).toEqual({ success: true, message: M.resetOtpSent });
    const otp = await latestOtp(email);
    expect((await post('/api/auth/verify-otp', { email, otp, type: 'reset' })).statusCode).toBe(200);
    const reset = await post('/api/auth/reset-password', { email, newPassword: 'new-password' });
    expect(reset.json()).toEqual({ success: true, message: M.passwordReset });

    expect((await profile(otherDevice.token)).statusCode).toBe(401);
    expect(
      (await post('/api/auth/refresh-token', { refreshToken: otherDevice.refreshToken })).statusCode,
    ).toBe(401);
    const oldLogin = await post('/api/users/login', { email, password: 'old-password' });
    expect(oldLogin.statusCode).toBe(401);
    expect(oldLogin.json()).toEqual({
      success: false,
      error: M.invalidCredentials,
      code: 'INVALID_CREDENTIALS',
    });
    expect((await post('/api/users/login', { email, password: 'new-password' })).statusCode).toBe(200);
    expect((await outbox(email))[0]?.subject).toBe(PASSWORD_CHANGED_SUBJECT);

    // The verification was used up: a second reset needs a new code.
    const second = await post('/api/auth/reset-password', { email, newPassword: 'third-password' });
    expect(second.statusCode).toBe(403);
    expect(second.json()).toEqual({
      success: false,
      error: M.resetVerificationRequired,
      code: 'RESET_VERIFICATION_REQUIRED',
    });
  });

  it('answers a reset for an unknown address exactly like one for a customer, and mails nobody', async () => {
    const customer = await createCustomer(t.database.db);
    const known = await post('/api/auth/send-otp', {
      email: customer.user.email,
      type: 'reset',
      role: 'customer',
    });
    const unknown = await post('/api/auth/send-otp', {
      email: 'nobody@example.in',
      type: 'reset',
      role: 'customer',
    });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await outbox('nobody@example.in')).toEqual([]);
    expect(await outbox(customer.user.email)).toHaveLength(1);

    // A second request within the minute is refused alike, and any code is wrong alike.
    const [knownAgain, unknownAgain] = [
      await post('/api/auth/send-otp', { email: customer.user.email, type: 'reset', role: 'customer' }),
      await post('/api/auth/send-otp', { email: 'nobody@example.in', type: 'reset', role: 'customer' }),
    ];
    expect([knownAgain.statusCode, unknownAgain.statusCode]).toEqual([429, 429]);
    expect(unknownAgain.json()).toEqual(knownAgain.json());
    const guess = { otp: '123456', type: 'reset' };
    const [knownGuess, unknownGuess] = [
      await post('/api/auth/verify-otp', { email: customer.user.email, ...guess }),
      await post('/api/auth/verify-otp', { email: 'nobody@example.in', ...guess }),
    ];
    expect(unknownGuess.statusCode).toBe(400);
    expect(unknownGuess.json()).toEqual(knownGuess.json());
    expect(
      (await post('/api/auth/reset-password', { email: 'nobody@example.in', newPassword: 'whatever1' }))
        .statusCode,
    ).toBe(403);
  });
});
