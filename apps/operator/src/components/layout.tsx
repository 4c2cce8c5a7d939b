// The console's frame (docs/behaviour/operator.md#console): the staff frame in a dark bar that tells staff they are
// in the operator console, with its sections and a link to skip to the page.
import { ClipboardList, Package, Percent, Search, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffLayout } from '@haat/staff-ui/layout';
import { api } from '../lib/api.ts';
import { changeLanguage } from '../lib/i18n.ts';
import { session } from '../lib/session.ts';

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <StaffLayout
      appName={t('Operator console')}
      barClassName="bg-ink"
      languageSelectId="operator-language"
      session={session}
      changeLanguage={changeLanguage}
      endSession={() => api('/operator/sign-out', { method: 'POST', body: {} })}
      sections={[
        { to: '/', end: true, label: t('Sellers'), icon: Store },
        { to: '/listings', label: t('Listings'), icon: Package },
        { to: '/support', label: t('Orders and shoppers'), icon: Search },
        { to: '/commission', label: t('Commission'), icon: Percent },
        { to: '/audit', label: t('Audit trail'), icon: ClipboardList },
      ]}
      skipLink
      mainClassName="px-4 py-6 pb-[calc(1.5rem+env(safe-area-inset-bottom))]"
    >
      {children}
    </StaffLayout>
  );
}
