// The 404 page with the spec's exact texts and links (docs/behaviour/shell.md#not-found-page,
// docs/behaviour/static-pages.md).
import { Home, LifeBuoy, ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActionLinkRow } from '../../components/ui/action-link-row.tsx';

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
        <ActionLinkRow
          className="mt-8"
          primary={{ to: '/', icon: Home, label: t('Go to Homepage') }}
          secondary={{ to: '/all-products', icon: ShoppingBag, label: t('Continue Shopping') }}
        />
        <p className="mt-8 text-sm text-ink-muted">
          <Link
            to="/help"
            className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
          >
            <LifeBuoy className="h-4 w-4" aria-hidden="true" />
            {t('Help Center')}
          </Link>
        </p>
        <p className="mt-2 text-sm text-ink-subtle">
          {t('If you think this is an error, please contact support.')}
        </p>
      </section>
    </div>
  );
}
