// The sign-up success view: says the account exists and goes on to /login after 3 s, counting down on screen.
import { CircleCheckBig } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AUTH_MESSAGES as M } from '@haat/domain/auth/auth-messages';
import { POST_SIGNUP_REDIRECT_MS } from '@haat/domain/auth/auth-rules';
import { useCountdown } from '../../../lib/use-countdown.ts';

export function SignupSuccess({ name }: { name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [redirectAt] = useState(() => Date.now() + POST_SIGNUP_REDIRECT_MS);
  const seconds = useCountdown(redirectAt);

  useEffect(() => {
    headingRef.current?.focus();
    const timer = setTimeout(() => navigate('/login', { replace: true }), POST_SIGNUP_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <div className="flex flex-col items-center py-6 text-center lg:py-16">
      <span className="flex size-20 items-center justify-center rounded-full bg-success-50 ring-8 ring-success-50/60">
        <CircleCheckBig aria-hidden="true" className="size-11 text-success" />
      </span>
      <h1 ref={headingRef} tabIndex={-1} className="mt-6 text-2xl font-bold text-ink focus:outline-none">
        {t(M.accountCreated)}
      </h1>
      <p className="mt-2 max-w-sm text-ink-muted">
        {t('Welcome to Haat, {{name}}! Sign in with your e-mail or phone number and password.', { name })}
      </p>
      <p className="mt-6 rounded-full bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800">
        {t('Taking you to Sign In in {{count}} s...', { count: seconds })}
      </p>
      <Link
        to="/login"
        replace
        className="mt-4 inline-flex h-11 items-center justify-center rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
      >
        {t('Sign In now')}
      </Link>
    </div>
  );
}
