// Sign-up step 1 (docs/behaviour/auth.md#validation): full name, phone, e-mail, password and its confirmation. The
// form state lives in the flow, so the values survive a trip to the code step and back, and a server refusal can land
// on its field.
import { Smartphone, UserRound } from 'lucide-react';
import { useEffect, useId, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { signupFormSchema } from '@haat/domain/auth/auth.schema';
import { AuthField, EmailField, NewPasswordField } from './auth-field.tsx';

export type SignupFormValues = z.input<typeof signupFormSchema>;
export type SignupDetails = z.output<typeof signupFormSchema>;
export type SignupForm = UseFormReturn<SignupFormValues, unknown, SignupDetails>;

export const SIGNUP_DEFAULTS: SignupFormValues = {
  fullName: '',
  phone: '',
  email: '',
  password: '',
  confirmPassword: '',
};

const FIELDS = ['fullName', 'phone', 'email', 'password', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];

interface SignupDetailsFormProps {
  form: SignupForm;
  onSubmit: (details: SignupDetails) => Promise<void>;
  onEdit: () => void;
  /** The submit control, drawn inside this form. */
  children: ReactNode;
}

export function SignupDetailsForm({ form, onSubmit, onEdit, children }: SignupDetailsFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const {
    register,
    handleSubmit,
    clearErrors,
    setFocus,
    formState: { errors },
  } = form;

  // Sent back here by the server (e.g. a taken phone): put the cursor on the field it refused.
  useEffect(() => {
    const first = FIELDS.find((f) => form.getFieldState(f).error);
    if (first) setFocus(first);
  }, [form, setFocus]);

  const error = (field: Field) => {
    const message = errors[field]?.message;
    return message ? t(message) : undefined;
  };
  const field = (name: Field) =>
    register(name, {
      onChange: () => {
        clearErrors(name);
        onEdit();
      },
    });

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-label={t('Your details')}
      className="grid gap-4 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <AuthField
          id={`${id}-name`}
          label={t('Full name')}
          icon={UserRound}
          autoComplete="name"
          placeholder={t('As you would like to be addressed')}
          error={error('fullName')}
          {...field('fullName')}
        />
      </div>
      <AuthField
        id={`${id}-phone`}
        label={t('Phone number')}
        icon={Smartphone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={t('+91 98765 43210')}
        error={error('phone')}
        {...field('phone')}
      />
      <EmailField id={`${id}-email`} error={error('email')} {...field('email')} />
      <NewPasswordField
        id={`${id}-password`}
        label={t('Password')}
        error={error('password')}
        {...field('password')}
      />
      <NewPasswordField
        id={`${id}-confirm`}
        label={t('Confirm password')}
        confirm
        error={error('confirmPassword')}
        {...field('confirmPassword')}
      />
      <button type="submit" hidden tabIndex={-1} />
      <div className="sm:col-span-2">{children}</div>
    </form>
  );
}
