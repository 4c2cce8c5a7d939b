// Sign-in, sign-up and password pages stand alone: no header or footer (docs/behaviour/shell.md#header), just the
// brand and a card on the brand gradient.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { PageFallback } from './page-fallback.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { BrandMark } from '../../components/ui/brand-mark.tsx';

export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <div className="relative isolate flex min-h-dvh flex-col overflow-hidden bg-gradient-to-br from-brand-700 via-brand-800 to-brand-900">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -left-32 -top-32 size-96 rounded-full bg-brand-500/30 blur-3xl" />
        <div className="absolute -bottom-40 right-0 size-[28rem] rounded-full bg-accent-500/15 blur-3xl" />
      </div>
      <ScrollToTop />
      <header className="container-page flex h-16 items-center">
        <Link
          to="/"
          aria-label={t('Haat home')}
          className="rounded-md text-white focus-visible:outline-white"
        >
          <BrandMark inverted />
        </Link>
      </header>
      <main
        id="main"
        className="container-page flex flex-1 items-start justify-center pb-10 pt-2 md:items-center md:pt-4"
      >
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
