// Sign-up (docs/behaviour/auth.md#sign-up): details → e-mail code → success. Sending the code checks the phone and
// e-mail are free; the verified code lets register create the account. A taken phone returns to step 1 on its field,
// a missing verification to step 2; a code still running is not sent again when the shopper steps back and forth.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AUTH_ERROR_CODES, AUTH_MESSAGES as M } from '@haat/domain/auth/auth-messages';
import { firstName } from '@haat/domain/auth/auth-rules';
import { signupFormSchema } from '@haat/domain/auth/auth.schema';
import { toast } from '../../../components/ui/lazy-toast.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { errorMessage, resendDeadline, signupFailure } from '../api/auth-errors.ts';
import { useRegister } from '../api/register.ts';
import { useSendOtp } from '../api/send-otp.ts';
import { useVerifyOtp } from '../api/verify-otp.ts';
import { AuthHeading, FormAlert, StepBackButton } from './auth-frame.tsx';
import { OtpForm } from './otp-form.tsx';
import {
  SIGNUP_DEFAULTS,
  SignupDetailsForm,
  type SignupDetails,
  type SignupFormValues,
} from './signup-details-form.tsx';
import { SignupSuccess } from './signup-success.tsx';
import { StepIndicator } from './step-indicator.tsx';
import { SwipeToSubmit } from './swipe-to-submit.tsx';

type Step = 'details' | 'otp' | 'done';

export function SignupFlow() {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('details');
  const [details, setDetails] = useState<SignupDetails | null>(null);
  const [codeSent, setCodeSent] = useState<{ email: string; resendAt: number } | null>(null);
  const [verifiedEmail, setVerifiedEmail] = useState<string | null>(null);
  const [otpError, setOtpError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const sendOtp = useSendOtp();
  const verifyOtp = useVerifyOtp();
  const register = useRegister();
  const form = useForm<SignupFormValues, unknown, SignupDetails>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: SIGNUP_DEFAULTS,
    reValidateMode: 'onSubmit',
  });

  const fail = (message: string) => {
    setFailure(message);
    toast.error(t(message));
  };

  /** Answers the message for the code field when registration sends the shopper back to step 2. */
  const createAccount = async (values: SignupDetails): Promise<string | null> => {
    const { fullName, phone, email, password } = values;
    try {
      await register.mutateAsync({ fullName, phone, email, password });
      setStep('done');
      toast.success(t(M.accountCreated));
      return null;
    } catch (error) {
      const result = signupFailure(error);
      if (result.kind === 'field') {
        form.setError(result.field, { type: 'server', message: result.message });
        setStep('details');
        return null;
      }
      if (result.kind === 'verify') {
        setVerifiedEmail(null);
        if (!codeSent) {
          // No code asked for yet in this visit: the details step's Continue sends one.
          fail(result.message);
          return null;
        }
        setOtpError(result.message);
        setStep('otp');
        return result.message;
      }
      fail(result.message);
      return null;
    }
  };

  const submitDetails = async (values: SignupDetails) => {
    if (sendOtp.isPending || register.isPending) return;
    setFailure(null);
    setDetails(values);
    if (verifiedEmail === values.email) {
      await createAccount(values);
      return;
    }
    if (codeSent?.email === values.email && codeSent.resendAt > Date.now()) {
      setOtpError(null);
      setStep('otp');
      return;
    }
    try {
      await sendOtp.mutateAsync({ email: values.email, type: 'signup', phone: values.phone });
      setCodeSent({ email: values.email, resendAt: resendDeadline() });
      setOtpError(null);
      setStep('otp');
      toast.success(t(M.otpSent));
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === AUTH_ERROR_CODES.otpResendTooSoon) {
        // A code went to this address moments ago and is still good: go and enter it.
        setCodeSent({ email: values.email, resendAt: resendDeadline(error) });
        setOtpError(null);
        setStep('otp');
        toast.success(t(M.otpSent));
        return;
      }
      const result = signupFailure(error);
      if (result.kind === 'field')
        form.setError(result.field, { type: 'server', message: result.message }, { shouldFocus: true });
      else fail(result.kind === 'form' ? errorMessage(error, M.sendOtpFailed) : result.message);
    }
  };

  const verify = async (otp: string): Promise<string | null> => {
    if (!details) return null;
    setFailure(null);
    try {
      await verifyOtp.mutateAsync({ email: details.email, otp, type: 'signup' });
    } catch (error) {
      return errorMessage(error, M.otpInvalid);
    }
    setVerifiedEmail(details.email);
    return createAccount(details);
  };

  const resend = async () => {
    if (!details) return;
    try {
      await sendOtp.mutateAsync({ email: details.email, type: 'signup', phone: details.phone });
      setCodeSent({ email: details.email, resendAt: resendDeadline() });
      toast.success(t(M.otpResent));
    } catch {
      toast.error(t(M.resendFailed));
    }
  };

  if (step === 'done') return <SignupSuccess name={firstName(details?.fullName)} />;

  if (step === 'otp' && details && codeSent) {
    const busy = verifyOtp.isPending || register.isPending;
    return (
      <>
        <StepIndicator step={2} count={2} />
        <AuthHeading
          title={t('Verify your email')}
          subtitle={t('Enter the code we e-mailed you to create your account.')}
        />
        <div className="space-y-4">
          <FormAlert message={failure ? t(failure) : null} />
          <OtpForm
            email={details.email}
            resendAt={codeSent.resendAt}
            onVerify={verify}
            onResend={resend}
            initialError={otpError ? t(otpError) : null}
            submit={
              <SwipeToSubmit
                label={t('Swipe to Verify')}
                busyLabel={register.isPending ? t('Creating account...') : t('Verifying...')}
                busy={busy}
              />
            }
          />
          <StepBackButton
            label={t('Change details')}
            onClick={() => {
              setFailure(null);
              setStep('details');
            }}
          />
        </div>
      </>
    );
  }

  return (
    <>
      <StepIndicator step={1} count={2} />
      <AuthHeading
        title={t('Create your Haat account')}
        subtitle={t('Shop from thousands of sellers, track orders and save your favourites.')}
      />
      <div className="space-y-4">
        <FormAlert message={failure ? t(failure) : null} />
        <SignupDetailsForm form={form} onSubmit={submitDetails} onEdit={() => setFailure(null)}>
          <SwipeToSubmit
            label={t('Swipe to Sign Up')}
            busyLabel={register.isPending ? t('Creating account...') : t('Sending OTP...')}
            busy={sendOtp.isPending || register.isPending}
          />
        </SignupDetailsForm>
      </div>
      <p className="mt-6 text-center text-sm text-ink-muted">
        {t('Already have an account?')}{' '}
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          {t('Sign In')}
        </Link>
      </p>
    </>
  );
}
