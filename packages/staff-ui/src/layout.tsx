// A staff app's frame: a bar with the app's name and the language choice and, when signed in, its sections and
// sign-out; one column on a phone, 48 px targets (docs/behaviour/seller-portal.md#layout). Each app gives its
// name, colour, sections and sign-out call.
import { useQueryClient } from '@tanstack/react-query';
import { LogOut, type LucideIcon } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { STAFF_LANGUAGES, type StaffLanguage } from './i18n.ts';
import type { StaffSession } from './session.ts';

export interface StaffSection {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Active only on this exact path (the home section). */
  end?: boolean;
}

export function StaffLayout({
  appName,
  barClassName,
  languageSelectId,
  session,
  changeLanguage,
  endSession,
  sections,
  sectionsRef,
  skipLink = false,
  banner,
  mainClassName,
  children,
}: {
  /** The app's name beside the brand, translated; it also names the sections. */
  appName: string;
  /** The bar's background colour, also the language list's. */
  barClassName: string;
  languageSelectId: string;
  session: Pick<StaffSession, 'signOut' | 'useToken'>;
  changeLanguage: (code: StaffLanguage) => Promise<void>;
  /** Ends the session on the server. */
  endSession: () => Promise<unknown>;
  sections: readonly StaffSection[];
  sectionsRef?: Ref<HTMLElement>;
  /** A "Skip to main content" link first in the page, shown when focused. */
  skipLink?: boolean;
  /** Shown under the bar while signed in. */
  banner?: ReactNode;
  /** The main column's padding. */
  mainClassName: string;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const token = session.useToken();
  const queryClient = useQueryClient();
  const onSignOut = async () => {
    // The session ends on the server too; a failed call still signs this browser out.
    await endSession().catch(() => undefined);
    session.signOut();
    queryClient.clear();
  };
  const navClass = ({ isActive }: { isActive: boolean }) =>
    `inline-flex min-h-12 shrink-0 items-center gap-2 rounded-lg px-3 text-sm font-medium whitespace-nowrap md:px-2 ${
      isActive ? 'bg-white/15 text-white' : 'text-white/85 hover:bg-white/10'
    }`;
  return (
    <div className="flex min-h-dvh flex-col">
      {skipLink ? (
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-10 focus:rounded focus:bg-white focus:p-2"
        >
          {t('Skip to main content')}
        </a>
      ) : null}
      <header className={`${barClassName} text-white`}>
        <div className="mx-auto flex max-w-5xl items-center gap-2 px-4 py-2">
          <a href="/" className="mr-auto flex items-baseline gap-2 py-2">
            <span className="text-2xl font-bold">haat</span>
            <span className="text-sm font-medium text-white/85">{appName}</span>
          </a>
          <label className="sr-only" htmlFor={languageSelectId}>
            {t('Language')}
          </label>
          <select
            id={languageSelectId}
            value={i18n.language}
            onChange={(e) => void changeLanguage(e.target.value as StaffLanguage)}
            className={`h-10 rounded-lg border border-white/30 ${barClassName} px-2 text-sm text-white`}
          >
            {STAFF_LANGUAGES.map((l) => (
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
          // A phone scrolls the sections sideways (the current one kept in view); a wider screen wraps them, so a
          // ninth section or a longer language never ends cut off at the edge.
          <nav
            ref={sectionsRef}
            aria-label={appName}
            className="mx-auto flex max-w-5xl gap-1 overflow-x-auto px-2 pb-2 md:flex-wrap md:overflow-x-visible"
          >
            {sections.map(({ to, label, icon: Icon, end }) => (
              <NavLink key={to} to={to} end={end} className={navClass}>
                <Icon className="size-4" aria-hidden />
                {label}
              </NavLink>
            ))}
          </nav>
        ) : null}
      </header>
      {token ? banner : null}
      <main id={skipLink ? 'main' : undefined} className={`mx-auto w-full max-w-5xl flex-1 ${mainClassName}`}>
        {children}
      </main>
    </div>
  );
}
