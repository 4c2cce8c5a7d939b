// Shown when the session ends while /profile is open (another tab signed out): the way back to sign in.
import { LogIn, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function SignedOutNotice() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-md rounded-lg bg-card px-4 py-8 text-center shadow-card md:px-6 md:py-10">
      <span className="mx-auto grid size-12 place-items-center rounded-full bg-brand-50 text-brand-700">
        <UserRound aria-hidden="true" className="size-6" />
      </span>
      <h1 className="mt-3 text-lg font-bold text-ink">{t('My Profile')}</h1>
      <p className="mt-1 text-sm text-ink-muted">{t('You are signed out. Sign in to see your profile.')}</p>
      <Link
        to="/login"
        state={{ from: '/profile' }}
        className="mt-5 inline-flex items-center gap-2 rounded-md bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
      >
        <LogIn aria-hidden="true" className="size-4 rtl:rotate-180" />
        {t('Sign In')}
      </Link>
    </section>
  );
}
