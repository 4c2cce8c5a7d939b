// /settings (docs/behaviour/account.md#settings): signed-in shoppers only (guests go to /login and come back to the
// same tab). The tab comes from the location — navigation state `activeTab` or `?tab=` — and choosing one writes
// `?tab=` in place, so Back leaves the page rather than stepping through tabs and a tab can be linked. The address
// book is the addresses feature's, handed in here with delete turned on.
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { BRAND_NAME } from '@haat/domain/shell/store-info';
import { AddressBook } from '../../features/addresses/components/address-book.tsx';
import { SettingsTabsView } from '../../features/settings/components/settings-tabs-view.tsx';
import { settingsTabFrom, type SettingsTab } from '../../features/settings/settings-tabs.ts';
import { SignedInOnly } from '../layout/signed-in-only.tsx';

export function SettingsPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const tab = settingsTabFrom(location.state, location.search);

  const onTabChange = (next: SettingsTab) => {
    void navigate({ search: `?tab=${next}` }, { replace: true, state: null });
  };

  return (
    <SignedInOnly from={`/settings?tab=${tab}`}>
      <div className="container-page py-3 md:py-6">
        <title>{t('Settings | {{brand}}', { brand: BRAND_NAME })}</title>
        <div className="mx-auto max-w-5xl">
          <h1 className="mb-3 text-xl font-bold text-ink md:mb-4 md:text-2xl">{t('Settings')}</h1>
          <SettingsTabsView tab={tab} onTabChange={onTabChange} addressBook={<AddressBook allowDelete />} />
        </div>
      </div>
    </SignedInOnly>
  );
}
