import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '@haat/domain/account/account-messages';
import {
  contactChangeSchema,
  missingOtpErrors,
  otpBoxOf,
  otpFieldsFor,
  sendOtpBody,
  verifyOtpBody,
  type ContactChangeValues,
} from './contact-change-rules.ts';

const current = { email: 'Priya@Example.in', phone: '+919876543210' };
const schema = contactChangeSchema(current);

function errorsOf(values: ContactChangeValues): Record<string, string> {
  const result = schema.safeParse(values);
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('Update Email or Phone rules', () => {
  it('asks for the values of the chosen mode only', () => {
    expect(errorsOf({ mode: 'email', newEmail: '', newPhone: '' })).toEqual({ newEmail: M.emailRequired });
    expect(errorsOf({ mode: 'phone', newEmail: '', newPhone: '' })).toEqual({ newPhone: M.phoneRequired });
    expect(errorsOf({ mode: 'both', newEmail: ' ', newPhone: '' })).toEqual({
      newEmail: M.emailRequired,
      newPhone: M.phoneRequired,
    });
  });

  it('refuses an invalid e-mail and the current one in any case', () => {
    expect(errorsOf({ mode: 'email', newEmail: 'priya@', newPhone: '' })).toEqual({
      newEmail: M.emailInvalid,
    });
    expect(errorsOf({ mode: 'email', newEmail: ' priya@example.IN ', newPhone: '' })).toEqual({
      newEmail: M.emailSame,
    });
    expect(errorsOf({ mode: 'email', newEmail: 'priya.nair@example.in', newPhone: '' })).toEqual({});
  });

  it('takes a phone as 10 digits starting 6-9 after stripping, and not the current number', () => {
    expect(errorsOf({ mode: 'phone', newEmail: '', newPhone: '12345 67890' })).toEqual({
      newPhone: M.phoneInvalid,
    });
    expect(errorsOf({ mode: 'phone', newEmail: '', newPhone: '98765' })).toEqual({
      newPhone: M.phoneInvalid,
    });
    expect(errorsOf({ mode: 'phone', newEmail: '', newPhone: '+91 98765-43210' })).toEqual({
      newPhone: M.phoneSame,
    });
    expect(errorsOf({ mode: 'phone', newEmail: '', newPhone: '(70123) 45678' })).toEqual({});
  });

  it('sends only what the mode changes', () => {
    const values = { newEmail: ' new@example.in ', newPhone: '70123 45678' };
    expect(sendOtpBody({ mode: 'email', ...values })).toEqual({ newEmail: 'new@example.in' });
    expect(sendOtpBody({ mode: 'phone', ...values })).toEqual({ newPhone: '70123 45678' });
    expect(sendOtpBody({ mode: 'both', ...values })).toEqual({
      newEmail: 'new@example.in',
      newPhone: '70123 45678',
    });
  });

  it('shows a code box per number told: a phone change asks the new and the current number', () => {
    expect(otpFieldsFor('email')).toEqual(['emailOtp']);
    expect(otpFieldsFor('phone')).toEqual(['phoneOtp', 'currentPhoneOtp']);
    expect(otpFieldsFor('both')).toEqual(['emailOtp', 'phoneOtp', 'currentPhoneOtp']);
  });

  it('names every box of the mode without six digits', () => {
    const codes = { emailOtp: '12 456', phoneOtp: '123456', currentPhoneOtp: '' };
    expect(missingOtpErrors(codes, 'both')).toEqual({
      emailOtp: M.emailOtpRequired,
      currentPhoneOtp: M.currentPhoneOtpRequired,
    });
    expect(missingOtpErrors(codes, 'email')).toEqual({ emailOtp: M.emailOtpRequired });
    expect(missingOtpErrors({ ...codes, currentPhoneOtp: '654321' }, 'phone')).toEqual({});
  });

  it('verifies with the values the codes were sent for and the codes of the mode', () => {
    const codes = { emailOtp: '111111', phoneOtp: '222222', currentPhoneOtp: '333333' };
    expect(verifyOtpBody({ newPhone: '7012345678' }, codes, 'phone')).toEqual({
      newPhone: '7012345678',
      phoneOtp: '222222',
      currentPhoneOtp: '333333',
    });
    expect(verifyOtpBody({ newEmail: 'a@b.in' }, codes, 'email')).toEqual({
      newEmail: 'a@b.in',
      emailOtp: '111111',
    });
  });

  it('puts a server refusal under the box it names, when that box is shown', () => {
    expect(otpBoxOf('currentPhoneOtp', 'phone')).toBe('currentPhoneOtp');
    expect(otpBoxOf('emailOtp', 'phone')).toBeNull();
    expect(otpBoxOf('newPhone', 'phone')).toBeNull();
    expect(otpBoxOf(undefined, 'both')).toBeNull();
  });
});
