// The rules of changing the account's e-mail or phone (docs/behaviour/account.md#email-or-phone-change, #validation):
// what each mode asks for, the new values' checks (required, valid, different from the current one), which code boxes
// the Verify OTPs screen shows, and where a refusal from the server belongs.
import { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from '@haat/domain/account/account-messages';
import {
  newEmailSchema,
  newPhoneSchema,
  type ChangeMode,
  type SendProfileOtpRequest,
  type VerifyProfileOtpRequest,
} from '@haat/domain/account/profile-change.schema';
import { normaliseIndianMobile } from '@haat/domain/addresses/address.schema';
import { isOtpComplete } from '../../components/ui/otp-boxes.ts';

export type OtpField = 'emailOtp' | 'phoneOtp' | 'currentPhoneOtp';
export type OtpCodes = Record<OtpField, string>;

export const EMPTY_OTP_CODES: OtpCodes = { emailOtp: '', phoneOtp: '', currentPhoneOtp: '' };

export interface CurrentContact {
  email: string;
  phone: string;
}

export interface ContactChangeValues {
  mode: ChangeMode;
  newEmail: string;
  newPhone: string;
}

const changesEmail = (mode: ChangeMode) => mode !== 'phone';
const changesPhone = (mode: ChangeMode) => mode !== 'email';

/** The checks of the Update Email or Phone screen, against the account's current e-mail and phone. */
export function contactChangeSchema(current: CurrentContact) {
  return z
    .object({ mode: z.enum(['email', 'phone', 'both']), newEmail: z.string(), newPhone: z.string() })
    .superRefine((values, ctx) => {
      if (changesEmail(values.mode)) {
        const email = newEmailSchema.safeParse(values.newEmail);
        if (!email.success)
          ctx.addIssue({ code: 'custom', path: ['newEmail'], message: firstMessage(email) });
        else if (email.data === current.email.trim().toLowerCase())
          ctx.addIssue({ code: 'custom', path: ['newEmail'], message: M.emailSame });
      }
      if (changesPhone(values.mode)) {
        const phone = newPhoneSchema.safeParse(values.newPhone);
        if (!phone.success)
          ctx.addIssue({ code: 'custom', path: ['newPhone'], message: firstMessage(phone) });
        else if (phone.data === normaliseIndianMobile(current.phone))
          ctx.addIssue({ code: 'custom', path: ['newPhone'], message: M.phoneSame });
      }
    });
}

function firstMessage(result: { error?: z.ZodError | undefined }): string {
  return result.error?.issues[0]?.message ?? M.emailInvalid;
}

/** The body of POST /api/users/send-profile-otp: only the values the mode changes. */
export function sendOtpBody({ mode, newEmail, newPhone }: ContactChangeValues): SendProfileOtpRequest {
  return {
    ...(changesEmail(mode) ? { newEmail: newEmail.trim() } : {}),
    ...(changesPhone(mode) ? { newPhone: newPhone.trim() } : {}),
  };
}

/** The code boxes a mode needs: a new e-mail gets one code, a new phone one on each number. */
export function otpFieldsFor(mode: ChangeMode): OtpField[] {
  return [
    ...(changesEmail(mode) ? (['emailOtp'] as const) : []),
    ...(changesPhone(mode) ? (['phoneOtp', 'currentPhoneOtp'] as const) : []),
  ];
}

export const OTP_REQUIRED_MESSAGES: Record<OtpField, string> = {
  emailOtp: M.emailOtpRequired,
  phoneOtp: M.phoneOtpRequired,
  currentPhoneOtp: M.currentPhoneOtpRequired,
};

/** The message of every box the mode needs that does not hold six digits. */
export function missingOtpErrors(codes: OtpCodes, mode: ChangeMode): Partial<Record<OtpField, string>> {
  return Object.fromEntries(
    otpFieldsFor(mode)
      .filter((field) => !isOtpComplete(codes[field]))
      .map((field) => [field, OTP_REQUIRED_MESSAGES[field]]),
  );
}

/** The body of POST /api/users/verify-profile-otp: the codes of the mode and the values they were sent for. */
export function verifyOtpBody(sent: SendProfileOtpRequest, codes: OtpCodes, mode: ChangeMode) {
  const body: VerifyProfileOtpRequest = { ...sent };
  for (const field of otpFieldsFor(mode)) body[field] = codes[field];
  return body;
}

/** The box a server refusal names, when the screen shows it; otherwise the message belongs to the whole form. */
export function otpBoxOf(field: string | undefined, mode: ChangeMode): OtpField | null {
  return otpFieldsFor(mode).find((box) => box === field) ?? null;
}
