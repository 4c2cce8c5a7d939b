// The sign-in form's rules (docs/behaviour/auth.md#validation): in e-mail mode the e-mail, in phone mode the phone,
// and the password in both; the answer is the body of POST /users/login. The field rules are the domain's, as the API
// checks them.
import { z } from 'zod';
import { emailSchema, loginPasswordSchema, phoneSchema } from '@haat/domain/auth/auth.schema';

export type LoginMethod = 'email' | 'phone';

export interface LoginFormValues {
  method: LoginMethod;
  email: string;
  phone: string;
  password: string;
  /** Held with the form as the spec says; this page shows no checkbox for it. */
  rememberMe: boolean;
}

export const LOGIN_FORM_DEFAULTS: LoginFormValues = {
  method: 'email',
  email: '',
  phone: '',
  password: '',
  rememberMe: false,
};

export const loginFormSchema = z
  .object({
    method: z.enum(['email', 'phone']),
    email: z.string(),
    phone: z.string(),
    password: z.string(),
    rememberMe: z.boolean(),
  })
  .transform((v, ctx) => {
    // Both fields are checked at once, so an empty form shows both messages.
    const contact = v.method === 'email' ? emailSchema.safeParse(v.email) : phoneSchema.safeParse(v.phone);
    const password = loginPasswordSchema.safeParse(v.password);
    if (!contact.success)
      ctx.addIssue({ code: 'custom', message: contact.error.issues[0]?.message, path: [v.method] });
    if (!password.success) {
      ctx.addIssue({ code: 'custom', message: password.error.issues[0]?.message, path: ['password'] });
    }
    if (!contact.success || !password.success) return z.NEVER;
    return v.method === 'email'
      ? { email: contact.data, password: password.data }
      : { phone: contact.data, password: password.data };
  });
