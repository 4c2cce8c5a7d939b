// What a failed account call says to the shopper (docs/behaviour/auth.md#messages): the server's own words for what
// it refused, the connection message when it could not be reached, and the page's fallback for anything else.
import { AUTH_ERROR_CODES as CODES, AUTH_MESSAGES as M } from '@haat/domain/auth/auth-messages';
import { OTP_RESEND_COUNTDOWN_SECONDS } from '@haat/domain/auth/auth-rules';
import { MESSAGES } from '@haat/domain/validation/messages';
import { ApiRequestError } from '../../../lib/api-client.ts';

/** The server's message for a refusal (4xx), the connection message, or the fallback (server faults, bad answers). */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiRequestError)) return fallback;
  if (error.status === 0) return MESSAGES.connectionFailure;
  return error.status >= 400 && error.status < 500 ? error.message : fallback;
}

export type LoginField = 'email' | 'phone' | 'password';

export type LoginFailure =
  | { kind: 'field'; field: LoginField; message: string }
  | { kind: 'form'; message: string }
  /** The password must wait: the server's message, and the seconds to wait when it said. */
  | { kind: 'throttled'; message: string; retryAfterSeconds: number | null };

/** Wrong credentials read "Invalid credentials. Please try again."; a throttle, its own message; bad input, its field. */
export function loginFailure(error: unknown): LoginFailure {
  if (error instanceof ApiRequestError) {
    if (error.status === 401) return { kind: 'form', message: M.invalidCredentialsRetry };
    if (error.status === 429) {
      const wait = (error.body as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
      return {
        kind: 'throttled',
        message: error.message,
        retryAfterSeconds: typeof wait === 'number' && wait > 0 ? wait : null,
      };
    }
    const field = error.field;
    if (error.status === 400 && (field === 'email' || field === 'phone' || field === 'password')) {
      return { kind: 'field', field, message: error.message };
    }
  }
  return { kind: 'form', message: errorMessage(error, M.loginFailed) };
}

export type SignupFailure =
  | { kind: 'field'; step: 'details'; field: 'fullName' | 'phone' | 'email' | 'password'; message: string }
  | { kind: 'verify'; message: string }
  | { kind: 'form'; message: string };

const DETAILS_FIELDS = ['fullName', 'phone', 'email', 'password'] as const;
type DetailsField = (typeof DETAILS_FIELDS)[number];
const isDetailsField = (field: string | undefined): field is DetailsField =>
  DETAILS_FIELDS.some((f) => f === field);

/** Sending the code or registering: a taken phone goes back to its field, a missing verification to the code step. */
export function signupFailure(error: unknown): SignupFailure {
  if (error instanceof ApiRequestError) {
    if (error.code === CODES.phoneExists || error.message === M.phoneExists) {
      return { kind: 'field', step: 'details', field: 'phone', message: M.phoneAlreadyRegistered };
    }
    const body = error.body as { requiresOtpVerification?: unknown } | undefined;
    if (body?.requiresOtpVerification === true || error.code === CODES.emailVerificationRequired) {
      return { kind: 'verify', message: M.emailVerificationRequired };
    }
    if (error.status >= 400 && error.status < 500 && isDetailsField(error.field)) {
      return { kind: 'field', step: 'details', field: error.field, message: error.message };
    }
  }
  return { kind: 'form', message: errorMessage(error, M.registrationFailedRetry) };
}

/** When a code was sent to this address, the resend countdown ends (a server throttle may set it shorter). */
export function resendDeadline(error?: unknown): number {
  const wait =
    error instanceof ApiRequestError
      ? (error.body as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds
      : undefined;
  return Date.now() + (typeof wait === 'number' ? wait : OTP_RESEND_COUNTDOWN_SECONDS) * 1000;
}

/** When a throttled password may be tried again, or null when the server did not say. */
export function retryDeadline(retryAfterSeconds: number | null): number | null {
  return retryAfterSeconds === null ? null : Date.now() + retryAfterSeconds * 1000;
}
