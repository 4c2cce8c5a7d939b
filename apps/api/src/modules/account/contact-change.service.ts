// E-mail and phone change with one-time codes (docs/behaviour/account.md#email-or-phone-change, #validation; issue
// 9). A new e-mail gets a code by e-mail, a new phone one by SMS, and the current phone its own code by SMS, because
// whoever holds the account's number must agree to give it up. Codes are 6 digits from a CSPRNG, stored as HMACs
// bound to the user, the channel and the target, valid 600 s, replaced by a resend (after 60 s), dead after 5 wrong
// tries.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ACCOUNT_ERROR_CODES as CODES, ACCOUNT_MESSAGES as M } from '@haat/domain/account/account-messages';
import {
  changeModeOf,
  maskEmail,
  maskPhone,
  PROFILE_OTP_MAX_ATTEMPTS,
  PROFILE_OTP_RESEND_SECONDS,
  PROFILE_OTP_VALIDITY_SECONDS,
  type SendProfileOtpResponse,
} from '@haat/domain/account/profile-change.schema';
import type { ProfileUpdatedResponse } from '@haat/domain/account/profile-settings.schema';
import { normalizeEmail, normalizePhone } from '@haat/domain/auth/auth-rules';
import { ERROR_CODES } from '@haat/domain/http/api-error.schema';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { lockUserBook } from '../addresses/addresses.repository.ts';
import { generateOtp } from '../auth/otp.service.ts';
import { queueMail, type MailKicker, type QueueMailInput } from '../mail/mail.service.ts';
import { findUserById } from '../users/users.repository.ts';
import { isUniqueViolation } from '../../db/postgres-errors.ts';
import { currentProfile, requireUser } from './account-profile.ts';
import {
  contactChangedMail,
  currentPhoneCodeSms,
  newEmailCodeMail,
  newPhoneCodeSms,
  phoneChangedSms,
} from './contact-change-mails.ts';
import {
  consumeContactChange,
  emailTakenByOther,
  findPendingContactChange,
  insertContactChange,
  lastContactChangeAt,
  phoneTakenByOther,
  reserveContactChangeAttempt,
  supersedeContactChanges,
  updateUserContact,
  type ContactChangeRow,
} from './contact-change.repository.ts';

export interface ContactChangeDeps {
  db: Db;
  /** Keys the code HMACs (the auth module's OTP key). */
  otpKey: Buffer;
  mail: MailKicker;
  /** The clock; tests pass their own. */
  now: () => Date;
}

type CodeChannel = 'email' | 'phone' | 'current-phone';
type CodeField = 'emailOtp' | 'phoneOtp' | 'currentPhoneOtp';

export function hashProfileOtp(
  key: Buffer,
  userId: string,
  channel: CodeChannel,
  target: string,
  code: string,
): string {
  return createHmac('sha256', key)
    .update(`profile-change\n${userId}\n${channel}\n${target}\n${code}`)
    .digest('hex');
}

function sameHash(expectedHex: string, givenHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(givenHex, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const SECOND = 1000;

/** Refuses the same values, values another account has, and a resend within 60 s; then sends fresh codes. */
export async function sendProfileOtp(
  deps: ContactChangeDeps,
  userId: string,
  input: { newEmail?: string | undefined; newPhone?: string | undefined },
): Promise<SendProfileOtpResponse> {
  const user = requireUser(await findUserById(deps.db, userId));
  const newEmail = input.newEmail !== undefined ? normalizeEmail(input.newEmail) : undefined;
  const newPhone = input.newPhone !== undefined ? normalizePhone(input.newPhone) : undefined;
  if (newEmail === user.email)
    throw AppError.badRequest({ message: M.emailSame, field: 'newEmail', code: ERROR_CODES.validation });
  if (newPhone === user.phone)
    throw AppError.badRequest({ message: M.phoneSame, field: 'newPhone', code: ERROR_CODES.validation });
  if (newEmail !== undefined && (await emailTakenByOther(deps.db, userId, newEmail))) {
    throw new AppError({ status: 409, code: CODES.contactTaken, message: M.emailTaken, field: 'newEmail' });
  }
  if (newPhone !== undefined && (await phoneTakenByOther(deps.db, userId, newPhone))) {
    throw new AppError({ status: 409, code: CODES.contactTaken, message: M.phoneTaken, field: 'newPhone' });
  }

  const codes = {
    email: newEmail !== undefined ? generateOtp() : undefined,
    phone: newPhone !== undefined ? generateOtp() : undefined,
    currentPhone: newPhone !== undefined ? generateOtp() : undefined,
  };
  const hash = (channel: CodeChannel, target: string | undefined, code: string | undefined) =>
    target !== undefined && code !== undefined
      ? hashProfileOtp(deps.otpKey, userId, channel, target, code)
      : null;
  const at = deps.now();

  const superseded = await deps.db.transaction(async (tx) => {
    // One send at a time per account: the resend wait is decided under the lock of the user's row.
    await lockUserBook(tx, userId);
    const last = await lastContactChangeAt(tx, userId);
    const since = last ? (at.getTime() - last.getTime()) / SECOND : undefined;
    if (since !== undefined && since < PROFILE_OTP_RESEND_SECONDS) {
      const wait = Math.max(1, Math.ceil(PROFILE_OTP_RESEND_SECONDS - since));
      throw new AppError({
        status: 429,
        code: CODES.otpResendTooSoon,
        message: M.otpResendTooSoon,
        details: { retryAfterSeconds: wait },
        headers: { 'retry-after': String(wait) },
      });
    }
    const count = await supersedeContactChanges(tx, userId, at);
    await insertContactChange(tx, {
      userId,
      newEmail: newEmail ?? null,
      newPhone: newPhone ?? null,
      currentPhone: newPhone !== undefined ? user.phone : null,
      emailCodeHash: hash('email', newEmail, codes.email),
      phoneCodeHash: hash('phone', newPhone, codes.phone),
      currentPhoneCodeHash: hash(
        'current-phone',
        newPhone !== undefined ? user.phone : undefined,
        codes.currentPhone,
      ),
      createdAt: at,
      expiresAt: new Date(at.getTime() + PROFILE_OTP_VALIDITY_SECONDS * SECOND),
    });
    const messages: QueueMailInput[] = [];
    if (newEmail !== undefined && codes.email) messages.push(newEmailCodeMail(newEmail, codes.email));
    if (newPhone !== undefined && codes.phone && codes.currentPhone) {
      messages.push(newPhoneCodeSms(newPhone, codes.phone));
      messages.push(currentPhoneCodeSms(user.phone, codes.currentPhone, maskPhone(newPhone)));
    }
    for (const message of messages) await queueMail(tx, message);
    return count;
  });
  deps.mail.kick();

  return {
    success: true,
    message: superseded > 0 ? M.otpsResent : M.otpsSent,
    mode: changeModeOf({ newEmail, newPhone }),
    sentTo: {
      ...(newEmail !== undefined ? { email: maskEmail(newEmail) } : {}),
      ...(newPhone !== undefined ? { phone: maskPhone(newPhone), currentPhone: maskPhone(user.phone) } : {}),
    },
    expiresInSeconds: PROFILE_OTP_VALIDITY_SECONDS,
    resendAfterSeconds: PROFILE_OTP_RESEND_SECONDS,
  };
}

export interface VerifyProfileOtpInput {
  emailOtp?: string | undefined;
  phoneOtp?: string | undefined;
  currentPhoneOtp?: string | undefined;
  newEmail?: string | undefined;
  newPhone?: string | undefined;
}

/** The boxes a request needs, in the order the form shows them. */
function codeChecks(request: ContactChangeRow) {
  const checks: { field: CodeField; channel: CodeChannel; target: string; hash: string }[] = [];
  if (request.newEmail && request.emailCodeHash) {
    checks.push({
      field: 'emailOtp',
      channel: 'email',
      target: request.newEmail,
      hash: request.emailCodeHash,
    });
  }
  if (request.newPhone && request.phoneCodeHash) {
    checks.push({
      field: 'phoneOtp',
      channel: 'phone',
      target: request.newPhone,
      hash: request.phoneCodeHash,
    });
  }
  if (request.currentPhone && request.currentPhoneCodeHash) {
    checks.push({
      field: 'currentPhoneOtp',
      channel: 'current-phone',
      target: request.currentPhone,
      hash: request.currentPhoneCodeHash,
    });
  }
  return checks;
}

const REQUIRED: Record<CodeField, string> = {
  emailOtp: M.emailOtpRequired,
  phoneOtp: M.phoneOtpRequired,
  currentPhoneOtp: M.currentPhoneOtpRequired,
};
const INVALID: Record<CodeField, string> = {
  emailOtp: M.emailOtpInvalid,
  phoneOtp: M.phoneOtpInvalid,
  currentPhoneOtp: M.currentPhoneOtpInvalid,
};

/** The box an error about the whole request is shown under: the first code box of the form. */
const firstBox = (change: { newEmail?: string | null | undefined }): CodeField =>
  change.newEmail ? 'emailOtp' : 'phoneOtp';

const expired = (field: CodeField) =>
  AppError.badRequest({ message: M.otpsExpired, field, code: CODES.otpExpired });
const exhausted = (field: CodeField) =>
  AppError.badRequest({ message: M.otpAttemptsExceeded, field, code: CODES.otpAttemptsExceeded });
const noPending = (field: CodeField) =>
  AppError.badRequest({ message: M.noPendingChange, field, code: CODES.noPendingChange });

/** Why a request takes no more guesses at `at`. */
function closedReason(request: ContactChangeRow | undefined, at: Date, field: CodeField): AppError {
  if (!request) return noPending(field);
  if (request.expiresAt.getTime() <= at.getTime()) return expired(field);
  if (request.attempts >= PROFILE_OTP_MAX_ATTEMPTS) return exhausted(field);
  return noPending(field);
}

/**
 * Checks the codes of the newest request against what the form sends (every try counts, atomically); all right →
 * one transaction changes the account, uses the request up and tells the old address and number.
 */
export async function verifyProfileOtp(
  deps: ContactChangeDeps,
  userId: string,
  input: VerifyProfileOtpInput,
): Promise<ProfileUpdatedResponse> {
  const at = deps.now();
  const newEmail = input.newEmail !== undefined ? normalizeEmail(input.newEmail) : undefined;
  const newPhone = input.newPhone !== undefined ? normalizePhone(input.newPhone) : undefined;
  const pending = await findPendingContactChange(deps.db, userId);
  const box = firstBox(pending ?? { newEmail });
  if (!pending) throw noPending(box);
  if ((pending.newEmail ?? undefined) !== newEmail) {
    throw AppError.badRequest({ message: M.pendingMismatch, field: 'newEmail', code: CODES.noPendingChange });
  }
  if ((pending.newPhone ?? undefined) !== newPhone) {
    throw AppError.badRequest({ message: M.pendingMismatch, field: 'newPhone', code: CODES.noPendingChange });
  }
  const closed = closedReason(pending, at, box);
  if (closed.code !== CODES.noPendingChange) throw closed;

  const checks = codeChecks(pending);
  for (const check of checks) {
    if (!input[check.field])
      throw AppError.badRequest({
        message: REQUIRED[check.field],
        field: check.field,
        code: ERROR_CODES.validation,
      });
  }
  const attempt = await reserveContactChangeAttempt(deps.db, pending.id, PROFILE_OTP_MAX_ATTEMPTS, at);
  if (!attempt) throw closedReason(await findPendingContactChange(deps.db, userId), at, box);
  for (const check of checks) {
    const given = hashProfileOtp(deps.otpKey, userId, check.channel, check.target, input[check.field] ?? '');
    if (!sameHash(check.hash, given)) {
      // The last allowed try says the codes are spent, so the form asks for new ones instead of a sixth guess.
      if (attempt.attempts >= PROFILE_OTP_MAX_ATTEMPTS) throw exhausted(check.field);
      throw AppError.badRequest({
        message: INVALID[check.field],
        field: check.field,
        code: CODES.otpInvalid,
      });
    }
  }

  await deps.db.transaction(async (tx) => {
    await lockUserBook(tx, userId);
    const user = requireUser(await findUserById(tx, userId));
    // A change of the number since the codes were sent voids the current-number code.
    if (pending.currentPhone && pending.currentPhone !== user.phone) throw noPending(box);
    if (!(await consumeContactChange(tx, pending.id, at))) throw noPending(box);
    if (newEmail !== undefined && (await emailTakenByOther(tx, userId, newEmail))) {
      throw new AppError({ status: 409, code: CODES.contactTaken, message: M.emailTaken, field: 'newEmail' });
    }
    if (newPhone !== undefined && (await phoneTakenByOther(tx, userId, newPhone))) {
      throw new AppError({ status: 409, code: CODES.contactTaken, message: M.phoneTaken, field: 'newPhone' });
    }
    try {
      await updateUserContact(tx, userId, { email: newEmail, phone: newPhone });
    } catch (err) {
      // Another account took the value between our check and the write: the unique constraint decided.
      if (isUniqueViolation(err)) {
        throw new AppError({
          status: 409,
          code: CODES.contactTaken,
          message: newEmail ? M.emailTaken : M.phoneTaken,
          field: newEmail ? 'newEmail' : 'newPhone',
        });
      }
      throw err;
    }
    await queueMail(
      tx,
      contactChangedMail({
        fullName: user.fullName,
        oldEmail: user.email,
        oldPhone: user.phone,
        newEmailMasked: newEmail !== undefined ? maskEmail(newEmail) : undefined,
        newPhoneMasked: newPhone !== undefined ? maskPhone(newPhone) : undefined,
      }),
    );
    if (newPhone !== undefined) await queueMail(tx, phoneChangedSms(user.phone, maskPhone(newPhone)));
  });
  deps.mail.kick();
  return { success: true, message: M.profileUpdated, profile: await currentProfile(deps.db, userId) };
}
