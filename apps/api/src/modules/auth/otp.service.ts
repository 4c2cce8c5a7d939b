// One-time codes by e-mail for sign-up, password reset and sign-in: 6 digits from a CSPRNG, stored as an HMAC bound to
// purpose and address, valid 600 s, single use, dead after 5 wrong tries, at most one send a minute per address.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { AUTH_ERROR_CODES as CODES, AUTH_MESSAGES as M } from '@haat/domain/auth/auth-messages';
import {
  normalizeEmail,
  normalizePhone,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_MIN_SECONDS,
  OTP_VALIDITY_SECONDS,
} from '@haat/domain/auth/auth-rules';
import type { OtpType } from '@haat/domain/auth/auth.schema';
import { ERROR_CODES } from '@haat/domain/http/api-error.schema';
import { BRAND_NAME } from '@haat/domain/shell/store-info';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { queueMail, type MailKicker } from '../mail/mail.service.ts';
import { findTakenContacts, findUserByEmail } from './user-credentials.repository.ts';
import {
  insertOtp,
  lockOtpAddress,
  markOtpVerified,
  pendingOtpState,
  type OtpPurpose,
  reserveOtpAttempt,
  secondsSinceLastOtp,
  supersedeOtps,
} from './otp.repository.ts';

export interface OtpDeps {
  db: Db;
  otpKey: Buffer;
  mail: MailKicker;
}

export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** purpose is any code kind, the seller portal's too (modules/seller-portal/seller-codes.service.ts). */
export function hashOtp(key: Buffer, purpose: OtpPurpose, email: string, code: string): string {
  return createHmac('sha256', key).update(`${purpose}\n${email}\n${code}`).digest('hex');
}

const OTP_MAIL: Record<OtpType, { subject: string; lead: string }> = {
  signup: {
    subject: `Your ${BRAND_NAME} verification code`,
    lead: `Use this code to verify your e-mail address and create your ${BRAND_NAME} account:`,
  },
  reset: {
    subject: `Your ${BRAND_NAME} password reset code`,
    lead: `Use this code to reset the password of your ${BRAND_NAME} account:`,
  },
  login: {
    subject: `Your ${BRAND_NAME} sign-in code`,
    lead: `Use this code to sign in to your ${BRAND_NAME} account:`,
  },
};

function otpMailText(type: OtpType, code: string): string {
  return [
    'Hello,',
    '',
    OTP_MAIL[type].lead,
    '',
    `    ${code}`,
    '',
    `The code is valid for ${OTP_VALIDITY_SECONDS / 60} minutes and can be used once. Never share it: ${BRAND_NAME} will never ask you for it.`,
    '',
    'If you did not ask for this code, you can ignore this e-mail.',
    '',
    `– ${BRAND_NAME}`,
  ].join('\n');
}

export interface SendOtpInput {
  email: string;
  type: OtpType;
  phone?: string | undefined;
}

/**
 * Sign-up: refuses a registered phone or e-mail, then mails a code. Reset and sign-in: answer the same whether or
 * not an account exists; only an account gets a mail. A code row is stored either way, so the resend limit and the
 * verify answers do not tell the two apart either.
 */
export async function sendOtp(deps: OtpDeps, input: SendOtpInput): Promise<{ message: string }> {
  const email = normalizeEmail(input.email);
  const purpose = input.type;
  let phone: string | null = null;
  let mailCode = true;
  if (purpose === 'signup') {
    if (!input.phone)
      throw AppError.badRequest({ message: M.phoneRequired, field: 'phone', code: ERROR_CODES.validation });
    phone = normalizePhone(input.phone);
    const taken = await findTakenContacts(deps.db, email, phone);
    if (taken.phone)
      throw new AppError({ status: 409, code: CODES.phoneExists, message: M.phoneExists, field: 'phone' });
    if (taken.email)
      throw new AppError({ status: 409, code: CODES.emailExists, message: M.emailExists, field: 'email' });
  } else {
    mailCode = (await findUserByEmail(deps.db, email)) !== undefined;
  }
  const code = generateOtp();
  // Without an account the stored hash is of 32 random bytes: no 6-digit guess can match it.
  const codeHash = hashOtp(deps.otpKey, purpose, email, mailCode ? code : randomBytes(32).toString('hex'));

  await deps.db.transaction(async (tx) => {
    await lockOtpAddress(tx, email, purpose);
    const since = await secondsSinceLastOtp(tx, email, purpose);
    if (since !== undefined && since < OTP_RESEND_MIN_SECONDS) {
      const wait = Math.max(1, Math.ceil(OTP_RESEND_MIN_SECONDS - since));
      throw new AppError({
        status: 429,
        code: CODES.otpResendTooSoon,
        message: M.otpResendTooSoon,
        details: { retryAfterSeconds: wait },
        headers: { 'retry-after': String(wait) },
      });
    }
    await supersedeOtps(tx, email, purpose);
    await insertOtp(tx, { email, purpose, codeHash, phone, validitySeconds: OTP_VALIDITY_SECONDS });
    if (mailCode) {
      await queueMail(tx, {
        channel: 'email',
        to: email,
        subject: OTP_MAIL[purpose].subject,
        text: otpMailText(purpose, code),
      });
    }
  });
  if (mailCode) deps.mail.kick();
  return { message: purpose === 'signup' ? M.otpSent : M.resetOtpSent };
}

/** A right code turns the pending code into a verification that register or reset-password then uses up. */
export async function verifyOtp(
  deps: Pick<OtpDeps, 'db' | 'otpKey'>,
  input: { email: string; otp: string; type: OtpType },
): Promise<void> {
  const email = normalizeEmail(input.email);
  const attempt = await reserveOtpAttempt(deps.db, email, input.type, OTP_MAX_ATTEMPTS);
  if (!attempt) {
    const state = await pendingOtpState(deps.db, email, input.type, OTP_MAX_ATTEMPTS);
    throw state === 'exhausted'
      ? AppError.badRequest({ message: M.otpAttemptsExceeded, field: 'otp', code: CODES.otpAttemptsExceeded })
      : AppError.badRequest({ message: M.otpExpired, field: 'otp', code: CODES.otpExpired });
  }
  const expected = Buffer.from(attempt.codeHash, 'hex');
  const given = Buffer.from(hashOtp(deps.otpKey, input.type, email, input.otp), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw AppError.badRequest({ message: M.otpInvalid, field: 'otp', code: CODES.otpInvalid });
  }
  // A newer code sent meanwhile supersedes this one.
  if (!(await markOtpVerified(deps.db, attempt.id)))
    throw AppError.badRequest({ message: M.otpExpired, field: 'otp', code: CODES.otpExpired });
}
