import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from './auth-messages.ts';
import { firstName, formatCountdown, normalizePhone } from './auth-rules.ts';
import {
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  signupFormSchema,
  verifyOtpRequestSchema,
} from './auth.schema.ts';

const firstError = (r: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => r.error?.issues[0] && { message: r.error.issues[0].message, path: r.error.issues[0].path.join('.') };

describe('login request', () => {
  it.each([
    [{ password: 'x' }, M.emailRequired, 'email'],
    [{ email: '', password: 'x' }, M.emailRequired, 'email'],
    [{ email: 'not-an-email', password: 'x' }, M.emailInvalid, 'email'],
    [{ phone: '', password: 'x' }, M.phoneRequired, 'phone'],
    [{ phone: '12345', password: 'x' }, M.phoneInvalid, 'phone'],
    [{ email: 'a@b.in' }, M.passwordRequired, 'password'],
    [{ email: 'a@b.in', password: '' }, M.passwordRequired, 'password'],
  ])('%j → %s', (body, message, path) => {
    expect(firstError(loginRequestSchema.safeParse(body))).toEqual({ message, path });
  });

  it('accepts email or phone', () => {
    expect(loginRequestSchema.parse({ email: ' A@B.in ', password: 'secret' })).toMatchObject({
      method: 'email',
      email: 'A@B.in',
    });
    expect(loginRequestSchema.parse({ phone: '+91 98765-43210', password: 'secret' })).toMatchObject({
      method: 'phone',
      phone: '+919876543210',
    });
  });
});

describe('sign-up and reset', () => {
  it('names every missing field with the spec message', () => {
    const r = registerRequestSchema.safeParse({});
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      M.fullNameRequired,
      M.phoneRequired,
      M.emailRequired,
      M.passwordRequired,
    ]);
  });
  it('requires 6 characters and a matching confirmation', () => {
    const base = { fullName: 'Asha Verma', phone: '9876543210', email: 'asha@example.in' };
    expect(
      firstError(signupFormSchema.safeParse({ ...base, password: '12345', confirmPassword: '12345' }))
        ?.message,
    ).toBe(M.passwordTooShort);
    expect(
      firstError(signupFormSchema.safeParse({ ...base, password: '123456', confirmPassword: '' }))?.message,
    ).toBe(M.confirmPasswordRequired);
    expect(
      firstError(signupFormSchema.safeParse({ ...base, password: '123456', confirmPassword: '1234567' })),
    ).toEqual({
      message: M.passwordsDoNotMatch,
      path: 'confirmPassword',
    });
  });
  it('checks the OTP and the new password', () => {
    expect(
      firstError(verifyOtpRequestSchema.safeParse({ email: 'a@b.in', otp: '', type: 'reset' }))?.message,
    ).toBe(M.otpRequired);
    expect(
      firstError(verifyOtpRequestSchema.safeParse({ email: 'a@b.in', otp: '12a456', type: 'reset' }))
        ?.message,
    ).toBe(M.otpSixDigits);
    expect(
      firstError(resetPasswordRequestSchema.safeParse({ email: 'a@b.in', newPassword: '' }))?.message,
    ).toBe(M.newPasswordRequired);
    expect(
      firstError(resetPasswordRequestSchema.safeParse({ email: 'a@b.in', newPassword: '123' }))?.message,
    ).toBe(M.passwordTooShort);
  });
});

describe('rules', () => {
  it.each([
    [600, '10:00'],
    [59, '0:59'],
    [0, '0:00'],
    [-3, '0:00'],
  ])('countdown %i → %s', (s, text) => expect(formatCountdown(s)).toBe(text));
  it('greets with the first word of the name, or User', () => {
    expect(firstName('  Asha  Verma ')).toBe('Asha');
    expect(firstName('')).toBe('User');
    expect(firstName(undefined)).toBe('User');
  });
  it('normalises phones to digits with a plus, Indian numbers without a country code to +91', () => {
    expect(normalizePhone(' +91 98765-43210 ')).toBe('+919876543210');
    for (const typed of ['9876543210', '98765 43210', '09876543210', '919876543210']) {
      expect(normalizePhone(typed), typed).toBe('+919876543210');
    }
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhone('4420794609581')).toBe('4420794609581');
  });
});
