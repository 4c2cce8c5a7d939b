// The seller portal's sign-up codes (docs/behaviour/seller-portal.md#sign-up): one 6-digit code by e-mail and one
// by SMS, with the shopper codes' rules and table (otp_codes, purposes seller_email and seller_phone; a phone code's
// address is the phone number). Registration then consumes both verifications.
import { timingSafeEqual } from 'node:crypto';
import { AUTH_ERROR_CODES, AUTH_MESSAGES } from '@haat/domain/auth/auth-messages';
import {
  normalizeEmail,
  normalizePhone,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_MIN_SECONDS,
  OTP_VALIDITY_SECONDS,
  SIGNUP_VERIFICATION_TTL_SECONDS,
} from '@haat/domain/auth/auth-rules';
import { SELLER_ERROR_CODES, SELLER_MESSAGES as M } from '@haat/domain/sellers/seller-portal-messages';
import { BRAND_NAME } from '@haat/domain/shell/store-info';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { generateOtp, hashOtp } from '../auth/otp.service.ts';
import {
  consumeVerification,
  insertOtp,
  lockOtpAddress,
  markOtpVerified,
  pendingOtpState,
  reserveOtpAttempt,
  secondsSinceLastOtp,
  supersedeOtps,
} from '../auth/otp.repository.ts';
import { queueMail, type MailKicker } from '../mail/mail.service.ts';
import { findTakenSellerContacts } from './seller-portal.repository.ts';

export interface SellerCodeDeps {
  db: Db;
  otpKey: Buffer;
  mail: MailKicker;
}

type Channel = 'email' | 'phone';
const PURPOSE = { email: 'seller_email', phone: 'seller_phone' } as const;

function codeText(code: string): string {
  return [
    'Hello,',
    '',
    `Use this code to verify your contact details for ${BRAND_NAME} Seller Central:`,
    '',
    `    ${code}`,
    '',
    `The code is valid for ${OTP_VALIDITY_SECONDS / 60} minutes and can be used once. Never share it.`,
    '',
    `– ${BRAND_NAME}`,
  ].join('\n');
}

async function refuseTaken(db: Db, email: string, phone: string): Promise<void> {
  const taken = await findTakenSellerContacts(db, email, phone);
  if (taken.email)
    throw new AppError({
      status: 409,
      code: SELLER_ERROR_CODES.emailTaken,
      message: M.emailTaken,
      field: 'email',
    });
  if (taken.phone)
    throw new AppError({
      status: 409,
      code: SELLER_ERROR_CODES.phoneTaken,
      message: M.phoneTaken,
      field: 'phone',
    });
}

/** Sends both codes; refuses an e-mail or phone that already has a seller account. */
export async function sendSellerCodes(
  deps: SellerCodeDeps,
  contacts: { email: string; phone: string },
): Promise<void> {
  const email = normalizeEmail(contacts.email);
  const phone = normalizePhone(contacts.phone);
  await refuseTaken(deps.db, email, phone);
  const sends: Array<{ channel: Channel; address: string; code: string }> = [
    { channel: 'email', address: email, code: generateOtp() },
    { channel: 'phone', address: phone, code: generateOtp() },
  ];
  await deps.db.transaction(async (tx) => {
    for (const { channel, address, code } of sends) {
      const purpose = PURPOSE[channel];
      await lockOtpAddress(tx, address, purpose);
      const since = await secondsSinceLastOtp(tx, address, purpose);
      if (since !== undefined && since < OTP_RESEND_MIN_SECONDS) {
        const wait = Math.max(1, Math.ceil(OTP_RESEND_MIN_SECONDS - since));
        throw new AppError({
          status: 429,
          code: AUTH_ERROR_CODES.otpResendTooSoon,
          message: AUTH_MESSAGES.otpResendTooSoon,
          details: { retryAfterSeconds: wait },
          headers: { 'retry-after': String(wait) },
        });
      }
      await supersedeOtps(tx, address, purpose);
      const codeHash = hashOtp(deps.otpKey, purpose, address, code);
      await insertOtp(tx, {
        email: address,
        purpose,
        codeHash,
        phone,
        validitySeconds: OTP_VALIDITY_SECONDS,
      });
      await queueMail(tx, {
        channel: channel === 'email' ? 'email' : 'sms',
        to: address,
        subject: `Your ${BRAND_NAME} Seller Central code`,
        text: channel === 'email' ? codeText(code) : `${code} is your ${BRAND_NAME} Seller Central code.`,
      });
    }
  });
  deps.mail.kick();
}

/** A right code turns the pending code into a verification that registration uses up. */
export async function verifySellerCode(
  deps: Pick<SellerCodeDeps, 'db' | 'otpKey'>,
  input: { channel: Channel; email: string; phone: string; otp: string },
): Promise<void> {
  const purpose = PURPOSE[input.channel];
  const address = input.channel === 'email' ? normalizeEmail(input.email) : normalizePhone(input.phone);
  const attempt = await reserveOtpAttempt(deps.db, address, purpose, OTP_MAX_ATTEMPTS);
  if (!attempt) {
    const state = await pendingOtpState(deps.db, address, purpose, OTP_MAX_ATTEMPTS);
    throw state === 'exhausted'
      ? AppError.badRequest({
          message: AUTH_MESSAGES.otpAttemptsExceeded,
          field: 'otp',
          code: AUTH_ERROR_CODES.otpAttemptsExceeded,
        })
      : AppError.badRequest({
          message: AUTH_MESSAGES.otpExpired,
          field: 'otp',
          code: AUTH_ERROR_CODES.otpExpired,
        });
  }
  const expected = Buffer.from(attempt.codeHash, 'hex');
  const given = Buffer.from(hashOtp(deps.otpKey, purpose, address, input.otp), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw AppError.badRequest({
      message: AUTH_MESSAGES.otpInvalid,
      field: 'otp',
      code: AUTH_ERROR_CODES.otpInvalid,
    });
  if (!(await markOtpVerified(deps.db, attempt.id)))
    throw AppError.badRequest({
      message: AUTH_MESSAGES.otpExpired,
      field: 'otp',
      code: AUTH_ERROR_CODES.otpExpired,
    });
}

/** Inside registration's transaction: both contacts verified within the sign-up window, each used once. */
export async function consumeSellerVerifications(tx: Db, email: string, phone: string): Promise<void> {
  const byEmail = await consumeVerification(tx, email, PURPOSE.email, SIGNUP_VERIFICATION_TTL_SECONDS);
  if (!byEmail)
    throw new AppError({
      status: 403,
      code: SELLER_ERROR_CODES.emailNotVerified,
      message: M.emailNotVerified,
      field: 'email',
    });
  const byPhone = await consumeVerification(tx, phone, PURPOSE.phone, SIGNUP_VERIFICATION_TTL_SECONDS);
  if (!byPhone)
    throw new AppError({
      status: 403,
      code: SELLER_ERROR_CODES.phoneNotVerified,
      message: M.phoneNotVerified,
      field: 'phone',
    });
}
