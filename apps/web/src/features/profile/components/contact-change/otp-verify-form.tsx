// The Verify OTPs screen (docs/behaviour/account.md#email-or-phone-change, #validation, #messages): a six-box input
// per code the change needs (the new e-mail, the new phone, the current phone), the 600 s validity as m:ss, Resend
// once 60 s have passed (new codes, a new countdown, empty boxes), Verify refused after expiry, and each refusal
// under the box it concerns.
import { Clock, RotateCw, ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGES as M } from '@haat/domain/account/account-messages';
import type {
  ChangeMode,
  SendProfileOtpRequest,
  SendProfileOtpResponse,
} from '@haat/domain/account/profile-change.schema';
import { formatCountdown } from '@haat/domain/auth/auth-rules';
import { toast } from '../../../../components/ui/lazy-toast.tsx';
import { OtpInput } from '../../../../components/ui/otp-input.tsx';
import { ApiRequestError } from '../../../../lib/api-client.ts';
import { useCountdown } from '../../../../lib/use-countdown.ts';
import { useSendProfileOtp } from '../../api/send-profile-otp.ts';
import { useVerifyProfileOtp } from '../../api/verify-profile-otp.ts';
import {
  EMPTY_OTP_CODES,
  missingOtpErrors,
  otpBoxOf,
  otpFieldsFor,
  verifyOtpBody,
  type OtpCodes,
  type OtpField,
} from '../../contact-change-rules.ts';
import { tk } from '../../../../i18n/translation-key.ts';

export interface PendingChange {
  mode: ChangeMode;
  body: SendProfileOtpRequest;
  sentTo: SendProfileOtpResponse['sentTo'];
  expiresAt: number;
  resendAt: number;
}

const BOX_LABELS: Record<OtpField, { label: string; sentTo: 'email' | 'phone' | 'currentPhone' }> = {
  emailOtp: { label: tk('Email OTP'), sentTo: 'email' },
  phoneOtp: { label: tk('New phone OTP'), sentTo: 'phone' },
  currentPhoneOtp: { label: tk('Current phone OTP'), sentTo: 'currentPhone' },
};

interface OtpVerifyFormProps {
  pending: PendingChange;
  onResent: (answer: SendProfileOtpResponse) => void;
  onVerified: () => void;
  onBack: () => void;
}

export function OtpVerifyForm({ pending, onResent, onVerified, onBack }: OtpVerifyFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const fields = otpFieldsFor(pending.mode);
  const validFor = useCountdown(pending.expiresAt);
  const resendIn = useCountdown(pending.resendAt);
  const expired = validFor === 0;
  const resend = useSendProfileOtp();
  const verify = useVerifyProfileOtp();
  const [formError, setFormError] = useState<string | null>(null);

  const resolver: Resolver<OtpCodes> = (values) => {
    const missing = missingOtpErrors(values, pending.mode);
    const errors = Object.fromEntries(
      Object.entries(missing).map(([field, message]) => [field, { type: 'required', message }]),
    );
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
  const {
    control,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<OtpCodes>({ resolver, defaultValues: EMPTY_OTP_CODES, reValidateMode: 'onSubmit' });

  const onSubmit = handleSubmit(async (codes) => {
    setFormError(null);
    if (expired) return setFormError(M.otpsExpired);
    try {
      await verify.mutateAsync(verifyOtpBody(pending.body, codes, pending.mode));
      toast.success(t(M.profileUpdated));
      onVerified();
    } catch (error) {
      const refused = error instanceof ApiRequestError && error.status < 500;
      const message = refused ? error.message : M.verifyFailed;
      const box = refused ? otpBoxOf(error.field, pending.mode) : null;
      if (box) setError(box, { type: 'server', message }, { shouldFocus: true });
      else setFormError(message);
    }
  });

  const onResend = async () => {
    setFormError(null);
    try {
      const answer = await resend.mutateAsync(pending.body);
      reset(EMPTY_OTP_CODES);
      onResent(answer);
      toast.success(t(M.otpsResent));
    } catch (error) {
      toast.error(t(M.resendOtpFailed));
      setFormError(
        error instanceof ApiRequestError && error.status < 500 ? error.message : M.resendOtpFailed,
      );
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('Verify OTPs')} className="space-y-5">
      {fields.map((field) => {
        const where = pending.sentTo[BOX_LABELS[field].sentTo];
        const message = errors[field]?.message;
        return (
          <Controller
            key={field}
            control={control}
            name={field}
            render={({ field: box }) => (
              <OtpInput
                id={`${id}-${field}`}
                label={t(BOX_LABELS[field].label)}
                hint={where ? t('Sent to {{where}}', { where }) : undefined}
                error={message ? t(message) : undefined}
                disabled={expired}
                ref={box.ref}
                value={box.value}
                onBlur={box.onBlur}
                onChange={(value) => {
                  box.onChange(value);
                  clearErrors(field);
                }}
              />
            )}
          />
        );
      })}

      <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-page px-3 py-2.5 text-sm">
        <p className={`flex items-center gap-1.5 font-medium ${expired ? 'text-danger' : 'text-ink-muted'}`}>
          <Clock aria-hidden="true" className="size-4" />
          {expired ? (
            t('Expired')
          ) : (
            <span>
              {t('Valid for')}{' '}
              <span className="font-semibold text-ink tabular-nums" aria-live="off">
                {formatCountdown(validFor)}
              </span>
            </span>
          )}
        </p>
        <button
          type="button"
          onClick={onResend}
          disabled={resendIn > 0 || resend.isPending}
          className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-ink-subtle disabled:hover:bg-transparent"
        >
          <RotateCw aria-hidden="true" className={`size-4 ${resend.isPending ? 'animate-spin' : ''}`} />
          {resend.isPending
            ? t('Sending...')
            : resendIn > 0
              ? t('Resend OTPs in {{time}}', { time: formatCountdown(resendIn) })
              : t('Resend OTPs')}
        </button>
      </div>

      {expired && (
        <p role="alert" className="rounded-lg bg-danger-50 px-3 py-2.5 text-sm font-medium text-danger">
          {t(M.otpsExpired)}
        </p>
      )}
      {formError && !(expired && formError === M.otpsExpired) && (
        <p role="alert" className="rounded-lg bg-danger-50 px-3 py-2.5 text-sm font-medium text-danger">
          {t(formError)}
        </p>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onBack}
          className="rounded-md border border-line bg-card px-5 py-2.5 text-sm font-semibold text-ink hover:bg-page"
        >
          {t('Change details')}
        </button>
        <button
          type="submit"
          disabled={expired || isSubmitting}
          className="inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          <ShieldCheck aria-hidden="true" className="size-4" />
          {isSubmitting ? t('Verifying...') : t('Verify OTPs')}
        </button>
      </div>
    </form>
  );
}
