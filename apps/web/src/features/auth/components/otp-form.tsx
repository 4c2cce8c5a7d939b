// The e-mail code step shared by sign-up and password reset (docs/behaviour/auth.md#sign-up, #validation): a 6-digit
// input (digits only, one-time-code autofill), the 600 s countdown as m:ss, and Resend once it reaches 0.
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formatCountdown, OTP_LENGTH } from '@haat/domain/auth/auth-rules';
import { otpSchema } from '@haat/domain/auth/auth.schema';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { AuthField } from './auth-field.tsx';

const otpFormSchema = z.object({ otp: otpSchema });
type OtpFormValues = z.input<typeof otpFormSchema>;

interface OtpFormProps {
  email: string;
  /** When the resend countdown reaches 0. */
  resendAt: number;
  /** Checks the code; answers the message to show on the field when it is refused, or null. */
  onVerify: (otp: string) => Promise<string | null>;
  onResend: () => Promise<void>;
  /** A message the step opens with (e.g. "Email verification required…" when sent back here). */
  initialError?: string | null;
  /** The submit control, drawn inside this form. */
  submit: ReactNode;
}

export function OtpForm({ email, resendAt, onVerify, onResend, initialError, submit }: OtpFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const secondsLeft = useCountdown(resendAt);
  const [resending, setResending] = useState(false);
  const {
    control,
    handleSubmit,
    setError,
    clearErrors,
    setFocus,
    formState: { errors },
  } = useForm<OtpFormValues, unknown, z.output<typeof otpFormSchema>>({
    resolver: zodResolver(otpFormSchema),
    defaultValues: { otp: '' },
    reValidateMode: 'onSubmit',
  });

  useEffect(() => {
    if (initialError) setError('otp', { type: 'server', message: initialError });
    // The code field is what the shopper needs next: they just asked for the mail.
    setFocus('otp');
  }, [initialError, setError, setFocus]);

  const onSubmit = handleSubmit(async ({ otp }) => {
    const refused = await onVerify(otp);
    if (refused) setError('otp', { type: 'server', message: refused }, { shouldFocus: true });
  });

  const resend = async () => {
    setResending(true);
    try {
      await onResend();
    } finally {
      setResending(false);
    }
  };

  const message = errors.otp?.message;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('Verify OTP')} className="space-y-4">
      <Controller
        control={control}
        name="otp"
        render={({ field }) => (
          <AuthField
            id={`${id}-otp`}
            label={t('Enter OTP')}
            icon={KeyRound}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            placeholder="••••••"
            className="text-lg font-semibold tracking-[0.5em] placeholder:tracking-[0.5em]"
            error={message ? t(message) : undefined}
            hint={t('We sent a 6-digit code to {{email}}. It is valid for 10 minutes.', { email })}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(event) => {
              field.onChange(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH));
              clearErrors('otp');
            }}
          />
        )}
      />
      <div className="flex min-h-8 items-center justify-between gap-2 text-sm">
        <span className="text-ink-muted">{t('Didn’t get the code?')}</span>
        {secondsLeft > 0 ? (
          <span className="font-medium tabular-nums text-ink-muted" aria-live="off">
            {t('Resend OTP in {{time}}', { time: formatCountdown(secondsLeft) })}
          </span>
        ) : (
          <button
            type="button"
            onClick={resend}
            disabled={resending}
            className="rounded-md px-2 py-1 font-semibold text-brand-700 hover:bg-brand-50 hover:underline disabled:opacity-60"
          >
            {resending ? t('Sending...') : t('Resend OTP')}
          </button>
        )}
      </div>
      <button type="submit" hidden tabIndex={-1} />
      {submit}
    </form>
  );
}
