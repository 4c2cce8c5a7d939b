// Issue 22 item 3, as the guesser and the owner live it: wrong passwords from one address slow only that address
// (waits that double, 429 with Retry-After), the owner gets in at once from another address by password and from
// anywhere by e-mailed code, and a guess spread over many addresses stops at the account's daily limit, which the
// code still gets past. The clock is faked (Date only), so no test waits for real.
import { randomInt } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES as M } from '@haat/domain/auth/auth-messages';
import { LOGIN_THROTTLE as P } from '@haat/domain/auth/login-throttle';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { codeIn, outboxFor } from '../account/account.test-support.ts';
import { createCustomer, type TestCustomer } from '../users/users.test-support.ts';
import { verifyAgainstDummy, verifyPassword } from './passwords.ts';
import type * as Passwords from './passwords.ts';

// Pass-through spies: the real argon2 checks run, and the test sees that a refused attempt spends none.
vi.mock('./passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>();
  return {
    ...real,
    verifyAgainstDummy: vi.fn(real.verifyAgainstDummy),
    verifyPassword: vi.fn(real.verifyPassword),
  };
});

const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const throttled = (retryAfterSeconds: number) => ({
  success: false,
  error: M.tooManyAttempts,
  code: 'TOO_MANY_ATTEMPTS',
  retryAfterSeconds,
});

describe(`password sign-in throttle and sign-in by code (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '100000', MAIL_WORKER_INTERVAL_MS: '0' });
  });
  afterAll(() => t?.close());
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date());
  });
  afterEach(() => vi.useRealTimers());

  const later = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);
  const post = (url: string, payload: object, ip: string) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
  const password = (who: TestCustomer | string, pass: string, ip: string) =>
    post('/api/users/login', { email: typeof who === 'string' ? who : who.user.email, password: pass }, ip);
  const wrong = (who: TestCustomer | string, ip: string) => password(who, `guess-${randomInt(1e9)}`, ip);
  /** The owner asks for a code and signs in with it from `ip`. */
  const signInByCode = async (customer: TestCustomer, ip: string) => {
    const email = customer.user.email;
    const sent = await post('/api/auth/send-otp', { email, type: 'login', role: 'customer' }, ip);
    expect(sent.statusCode).toBe(200);
    const mails = await outboxFor(t.database.db, email);
    expect(mails.at(-1)?.subject).toBe('Your Haat sign-in code');
    return post('/api/users/login-otp', { email, otp: codeIn(mails.at(-1)) }, ip);
  };
  /** Ten wrong passwords from `ip`, each as soon as the previous wait allows; answers the waits asked for. */
  const tenWrong = async (who: TestCustomer | string, ip: string) => {
    const waits: number[] = [];
    for (let failures = 0; failures < 10;) {
      const res = await wrong(who, ip);
      if (res.statusCode === 429) {
        const wait = Number(res.headers['retry-after']);
        expect(res.json()).toEqual(throttled(wait));
        waits.push(wait);
        later(wait);
        continue;
      }
      expect(res.statusCode).toBe(401);
      failures += 1;
    }
    return waits;
  };

  it('the guesser at A: five quick failures, then each guess waits twice as long, and a refusal spends no hash', async () => {
    const owner = await createCustomer(t.database.db);
    const a = freshIp();
    expect(await tenWrong(owner, a)).toEqual([1, 2, 4, 8, 16]);
    vi.mocked(verifyPassword).mockClear();
    vi.mocked(verifyAgainstDummy).mockClear();
    const next = await wrong(owner, a);
    expect(next.statusCode).toBe(429);
    expect(next.headers['retry-after']).toBe('32');
    later(31);
    expect((await wrong(owner, a)).headers['retry-after']).toBe('1');
    expect(vi.mocked(verifyPassword)).not.toHaveBeenCalled();
    expect(vi.mocked(verifyAgainstDummy)).not.toHaveBeenCalled();
    later(1);
    expect((await wrong(owner, a)).statusCode).toBe(401);
    const after11 = await wrong(owner, a);
    expect(after11.json()).toEqual(throttled(64));
    // The right password from A waits too: A cannot tell the owner from the guesser.
    expect((await password(owner, owner.password, a)).statusCode).toBe(429);
  });

  it('the owner at B signs in at once by password while A waits, and that does not free A', async () => {
    const owner = await createCustomer(t.database.db);
    const a = freshIp();
    await tenWrong(owner, a);
    const b = freshIp();
    const res = await password(owner, owner.password, b);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, userId: owner.user.id });
    expect((await wrong(owner, a)).statusCode).toBe(429);
  });

  it('the owner signs in at once by e-mailed code, even from A while A waits; that sign-in starts A over', async () => {
    const owner = await createCustomer(t.database.db);
    const a = freshIp();
    await tenWrong(owner, a);
    expect((await password(owner, owner.password, a)).statusCode).toBe(429);
    const res = await signInByCode(owner, a);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      success: true,
      userId: owner.user.id,
      user: { email: owner.user.email },
    });
    expect((await password(owner, owner.password, a)).statusCode).toBe(200);
  });

  it('a right password starts its own pair over, so a typo streak never builds up', async () => {
    const owner = await createCustomer(t.database.db);
    const b = freshIp();
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < P.pairFreeFailures - 1; i += 1)
        expect((await wrong(owner, b)).statusCode).toBe(401);
      expect((await password(owner, owner.password, b)).statusCode).toBe(200);
    }
    expect(await tenWrong(owner, b)).toEqual([1, 2, 4, 8, 16]);
  });

  it('a pair quiet for a day starts over', async () => {
    const owner = await createCustomer(t.database.db);
    const a = freshIp();
    await tenWrong(owner, a);
    later(P.pairResetSeconds);
    for (let i = 0; i < P.pairFreeFailures; i += 1) expect((await wrong(owner, a)).statusCode).toBe(401);
    expect((await wrong(owner, a)).headers['retry-after']).toBe('1');
  });

  it('unknown e-mails are slowed alike, and every address of one IPv6 /64 is one pair', async () => {
    const a = freshIp();
    expect(await tenWrong('nobody-at-all@example.in', a)).toEqual([1, 2, 4, 8, 16]);
    const owner = await createCustomer(t.database.db);
    for (let i = 1; i <= P.pairFreeFailures; i += 1) {
      expect((await wrong(owner, `2001:db8:7:9::${i}`)).statusCode).toBe(401);
    }
    expect((await wrong(owner, '2001:db8:7:9:ffff::1')).statusCode).toBe(429);
    expect((await wrong(owner, '2001:db8:7:a::1')).statusCode).toBe(401);
  });

  it('concurrent guesses from one address cannot slip past the wait', async () => {
    const owner = await createCustomer(t.database.db);
    const a = freshIp();
    const answers = await Promise.all(Array.from({ length: 12 }, () => wrong(owner, a)));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(P.pairFreeFailures).fill(401), ...Array(7).fill(429)]);
  });

  it(
    'a guess spread over many addresses stops at the daily account limit everywhere; the code still lets the owner in',
    { timeout: 120_000 },
    async () => {
      const owner = await createCustomer(t.database.db);
      for (let i = 0; i < P.accountMaxFailures; i += 1) {
        expect((await wrong(owner, freshIp())).statusCode).toBe(401);
      }
      const b = freshIp();
      const refused = await password(owner, owner.password, b);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(P.accountWindowSeconds - 600);
      expect((await signInByCode(owner, b)).statusCode).toBe(200);
      // Another account is not touched.
      const other = await createCustomer(t.database.db);
      expect((await password(other, other.password, freshIp())).statusCode).toBe(200);
      later(P.accountWindowSeconds);
      expect((await password(owner, owner.password, b)).statusCode).toBe(200);
    },
  );

  it('a password reset starts the account over', async () => {
    const owner = await createCustomer(t.database.db);
    const a = freshIp();
    await tenWrong(owner, a);
    const email = owner.user.email;
    await post('/api/auth/send-otp', { email, type: 'reset', role: 'customer' }, a);
    const code = codeIn((await outboxFor(t.database.db, email)).at(-1));
    expect((await post('/api/auth/verify-otp', { email, otp: code, type: 'reset' }, a)).statusCode).toBe(200);
    const reset = await post('/api/auth/reset-password', { email, newPassword: 'Brand-New-42' }, a);
    expect(reset.statusCode).toBe(200);
    expect((await password(owner, 'Brand-New-42', a)).statusCode).toBe(200);
  });

  describe('sign-in by code', () => {
    it('answers send-otp alike for an unknown address and mails nothing there', async () => {
      const owner = await createCustomer(t.database.db);
      const ip = freshIp();
      const known = await post('/api/auth/send-otp', { email: owner.user.email, type: 'login' }, ip);
      const unknown = await post(
        '/api/auth/send-otp',
        { email: 'no-such-shopper@example.in', type: 'login' },
        ip,
      );
      expect(known.json()).toEqual({ success: true, message: M.resetOtpSent });
      expect(unknown.json()).toEqual(known.json());
      expect(await outboxFor(t.database.db, 'no-such-shopper@example.in')).toEqual([]);
      const guess = await post(
        '/api/users/login-otp',
        { email: 'no-such-shopper@example.in', otp: '123456' },
        ip,
      );
      expect(guess.statusCode).toBe(400);
    });

    it('refuses a wrong code, a used one, and a code of another purpose', async () => {
      const owner = await createCustomer(t.database.db);
      const email = owner.user.email;
      const ip = freshIp();
      await post('/api/auth/send-otp', { email, type: 'login' }, ip);
      const code = codeIn((await outboxFor(t.database.db, email)).at(-1));
      const other = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      expect((await post('/api/users/login-otp', { email, otp: other }, ip)).json()).toMatchObject({
        code: 'OTP_INVALID',
      });
      expect((await post('/api/users/login-otp', { email, otp: code }, ip)).statusCode).toBe(200);
      expect((await post('/api/users/login-otp', { email, otp: code }, ip)).statusCode).toBe(400);
      // verify-otp takes sign-up and reset codes only: a sign-in code there is bad input.
      expect((await post('/api/auth/verify-otp', { email, otp: code, type: 'login' }, ip)).statusCode).toBe(
        400,
      );
    });
  });
});
