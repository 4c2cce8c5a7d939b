// /profile (docs/behaviour/account.md#profile): signed-in shoppers only (guests go to /login and come back); the
// read-only profile and its recent delivered orders beside the account menu, whose Log Out ends the session and goes
// home. Update Email or Phone opens its two screens in the profile's place.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND_NAME } from '@haat/domain/shell/store-info';
import { MESSAGES } from '@haat/domain/validation/messages';
import { RecentDeliveredOrders } from '../../features/orders/components/recent-delivered-orders.tsx';
import { useProfile } from '../../features/profile/api/get-profile.ts';
import { AccountNav } from '../../features/profile/components/account-nav.tsx';
import { ContactChangeFlow } from '../../features/profile/components/contact-change/contact-change-flow.tsx';
import { ProfileCard } from '../../features/profile/components/profile-card.tsx';
import { ProfileCardSkeleton } from '../../features/profile/components/profile-card-skeleton.tsx';
import { ProfileError } from '../../features/profile/components/profile-error.tsx';
import { SignedOutNotice } from '../../features/profile/components/signed-out-notice.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useLogout } from '../layout/header/use-logout.ts';
import { SignedInOnly } from '../layout/signed-in-only.tsx';

export function ProfilePage() {
  const { t } = useTranslation();
  const logout = useLogout();
  const [leaving, setLeaving] = useState(false);

  const onLogout = () => {
    setLeaving(true);
    logout();
  };

  // Logging out here goes home; until then the page shows nothing rather than the signed-out notice.
  const signedOut = leaving ? null : (
    <div className="container-page py-6 md:py-10">
      <SignedOutNotice />
    </div>
  );

  return (
    <SignedInOnly from="/profile" signedOut={signedOut}>
      <div className="container-page py-3 md:py-6">
        <title>{t('My Profile | {{brand}}', { brand: BRAND_NAME })}</title>
        <div className="mx-auto grid max-w-5xl gap-3 md:gap-4 lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start">
          <div className="lg:col-start-2 lg:row-start-1">
            <ProfileContent />
          </div>
          <AccountNav onLogout={onLogout} className="lg:col-start-1 lg:row-start-1" />
        </div>
      </div>
    </SignedInOnly>
  );
}

function ProfileContent() {
  const { data, error, isPending, isFetching, refetch } = useProfile();
  // 'closed' is back from the change screens, so focus returns to the button that opened them.
  const [change, setChange] = useState<'none' | 'open' | 'closed'>('none');
  if (isPending) return <ProfileCardSkeleton />;
  if (error) {
    const message = error instanceof ApiRequestError ? error.message : MESSAGES.somethingWentWrong;
    return <ProfileError message={message} retrying={isFetching} onRetry={() => void refetch()} />;
  }
  const { profile } = data;
  if (change === 'open') {
    return (
      <ContactChangeFlow
        current={{ email: profile.email, phone: profile.phone }}
        onClose={() => setChange('closed')}
      />
    );
  }
  return (
    <div className="space-y-3 md:space-y-4">
      <ProfileCard
        profile={profile}
        onUpdateContact={() => setChange('open')}
        focusUpdateContact={change === 'closed'}
      />
      <RecentDeliveredOrders />
    </div>
  );
}
