// /forgot-password — stands alone without header and footer; the reset flow arrives with the Accounts issue.
import { useTranslation } from 'react-i18next';
import { AuthPendingCard } from '../layout/auth-pending-card.tsx';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return <AuthPendingCard title={t('Reset your password')} links={[{ to: '/login', label: t('Sign In') }]} />;
}
