// The portal's frame: the brand bar with the language choice and, when signed in, the sections and sign-out.
// Mobile first: one column, a bottom-safe area, 48 px targets (docs/behaviour/seller-portal.md#layout).
import { useQueryClient } from '@tanstack/react-query';
import {
  FileCheck,
  Gauge,
  IndianRupee,
  KeyRound,
  LayoutDashboard,
  LogOut,
  Package,
  TicketPercent,
  Truck,
  Undo2,
} from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { api } from '../lib/api.ts';
import { changeLanguage, SELLER_LANGUAGES, type SellerLanguage } from '../lib/i18n.ts';
import { useActiveInView } from '../lib/scroll-active.ts';
import { signOut, useToken } from '../lib/session.ts';
import { SuspensionBanner } from './suspension-banner.tsx';

export function Layout({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const token = useToken();
  const queryClient = useQueryClient();
  const navRef = useRef<HTMLElement>(null);
  useActiveInView(navRef, useLocation().pathname);
  const onSignOut = async () => {
    // The session ends on the server too; a failed call still signs this browser out.
    await api('/seller-portal/logout', { method: 'POST', body: {} }).catch(() => undefined);
    signOut();
    queryClient.clear();
  };
  const navClass = ({ isActive }: { isActive: boolean }) =>
    `inline-flex min-h-12 shrink-0 items-center gap-2 rounded-lg px-3 text-sm font-medium whitespace-nowrap ${
      isActive ? 'bg-white/15 text-white' : 'text-white/85 hover:bg-white/10'
    }`;
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-5xl items-center gap-2 px-4 py-2">
          <a href="/" className="mr-auto flex items-baseline gap-2 py-2">
            <span className="text-2xl font-bold">haat</span>
            <span className="text-sm font-medium text-white/85">{t('Seller Central')}</span>
          </a>
          <label className="sr-only" htmlFor="seller-language">
            {t('Language')}
          </label>
          <select
            id="seller-language"
            value={i18n.language}
            onChange={(e) => void changeLanguage(e.target.value as SellerLanguage)}
            className="h-10 rounded-lg border border-white/30 bg-brand-900 px-2 text-sm text-white"
          >
            {SELLER_LANGUAGES.map((l) => (
              <option key={l.code} value={l.code}>
                {l.label}
              </option>
            ))}
          </select>
          {token ? (
            <button
              type="button"
              onClick={() => void onSignOut()}
              className="inline-flex min-h-10 min-w-10 items-center justify-center gap-1 rounded-lg px-2 text-sm text-white/90 hover:bg-white/10 sm:px-3"
            >
              <LogOut className="size-5 sm:size-4" aria-hidden />
              <span className="sr-only sm:not-sr-only">{t('Sign out')}</span>
            </button>
          ) : null}
        </div>
        {token ? (
          <nav
            ref={navRef}
            aria-label={t('Seller Central')}
            className="mx-auto flex max-w-5xl gap-1 overflow-x-auto px-2 pb-2"
          >
            <NavLink to="/dashboard" className={navClass}>
              <Gauge className="size-4" aria-hidden />
              {t('Dashboard')}
            </NavLink>
            <NavLink to="/" end className={navClass}>
              <LayoutDashboard className="size-4" aria-hidden />
              {t('Account')}
            </NavLink>
            <NavLink to="/listings" className={navClass}>
              <Package className="size-4" aria-hidden />
              {t('Listings')}
            </NavLink>
            <NavLink to="/orders" className={navClass}>
              <Truck className="size-4" aria-hidden />
              {t('Orders')}
            </NavLink>
            <NavLink to="/returns" className={navClass}>
              <Undo2 className="size-4" aria-hidden />
              {t('Returns')}
            </NavLink>
            <NavLink to="/settlements" className={navClass}>
              <IndianRupee className="size-4" aria-hidden />
              {t('Settlements')}
            </NavLink>
            <NavLink to="/coupons" className={navClass}>
              <TicketPercent className="size-4" aria-hidden />
              {t('Coupons')}
            </NavLink>
            <NavLink to="/return-policy" className={navClass}>
              <FileCheck className="size-4" aria-hidden />
              {t('Return policy')}
            </NavLink>
            <NavLink to="/keys" className={navClass}>
              <KeyRound className="size-4" aria-hidden />
              {t('API keys')}
            </NavLink>
          </nav>
        ) : null}
      </header>
      {token ? <SuspensionBanner /> : null}
      <main className="mx-auto w-full max-w-5xl flex-1 px-3 py-4 pb-[max(1rem,env(safe-area-inset-bottom))] md:px-4 md:py-6">
        {children}
      </main>
    </div>
  );
}
