// Sign-in with e-mail or phone and password (docs/behaviour/seller-portal.md#sign-in).
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  sellerLoginRequestSchema,
  sellerSessionResponseSchema,
} from '@haat/domain/sellers/seller-portal.schema';
import { ApiError } from '@haat/staff-ui/api';
import { Alert, Button, Card, Field } from '@haat/staff-ui/ui';
import { api } from '../lib/api.ts';
import { signIn } from '../lib/session.ts';

export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const parsed = sellerLoginRequestSchema.safeParse({ login, password });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? '');
    setBusy(true);
    try {
      const answer = sellerSessionResponseSchema.parse(
        await api('/seller-portal/login', { method: 'POST', body: parsed.data, auth: false }),
      );
      queryClient.setQueryData(['seller', 'me'], answer.seller);
      signIn(answer.token);
      void navigate('/', { replace: true });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto max-w-md space-y-4">
      <title>{t('Sign in | Haat Seller Central')}</title>
      <h1 className="text-2xl font-bold">{t('Sign in to Seller Central')}</h1>
      <Card>
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
          {error ? <Alert tone="error">{t(error)}</Alert> : null}
          <Field
            label={t('E-mail or phone number')}
            name="login"
            autoComplete="username"
            value={login}
            onChange={(e) => setLogin(e.target.value)}
          />
          <Field
            label={t('Password')}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button type="submit" busy={busy} className="w-full">
            {busy ? t('Signing in…') : t('Sign in')}
          </Button>
        </form>
      </Card>
      <p className="text-center text-sm text-ink-muted">
        {t('New to selling on Haat?')}{' '}
        <Link to="/register" className="font-semibold text-brand-700 underline">
          {t('Create a seller account')}
        </Link>
      </p>
    </div>
  );
}
