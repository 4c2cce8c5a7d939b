// The Update Email or Phone screen (docs/behaviour/account.md#profile, #email-or-phone-change, #validation): choose
// what changes (email, phone or both), enter the new value(s), Send OTPs. The checks are the spec's (required, valid,
// different from the current one); a refusal the server ties to a value (already used by another account) shows under
// that value.
import { zodResolver } from '@hookform/resolvers/zod';
import { AtSign, Mail, Phone, Send, Smartphone, type LucideIcon } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGES as M } from '@haat/domain/account/account-messages';
import type {
  ChangeMode,
  SendProfileOtpRequest,
  SendProfileOtpResponse,
} from '@haat/domain/account/profile-change.schema';
import { FormInput } from '../../../../components/ui/form-field.tsx';
import { ApiRequestError } from '../../../../lib/api-client.ts';
import { useSendProfileOtp } from '../../api/send-profile-otp.ts';
import {
  contactChangeSchema,
  sendOtpBody,
  type ContactChangeValues,
  type CurrentContact,
} from '../../contact-change-rules.ts';
import { formatPhone } from '../../profile-format.ts';
import { tk } from '../../../../i18n/translation-key.ts';

const MODES: readonly { mode: ChangeMode; label: string; icon: LucideIcon }[] = [
  { mode: 'email', label: tk('Email'), icon: Mail },
  { mode: 'phone', label: tk('Phone'), icon: Phone },
  { mode: 'both', label: tk('Both'), icon: AtSign },
];

interface ContactChangeFormProps {
  current: CurrentContact;
  /** What the shopper entered last time (back from Verify OTPs). */
  initialValues: ContactChangeValues;
  onSent: (values: ContactChangeValues, body: SendProfileOtpRequest, answer: SendProfileOtpResponse) => void;
  onCancel: () => void;
}

export function ContactChangeForm({ current, initialValues, onSent, onCancel }: ContactChangeFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const send = useSendProfileOtp();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => contactChangeSchema(current), [current]);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ContactChangeValues>({ resolver: zodResolver(schema), defaultValues: initialValues });
  const mode = useWatch({ control, name: 'mode' });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const body = sendOtpBody(values);
    try {
      const answer = await send.mutateAsync(body);
      onSent(values, body, answer);
    } catch (error) {
      const message =
        error instanceof ApiRequestError && error.status < 500 ? error.message : M.sendOtpFailed;
      const field = error instanceof ApiRequestError ? error.field : undefined;
      if (field === 'newEmail' || field === 'newPhone')
        setError(field, { type: 'server', message }, { shouldFocus: true });
      else setFormError(message);
    }
  });

  const chooseMode = (next: ChangeMode) => {
    setValue('mode', next);
    clearErrors();
    setFormError(null);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('Update Email or Phone')} className="space-y-5">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">{t('What would you like to change?')}</legend>
        <div className="grid grid-cols-3 gap-2">
          {MODES.map(({ mode: option, label, icon: Icon }) => (
            <label
              key={option}
              className={`flex cursor-pointer flex-col items-center gap-1 rounded-lg border px-2 py-3 text-sm font-semibold transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-200 ${
                mode === option
                  ? 'border-brand-600 bg-brand-50 text-brand-700'
                  : 'border-line bg-card text-ink hover:bg-page'
              }`}
            >
              <input
                type="radio"
                name={`${id}-mode`}
                value={option}
                checked={mode === option}
                onChange={() => chooseMode(option)}
                className="sr-only"
              />
              <Icon aria-hidden="true" className="size-5" />
              {t(label)}
            </label>
          ))}
        </div>
      </fieldset>

      {mode !== 'phone' && (
        <div>
          <FormInput
            id={`${id}-email`}
            label={t('New Email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('name@example.com')}
            error={errors.newEmail?.message ? t(errors.newEmail.message) : undefined}
            hint={t('Current: {{value}}', { value: current.email })}
            {...register('newEmail', { onChange: () => setFormError(null) })}
          />
        </div>
      )}
      {mode !== 'email' && (
        <FormInput
          id={`${id}-phone`}
          label={t('New Phone')}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          placeholder={t('10-digit mobile number')}
          error={errors.newPhone?.message ? t(errors.newPhone.message) : undefined}
          hint={t('Current: {{value}}', { value: formatPhone(current.phone) })}
          {...register('newPhone', { onChange: () => setFormError(null) })}
        />
      )}

      <p className="flex gap-2 rounded-lg bg-page px-3 py-2.5 text-xs text-ink-muted">
        <Smartphone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        {mode === 'email'
          ? t('We will send a 6-digit code to the new email address.')
          : t(
              'We will text a 6-digit code to the new number and one to your current number, to be sure the change is yours.',
            )}
      </p>

      {formError && (
        <p role="alert" className="rounded-lg bg-danger-50 px-3 py-2.5 text-sm font-medium text-danger">
          {t(formError)}
        </p>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onCancel}
          className="rounded-md border border-line bg-card px-5 py-2.5 text-sm font-semibold text-ink hover:bg-page"
        >
          {t('Cancel')}
        </button>
        <button
          type="submit"
          disabled={isSubmitting}
          className="inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          <Send aria-hidden="true" className="size-4 rtl:rotate-180" />
          {isSubmitting ? t('Sending...') : t('Send OTPs')}
        </button>
      </div>
    </form>
  );
}
