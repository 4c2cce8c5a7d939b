// /profile-setup (docs/behaviour/account.md#profile-setup): signed-in shoppers only (guests sign in and come back);
// the four-step form opens with the account's details and anything saved before.
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { BRAND_NAME } from '@haat/domain/shell/store-info';
import { MESSAGES } from '@haat/domain/validation/messages';
import { useAuthStore } from '../../features/auth/stores/auth-store.ts';
import { useProfile } from '../../features/profile/api/get-profile.ts';
import { ProfileError } from '../../features/profile/components/profile-error.tsx';
import { ProfileSetupSkeleton } from '../../features/profile/components/profile-setup/profile-setup-skeleton.tsx';
import { ProfileSetupWizard } from '../../features/profile/components/profile-setup/profile-setup-wizard.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';

export function ProfileSetupPage() {
  const { t } = useTranslation();
  const isSignedIn = useAuthStore((s) => s.isSignedIn);
  if (!isSignedIn) return <Navigate to="/login" replace state={{ from: '/profile-setup' }} />;
  return (
    <div className="container-page py-3 md:py-8">
      <title>{t('Complete Your Profile | {{brand}}', { brand: BRAND_NAME })}</title>
      <div className="mx-auto max-w-2xl">
        <SetupContent />
      </div>
    </div>
  );
}

function SetupContent() {
  const { data, error, isPending, isFetching, refetch } = useProfile();
  if (isPending) return <ProfileSetupSkeleton />;
  if (error) {
    const message = error instanceof ApiRequestError ? error.message : MESSAGES.somethingWentWrong;
    return <ProfileError message={message} retrying={isFetching} onRetry={() => void refetch()} />;
  }
  return <ProfileSetupWizard answer={data} />;
}
