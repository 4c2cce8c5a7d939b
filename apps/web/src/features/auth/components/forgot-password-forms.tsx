// The two plain forms of password reset (docs/behaviour/auth.md#validation): the account's e-mail, then the new
// password twice. Sign-in by code asks for the e-mail with the first.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { emailSchema, newPasswordFormSchema } from '@haat/domain/auth/auth.schema';
import { EmailField, NewPasswordField } from './auth-field.tsx';

const emailFormSchema = z.object({ email: emailSchema });

const submitClass =
  'inline-flex h-12 w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 text-base font-semibold text-white hover:bg-brand-800 disabled:cursor-progress disabled:opacity-75';

export function ResetEmailForm({
  defaultEmail,
  busy,
  onSubmit,
  label,
}: {
  defaultEmail: string;
  busy: boolean;
  onSubmit: (email: string) => Promise<void>;
  /** The form's accessible name; sign-in by code asks for the e-mail with the same form. */
  label?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<z.input<typeof emailFormSchema>, unknown, z.output<typeof emailFormSchema>>({
    resolver: zodResolver(emailFormSchema),
    defaultValues: { email: defaultEmail },
    reValidateMode: 'onSubmit',
  });
  const message = errors.email?.message;
  return (
    <form
      onSubmit={handleSubmit(({ email }) => onSubmit(email))}
      noValidate
      aria-label={label ?? t('Reset your password')}
      className="space-y-4"
    >
      <EmailField
        id={`${id}-email`}
        error={message ? t(message) : undefined}
        {...register('email', { onChange: () => clearErrors('email') })}
      />
      <button type="submit" disabled={busy} className={submitClass}>
        {busy ? t('Sending OTP...') : t('Send OTP')}
      </button>
    </form>
  );
}

type NewPasswordValues = z.input<typeof newPasswordFormSchema>;

export function NewPasswordForm({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (newPassword: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<NewPasswordValues, unknown, z.output<typeof newPasswordFormSchema>>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
    reValidateMode: 'onSubmit',
  });
  const error = (field: keyof NewPasswordValues) => {
    const message = errors[field]?.message;
    return message ? t(message) : undefined;
  };
  return (
    <form
      onSubmit={handleSubmit(({ newPassword }) => onSubmit(newPassword))}
      noValidate
      aria-label={t('Create a new password')}
      className="space-y-4"
    >
      <NewPasswordField
        id={`${id}-new`}
        label={t('New password')}
        autoFocus
        error={error('newPassword')}
        {...register('newPassword', { onChange: () => clearErrors('newPassword') })}
      />
      <NewPasswordField
        id={`${id}-confirm`}
        label={t('Confirm new password')}
        confirm
        error={error('confirmPassword')}
        {...register('confirmPassword', { onChange: () => clearErrors('confirmPassword') })}
      />
      <button type="submit" disabled={busy} className={submitClass}>
        {busy ? t('Resetting...') : t('Reset Password')}
      </button>
    </form>
  );
}

export { submitClass as resetSubmitClass };
