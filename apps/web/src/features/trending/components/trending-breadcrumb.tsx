// Home / Trending Products (docs/behaviour/catalogue.md#trending-page), and the same trail one level deeper for the
// sub-pages.
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function TrendingBreadcrumb({ current }: { current?: string }) {
  const { t } = useTranslation();
  const trail = [
    { to: '/', label: t('Home') },
    ...(current ? [{ to: '/trending', label: t('Trending Products') }] : []),
  ];
  return (
    <nav aria-label={t('Breadcrumb')}>
      <ol className="flex flex-wrap items-center gap-1 text-xs text-ink-muted md:text-sm">
        {trail.map(({ to, label }) => (
          <li key={to} className="flex items-center gap-1">
            <Link to={to} className="hover:text-brand-700 hover:underline">
              {label}
            </Link>
            <ChevronRight aria-hidden="true" className="size-3.5 rtl:rotate-180" />
          </li>
        ))}
        <li aria-current="page" className="font-medium text-ink">
          {current ?? t('Trending Products')}
        </li>
      </ol>
    </nav>
  );
}
