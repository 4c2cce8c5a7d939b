// Limits of sign-in and OTPs (docs/behaviour/auth.md#validation, #limits) and the security limits we add (issue
// Accounts §2).
export const OTP_LENGTH = 6;
export const OTP_VALIDITY_SECONDS = 600;
/** Sign-up and reset show a 600 s countdown and allow resend at 0. */
export const OTP_RESEND_COUNTDOWN_SECONDS = 600;
/** The server accepts a resend after 60 s (the profile flow's rule), so a lost mail never locks anyone out for 10 min. */
export const OTP_RESEND_MIN_SECONDS = 60;
export const OTP_MAX_ATTEMPTS = 5;
export const PASSWORD_MIN_LENGTH = 6;
export const POST_SIGNUP_REDIRECT_MS = 3000;
/** The password throttle's numbers are in login-throttle.ts. A sign-in code is used at once after it is checked. */
export const LOGIN_OTP_VERIFICATION_TTL_SECONDS = 60;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** A refresh-token family (one sign-in) lives at most this long, however often it rotates. */
export const SESSION_ABSOLUTE_TTL_SECONDS = 30 * 24 * 60 * 60;
/** After the reset OTP is verified, the password must be set within this time. */
export const RESET_VERIFICATION_TTL_SECONDS = 10 * 60;
/** After the sign-up OTP is verified, the account must be created within this time. */
export const SIGNUP_VERIFICATION_TTL_SECONDS = 30 * 60;
export const SWIPE_RESET_MS = 500;
export const SWIPE_REARM_MS = 1000;

/** "m:ss" for the OTP countdowns. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * One spelling per number, so 98765 43210, 098765-43210 and +91 98765 43210 are one account: digits with a leading
 * plus; a number without a country code (10 digits, or 11 with the trunk 0, or 12 starting 91) is Indian (+91).
 */
export function normalizePhone(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return `+${digits}`;
  if (digits.length === 10) return `+91${digits}`;
  if (digits.length === 11 && digits.startsWith('0')) return `+91${digits.slice(1)}`;
  if (digits.length === 12 && digits.startsWith('91')) return `+${digits}`;
  return digits;
}

/** The desktop greeting: first word of the full name, or "User" (docs/behaviour/auth.md#login). */
export function firstName(fullName: string | null | undefined): string {
  return fullName?.trim().split(/\s+/)[0] || 'User';
}
