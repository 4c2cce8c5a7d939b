// Request and response contracts of the account calls (docs/behaviour/auth.md#calls), shared by the pages and the
// API.
import { z } from 'zod';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../validation/messages.ts';
import { AUTH_MESSAGES as M } from './auth-messages.ts';
import { OTP_LENGTH, PASSWORD_MIN_LENGTH } from './auth-rules.ts';

const requiredString = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message });

export const emailSchema = requiredString(M.emailRequired, 254).regex(EMAIL_PATTERN, {
  error: M.emailInvalid,
});
/** Spaces and dashes are allowed while typing; the pattern is checked on the digits. */
export const phoneSchema = requiredString(M.phoneRequired, 32)
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(PHONE_PATTERN, { error: M.phoneInvalid }));
/** Passwords are not trimmed: spaces are characters. */
export const loginPasswordSchema = z
  .string({ error: M.passwordRequired })
  .min(1, { error: M.passwordRequired })
  .max(256);
export const newPasswordSchema = z
  .string({ error: M.passwordRequired })
  .min(1, { error: M.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, { error: M.passwordTooShort })
  .max(256, { error: 'Password must be at most 256 characters' });
export const otpSchema = requiredString(M.otpRequired, 16).regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), {
  error: M.otpSixDigits,
});

/**
 * Email + password, or phone + password (docs/behaviour/auth.md#login); a phone is used only when no email is sent.
 */
export const loginRequestSchema = z
  .object({
    email: z.unknown().optional(),
    phone: z.unknown().optional(),
    password: loginPasswordSchema,
    rememberMe: z.boolean().optional(),
  })
  .transform((v, ctx) => {
    const byPhone = v.email === undefined && v.phone !== undefined;
    const parsed = byPhone ? phoneSchema.safeParse(v.phone) : emailSchema.safeParse(v.email);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: [byPhone ? 'phone' : 'email'] });
      return z.NEVER;
    }
    return byPhone
      ? { method: 'phone' as const, phone: parsed.data, password: v.password }
      : { method: 'email' as const, email: parsed.data, password: v.password };
  });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** What a code is for: sign-up and reset are checked by verify-otp; a sign-in code goes to login-otp. */
export const otpTypeSchema = z.enum(['signup', 'reset', 'login']);
export type OtpType = z.infer<typeof otpTypeSchema>;
const verifiedOtpTypeSchema = otpTypeSchema.exclude(['login']);

export const sendOtpRequestSchema = z.object({
  email: emailSchema,
  type: otpTypeSchema,
  role: z.literal('customer').default('customer'),
  /** Sent only with type signup (docs/behaviour/auth.md#validation). */
  phone: phoneSchema.optional(),
});
export type SendOtpRequest = z.input<typeof sendOtpRequestSchema>;

export const verifyOtpRequestSchema = z.object({
  email: emailSchema,
  otp: otpSchema,
  type: verifiedOtpTypeSchema,
});
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequestSchema>;

export const registerRequestSchema = z.object({
  fullName: requiredString(M.fullNameRequired, 100),
  phone: phoneSchema,
  email: emailSchema,
  password: newPasswordSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  email: emailSchema,
  newPassword: z
    .string({ error: M.newPasswordRequired })
    .min(1, { error: M.newPasswordRequired })
    .pipe(newPasswordSchema),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const refreshTokenRequestSchema = z.object({
  refreshToken: z.string({ error: M.noRefreshToken }).min(1, { error: M.noRefreshToken }).max(512),
});
export const logoutRequestSchema = z.object({ refreshToken: z.string().max(512).optional() });

export const publicUserSchema = z.object({
  id: z.string(),
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.literal('customer'),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** Sign-in by a code e-mailed with send-otp (type login): works while password sign-in is throttled. */
export const loginOtpRequestSchema = z.object({ email: emailSchema, otp: otpSchema });
export type LoginOtpRequest = z.infer<typeof loginOtpRequestSchema>;

export const loginResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  refreshToken: z.string(),
  user: publicUserSchema,
  userId: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const refreshTokenResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  refreshToken: z.string(),
});

export const successMessageSchema = z.object({ success: z.literal(true), message: z.string() });

export const registerResponseSchema = successMessageSchema.extend({ userId: z.string() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** Register without a verified sign-up OTP answers this flag with the verification-required error. */
export const registerErrorSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.string(),
  field: z.string().optional(),
  requiresOtpVerification: z.boolean().optional(),
});

/** A refusal that says how long to wait (429): a resend asked for too early, a password attempt that must wait. */
export const retryAfterErrorSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.string(),
  field: z.string().optional(),
  retryAfterSeconds: z.number().int().positive().optional(),
});
export const sendOtpErrorSchema = retryAfterErrorSchema;

// Client-side forms: the same rules plus the fields only the page has (docs/behaviour/auth.md#validation).
export const signupFormSchema = registerRequestSchema
  .extend({
    confirmPassword: z
      .string({ error: M.confirmPasswordRequired })
      .min(1, { error: M.confirmPasswordRequired }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: M.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

export const newPasswordFormSchema = z
  .object({
    newPassword: z.string().min(1, { error: M.newPasswordRequired }).pipe(newPasswordSchema),
    confirmPassword: z.string().min(1, { error: M.confirmPasswordRequired }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: M.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
