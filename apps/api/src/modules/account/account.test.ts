// Settings and profile setup through HTTP: the profile form saves only the account's own values, the password
// change checks the current one (throttled), signs every other session out and keeps this one, and profile setup
// saves the personal details and the address without duplicating it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '@haat/domain/account/account-messages';
import {
  passwordChangedResponseSchema,
  profileUpdatedResponseSchema,
} from '@haat/domain/account/profile-settings.schema';
import { MAX_ADDRESSES } from '@haat/domain/addresses/address.schema';
import { LOGIN_THROTTLE } from '@haat/domain/auth/login-throttle';
import { profileResponseSchema } from '@haat/domain/auth/profile.schema';
import { sessions } from '../../db/schema/auth.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { insertAddress } from '../addresses/addresses.repository.ts';
import { bearer, createCustomer, signIn } from '../users/users.test-support.ts';
import { outboxFor } from './account.test-support.ts';

describe(`settings and profile setup (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '10000', MAIL_WORKER_INTERVAL_MS: '0' });
  }, 120_000);
  afterAll(async () => t?.close());

  const put = (url: string, token: string, payload: unknown) =>
    t.app.inject({ method: 'PUT', url, headers: bearer(token), payload: payload as object });
  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken } });
  const profileOf = async (token: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });
    return profileResponseSchema.parse(res.json());
  };

  describe('PUT /api/users/profile', () => {
    it('saves the same values and refuses a name, e-mail or phone change with the way to make it', async () => {
      const customer = await createCustomer(t.database.db, { fullName: 'Meera Nair' });
      const { token } = await signIn(t.app, customer);
      const { email, phone } = customer.user;
      const same = await put('/api/users/profile', token, {
        fullName: ' Meera Nair ',
        email: email.toUpperCase(),
        phone: phone.slice(3),
      });
      expect(same.statusCode, same.body).toBe(200);
      expect(profileUpdatedResponseSchema.parse(same.json())).toMatchObject({
        message: M.changesSaved,
        profile: { fullName: 'Meera Nair', email, phone },
      });

      const cases: [object, number, object][] = [
        [
          { fullName: 'Meera N', email },
          403,
          { code: 'NAME_ADMIN_ONLY', field: 'fullName', error: M.nameAdminOnly },
        ],
        [
          { fullName: 'Meera Nair', email: 'other@example.in' },
          409,
          { code: 'CONTACT_CHANGE_NEEDS_OTP', field: 'email', error: M.contactChangeNeedsOtp },
        ],
        [
          { fullName: 'Meera Nair', email, phone: '9123456780' },
          409,
          { code: 'CONTACT_CHANGE_NEEDS_OTP', field: 'phone' },
        ],
        [{ fullName: '  ', email }, 400, { field: 'fullName', error: M.nameRequired }],
        [{ fullName: 'Meera Nair', email: '' }, 400, { field: 'email', error: M.emailRequired }],
      ];
      for (const [payload, status, answer] of cases) {
        const res = await put('/api/users/profile', token, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(status);
        expect(res.json()).toMatchObject(answer);
      }
      expect((await profileOf(token)).profile).toMatchObject({ fullName: 'Meera Nair', email, phone });
    });
  });

  describe('PUT /api/users/password', () => {
    it('refuses a wrong current password and the same password', async () => {
      const customer = await createCustomer(t.database.db);
      const { token } = await signIn(t.app, customer);
      const wrong = await put('/api/users/password', token, {
        currentPassword: 'not-my-password',
        newPassword: 'Another@123',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        success: false,
        error: M.currentPasswordWrong,
        code: 'CURRENT_PASSWORD_WRONG',
        field: 'currentPassword',
      });
      const same = await put('/api/users/password', token, {
        currentPassword: customer.password,
        newPassword: customer.password,
      });
      expect(same.json()).toMatchObject({ field: 'newPassword', error: M.passwordSameAsCurrent });
      const short = await put('/api/users/password', token, {
        currentPassword: customer.password,
        newPassword: 'short',
      });
      expect(short.json()).toMatchObject({ field: 'newPassword', error: M.passwordTooShort });
      expect(await outboxFor(t.database.db, customer.user.email)).toEqual([]);
    });

    it('signs every other session out, keeps this one, and mails the account', async () => {
      const customer = await createCustomer(t.database.db);
      const here = await signIn(t.app, customer);
      const phone = await signIn(t.app, customer);
      const laptop = await signIn(t.app, customer);

      const res = await put('/api/users/password', here.token, {
        currentPassword: customer.password,
        newPassword: 'Fresh-Password-42',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(passwordChangedResponseSchema.parse(res.json())).toEqual({
        success: true,
        message: M.passwordUpdated,
        revokedSessions: 2,
      });

      for (const other of [phone, laptop]) {
        const refused = await refresh(other.refreshToken);
        expect(refused.statusCode).toBe(401);
        const profile = await t.app.inject({
          method: 'GET',
          url: '/api/users/profile',
          headers: bearer(other.token),
        });
        expect(profile.statusCode).toBe(401);
      }
      const revoked = await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, customer.user.id));
      expect(revoked.filter((s) => s.revokedReason === 'password_change')).toHaveLength(2);

      const kept = await refresh(here.refreshToken);
      expect(kept.statusCode, kept.body).toBe(200);
      expect((await profileOf(kept.json<{ token: string }>().token)).profile.id).toBe(customer.user.id);

      const oldLogin = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: customer.user.email, password: customer.password },
      });
      expect(oldLogin.statusCode).toBe(401);
      await signIn(t.app, { ...customer, password: 'Fresh-Password-42' });
      const [mail] = await outboxFor(t.database.db, customer.user.email);
      expect(mail?.subject).toBe('Your Haat password was changed');
    });

    it('slows guessing with the sign-in throttle, as a pair of the account and the session', async () => {
      const customer = await createCustomer(t.database.db);
      const { token } = await signIn(t.app, customer);
      for (let i = 0; i < LOGIN_THROTTLE.pairFreeFailures; i += 1) {
        const res = await put('/api/users/password', token, {
          currentPassword: `guess-${i}`,
          newPassword: 'Another@123',
        });
        expect(res.statusCode).toBe(400);
      }
      const blocked = await put('/api/users/password', token, {
        currentPassword: customer.password,
        newPassword: 'Another@123',
      });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBe('1');
      // The owner's sign-in from elsewhere is not slowed by the guessing session.
      const elsewhere = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: customer.user.email, password: customer.password },
        remoteAddress: '10.9.8.7',
      });
      expect(elsewhere.statusCode).toBe(200);
    });
  });

  describe('PUT /api/users/profile-setup', () => {
    const setup = {
      dateOfBirth: '1994-08-15',
      gender: 'female',
      address: {
        street: '21 Shankar Nagar',
        city: 'Raipur',
        state: 'Chhattisgarh',
        zipCode: '492007',
        country: 'India',
      },
      preferences: { newsletter: false, promotions: true, orderUpdates: true },
    };

    it('saves the details and the address as the default, without a duplicate on a second save', async () => {
      const customer = await createCustomer(t.database.db, { fullName: 'Kiran Sahu' });
      const { token } = await signIn(t.app, customer);
      const before = await profileOf(token);
      expect(before.profile).toMatchObject({ dateOfBirth: null, gender: null, profileCompletedAt: null });

      const res = await put('/api/users/profile-setup', token, setup);
      expect(res.statusCode, res.body).toBe(200);
      expect(profileUpdatedResponseSchema.parse(res.json())).toMatchObject({
        message: M.setupCompleted,
        profile: {
          dateOfBirth: '1994-08-15',
          gender: 'female',
          preferences: setup.preferences,
          pincode: '492007',
          address: '21 Shankar Nagar, Raipur, Chhattisgarh',
        },
      });
      const after = await profileOf(token);
      expect(after.profile.profileCompletedAt).not.toBeNull();
      expect(after.addresses).toEqual([
        expect.objectContaining({
          fullName: 'Kiran Sahu',
          phone: customer.user.phone.slice(3),
          addressLine1: '21 Shankar Nagar',
          postalCode: '492007',
          addressType: 'Home',
          isDefault: true,
        }),
      ]);

      const again = await put('/api/users/profile-setup', token, {
        ...setup,
        address: { ...setup.address, street: ' 21 shankar nagar ' },
      });
      expect(again.statusCode).toBe(200);
      expect((await profileOf(token)).addresses).toHaveLength(1);

      const moved = await put('/api/users/profile-setup', token, {
        ...setup,
        address: { ...setup.address, street: '5 Civil Lines' },
      });
      expect(moved.statusCode).toBe(200);
      const book = (await profileOf(token)).addresses;
      expect(book).toHaveLength(2);
      expect(book.filter((a) => a.isDefault).map((a) => a.addressLine1)).toEqual(['21 Shankar Nagar']);
    });

    it('refuses a new address when the book is full, saving nothing', async () => {
      const customer = await createCustomer(t.database.db);
      const { token } = await signIn(t.app, customer);
      for (let i = 0; i < MAX_ADDRESSES; i += 1) {
        await insertAddress(
          t.database.db,
          customer.user.id,
          {
            fullName: 'Asha Verma',
            phone: '9876543210',
            addressLine1: `${i + 1} Park Street`,
            city: 'Kolkata',
            state: 'West Bengal',
            postalCode: '700016',
            country: 'India',
            addressType: 'Home',
          },
          i === 0,
        );
      }
      const full = await put('/api/users/profile-setup', token, setup);
      expect(full.statusCode).toBe(422);
      expect(full.json()).toMatchObject({ code: 'ADDRESS_LIMIT_REACHED', field: 'address' });
      const { profile, addresses } = await profileOf(token);
      expect(profile.profileCompletedAt).toBeNull();
      expect(addresses).toHaveLength(MAX_ADDRESSES);
      // The same address as one already saved is no new entry: setup completes.
      const known = await put('/api/users/profile-setup', token, {
        ...setup,
        address: { street: '3 Park Street', city: 'Kolkata', state: 'West Bengal', zipCode: '700016' },
      });
      expect(known.statusCode, known.body).toBe(200);
      expect((await profileOf(token)).addresses).toHaveLength(MAX_ADDRESSES);
    });

    it('answers bad input with its message, never saving part of it', async () => {
      const customer = await createCustomer(t.database.db);
      const { token } = await signIn(t.app, customer);
      const cases: [object, string][] = [
        [{ ...setup, gender: 'unknown' }, 'gender'],
        [{ ...setup, dateOfBirth: '2099-01-01' }, 'dateOfBirth'],
        [{ ...setup, address: { ...setup.address, zipCode: '012345' } }, 'address.zipCode'],
        [{ ...setup, address: { ...setup.address, city: ' ' } }, 'address.city'],
      ];
      for (const [payload, field] of cases) {
        const res = await put('/api/users/profile-setup', token, payload);
        expect(res.statusCode, field).toBe(400);
        expect(res.json()).toMatchObject({ success: false, field });
      }
      const { profile, addresses } = await profileOf(token);
      expect(profile.profileCompletedAt).toBeNull();
      expect(addresses).toEqual([]);
    });
  });
});
