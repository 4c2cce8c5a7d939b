import { AUTH_MESSAGES as M } from '@haat/domain/auth/auth-messages';
import { describe, expect, it } from 'vitest';
import { LOGIN_FORM_DEFAULTS, loginFormSchema, type LoginFormValues } from './login-form-schema.ts';

function messages(values: Partial<LoginFormValues>): Record<string, string | undefined> {
  const result = loginFormSchema.safeParse({ ...LOGIN_FORM_DEFAULTS, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('sign-in form rules', () => {
  it('asks for the e-mail and the password in e-mail mode', () => {
    expect(messages({})).toEqual({ email: M.emailRequired, password: M.passwordRequired });
    expect(messages({ email: 'asha@', password: 'x' })).toEqual({ email: M.emailInvalid });
  });

  it('asks for the phone in phone mode and ignores the e-mail', () => {
    expect(messages({ method: 'phone', email: 'bad' })).toEqual({
      phone: M.phoneRequired,
      password: M.passwordRequired,
    });
    expect(messages({ method: 'phone', phone: '12345', password: 'x' })).toEqual({ phone: M.phoneInvalid });
  });

  it('answers the login body of the chosen mode, without rememberMe', () => {
    expect(
      loginFormSchema.parse({ ...LOGIN_FORM_DEFAULTS, email: ' demo@haat.in ', password: ' p ' }),
    ).toEqual({
      email: 'demo@haat.in',
      password: ' p ',
    });
    expect(
      loginFormSchema.parse({
        ...LOGIN_FORM_DEFAULTS,
        method: 'phone',
        phone: '+91 98765-43210',
        password: 'p',
      }),
    ).toEqual({ phone: '+919876543210', password: 'p' });
  });
});
