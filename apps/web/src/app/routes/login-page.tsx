// /login — stands alone without header and footer; the sign-in form arrives with the Accounts issue.
import { useTranslation } from 'react-i18next';
import { AuthPendingCard } from '../layout/auth-pending-card.tsx';

export function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthPendingCard
      title={t('Sign in to Haat')}
      links={[
        { to: '/signup', label: t('Sign Up') },
        { to: '/forgot-password', label: t('Forgot password?') },
      ]}
    />
  );
}
