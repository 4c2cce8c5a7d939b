// Sign-in in two steps (docs/behaviour/operator.md#sign-in): e-mail and password, then the 6-digit code of the
// authenticator app. The half session of the first step stays in memory only; the console keeps a token only once
// both factors are given.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@haat/staff-ui/api';
import { Alert, Button, Card, Field } from '@haat/staff-ui/ui';
import { api } from '../lib/api.ts';
import { signIn } from '../lib/session.ts';

export function SignInPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [half, setHalf] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onPassword = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!email.trim() || !password) return setError(t('Enter your e-mail and password.'));
    setBusy(true);
    try {
      const res = await api<{ token: string }>('/operator/sign-in', {
        method: 'POST',
        body: { email, password },
      });
      setHalf(res.token);
      setPassword('');
    } catch (err) {
      setError(err instanceof ApiError ? t(err.message) : t('Something went wrong. Try again.'));
    } finally {
      setBusy(false);
    }
  };

  const onCode = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!/^\d{6}$/.test(code.replace(/\s/g, ''))) return setError(t('Enter the 6-digit code.'));
    if (!half) return;
    setBusy(true);
    try {
      await api('/operator/sign-in/totp', { method: 'POST', body: { code }, token: half });
      signIn(half);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'OPERATOR_UNAUTHENTICATED') {
        // Too many wrong codes, or the 5 minutes are over: start again.
        setHalf(null);
        setCode('');
      }
      setError(err instanceof ApiError ? t(err.message) : t('Something went wrong. Try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto max-w-md space-y-4">
      <h1 className="text-2xl font-bold text-ink">{t('Operator sign-in')}</h1>
      <Card>
        {half ? (
          <form className="space-y-4" onSubmit={(e) => void onCode(e)} noValidate>
            <p className="text-sm text-ink-muted">
              {t('Open your authenticator app and enter the 6-digit code for Haat operator.')}
            </p>
            <Field
              label={t('Code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              autoFocus
              error={error ?? undefined}
            />
            <Button type="submit" busy={busy} className="w-full">
              {t('Verify and sign in')}
            </Button>
            <Button
              tone="secondary"
              className="w-full"
              onClick={() => {
                setHalf(null);
                setError(null);
              }}
            >
              {t('Back')}
            </Button>
          </form>
        ) : (
          <form className="space-y-4" onSubmit={(e) => void onPassword(e)} noValidate>
            {error ? <Alert tone="error">{error}</Alert> : null}
            <Field
              label={t('E-mail')}
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <Field
              label={t('Password')}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <Button type="submit" busy={busy} className="w-full">
              {t('Continue')}
            </Button>
          </form>
        )}
      </Card>
      <p className="text-sm text-ink-muted">
        {t('Operator accounts are made with npm run operator:create. Ask the marketplace’s administrator.')}
      </p>
    </div>
  );
}
