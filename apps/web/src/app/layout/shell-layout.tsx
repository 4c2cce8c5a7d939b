// The page frame: header, the routed page, footer.
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { CompareBarSlot } from '../../features/compare/components/compare-bar-slot.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { LocationStartup } from './location-startup.tsx';
import { PageFallback } from './page-fallback.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { SessionExpiryRedirect } from './session-expiry-redirect.tsx';

export function ShellLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollToTop />
      <SessionExpiryRedirect />
      <LocationStartup />
      <Header />
      {/* The skip link focuses it (tabindex -1 then); the outline would frame the whole page. */}
      <main id="main" className="flex-1 focus:outline-none">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <CompareBarSlot />
    </div>
  );
}
