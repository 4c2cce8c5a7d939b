// /settings' frame (docs/behaviour/account.md#settings): the five tabs as a vertical list beside the content on wide
// screens and a scrollable row of pills above it on phones (Radix Tabs: arrow keys move between tabs, each panel is
// labelled by its tab). The addresses tab's content comes from the route (features do not import each other).
import { Bell, CreditCard, MapPin, ShieldCheck, UserRound, type LucideIcon } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SETTINGS_TAB_LABELS, SETTINGS_TABS, isSettingsTab, type SettingsTab } from '../settings-tabs.ts';
import { NotificationsTab } from './notifications-tab.tsx';
import { PaymentTab } from './payment-tab.tsx';
import { ProfileTab } from './profile-tab.tsx';
import { SecurityTab } from './security-tab.tsx';
import { SettingsSection } from './settings-section.tsx';

const TAB_ICONS: Record<SettingsTab, LucideIcon> = {
  profile: UserRound,
  security: ShieldCheck,
  notifications: Bell,
  addresses: MapPin,
  payment: CreditCard,
};

// Tailwind's lg breakpoint: from here the tab list is a column, so Up and Down move through it.
const WIDE = '(min-width: 64rem)';

function subscribeWide(onChange: () => void): () => void {
  const media = window.matchMedia(WIDE);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function useWideLayout(): boolean {
  return useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
}

export function SettingsTabsView({
  tab,
  onTabChange,
  addressBook,
}: {
  tab: SettingsTab;
  onTabChange: (tab: SettingsTab) => void;
  /** The address book (list, add, edit, delete), drawn inside the addresses tab. */
  addressBook: ReactNode;
}) {
  const { t } = useTranslation();
  const wide = useWideLayout();
  return (
    <Tabs.Root
      value={tab}
      orientation={wide ? 'vertical' : 'horizontal'}
      onValueChange={(value) => isSettingsTab(value) && onTabChange(value)}
      className="grid gap-3 md:gap-4 lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start"
    >
      <Tabs.List
        aria-label={t('Settings sections')}
        className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-1 [scrollbar-width:none] lg:sticky lg:top-24 lg:mx-0 lg:flex-col lg:gap-0 lg:overflow-hidden lg:rounded-lg lg:bg-card lg:p-0 lg:shadow-card"
      >
        {SETTINGS_TABS.map((id) => {
          const Icon = TAB_ICONS[id];
          return (
            <Tabs.Trigger
              key={id}
              value={id}
              className="inline-flex shrink-0 items-center gap-2 rounded-full border border-line bg-card px-3.5 py-2 text-sm font-semibold whitespace-nowrap text-ink transition-colors hover:border-brand-200 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 data-[state=active]:border-brand-700 data-[state=active]:bg-brand-700 data-[state=active]:text-white lg:min-h-12 lg:w-full lg:rounded-none lg:border-0 lg:border-b lg:border-line lg:px-4 lg:py-3 lg:text-start lg:font-medium lg:last:border-b-0 lg:data-[state=active]:bg-brand-50 lg:data-[state=active]:font-semibold lg:data-[state=active]:text-brand-700 lg:data-[state=active]:shadow-[inset_3px_0_0] lg:data-[state=active]:shadow-brand-700 lg:focus-visible:-outline-offset-2"
            >
              <Icon aria-hidden="true" className="size-4 shrink-0 lg:size-5 lg:text-brand-700" />
              {t(SETTINGS_TAB_LABELS[id])}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      <div className="min-w-0">
        <Tabs.Content value="profile" className="focus-visible:outline-none">
          <ProfileTab />
        </Tabs.Content>
        <Tabs.Content value="security" className="focus-visible:outline-none">
          <SecurityTab />
        </Tabs.Content>
        <Tabs.Content value="notifications" className="focus-visible:outline-none">
          <NotificationsTab />
        </Tabs.Content>
        <Tabs.Content value="addresses" className="focus-visible:outline-none">
          <SettingsSection
            flush
            title={t('Saved Addresses')}
            description={t('Where we deliver your orders.')}
          >
            {addressBook}
          </SettingsSection>
        </Tabs.Content>
        <Tabs.Content value="payment" className="focus-visible:outline-none">
          <PaymentTab />
        </Tabs.Content>
      </div>
    </Tabs.Root>
  );
}
