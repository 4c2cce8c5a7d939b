// The console's frame: a dark bar that tells staff they are in the operator console, the language choice and, when
// signed in, the sections and sign-out. One column on a phone, 48 px targets.
import { useQueryClient } from '@tanstack/react-query';
import { ClipboardList, LogOut, Package, Percent, Search, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { api } from '../lib/api.ts';
import { changeLanguage, OPERATOR_LANGUAGES, type OperatorLanguage } from '../lib/i18n.ts';
import { signOut, useToken } from '../lib/session.ts';

export function Layout({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const token = useToken();
  const queryClient = useQueryClient();
  const onSignOut = async () => {
    // The session ends on the server too; a failed call still signs this browser out.
    await api('/operator/sign-out', { method: 'POST', body: {} }).catch(() => undefined);
    signOut();
    queryClient.clear();
  };
  const navClass = ({ isActive }: { isActive: boolean }) =>
    `inline-flex min-h-12 shrink-0 items-center gap-2 rounded-lg px-3 text-sm font-medium whitespace-nowrap ${
      isActive ? 'bg-white/15 text-white' : 'text-white/85 hover:bg-white/10'
    }`;
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-10 focus:rounded focus:bg-white focus:p-2"
      >
        {t('Skip to main content')}
      </a>
      <header className="bg-ink text-white">
        <div className="mx-auto flex max-w-5xl items-center gap-2 px-4 py-2">
          <a href="/" className="mr-auto flex items-baseline gap-2 py-2">
            <span className="text-2xl font-bold">haat</span>
            <span className="text-sm font-medium text-white/85">{t('Operator console')}</span>
          </a>
          <label className="sr-only" htmlFor="operator-language">
            {t('Language')}
          </label>
          <select
            id="operator-language"
            value={i18n.language}
            onChange={(e) => void changeLanguage(e.target.value as OperatorLanguage)}
            className="h-10 rounded-lg border border-white/30 bg-ink px-2 text-sm text-white"
          >
            {OPERATOR_LANGUAGES.map((l) => (
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
            aria-label={t('Operator console')}
            className="mx-auto flex max-w-5xl gap-1 overflow-x-auto px-2 pb-2"
          >
            <NavLink to="/" end className={navClass}>
              <Store className="size-4" aria-hidden />
              {t('Sellers')}
            </NavLink>
            <NavLink to="/listings" className={navClass}>
              <Package className="size-4" aria-hidden />
              {t('Listings')}
            </NavLink>
            <NavLink to="/support" className={navClass}>
              <Search className="size-4" aria-hidden />
              {t('Orders and shoppers')}
            </NavLink>
            <NavLink to="/commission" className={navClass}>
              <Percent className="size-4" aria-hidden />
              {t('Commission')}
            </NavLink>
            <NavLink to="/audit" className={navClass}>
              <ClipboardList className="size-4" aria-hidden />
              {t('Audit trail')}
            </NavLink>
          </nav>
        ) : null}
      </header>
      <main
        id="main"
        className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 pb-[calc(1.5rem+env(safe-area-inset-bottom))]"
      >
        {children}
      </main>
    </div>
  );
}
