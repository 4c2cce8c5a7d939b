// /trending/categories: the categories growing fastest in the chosen period (GET /api/products/trending/
// categories), each a tile with its rank, growth, real views and sales, linking to the category page.
import type { TrendingPeriod } from '@haat/domain/catalog/product.schema';
import { AlertCircle, Eye, LayoutGrid, ShoppingBag, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCategories, useTrendingCategories } from '../../../lib/catalog-api.ts';
import { PeriodSelect } from './period-select.tsx';
import { RetryButton, StatusPanel } from '../../../components/ui/status-panel.tsx';

const grouped = new Intl.NumberFormat('en-IN');

export function TrendingCategoriesView({
  period,
  onPeriodChange,
}: {
  period: TrendingPeriod;
  onPeriodChange: (period: TrendingPeriod) => void;
}) {
  const { t } = useTranslation();
  const { data, error, isPending, isFetching, refetch } = useTrendingCategories(period);
  const top = data?.categories[0];
  // Rows name a subcategory ('Drinks'); the root it sits in ('Grocery') tells shoppers where it is.
  const { data: roots } = useCategories();
  const rootName = new Map((roots ?? []).map((root) => [root.id, root.name]));

  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-2 rounded-lg bg-card p-3 shadow-card sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted" aria-live="polite">
          {data
            ? t('{{count}} categories ranked by growth', { count: data.categories.length })
            : t('Loading trending categories...')}
        </p>
        <PeriodSelect value={period} onChange={onPeriodChange} className="sm:w-72" />
      </div>

      {isPending ? (
        <ul aria-hidden="true" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index} className="h-36 animate-pulse rounded-lg bg-card shadow-card" />
          ))}
        </ul>
      ) : error ? (
        <StatusPanel
          role="alert"
          icon={AlertCircle}
          tone="danger"
          title={t('Failed to load trending categories')}
          action={<RetryButton onRetry={() => void refetch()} busy={isFetching} />}
        />
      ) : data.categories.length === 0 ? (
        <StatusPanel
          role="status"
          icon={LayoutGrid}
          tone="neutral"
          title={t('No trending categories yet')}
          text={t('Check back later for new trends.')}
        />
      ) : (
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {data.categories.map((category, index) => {
            const share =
              top && top.percentageIncrease > 0 ? category.percentageIncrease / top.percentageIncrease : 0;
            return (
              <li key={category.path}>
                <Link
                  to={`/category/${category.path}`}
                  className="group flex h-full flex-col gap-3 rounded-lg border border-transparent bg-card p-4 shadow-card transition hover:border-brand-200"
                >
                  <div className="flex items-start gap-3">
                    <span
                      className={`grid size-10 shrink-0 place-items-center rounded-full text-sm font-bold ${
                        index < 3 ? 'bg-accent-500 text-white' : 'bg-brand-50 text-brand-700'
                      }`}
                    >
                      #{index + 1}
                    </span>
                    <div className="min-w-0 flex-1">
                      <h2 className="truncate font-semibold text-ink group-hover:text-brand-700">
                        {t(category.name)}
                      </h2>
                      <p className="truncate text-xs text-ink-muted">
                        {category.subcategory && rootName.has(category.id)
                          ? t('in {{root}} · {{count}} products', {
                              root: t(rootName.get(category.id)!),
                              count: category.productCount,
                            })
                          : t('{{count}} products', { count: category.productCount })}
                      </p>
                    </div>
                    <span className="inline-flex shrink-0 items-center gap-0.5 rounded-full bg-success-50 px-2 py-0.5 text-xs font-bold text-success">
                      <TrendingUp aria-hidden="true" className="size-3.5" />+
                      {grouped.format(category.percentageIncrease)}%
                    </span>
                  </div>
                  <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-page">
                    <div
                      className="h-full rounded-full bg-linear-to-r from-brand-500 to-success"
                      style={{ width: `${Math.max(4, Math.round(share * 100))}%` }}
                    />
                  </div>
                  <p className="flex gap-4 text-xs text-ink-muted">
                    <span className="inline-flex items-center gap-1">
                      <Eye aria-hidden="true" className="size-3.5 text-brand-600" />
                      {t('{{views}} views', { views: grouped.format(category.views) })}
                    </span>
                    <span className="inline-flex items-center gap-1">
                      <ShoppingBag aria-hidden="true" className="size-3.5 text-success" />
                      {t('{{sales}} sales', { sales: grouped.format(category.sales) })}
                    </span>
                  </p>
                </Link>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
