// Seller Central's frame (docs/behaviour/seller-portal.md#layout): the staff frame in the brand's blue with the
// portal's sections, the current one kept in view on a phone, and the suspension banner while signed in.
import {
  FileCheck,
  Gauge,
  IndianRupee,
  KeyRound,
  LayoutDashboard,
  Package,
  TicketPercent,
  Truck,
  Undo2,
} from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { StaffLayout } from '@haat/staff-ui/layout';
import { api } from '../lib/api.ts';
import { changeLanguage } from '../lib/i18n.ts';
import { useActiveInView } from '../lib/scroll-active.ts';
import { session } from '../lib/session.ts';
import { SuspensionBanner } from './suspension-banner.tsx';

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navRef = useRef<HTMLElement>(null);
  useActiveInView(navRef, useLocation().pathname);
  return (
    <StaffLayout
      appName={t('Seller Central')}
      barClassName="bg-brand-900"
      languageSelectId="seller-language"
      session={session}
      changeLanguage={changeLanguage}
      endSession={() => api('/seller-portal/logout', { method: 'POST', body: {} })}
      sections={[
        { to: '/dashboard', label: t('Dashboard'), icon: Gauge },
        { to: '/', end: true, label: t('Account'), icon: LayoutDashboard },
        { to: '/listings', label: t('Listings'), icon: Package },
        { to: '/orders', label: t('Orders'), icon: Truck },
        { to: '/returns', label: t('Returns'), icon: Undo2 },
        { to: '/settlements', label: t('Settlements'), icon: IndianRupee },
        { to: '/coupons', label: t('Coupons'), icon: TicketPercent },
        { to: '/return-policy', label: t('Return policy'), icon: FileCheck },
        { to: '/keys', label: t('API keys'), icon: KeyRound },
      ]}
      sectionsRef={navRef}
      banner={<SuspensionBanner />}
      mainClassName="px-3 py-4 pb-[max(1rem,env(safe-area-inset-bottom))] md:px-4 md:py-6"
    >
      {children}
    </StaffLayout>
  );
}
