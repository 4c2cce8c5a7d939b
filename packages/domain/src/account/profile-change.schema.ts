// Changing the e-mail or phone of an account (docs/behaviour/account.md#email-or-phone-change, #validation; issue 9):
// POST /api/users/send-profile-otp, then POST /api/users/verify-profile-otp.
//
// A new e-mail gets a code by e-mail (emailOtp); a new phone gets a code by SMS (phoneOtp) and, because whoever
// holds the account's number must agree to give it up, the current number gets its own code (currentPhoneOtp).
// Codes are valid 600 s, a resend is accepted after 60 s and replaces the earlier codes, 5 wrong tries end them.
import { z } from 'zod';
import { INDIAN_MOBILE_PATTERN, normaliseIndianMobile } from '../addresses/address.schema.ts';
import { ACCOUNT_MESSAGES as M } from './account-messages.ts';

export const PROFILE_OTP_VALIDITY_SECONDS = 600;
export const PROFILE_OTP_RESEND_SECONDS = 60;
export const PROFILE_OTP_MAX_ATTEMPTS = 5;

export const CHANGE_MODES = ['email', 'phone', 'both'] as const;
export type ChangeMode = (typeof CHANGE_MODES)[number];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const newEmailSchema = z
  .string({ error: M.emailRequired })
  .trim()
  .min(1, M.emailRequired)
  .max(254, M.emailInvalid)
  .regex(EMAIL, M.emailInvalid)
  .transform((value) => value.toLowerCase());

/** 10 digits starting 6–9 after stripping non-digits and a +91/0 prefix (docs/behaviour/account.md#validation). */
export const newPhoneSchema = z
  .string({ error: M.phoneRequired })
  .trim()
  .min(1, M.phoneRequired)
  .max(20, M.phoneInvalid)
  .transform(normaliseIndianMobile)
  .refine((value) => INDIAN_MOBILE_PATTERN.test(value), M.phoneInvalid);

export const sendProfileOtpRequestSchema = z
  .object({ newEmail: newEmailSchema.optional(), newPhone: newPhoneSchema.optional() })
  .refine((body) => body.newEmail !== undefined || body.newPhone !== undefined, {
    message: M.nothingToChange,
    path: ['newEmail'],
  });
export type SendProfileOtpRequest = z.input<typeof sendProfileOtpRequestSchema>;

export const sendProfileOtpResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  mode: z.enum(CHANGE_MODES),
  /** Where the codes went, masked (r••••@example.com, ••••••3210). */
  sentTo: z.object({
    email: z.string().optional(),
    phone: z.string().optional(),
    currentPhone: z.string().optional(),
  }),
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});
export type SendProfileOtpResponse = z.infer<typeof sendProfileOtpResponseSchema>;

const otp = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^[0-9]{6}$/, message);

export const verifyProfileOtpRequestSchema = z.object({
  emailOtp: otp(M.emailOtpRequired).optional(),
  phoneOtp: otp(M.phoneOtpRequired).optional(),
  currentPhoneOtp: otp(M.currentPhoneOtpRequired).optional(),
  newEmail: newEmailSchema.optional(),
  newPhone: newPhoneSchema.optional(),
});
export type VerifyProfileOtpRequest = z.input<typeof verifyProfileOtpRequestSchema>;

/** Errors name the box they belong to in `field`: emailOtp, phoneOtp, currentPhoneOtp, newEmail or newPhone. */
export const PROFILE_OTP_FIELDS = [
  'emailOtp',
  'phoneOtp',
  'currentPhoneOtp',
  'newEmail',
  'newPhone',
] as const;

/** The change mode of a request: which of the two values it carries. */
export function changeModeOf(body: {
  newEmail?: string | undefined;
  newPhone?: string | undefined;
}): ChangeMode {
  if (body.newEmail !== undefined && body.newPhone !== undefined) return 'both';
  return body.newPhone !== undefined ? 'phone' : 'email';
}

/** r••••@example.com: the first character of the local part and the domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '••••';
  return `${email[0]}••••${email.slice(at)}`;
}

/** ••••••3210: the last four digits. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `••••••${digits.slice(-4)}`;
}
