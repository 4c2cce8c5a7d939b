// E-mail and phone change through HTTP and with a test clock: codes to the new and the current number, each wrong
// box named in `field`, the change made and the old address and number told, the resend wait, the 5-try limit,
// the 600 s validity, same-as-current and taken values refused.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '@haat/domain/account/account-messages';
import {
  PROFILE_OTP_MAX_ATTEMPTS,
  sendProfileOtpResponseSchema,
} from '@haat/domain/account/profile-change.schema';
import { profileUpdatedResponseSchema } from '@haat/domain/account/profile-settings.schema';
import { contactChangeRequests } from '../../db/schema/account.ts';
import { users } from '../../db/schema/users.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { bearer, createCustomer, signIn } from '../users/users.test-support.ts';
import { codeIn, freshMobile, outboxFor, wrongCode } from './account.test-support.ts';
import { sendProfileOtp, verifyProfileOtp, type ContactChangeDeps } from './contact-change.service.ts';

describe(`e-mail and phone change (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '10000', MAIL_WORKER_INTERVAL_MS: '0' });
  }, 120_000);
  afterAll(async () => t?.close());

  const post = (url: string, token: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });
  const send = (token: string, payload: unknown) => post('/api/users/send-profile-otp', token, payload);
  const verify = (token: string, payload: unknown) => post('/api/users/verify-profile-otp', token, payload);

  async function signedIn() {
    const customer = await createCustomer(t.database.db);
    const { token } = await signIn(t.app, customer);
    return { customer, token };
  }

  it('changes the phone with codes to the new and the current number, naming each wrong box', async () => {
    const { customer, token } = await signedIn();
    const oldPhone = customer.user.phone;
    const newMobile = freshMobile();
    const newPhone = `+91${newMobile}`;

    const sent = await send(token, { newPhone: `+91 ${newMobile.slice(0, 5)}-${newMobile.slice(5)}` });
    expect(sent.statusCode, sent.body).toBe(200);
    const body = sendProfileOtpResponseSchema.parse(sent.json());
    expect(body).toMatchObject({
      message: M.otpsSent,
      mode: 'phone',
      sentTo: { phone: `••••••${newMobile.slice(-4)}`, currentPhone: `••••••${oldPhone.slice(-4)}` },
      expiresInSeconds: 600,
      resendAfterSeconds: 60,
    });
    expect(body.sentTo.email).toBeUndefined();

    const toNew = await outboxFor(t.database.db, newPhone);
    const toOld = await outboxFor(t.database.db, oldPhone);
    expect(toNew.map((m) => m.channel)).toEqual(['sms']);
    expect(toOld.map((m) => m.channel)).toEqual(['sms']);
    const phoneOtp = codeIn(toNew[0]);
    const currentPhoneOtp = codeIn(toOld[0]);

    const missing = await verify(token, { newPhone: newMobile, phoneOtp });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'currentPhoneOtp', error: M.currentPhoneOtpRequired });

    const wrongNew = await verify(token, {
      newPhone: newMobile,
      phoneOtp: wrongCode(phoneOtp),
      currentPhoneOtp,
    });
    expect(wrongNew.statusCode).toBe(400);
    expect(wrongNew.json()).toEqual({
      success: false,
      error: M.phoneOtpInvalid,
      code: 'OTP_INVALID',
      field: 'phoneOtp',
    });
    const wrongOld = await verify(token, {
      newPhone: newMobile,
      phoneOtp,
      currentPhoneOtp: wrongCode(currentPhoneOtp),
    });
    expect(wrongOld.json()).toMatchObject({ field: 'currentPhoneOtp', error: M.currentPhoneOtpInvalid });

    const other = await verify(token, { newPhone: freshMobile(), phoneOtp, currentPhoneOtp });
    expect(other.json()).toMatchObject({ field: 'newPhone', error: M.pendingMismatch });

    const done = await verify(token, { newPhone: newMobile, phoneOtp, currentPhoneOtp });
    expect(done.statusCode, done.body).toBe(200);
    expect(profileUpdatedResponseSchema.parse(done.json())).toMatchObject({
      message: M.profileUpdated,
      profile: { phone: newPhone, email: customer.user.email },
    });
    const profile = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });
    expect(profile.json()).toMatchObject({ profile: { phone: newPhone } });

    // The old number and the account's e-mail hear of it; nothing more went to the new number.
    const oldAfter = await outboxFor(t.database.db, oldPhone);
    expect(oldAfter).toHaveLength(2);
    expect(oldAfter[1]).toMatchObject({ channel: 'sms' });
    expect(oldAfter[1]?.text).toContain(`••••••${newMobile.slice(-4)}`);
    const mails = await outboxFor(t.database.db, customer.user.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your Haat account details were changed']);
    expect(mails[0]?.text).toContain('phone number is now');
    expect(await outboxFor(t.database.db, newPhone)).toHaveLength(1);

    // The codes were used up; signing in by the new number works.
    const again = await verify(token, { newPhone: newMobile, phoneOtp, currentPhoneOtp });
    expect(again.json()).toMatchObject({ code: 'NO_PENDING_CHANGE' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { phone: newMobile, password: customer.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('changes the e-mail with a code to the new address and tells the old one', async () => {
    const { customer, token } = await signedIn();
    const newEmail = `new.${customer.user.id.slice(0, 8)}@example.in`;
    const sent = await send(token, { newEmail: `  ${newEmail.toUpperCase()} ` });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ mode: 'email', sentTo: { email: `n••••@example.in` } });
    expect(await outboxFor(t.database.db, customer.user.phone)).toEqual([]);
    const [codeMail] = await outboxFor(t.database.db, newEmail);
    expect(codeMail?.channel).toBe('email');
    const emailOtp = codeIn(codeMail);

    const wrong = await verify(token, { newEmail, emailOtp: wrongCode(emailOtp) });
    expect(wrong.json()).toMatchObject({ field: 'emailOtp', error: M.emailOtpInvalid, code: 'OTP_INVALID' });
    const notSix = await verify(token, { newEmail, emailOtp: '12ab' });
    expect(notSix.json()).toMatchObject({ field: 'emailOtp', error: M.emailOtpRequired });

    const done = await verify(token, { newEmail, emailOtp });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ profile: { email: newEmail, phone: customer.user.phone } });
    const [notice] = await outboxFor(t.database.db, customer.user.email);
    expect(notice?.subject).toBe('Your Haat account details were changed');
    expect(notice?.text).toContain('e-mail address is now n••••@example.in');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.user.id));
    expect(row?.email).toBe(newEmail);
  });

  it('changes both at once with three codes, stored only as HMACs, and tells the old address and number', async () => {
    const { customer, token } = await signedIn();
    const newEmail = `both.${customer.user.id.slice(0, 8)}@example.in`;
    const newMobile = freshMobile();
    const sent = await send(token, { newEmail, newPhone: newMobile });
    expect(sent.json()).toMatchObject({ mode: 'both', message: M.otpsSent });
    const emailOtp = codeIn((await outboxFor(t.database.db, newEmail))[0]);
    const phoneOtp = codeIn((await outboxFor(t.database.db, `+91${newMobile}`))[0]);
    const currentPhoneOtp = codeIn((await outboxFor(t.database.db, customer.user.phone))[0]);

    const [stored] = await t.database.db
      .select()
      .from(contactChangeRequests)
      .where(eq(contactChangeRequests.userId, customer.user.id));
    const hashes = [stored?.emailCodeHash, stored?.phoneCodeHash, stored?.currentPhoneCodeHash];
    for (const hash of hashes) expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(emailOtp);

    const noPhone = await verify(token, { newEmail, newPhone: newMobile, emailOtp, currentPhoneOtp });
    expect(noPhone.json()).toMatchObject({ field: 'phoneOtp', error: M.phoneOtpRequired });
    const done = await verify(token, { newEmail, newPhone: newMobile, emailOtp, phoneOtp, currentPhoneOtp });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ profile: { email: newEmail, phone: `+91${newMobile}` } });
    const [notice] = await outboxFor(t.database.db, customer.user.email);
    expect(notice?.text).toContain('e-mail address is now');
    expect(notice?.text).toContain('phone number is now');
    expect((await outboxFor(t.database.db, customer.user.phone)).map((m) => m.channel)).toEqual([
      'sms',
      'sms',
    ]);
  });

  it('refuses the current values, values of another account, and nothing to change', async () => {
    const { customer, token } = await signedIn();
    const other = await createCustomer(t.database.db);
    const cases: [unknown, number, object][] = [
      [{ newEmail: customer.user.email.toUpperCase() }, 400, { field: 'newEmail', error: M.emailSame }],
      [{ newPhone: customer.user.phone.slice(3) }, 400, { field: 'newPhone', error: M.phoneSame }],
      [
        { newEmail: other.user.email },
        409,
        { field: 'newEmail', error: M.emailTaken, code: 'CONTACT_TAKEN' },
      ],
      [
        { newPhone: other.user.phone },
        409,
        { field: 'newPhone', error: M.phoneTaken, code: 'CONTACT_TAKEN' },
      ],
      [{ newPhone: '12345' }, 400, { field: 'newPhone', error: M.phoneInvalid }],
      [{ newEmail: 'not-an-email' }, 400, { field: 'newEmail', error: M.emailInvalid }],
      [{}, 400, { error: M.nothingToChange }],
    ];
    for (const [payload, status, answer] of cases) {
      const res = await send(token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json()).toMatchObject(answer);
    }
    const unauthenticated = await t.app.inject({
      method: 'POST',
      url: '/api/users/send-profile-otp',
      payload: { newEmail: 'x@example.in' },
    });
    expect(unauthenticated.statusCode).toBe(401);
    const rows = await t.database.db
      .select()
      .from(contactChangeRequests)
      .where(eq(contactChangeRequests.userId, customer.user.id));
    expect(rows).toEqual([]);
  });

  it('refuses a resend within 60 s, saying how long to wait', async () => {
    const { token } = await signedIn();
    expect((await send(token, { newPhone: freshMobile() })).statusCode).toBe(200);
    const soon = await send(token, { newPhone: freshMobile() });
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({ code: 'OTP_RESEND_TOO_SOON', error: M.otpResendTooSoon });
    const wait = Number(soon.headers['retry-after']);
    expect(wait).toBeGreaterThan(55);
    expect(wait).toBeLessThanOrEqual(60);
  });

  it('ends the codes after 5 wrong tries, even for the right ones', async () => {
    const { customer, token } = await signedIn();
    const newEmail = `tries.${customer.user.id.slice(0, 8)}@example.in`;
    await send(token, { newEmail });
    const emailOtp = codeIn((await outboxFor(t.database.db, newEmail))[0]);
    for (let i = 1; i < PROFILE_OTP_MAX_ATTEMPTS; i += 1) {
      const res = await verify(token, { newEmail, emailOtp: wrongCode(emailOtp) });
      expect(res.json(), `try ${i}`).toMatchObject({ code: 'OTP_INVALID', field: 'emailOtp' });
    }
    const last = await verify(token, { newEmail, emailOtp: wrongCode(emailOtp) });
    expect(last.json()).toMatchObject({ code: 'OTP_ATTEMPTS_EXCEEDED', error: M.otpAttemptsExceeded });
    const right = await verify(token, { newEmail, emailOtp });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({ code: 'OTP_ATTEMPTS_EXCEEDED', field: 'emailOtp' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.user.id));
    expect(row?.email).toBe(customer.user.email);
  });

  it('counts concurrent guesses atomically: never more than 5 tries', async () => {
    const { customer, token } = await signedIn();
    const newEmail = `race.${customer.user.id.slice(0, 8)}@example.in`;
    await send(token, { newEmail });
    const emailOtp = codeIn((await outboxFor(t.database.db, newEmail))[0]);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => verify(token, { newEmail, emailOtp: wrongCode(emailOtp) })),
    );
    const invalid = answers.filter((res) => res.json<{ code: string }>().code === 'OTP_INVALID');
    expect(invalid.length).toBeLessThanOrEqual(PROFILE_OTP_MAX_ATTEMPTS - 1);
    const [row] = await t.database.db
      .select()
      .from(contactChangeRequests)
      .where(eq(contactChangeRequests.userId, customer.user.id));
    expect(row?.attempts).toBe(PROFILE_OTP_MAX_ATTEMPTS);
  });

  describe('with a test clock', () => {
    let clock = new Date();
    const otpKey = randomBytes(32);
    const deps = (): ContactChangeDeps => ({
      db: t.database.db,
      otpKey,
      mail: { kick: () => undefined },
      now: () => clock,
    });
    const later = (seconds: number) => {
      clock = new Date(clock.getTime() + seconds * 1000);
    };

    it('lets the codes lapse after 600 s', async () => {
      clock = new Date();
      const customer = await createCustomer(t.database.db);
      const newEmail = `lapse.${customer.user.id.slice(0, 8)}@example.in`;
      await sendProfileOtp(deps(), customer.user.id, { newEmail });
      const emailOtp = codeIn((await outboxFor(t.database.db, newEmail))[0]);
      later(601);
      await expect(verifyProfileOtp(deps(), customer.user.id, { newEmail, emailOtp })).rejects.toMatchObject({
        statusCode: 400,
        code: 'OTP_EXPIRED',
        field: 'emailOtp',
        message: M.otpsExpired,
      });
    });

    it('accepts a resend after 60 s, which replaces the earlier codes', async () => {
      clock = new Date();
      const customer = await createCustomer(t.database.db);
      const newMobile = freshMobile();
      const first = await sendProfileOtp(deps(), customer.user.id, { newPhone: newMobile });
      expect(first.message).toBe(M.otpsSent);
      later(59);
      await expect(sendProfileOtp(deps(), customer.user.id, { newPhone: newMobile })).rejects.toMatchObject({
        statusCode: 429,
      });
      later(2);
      const second = await sendProfileOtp(deps(), customer.user.id, { newPhone: newMobile });
      expect(second.message).toBe(M.otpsResent);
      const toNew = await outboxFor(t.database.db, `+91${newMobile}`);
      const toOld = await outboxFor(t.database.db, customer.user.phone);
      expect(toNew).toHaveLength(2);
      const stale = { phoneOtp: codeIn(toNew[0]), currentPhoneOtp: codeIn(toOld[0]) };
      const fresh = { phoneOtp: codeIn(toNew[1]), currentPhoneOtp: codeIn(toOld[1]) };
      if (stale.phoneOtp !== fresh.phoneOtp) {
        await expect(
          verifyProfileOtp(deps(), customer.user.id, { newPhone: newMobile, ...stale }),
        ).rejects.toMatchObject({ code: 'OTP_INVALID' });
      }
      // The resend's codes stay valid 600 s from the resend.
      later(590);
      const done = await verifyProfileOtp(deps(), customer.user.id, { newPhone: newMobile, ...fresh });
      expect(done.profile.phone).toBe(`+91${newMobile}`);
    });
  });
});
