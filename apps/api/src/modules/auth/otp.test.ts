// The OTP rules of sign-up and reset: hashed, single use, bound to purpose and address, valid 600 s, dead after
// five wrong tries, one send a minute per address; sign-up refuses registered phones and e-mails.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '@haat/domain/auth/auth-messages';
import { OTP_MAX_ATTEMPTS, OTP_RESEND_MIN_SECONDS } from '@haat/domain/auth/auth-rules';
import { otpCodes } from '../../db/schema/auth.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { createCustomer } from '../users/users.test-support.ts';
import { generateOtp } from './otp.service.ts';

let serial = 0;
const freshEmail = () => `otp${Date.now()}${(serial += 1)}@example.in`;
const freshPhone = () => `+9170${String(Date.now() + (serial += 1)).slice(-8)}`;

describe(`OTP codes (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '10000', MAIL_WORKER_INTERVAL_MS: '0' });
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.database.db.delete(mailOutbox);
  });

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
  const sendSignup = (email: string, phone = freshPhone()) =>
    post('/api/auth/send-otp', { email, type: 'signup', role: 'customer', phone });
  const verify = (email: string, otp: string, type = 'signup') =>
    post('/api/auth/verify-otp', { email, otp, type });
  const mailedCode = async (email: string) => {
    const [row] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(sql`${mailOutbox.createdAt} desc`)
      .limit(1);
    const code = /\b(\d{6})\b/.exec(row?.text ?? '')?.[1];
    if (!code) throw new Error(`no code mailed to ${email}`);
    return code;
  };
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const backdate = (email: string, seconds: number) =>
    t.database.db
      .update(otpCodes)
      .set({ createdAt: sql`${otpCodes.createdAt} - ${seconds}::int * interval '1 second'` })
      .where(eq(otpCodes.email, email));

  it('draws six digits from the whole range', () => {
    const codes = Array.from({ length: 2000 }, generateOtp);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((c) => c.startsWith('0'))).toBe(true);
  });

  it('stores only a keyed hash of the code, never the code', async () => {
    const email = freshEmail();
    await sendSignup(email);
    const code = await mailedCode(email);
    const [row] = await t.database.db.select().from(otpCodes).where(eq(otpCodes.email, email));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('kills a code after five wrong tries: the sixth fails even with the right code', async () => {
    const email = freshEmail();
    await sendSignup(email);
    const code = await mailedCode(email);
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i += 1) {
      const res = await verify(email, wrong(code));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, error: M.otpInvalid, code: 'OTP_INVALID', field: 'otp' });
    }
    const sixth = await verify(email, code);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toEqual({
      success: false,
      error: M.otpAttemptsExceeded,
      code: 'OTP_ATTEMPTS_EXCEEDED',
      field: 'otp',
    });
    const register = await post('/api/users/register', {
      fullName: 'A B',
      phone: freshPhone(),
      email,
      password: 'secret1',
    });
    expect(register.statusCode).toBe(403);
  });

  it('counts concurrent guesses exactly: never more than five are checked', async () => {
    const email = freshEmail();
    await sendSignup(email);
    const code = await mailedCode(email);
    const answers = await Promise.all(Array.from({ length: 12 }, () => verify(email, wrong(code))));
    const codes = answers.map((r) => (r.json() as { code: string }).code);
    expect(codes.filter((c) => c === 'OTP_INVALID')).toHaveLength(OTP_MAX_ATTEMPTS);
    expect(codes.filter((c) => c === 'OTP_ATTEMPTS_EXCEEDED')).toHaveLength(12 - OTP_MAX_ATTEMPTS);
    const [row] = await t.database.db.select().from(otpCodes).where(eq(otpCodes.email, email));
    expect(row?.attempts).toBe(OTP_MAX_ATTEMPTS);
  });

  it('accepts a code once, for its own purpose and address only', async () => {
    const email = freshEmail();
    const other = freshEmail();
    await sendSignup(email);
    const code = await mailedCode(email);
    expect((await verify(other, code)).statusCode).toBe(400);
    expect((await verify(email, code, 'reset')).statusCode).toBe(400);
    expect((await verify(email.toUpperCase(), code)).statusCode).toBe(200);
    const again = await verify(email, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: M.otpExpired, code: 'OTP_EXPIRED' });
  });

  it('refuses an expired code', async () => {
    const email = freshEmail();
    await sendSignup(email);
    const code = await mailedCode(email);
    await t.database.db
      .update(otpCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(otpCodes.email, email));
    const res = await verify(email, code);
    expect(res.json()).toEqual({ success: false, error: M.otpExpired, code: 'OTP_EXPIRED', field: 'otp' });
  });

  it('sends at most once a minute per address; a new code replaces the old one', async () => {
    const email = freshEmail();
    const phone = freshPhone();
    expect((await sendSignup(email, phone)).statusCode).toBe(200);
    const first = await mailedCode(email);
    const tooSoon = await sendSignup(email, phone);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual({
      success: false,
      error: M.otpResendTooSoon,
      code: 'OTP_RESEND_TOO_SOON',
      retryAfterSeconds: expect.any(Number),
    });
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(OTP_RESEND_MIN_SECONDS - 10);
    // Another address is not held up.
    expect((await sendSignup(freshEmail())).statusCode).toBe(200);

    await backdate(email, OTP_RESEND_MIN_SECONDS + 1);
    expect((await sendSignup(email, phone)).statusCode).toBe(200);
    const second = await mailedCode(email);
    const rows = await t.database.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.email, email))
      .orderBy(otpCodes.createdAt);
    expect(rows.map((r) => r.consumedAt !== null)).toEqual([true, false]);
    // Only the newest code is checked: the first one is out of play.
    expect((await verify(email, second)).statusCode).toBe(200);
    expect(first).toMatch(/^\d{6}$/);
  });

  it('refuses sign-up codes for a registered phone or e-mail, and mails nothing', async () => {
    const customer = await createCustomer(t.database.db, {
      phone: '+919812300001',
      email: 'taken@example.in',
    });
    const phoneTaken = await sendSignup(freshEmail(), '98123 00001');
    expect(phoneTaken.statusCode).toBe(409);
    expect(phoneTaken.json()).toEqual({
      success: false,
      error: M.phoneExists,
      code: 'PHONE_EXISTS',
      field: 'phone',
    });
    const emailTaken = await sendSignup('Taken@Example.in');
    expect(emailTaken.statusCode).toBe(409);
    expect(emailTaken.json()).toEqual({
      success: false,
      error: M.emailExists,
      code: 'EMAIL_EXISTS',
      field: 'email',
    });
    expect(await t.database.db.select().from(mailOutbox)).toEqual([]);
    expect(customer.user.id).toBeTruthy();
  });

  it('needs a phone for sign-up, but not for reset', async () => {
    const res = await post('/api/auth/send-otp', { email: freshEmail(), type: 'signup', role: 'customer' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: M.phoneRequired,
      code: 'VALIDATION_FAILED',
      field: 'phone',
    });
    const reset = await post('/api/auth/send-otp', { email: freshEmail(), type: 'reset', role: 'customer' });
    expect(reset.statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.purpose, 'reset')));
    expect(rows.every((r) => r.phone === null)).toBe(true);
  });
});
