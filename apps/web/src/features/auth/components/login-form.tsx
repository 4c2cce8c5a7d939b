// The sign-in form (docs/behaviour/auth.md#login, #validation): e-mail or phone with a password, sent by the swipe
// control or by Enter. A field's error clears as it is edited; switching mode clears all. Wrong credentials are said
// inline and in a toast; a throttled password is said inline only, with how long it must wait, and sign-in by
// e-mailed code is offered (issue 22 item 3).
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, Lock, Mail, Smartphone } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LoginResponse } from '@haat/domain/auth/auth.schema';
import { formatWait } from '@haat/domain/auth/login-throttle';
import { toast } from '../../../components/ui/lazy-toast.tsx';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { useLogin, type LoginBody } from '../api/login.ts';
import { loginFailure, retryDeadline } from '../api/auth-errors.ts';
import {
  LOGIN_FORM_DEFAULTS,
  loginFormSchema,
  type LoginFormValues,
  type LoginMethod,
} from '../login-form-schema.ts';
import { AuthField, EmailField, PasswordField } from './auth-field.tsx';
import { FormAlert } from './auth-frame.tsx';
import { SwipeToSubmit } from './swipe-to-submit.tsx';
import { tk } from '../../../i18n/translation-key.ts';

const MODES: { method: LoginMethod; label: string; Icon: typeof Mail }[] = [
  { method: 'email', label: tk('Login with email'), Icon: Mail },
  { method: 'phone', label: tk('Login with phone number'), Icon: Smartphone },
];

export function LoginForm({
  onSignedIn,
  onUseCode,
}: {
  onSignedIn: (response: LoginResponse) => void;
  /** Switches to sign-in by e-mailed code, with the e-mail typed here (if any). */
  onUseCode: (email: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const login = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  // Set while the password is throttled: when it may be tried again (null when the server did not say).
  const [throttled, setThrottled] = useState<{ until: number | null } | null>(null);
  const waitLeft = useCountdown(throttled?.until ?? null);
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    control,
    clearErrors,
    setError,
    formState: { errors },
  } = useForm<LoginFormValues, unknown, LoginBody>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: LOGIN_FORM_DEFAULTS,
    // Errors are checked on submit only and cleared as their field is edited (docs/behaviour/auth.md#validation).
    reValidateMode: 'onSubmit',
  });
  const method = useWatch({ control, name: 'method' });

  const switchMode = (next: LoginMethod) => {
    if (next === method) return;
    setValue('method', next);
    clearErrors();
    setFailure(null);
    setThrottled(null);
  };

  const typedEmail = () => (method === 'email' ? getValues('email').trim() : '');

  const onSubmit = handleSubmit(async (body) => {
    if (login.isPending) return;
    setFailure(null);
    setThrottled(null);
    try {
      onSignedIn(await login.mutateAsync(body));
    } catch (error) {
      const result = loginFailure(error);
      if (result.kind === 'field') {
        setError(result.field, { type: 'server', message: result.message }, { shouldFocus: true });
      } else {
        setFailure(result.message);
        // A throttle is said once, inline with its countdown: a toast would repeat it and, bottom centre, cover the
        // one-time-code button the shopper needs next (seen in the 390 and 1366 px screenshots).
        if (result.kind === 'throttled') setThrottled({ until: retryDeadline(result.retryAfterSeconds) });
        else toast.error(t(result.message));
      }
    }
  });

  const fieldError = (field: 'email' | 'phone' | 'password') => {
    const message = errors[field]?.message;
    return message ? t(message) : undefined;
  };
  const clearOnEdit = (field: 'email' | 'phone' | 'password') => ({
    onChange: () => {
      clearErrors(field);
      // Retyping the password does not lift a throttle; another e-mail or phone may be another account.
      if (field === 'password' && throttled) return;
      setFailure(null);
      setThrottled(null);
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('Sign in')} className="space-y-4">
      <div
        role="group"
        aria-label={t('Sign in with')}
        className="grid grid-cols-2 gap-1 rounded-lg bg-page p-1"
      >
        {MODES.map(({ method: m, label, Icon }) => (
          <button
            key={m}
            type="button"
            aria-pressed={method === m}
            onClick={() => switchMode(m)}
            className={`flex min-h-10 items-center justify-center gap-1.5 rounded-md px-2 py-1.5 text-center text-[13px] font-semibold leading-tight transition-colors sm:text-sm ${
              method === m ? 'bg-card text-brand-800 shadow-card' : 'text-ink-muted hover:text-ink'
            }`}
          >
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            {t(label)}
          </button>
        ))}
      </div>

      {method === 'email' ? (
        <EmailField
          key="email"
          id={`${id}-email`}
          autoComplete="username"
          error={fieldError('email')}
          {...register('email', clearOnEdit('email'))}
        />
      ) : (
        <AuthField
          key="phone"
          id={`${id}-phone`}
          label={t('Phone number')}
          icon={Smartphone}
          type="tel"
          inputMode="tel"
          autoComplete="username tel"
          placeholder={t('+91 98765 43210')}
          error={fieldError('phone')}
          {...register('phone', clearOnEdit('phone'))}
        />
      )}
      <div>
        <PasswordField
          id={`${id}-password`}
          label={t('Password')}
          icon={Lock}
          autoComplete="current-password"
          placeholder={t('Enter your password')}
          error={fieldError('password')}
          {...register('password', clearOnEdit('password'))}
        />
        <div className="mt-1.5 text-end">
          <Link to="/forgot-password" className="text-sm font-semibold text-brand-700 hover:underline">
            {t('Forgot password?')}
          </Link>
        </div>
      </div>

      <FormAlert message={failure ? t(failure) : null} />
      {throttled && waitLeft > 0 && (
        // Not live: the alert above was read out; a ticking number would be read every second.
        <p className="-mt-2 text-sm font-medium tabular-nums text-ink-muted" aria-live="off">
          {t('You can try your password again in {{time}}.', { time: formatWait(waitLeft) })}
        </p>
      )}

      {/* Enter in a field submits through this (a form needs a submit button for that); the swipe is the visible one. */}
      <button type="submit" hidden tabIndex={-1} />
      <SwipeToSubmit label={t('Swipe to Sign In')} busyLabel={t('Signing in...')} busy={login.isPending} />
      <button
        type="button"
        onClick={() => onUseCode(typedEmail())}
        className={`flex min-h-11 w-full items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold text-brand-700 ${
          throttled ? 'border-2 border-brand-700 bg-brand-50' : 'border border-line hover:bg-brand-50'
        }`}
      >
        <KeyRound aria-hidden="true" className="size-4" />
        {t('Sign in with a one-time code')}
      </button>
    </form>
  );
}
