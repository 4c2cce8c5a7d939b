// /login (docs/behaviour/auth.md#login): redirects to /profile when already signed in; a sign-in (by password, or by
// e-mailed code while the password is throttled, issue 22 item 3) stores the session, greets the shopper by first
// name and goes back to where they came from (navigation state `from`) or home, replacing history.
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { AUTH_MESSAGES } from '@haat/domain/auth/auth-messages';
import { firstName } from '@haat/domain/auth/auth-rules';
import type { LoginResponse } from '@haat/domain/auth/auth.schema';
import { toast } from '../../components/ui/lazy-toast.tsx';
import { AuthFrame, AuthHeading } from '../../features/auth/components/auth-frame.tsx';
import { CodeSignIn } from '../../features/auth/components/code-sign-in.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { useAuthStore } from '../../features/auth/stores/auth-store.ts';

const AUTH_PAGES = ['/login', '/signup', '/forgot-password'];

/** Only a path inside this store, and never back to an account page. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  const path =
    typeof from === 'string'
      ? from
      : from && typeof from === 'object' && typeof (from as { pathname?: unknown }).pathname === 'string'
        ? `${(from as { pathname: string }).pathname}${(from as { search?: string }).search ?? ''}`
        : '/';
  if (!path.startsWith('/') || path.startsWith('//') || AUTH_PAGES.some((p) => path.split(/[?#]/)[0] === p))
    return '/';
  return path;
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const isSignedIn = useAuthStore((s) => s.isSignedIn);
  // Set when this page signs the shopper in, so its own navigation wins over the already-signed-in redirect.
  const [leaving, setLeaving] = useState(false);
  // Set to the e-mail to start from while signing in by code; null for the password form.
  const [byCode, setByCode] = useState<string | null>(null);

  if (isSignedIn && !leaving) return <Navigate to="/profile" replace />;

  const onSignedIn = (response: LoginResponse) => {
    setLeaving(true);
    useAuthStore.getState().signIn({
      token: response.token,
      refreshToken: response.refreshToken,
      user: response.user,
      userId: response.userId,
    });
    toast.success(t(AUTH_MESSAGES.welcomeBack, { name: firstName(response.user.fullName) }));
    navigate(returnPath(location.state), { replace: true });
  };

  return (
    <AuthFrame carousel>
      {byCode === null ? (
        <>
          <AuthHeading
            title={t('Sign in to Haat')}
            subtitle={t('Welcome back! Sign in to see your orders, wishlist and saved addresses.')}
          />
          <LoginForm onSignedIn={onSignedIn} onUseCode={setByCode} />
        </>
      ) : (
        <>
          <AuthHeading
            title={t('Sign in with a one-time code')}
            subtitle={t('We will e-mail you a 6-digit code. It works even while password sign-in is paused.')}
          />
          <CodeSignIn defaultEmail={byCode} onSignedIn={onSignedIn} onUsePassword={() => setByCode(null)} />
        </>
      )}
      <p className="mt-6 text-center text-sm text-ink-muted">
        {t('New to Haat?')}{' '}
        <Link to="/signup" className="font-semibold text-brand-700 hover:underline">
          {t('Sign Up')}
        </Link>
      </p>
      <div className="mt-4 border-t border-line pt-4 text-center">
        <Link
          to="/"
          className="inline-flex items-center gap-1 text-sm font-semibold text-ink-muted hover:text-brand-700"
        >
          <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
          {t('Back to Home')}
        </Link>
      </div>
    </AuthFrame>
  );
}
