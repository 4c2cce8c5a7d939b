// Password reset (docs/behaviour/auth.md#forgot-password): 1 e-mail → 2 code (600 s countdown, resend at 0) → 3 new
// password → 4 "All Set!". The server answers step 1 alike for any address, so the page never says whether an account
// exists.
import { KeyRound, LockKeyhole, MailCheck, PartyPopper, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AUTH_ERROR_CODES, AUTH_MESSAGES as M } from '@haat/domain/auth/auth-messages';
import { toast } from '../../../components/ui/lazy-toast.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { errorMessage, resendDeadline } from '../api/auth-errors.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { useSendOtp } from '../api/send-otp.ts';
import { useVerifyOtp } from '../api/verify-otp.ts';
import { AuthHeading, FormAlert, StepBackButton } from './auth-frame.tsx';
import { NewPasswordForm, ResetEmailForm, resetSubmitClass } from './forgot-password-forms.tsx';
import { OtpForm } from './otp-form.tsx';
import { StepIndicator } from './step-indicator.tsx';

type Step = 1 | 2 | 3 | 4;

function StepIcon({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="mb-3 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
      <Icon aria-hidden="true" className="size-6" />
    </span>
  );
}

function AllSet() {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="flex flex-col items-center py-4 text-center">
      <span className="flex size-20 items-center justify-center rounded-full bg-success-50 ring-8 ring-success-50/60">
        <PartyPopper aria-hidden="true" className="size-10 text-success" />
      </span>
      <h1 ref={headingRef} tabIndex={-1} className="mt-6 text-2xl font-bold text-ink focus:outline-none">
        {t('All Set!')}
      </h1>
      <p className="mt-2 text-ink-muted">
        {t('Your password has been reset. Sign in with your new password.')}
      </p>
      <Link to="/login" replace className={`${resetSubmitClass} mt-6`}>
        {t('Sign In')}
      </Link>
    </div>
  );
}

export function ForgotPasswordFlow() {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>(1);
  const [email, setEmail] = useState('');
  const [resendAt, setResendAt] = useState(0);
  const [otpError, setOtpError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const sendOtp = useSendOtp();
  const verifyOtp = useVerifyOtp();
  const resetPassword = useResetPassword();

  const fail = (message: string) => {
    setFailure(message);
    toast.error(t(message));
  };
  const goTo = (next: Step) => {
    setFailure(null);
    setStep(next);
  };

  const requestCode = async (address: string) => {
    setFailure(null);
    try {
      const { message } = await sendOtp.mutateAsync({ email: address, type: 'reset' });
      setEmail(address);
      setResendAt(resendDeadline());
      setOtpError(null);
      goTo(2);
      toast.success(t(message));
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === AUTH_ERROR_CODES.otpResendTooSoon) {
        // A code went out moments ago and is still good.
        setEmail(address);
        setResendAt(resendDeadline(error));
        setOtpError(null);
        goTo(2);
        return;
      }
      fail(errorMessage(error, M.sendOtpFailed));
    }
  };

  const verify = async (otp: string): Promise<string | null> => {
    setFailure(null);
    try {
      await verifyOtp.mutateAsync({ email, otp, type: 'reset' });
      goTo(3);
      return null;
    } catch (error) {
      return errorMessage(error, M.otpInvalidShort);
    }
  };

  const resend = async () => {
    try {
      await sendOtp.mutateAsync({ email, type: 'reset' });
      setResendAt(resendDeadline());
      toast.success(t(M.otpResent));
    } catch {
      toast.error(t(M.resendFailed));
    }
  };

  const reset = async (newPassword: string) => {
    setFailure(null);
    try {
      await resetPassword.mutateAsync({ email, newPassword });
      goTo(4);
      toast.success(t(M.passwordReset));
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === AUTH_ERROR_CODES.resetVerificationRequired) {
        // The verified code ran out before the new password came: ask for the code again.
        setOtpError(error.message);
        goTo(2);
        return;
      }
      fail(errorMessage(error, M.resetFailed));
    }
  };

  if (step === 4) return <AllSet />;

  return (
    <>
      <StepIndicator step={step} count={3} />
      {step === 1 && (
        <AuthHeading
          icon={<StepIcon icon={LockKeyhole} />}
          title={t('Reset your password')}
          subtitle={t('Enter the e-mail address of your account and we will send you a 6-digit code.')}
        />
      )}
      {step === 2 && (
        <AuthHeading
          icon={<StepIcon icon={MailCheck} />}
          title={t('Check your email')}
          subtitle={t('Enter the code to confirm it is you.')}
        />
      )}
      {step === 3 && (
        <AuthHeading
          icon={<StepIcon icon={KeyRound} />}
          title={t('Create a new password')}
          subtitle={t('Use at least 6 characters. Keep it to yourself.')}
        />
      )}
      <div className="space-y-4">
        <FormAlert message={failure ? t(failure) : null} />
        {step === 1 && (
          <ResetEmailForm defaultEmail={email} busy={sendOtp.isPending} onSubmit={requestCode} />
        )}
        {step === 2 && (
          <>
            <OtpForm
              email={email}
              resendAt={resendAt}
              onVerify={verify}
              onResend={resend}
              initialError={otpError ? t(otpError) : null}
              submit={
                <button type="submit" disabled={verifyOtp.isPending} className={resetSubmitClass}>
                  {verifyOtp.isPending ? t('Verifying...') : t('Verify OTP')}
                </button>
              }
            />
            <StepBackButton label={t('Use a different email')} onClick={() => goTo(1)} />
          </>
        )}
        {step === 3 && <NewPasswordForm busy={resetPassword.isPending} onSubmit={reset} />}
      </div>
      <div className="mt-6 border-t border-line pt-4 text-center text-sm text-ink-muted">
        {t('Remembered it?')}{' '}
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          {t('Back to Sign In')}
        </Link>
      </div>
    </>
  );
}
