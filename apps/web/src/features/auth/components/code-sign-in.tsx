// Sign-in by e-mailed code (issue 22 item 3): the e-mail, then the 6-digit code (600 s countdown, resend at 0),
// then signed in. The server ignores the password throttle here, so this is the owner's way in while a guesser
// keeps the password slowed. Like reset, step 1 answers alike for any address.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_ERROR_CODES, AUTH_MESSAGES as M } from '@haat/domain/auth/auth-messages';
import type { LoginResponse } from '@haat/domain/auth/auth.schema';
import { toast } from '../../../components/ui/lazy-toast.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { errorMessage, resendDeadline } from '../api/auth-errors.ts';
import { useLoginWithOtp } from '../api/login-otp.ts';
import { useSendOtp } from '../api/send-otp.ts';
import { FormAlert, StepBackButton } from './auth-frame.tsx';
import { ResetEmailForm, resetSubmitClass } from './forgot-password-forms.tsx';
import { OtpForm } from './otp-form.tsx';

export function CodeSignIn({
  defaultEmail,
  onSignedIn,
  onUsePassword,
}: {
  defaultEmail: string;
  onSignedIn: (response: LoginResponse) => void;
  onUsePassword: () => void;
}) {
  const { t } = useTranslation();
  const [email, setEmail] = useState<string | null>(null);
  const [typed, setTyped] = useState(defaultEmail);
  const [resendAt, setResendAt] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const sendOtp = useSendOtp();
  const login = useLoginWithOtp();

  const requestCode = async (address: string) => {
    setFailure(null);
    try {
      const { message } = await sendOtp.mutateAsync({ email: address, type: 'login' });
      setResendAt(resendDeadline());
      setEmail(address);
      toast.success(t(message));
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === AUTH_ERROR_CODES.otpResendTooSoon) {
        // A code went out moments ago and is still good.
        setResendAt(resendDeadline(error));
        setEmail(address);
        return;
      }
      const message = errorMessage(error, M.sendOtpFailed);
      setFailure(message);
      toast.error(t(message));
    }
  };

  const verify = async (otp: string): Promise<string | null> => {
    if (!email || login.isPending) return null;
    try {
      onSignedIn(await login.mutateAsync({ email, otp }));
      return null;
    } catch (error) {
      return errorMessage(error, M.otpInvalidShort);
    }
  };

  const resend = async () => {
    if (!email) return;
    try {
      await sendOtp.mutateAsync({ email, type: 'login' });
      setResendAt(resendDeadline());
      toast.success(t(M.otpResent));
    } catch {
      toast.error(t(M.resendFailed));
    }
  };

  return (
    <div className="space-y-4">
      <FormAlert message={failure ? t(failure) : null} />
      {email === null ? (
        <ResetEmailForm
          defaultEmail={typed}
          busy={sendOtp.isPending}
          onSubmit={requestCode}
          label={t('Sign in with a one-time code')}
        />
      ) : (
        <>
          <OtpForm
            email={email}
            resendAt={resendAt}
            onVerify={verify}
            onResend={resend}
            submit={
              <button type="submit" disabled={login.isPending} className={resetSubmitClass}>
                {login.isPending ? t('Signing in...') : t('Sign In')}
              </button>
            }
          />
          <StepBackButton
            label={t('Use a different email')}
            onClick={() => {
              setTyped(email);
              setEmail(null);
            }}
          />
        </>
      )}
      <div className="border-t border-line pt-4 text-center">
        <button
          type="button"
          onClick={onUsePassword}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('Sign in with your password')}
        </button>
      </div>
    </div>
  );
}
