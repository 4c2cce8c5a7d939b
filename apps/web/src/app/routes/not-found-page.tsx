// The 404 page with the spec's exact texts and links (spec 1 §8, 3 §Static pages).
import { Home, LifeBuoy, ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="container-page py-10 md:py-16">
      <section className="mx-auto max-w-xl rounded-xl bg-card px-6 py-10 text-center shadow-card md:px-10">
        <p className="text-7xl font-black tracking-tight text-brand-700 md:text-8xl" aria-hidden="true">
          404
        </p>
        <h1 className="mt-2 text-2xl font-bold text-ink md:text-3xl">
          <span className="sr-only">404 / </span>
          {t('Page not found')}
        </h1>
        <p className="mt-3 text-balance text-ink-muted">
          {t("Sorry, the page you are looking for doesn't exist or has been moved.")}
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            to="/"
            className="inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          >
            <Home className="h-4 w-4" aria-hidden="true" />
            {t('Go to Homepage')}
          </Link>
          <Link
            to="/all-products"
            className="inline-flex items-center justify-center gap-2 rounded-md border border-brand-700 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50"
          >
            <ShoppingBag className="h-4 w-4" aria-hidden="true" />
            {t('Continue Shopping')}
          </Link>
        </div>
        <p className="mt-8 text-sm text-ink-muted">
          <Link to="/help" className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline">
            <LifeBuoy className="h-4 w-4" aria-hidden="true" />
            {t('Help Center')}
          </Link>
        </p>
        <p className="mt-2 text-sm text-ink-subtle">{t('If you think this is an error, please contact support.')}</p>
      </section>
    </div>
  );
}
