// Sign-in and registration through the API: one answer for every wrong credential, the per-(account, address) and
// per-IP throttles (client-set X-Forwarded-For is not trusted), the verification flag, and every message of
// docs/behaviour/auth.md#validation.
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES as M } from '@haat/domain/auth/auth-messages';
import { LOGIN_THROTTLE } from '@haat/domain/auth/login-throttle';
import { users } from '../../db/schema/users.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords.ts';
import type * as Passwords from '../auth/passwords.ts';
import { bearer, createCustomer, signIn } from './users.test-support.ts';

// Pass-through spies: the real argon2 checks run, and the test can see which one did.
vi.mock('../auth/passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>();
  return {
    ...real,
    verifyAgainstDummy: vi.fn(real.verifyAgainstDummy),
    verifyPassword: vi.fn(real.verifyPassword),
  };
});

const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe(`sign-in and registration (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '10000', MAIL_WORKER_INTERVAL_MS: '0' });
  });
  afterAll(() => t?.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const login = (payload: unknown, headers: Record<string, string> = {}) =>
    post('/api/users/login', payload, headers);
  const invalid = { success: false, error: M.invalidCredentials, code: 'INVALID_CREDENTIALS' };

  it('stores an argon2id hash, never the password', async () => {
    const customer = await createCustomer(t.database.db, { password: 'plain-secret' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain('plain-secret');
  });

  it('signs in by e-mail in any case, or by phone however it is typed', async () => {
    const customer = await createCustomer(t.database.db, {
      email: 'kavya@example.in',
      phone: '+919811122233',
    });
    for (const payload of [
      { email: ' KAVYA@example.in ', password: customer.password },
      { phone: '9811122233', password: customer.password },
      { phone: '+91 98111-22233', password: customer.password },
      { phone: '09811122233', password: customer.password },
    ]) {
      const res = await login(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        userId: customer.user.id,
        user: { fullName: 'Asha Verma' },
      });
    }
  });

  it('answers a wrong password, an unknown e-mail and an unknown phone alike', async () => {
    const customer = await createCustomer(t.database.db);
    const answers = [
      await login({ email: customer.user.email, password: 'wrong-password' }),
      await login({ email: 'nobody-here@example.in', password: 'wrong-password' }),
      await login({ phone: '+919999999999', password: 'wrong-password' }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(invalid);
    }
  });

  it('checks a dummy argon2 hash when there is no account, so timing does not tell (one check per attempt)', async () => {
    const customer = await createCustomer(t.database.db);
    vi.mocked(verifyAgainstDummy).mockClear();
    vi.mocked(verifyPassword).mockClear();
    await login({ email: 'dummy-nobody@example.in', password: 'x' });
    await login({ phone: '+919000000001', password: 'x' });
    expect(vi.mocked(verifyAgainstDummy)).toHaveBeenCalledTimes(2);
    expect(vi.mocked(verifyPassword)).not.toHaveBeenCalled();
    await login({ email: customer.user.email, password: 'x' });
    expect(vi.mocked(verifyPassword)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(verifyAgainstDummy)).toHaveBeenCalledTimes(2);
  });

  // The throttle in full, guesser and owner, is in auth/login-throttle.test.ts.
  it('slows the client address after 5 quick failures whatever X-Forwarded-For says, and only that pair', async () => {
    const customer = await createCustomer(t.database.db);
    const other = await createCustomer(t.database.db);
    for (let i = 0; i < LOGIN_THROTTLE.pairFreeFailures; i += 1) {
      const res = await login(
        { email: customer.user.email, password: `guess-${i}` },
        { 'x-forwarded-for': randomIp() },
      );
      expect(res.statusCode).toBe(401);
    }
    // The right password, by phone, from "another" forwarded address: the same client, so it waits.
    const sixth = await login(
      { phone: customer.user.phone, password: customer.password },
      { 'x-forwarded-for': randomIp() },
    );
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      success: false,
      error: M.tooManyAttempts,
      code: 'TOO_MANY_ATTEMPTS',
      retryAfterSeconds: 1,
    });
    expect(sixth.headers['retry-after']).toBe('1');
    expect((await login({ email: other.user.email, password: other.password })).statusCode).toBe(200);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: customer.user.email, password: customer.password },
      remoteAddress: randomIp(),
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('slows unknown accounts too, and a successful sign-in starts the pair over', async () => {
    const free = LOGIN_THROTTLE.pairFreeFailures;
    for (let i = 0; i < free; i += 1) await login({ email: 'ghost@example.in', password: 'x' });
    expect((await login({ email: 'ghost@example.in', password: 'x' })).statusCode).toBe(429);

    const customer = await createCustomer(t.database.db);
    for (let i = 0; i < free - 1; i += 1) await login({ email: customer.user.email, password: 'x' });
    expect((await login({ email: customer.user.email, password: customer.password })).statusCode).toBe(200);
    for (let i = 0; i < free; i += 1) {
      expect((await login({ email: customer.user.email, password: 'x' })).statusCode).toBe(401);
    }
    expect((await login({ email: customer.user.email, password: 'x' })).statusCode).toBe(429);
  });

  it('asks for the e-mail OTP before registering (requiresOtpVerification)', async () => {
    const res = await post('/api/users/register', {
      fullName: 'Rohan Das',
      phone: '9876501234',
      email: 'rohan@example.in',
      password: 'secret12',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      success: false,
      error: M.emailVerificationRequired,
      code: 'EMAIL_VERIFICATION_REQUIRED',
      requiresOtpVerification: true,
    });
  });

  it('refuses a taken phone or e-mail at registration and keeps the verification for a corrected try', async () => {
    const existing = await createCustomer(t.database.db, {
      phone: '+919812311111',
      email: 'first@example.in',
    });
    const email = 'second@example.in';
    await post('/api/auth/send-otp', { email, type: 'signup', role: 'customer', phone: '9812322222' });
    const outbox = (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${email}` })).json() as {
      messages: { text: string }[];
    };
    const otp = /\b(\d{6})\b/.exec(outbox.messages[0]?.text ?? '')?.[1] ?? '';
    expect((await post('/api/auth/verify-otp', { email, otp, type: 'signup' })).statusCode).toBe(200);

    const body = { fullName: 'Second Person', email, password: 'secret12' };
    const phoneTaken = await post('/api/users/register', { ...body, phone: '98123 11111' });
    expect(phoneTaken.statusCode).toBe(409);
    expect(phoneTaken.json()).toEqual({
      success: false,
      error: M.phoneExists,
      code: 'PHONE_EXISTS',
      field: 'phone',
    });
    const created = await post('/api/users/register', { ...body, phone: '9812322222' });
    expect(created.statusCode).toBe(201);
    const emailTaken = await post('/api/users/register', {
      ...body,
      email: existing.user.email.toUpperCase(),
      phone: '9812333333',
    });
    expect(emailTaken.statusCode).toBe(409);
    expect(emailTaken.json()).toMatchObject({ error: M.emailExists, field: 'email' });
    // The verification was used: the same address cannot register twice.
    expect((await post('/api/users/register', { ...body, phone: '9812344444' })).statusCode).toBe(409);
  });

  it('answers the profile only with a valid bearer token', async () => {
    const customer = await createCustomer(t.database.db, { fullName: 'Ishaan Gupta' });
    const session = await signIn(t.app, customer);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: bearer(session.token),
    });
    expect(res.json()).toMatchObject({
      profile: { fullName: 'Ishaan Gupta', avatar: null, address: null },
      addresses: [],
    });
    expect(res.headers['cache-control']).toBe('no-store');
    for (const headers of [
      {},
      { authorization: 'Basic abc' },
      { authorization: 'Bearer' },
      bearer('not.a.jwt'),
    ]) {
      const denied = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers });
      expect(denied.statusCode).toBe(401);
      expect(denied.json()).toEqual({ success: false, error: M.unauthorized, code: 'UNAUTHORIZED' });
    }
  });

  const valid = {
    login: { email: 'a@b.in', password: 'secret' },
    register: { fullName: 'Asha Verma', phone: '9876543210', email: 'asha@example.in', password: 'secret1' },
    verify: { email: 'a@b.in', otp: '123456', type: 'reset' },
    reset: { email: 'a@b.in', newPassword: 'secret1' },
    sendOtp: { email: 'a@b.in', type: 'reset', role: 'customer' },
  };
  it.each([
    ['/api/users/login', { password: 'x' }, M.emailRequired, 'email'],
    ['/api/users/login', { email: '', password: 'x' }, M.emailRequired, 'email'],
    ['/api/users/login', { email: 'not-an-email', password: 'x' }, M.emailInvalid, 'email'],
    ['/api/users/login', { phone: '', password: 'x' }, M.phoneRequired, 'phone'],
    ['/api/users/login', { phone: '12345', password: 'x' }, M.phoneInvalid, 'phone'],
    ['/api/users/login', { phone: '+91 98765 4321x', password: 'x' }, M.phoneInvalid, 'phone'],
    ['/api/users/login', { email: 'a@b.in' }, M.passwordRequired, 'password'],
    ['/api/users/login', { ...valid.login, password: '' }, M.passwordRequired, 'password'],
    ['/api/users/register', { ...valid.register, fullName: '  ' }, M.fullNameRequired, 'fullName'],
    ['/api/users/register', { ...valid.register, fullName: undefined }, M.fullNameRequired, 'fullName'],
    ['/api/users/register', { ...valid.register, phone: '' }, M.phoneRequired, 'phone'],
    ['/api/users/register', { ...valid.register, phone: '98765' }, M.phoneInvalid, 'phone'],
    ['/api/users/register', { ...valid.register, email: '' }, M.emailRequired, 'email'],
    ['/api/users/register', { ...valid.register, email: 'asha@' }, M.emailInvalid, 'email'],
    ['/api/users/register', { ...valid.register, password: '' }, M.passwordRequired, 'password'],
    ['/api/users/register', { ...valid.register, password: '12345' }, M.passwordTooShort, 'password'],
    ['/api/auth/send-otp', { ...valid.sendOtp, email: '' }, M.emailRequired, 'email'],
    ['/api/auth/send-otp', { ...valid.sendOtp, email: 'a@b' }, M.emailInvalid, 'email'],
    ['/api/auth/send-otp', { ...valid.sendOtp, type: 'signup', phone: '123' }, M.phoneInvalid, 'phone'],
    ['/api/auth/verify-otp', { ...valid.verify, email: 'x' }, M.emailInvalid, 'email'],
    ['/api/auth/verify-otp', { ...valid.verify, otp: '' }, M.otpRequired, 'otp'],
    ['/api/auth/verify-otp', { ...valid.verify, otp: undefined }, M.otpRequired, 'otp'],
    ['/api/auth/verify-otp', { ...valid.verify, otp: '12345' }, M.otpSixDigits, 'otp'],
    ['/api/auth/verify-otp', { ...valid.verify, otp: '12a456' }, M.otpSixDigits, 'otp'],
    ['/api/auth/reset-password', { ...valid.reset, email: '' }, M.emailRequired, 'email'],
    ['/api/auth/reset-password', { ...valid.reset, newPassword: '' }, M.newPasswordRequired, 'newPassword'],
    [
      '/api/auth/reset-password',
      { ...valid.reset, newPassword: undefined },
      M.newPasswordRequired,
      'newPassword',
    ],
    ['/api/auth/reset-password', { ...valid.reset, newPassword: '12345' }, M.passwordTooShort, 'newPassword'],
    ['/api/auth/refresh-token', {}, M.noRefreshToken, 'refreshToken'],
  ])('%s %j → 400 %s', async (url, payload, error, field) => {
    const res = await post(url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error, code: 'VALIDATION_FAILED', field });
  });
});

describe(`per-IP limit of the account forms (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '3', MAIL_WORKER_INTERVAL_MS: '0' });
  });
  afterAll(() => t?.close());

  it('limits sign-in attempts per client address; forwarding headers are not trusted without TRUST_PROXY', async () => {
    const ip = randomIp();
    const attempt = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email, password: 'x' },
        remoteAddress: ip,
        headers: { 'x-forwarded-for': randomIp() },
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt(`spray${i}@example.in`)).statusCode).toBe(401);
    const limited = await attempt('spray9@example.in');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, error: M.tooManyAttempts, code: 'TOO_MANY_ATTEMPTS' });
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'spray9@example.in', password: 'x' },
      remoteAddress: randomIp(),
    });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('limits OTP sending per client address', async () => {
    const ip = randomIp();
    const send = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/send-otp',
        payload: { email: `many${i}@example.in`, type: 'reset', role: 'customer' },
        remoteAddress: ip,
      });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await send(i)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
