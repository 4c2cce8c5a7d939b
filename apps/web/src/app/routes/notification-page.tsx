// /notification (docs/behaviour/account.md#notifications): signed-in shoppers only (guests go to /login and come
// back); the notices beside the account menu on wide screens.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND_NAME } from '@haat/domain/shell/store-info';
import { NotificationsView } from '../../features/notifications/components/notifications-view.tsx';
import { currentAccountKey } from '../../features/notifications/stores/notification-state-store.ts';
import { AccountNav } from '../../features/profile/components/account-nav.tsx';
import { SignedOutNotice } from '../../features/profile/components/signed-out-notice.tsx';
import { useLogout } from '../layout/header/use-logout.ts';
import { SignedInOnly } from '../layout/signed-in-only.tsx';

export function NotificationPage() {
  const { t } = useTranslation();
  const logout = useLogout();
  const [leaving, setLeaving] = useState(false);

  // As /profile: logging out here goes home; until then the page shows nothing rather than the signed-out notice.
  const signedOut = leaving ? null : (
    <div className="container-page py-6 md:py-10">
      <SignedOutNotice />
    </div>
  );

  return (
    <SignedInOnly from="/notification" signedOut={signedOut}>
      <div className="container-page py-3 md:py-6">
        <title>{t('Notifications | {{brand}}', { brand: BRAND_NAME })}</title>
        <div className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start">
          <div className="min-w-0 lg:col-start-2 lg:row-start-1">
            <NotificationsView account={currentAccountKey()} />
          </div>
          {/* On phones the header's account menu is the way around; the list comes first and stays short. */}
          <AccountNav
            onLogout={() => {
              setLeaving(true);
              logout();
            }}
            className="hidden lg:col-start-1 lg:row-start-1 lg:block"
          />
        </div>
      </div>
    </SignedInOnly>
  );
}
