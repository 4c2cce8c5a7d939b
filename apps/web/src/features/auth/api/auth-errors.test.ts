import { AUTH_MESSAGES as M } from '@haat/domain/auth/auth-messages';
import { MESSAGES } from '@haat/domain/validation/messages';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { errorMessage, loginFailure, signupFailure } from './auth-errors.ts';

const offline = new ApiRequestError(MESSAGES.connectionFailure, 0, 'NETWORK_ERROR');

describe('account error messages', () => {
  it('says the server’s words for a refusal, the connection message offline, the fallback otherwise', () => {
    expect(
      errorMessage(
        new ApiRequestError('Invalid OTP. Please try again.', 400, 'OTP_INVALID'),
        M.otpInvalidShort,
      ),
    ).toBe('Invalid OTP. Please try again.');
    expect(errorMessage(offline, M.sendOtpFailed)).toBe(MESSAGES.connectionFailure);
    expect(errorMessage(new ApiRequestError('Internal Server Error', 500), M.resetFailed)).toBe(
      M.resetFailed,
    );
    expect(errorMessage(new Error('parse'), M.resetFailed)).toBe(M.resetFailed);
  });

  it('reads a 401 at sign-in as invalid credentials and keeps the throttle’s message and wait', () => {
    expect(loginFailure(new ApiRequestError(M.invalidCredentials, 401))).toEqual({
      kind: 'form',
      message: M.invalidCredentialsRetry,
    });
    expect(loginFailure(new ApiRequestError(M.tooManyAttempts, 429, 'TOO_MANY_ATTEMPTS'))).toEqual({
      kind: 'throttled',
      message: M.tooManyAttempts,
      retryAfterSeconds: null,
    });
    const waited = new ApiRequestError(M.tooManyAttempts, 429, 'TOO_MANY_ATTEMPTS', undefined, {
      retryAfterSeconds: 32,
    });
    expect(loginFailure(waited)).toEqual({
      kind: 'throttled',
      message: M.tooManyAttempts,
      retryAfterSeconds: 32,
    });
    expect(loginFailure(offline)).toEqual({ kind: 'form', message: MESSAGES.connectionFailure });
    expect(loginFailure(new ApiRequestError(M.emailInvalid, 400, 'VALIDATION_FAILED', 'email'))).toEqual({
      kind: 'field',
      field: 'email',
      message: M.emailInvalid,
    });
  });

  it('sends a taken phone back to its field and a missing verification to the code step', () => {
    expect(signupFailure(new ApiRequestError(M.phoneExists, 409, 'PHONE_EXISTS', 'phone'))).toEqual({
      kind: 'field',
      step: 'details',
      field: 'phone',
      message: M.phoneAlreadyRegistered,
    });
    const unverified = new ApiRequestError(
      M.emailVerificationRequired,
      403,
      'EMAIL_VERIFICATION_REQUIRED',
      undefined,
      {
        requiresOtpVerification: true,
      },
    );
    expect(signupFailure(unverified)).toEqual({ kind: 'verify', message: M.emailVerificationRequired });
    expect(signupFailure(new ApiRequestError(M.emailExists, 409, 'EMAIL_EXISTS', 'email'))).toMatchObject({
      field: 'email',
      message: M.emailExists,
    });
    expect(signupFailure(new ApiRequestError('Internal Server Error', 500))).toEqual({
      kind: 'form',
      message: M.registrationFailedRetry,
    });
  });
});
