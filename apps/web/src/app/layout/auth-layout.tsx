// Sign-in, sign-up and password pages stand alone: no header or footer (spec 1 §2), just the brand and a card.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { PageFallback } from './page-fallback.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { BrandMark } from '../../components/ui/brand-mark.tsx';

export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-br from-brand-700 via-brand-800 to-brand-900">
      <ScrollToTop />
      <header className="container-page flex h-16 items-center">
        <Link to="/" aria-label={t('Haat home')} className="text-white">
          <BrandMark inverted />
        </Link>
      </header>
      <main id="main" className="container-page flex flex-1 items-start justify-center pb-10 pt-4 md:items-center">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
