// /signup — stands alone without header and footer; sign-up with e-mail OTP arrives with the Accounts issue.
import { useTranslation } from 'react-i18next';
import { AuthPendingCard } from '../layout/auth-pending-card.tsx';

export function SignupPage() {
  const { t } = useTranslation();
  return <AuthPendingCard title={t('Create your Haat account')} links={[{ to: '/login', label: t('Sign In') }]} />;
}
