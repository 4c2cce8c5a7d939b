// Settings and profile setup (docs/behaviour/account.md#settings, #profile-setup, #security-tab; issue 9): the
// profile form saves only what it may (the name is the administrators', e-mail and phone go through the OTP flow),
// the password change checks the current one (throttled together with sign-in) and signs every other device out,
// profile setup is saved for real.
import { ACCOUNT_ERROR_CODES as CODES, ACCOUNT_MESSAGES as M } from '@haat/domain/account/account-messages';
import type { ProfileUpdatedResponse } from '@haat/domain/account/profile-settings.schema';
import type { Gender, Preferences } from '@haat/domain/account/profile-setup.schema';
import {
  ADDRESS_MESSAGES,
  MAX_ADDRESSES,
  normaliseIndianMobile,
} from '@haat/domain/addresses/address.schema';
import { normalizeEmail, normalizePhone } from '@haat/domain/auth/auth-rules';
import { BRAND_NAME, SUPPORT_CONTACT } from '@haat/domain/shell/store-info';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import {
  countUserAddresses,
  insertAddress,
  lockUserBook,
  makeDefault,
} from '../addresses/addresses.repository.ts';
import { ADDRESS_ERROR_CODES } from '../addresses/addresses.service.ts';
import {
  accountThrottleKey,
  passwordAttemptSucceeded,
  reservePasswordAttempt,
  throttleKeys,
} from '../auth/login-throttle.service.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { queueMail, type MailKicker } from '../mail/mail.service.ts';
import { updatePasswordHash } from '../auth/user-credentials.repository.ts';
import { findUserById } from '../users/users.repository.ts';
import { currentProfile, requireUser } from './account-profile.ts';
import { findSameAddress, revokeOtherSessions, saveProfileSetup } from './account.repository.ts';

export interface AccountDeps {
  db: Db;
  mail: MailKicker;
  now: () => Date;
}

/**
 * PUT /api/users/profile: the same values save ('Changes saved'); a different name is refused (support changes
 * it), a different e-mail or phone is sent to the OTP flow. Nothing is written behind the shopper's back.
 */
export async function updateProfile(
  db: Db,
  userId: string,
  input: { fullName: string; email: string; phone?: string | undefined },
): Promise<ProfileUpdatedResponse> {
  const user = requireUser(await findUserById(db, userId));
  if (input.fullName.trim() !== user.fullName.trim()) {
    throw new AppError({
      status: 403,
      code: CODES.nameAdminOnly,
      message: M.nameAdminOnly,
      field: 'fullName',
    });
  }
  if (normalizeEmail(input.email) !== user.email) {
    throw new AppError({
      status: 409,
      code: CODES.contactChangeNeedsOtp,
      message: M.contactChangeNeedsOtp,
      field: 'email',
    });
  }
  if (input.phone !== undefined && input.phone !== '' && normalizePhone(input.phone) !== user.phone) {
    throw new AppError({
      status: 409,
      code: CODES.contactChangeNeedsOtp,
      message: M.contactChangeNeedsOtp,
      field: 'phone',
    });
  }
  return { success: true, message: M.changesSaved, profile: await currentProfile(db, userId) };
}

function passwordChangedMail(to: string, fullName: string) {
  return {
    channel: 'email' as const,
    to,
    subject: `Your ${BRAND_NAME} password was changed`,
    text: [
      `Hello ${fullName},`,
      '',
      `The password of your ${BRAND_NAME} account was just changed in Settings, and every other device was signed out.`,
      '',
      `If this was not you, reset your password at once and contact us: ${SUPPORT_CONTACT.email}.`,
      '',
      `– ${BRAND_NAME}`,
    ].join('\n'),
  };
}

/**
 * PUT /api/users/password. Each try is reserved in the sign-in throttle before the hash is checked, as a pair of
 * the account and this session, so a stolen session cannot guess the password faster than the sign-in form
 * allows, and its failures count towards the account's daily limit.
 */
export async function changePassword(
  deps: AccountDeps,
  session: { userId: string; sessionId: string },
  input: { currentPassword: string; newPassword: string },
): Promise<{ success: true; message: string; revokedSessions: number }> {
  const user = requireUser(await findUserById(deps.db, session.userId));
  const keys = throttleKeys(accountThrottleKey.user(user.id), { sessionId: session.sessionId });
  await reservePasswordAttempt(deps.db, keys, deps.now());
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw AppError.badRequest({
      message: M.currentPasswordWrong,
      field: 'currentPassword',
      code: CODES.currentPasswordWrong,
    });
  }
  await passwordAttemptSucceeded(deps.db, keys);
  if (input.newPassword === input.currentPassword) {
    throw AppError.badRequest({ message: M.passwordSameAsCurrent, field: 'newPassword' });
  }
  const passwordHash = await hashPassword(input.newPassword);
  const revokedSessions = await deps.db.transaction(async (tx) => {
    await updatePasswordHash(tx, user.id, passwordHash);
    const revoked = await revokeOtherSessions(tx, user.id, session.sessionId, 'password_change');
    await queueMail(tx, passwordChangedMail(user.email, user.fullName));
    return revoked;
  });
  deps.mail.kick();
  return { success: true, message: M.passwordUpdated, revokedSessions };
}

export interface ProfileSetupInput {
  dateOfBirth: string;
  gender: Gender;
  address: { street: string; city: string; state: string; zipCode: string; country: string };
  preferences: Preferences;
}

/**
 * PUT /api/users/profile-setup: the personal details, the preferences and the address, in one transaction. The
 * address goes into the book under the account's name and number (the default when the book is empty), unless the
 * book already holds it.
 */
export async function completeProfileSetup(
  deps: AccountDeps,
  userId: string,
  input: ProfileSetupInput,
): Promise<ProfileUpdatedResponse> {
  await deps.db.transaction(async (tx) => {
    await lockUserBook(tx, userId);
    const user = requireUser(await findUserById(tx, userId));
    await saveProfileSetup(tx, userId, {
      dateOfBirth: input.dateOfBirth,
      gender: input.gender,
      preferences: input.preferences,
      completedAt: deps.now(),
    });
    const fields = {
      addressLine1: input.address.street,
      city: input.address.city,
      state: input.address.state,
      postalCode: input.address.zipCode,
    };
    if (await findSameAddress(tx, userId, fields)) return;
    const count = await countUserAddresses(tx, userId);
    if (count >= MAX_ADDRESSES) {
      throw AppError.unprocessable({
        message: ADDRESS_MESSAGES.tooMany,
        code: ADDRESS_ERROR_CODES.tooMany,
        field: 'address',
      });
    }
    const saved = await insertAddress(
      tx,
      userId,
      {
        ...fields,
        fullName: user.fullName,
        phone: normaliseIndianMobile(user.phone),
        country: input.address.country,
        addressType: 'Home',
      },
      false,
    );
    if (count === 0) await makeDefault(tx, userId, saved._id);
  });
  return { success: true, message: M.setupCompleted, profile: await currentProfile(deps.db, userId) };
}
