// /trending/categories: categories ranked by growth in the chosen period, the period kept in the URL.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BRAND_NAME } from '@haat/domain/shell/store-info';
import { TrendingCategoriesView } from '../../features/trending/components/trending-categories-view.tsx';
import { TrendingBreadcrumb } from '../../features/trending/components/trending-breadcrumb.tsx';
import { TrendingTabs } from '../../features/trending/components/trending-tabs.tsx';
import { DEFAULT_TRENDING_PERIOD, trendingPeriodOf } from '../../features/trending/trending-options.ts';

export function TrendingCategoriesPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const period = trendingPeriodOf(searchParams.get('period'));
  return (
    <div className="container-page space-y-3 py-3 md:py-4">
      <title>{t('Trending Categories | {{brand}}', { brand: BRAND_NAME })}</title>
      <header className="space-y-3 rounded-lg bg-card p-3 shadow-card md:p-5">
        <TrendingBreadcrumb current={t('Trending Categories')} />
        <div>
          <h1 className="text-2xl font-bold text-ink md:text-3xl">{t('Trending Categories')}</h1>
          <p className="mt-0.5 text-sm text-ink-muted md:text-base">
            {t('Where shoppers are heading: categories whose views and sales grow fastest.')}
          </p>
        </div>
        <TrendingTabs />
      </header>
      <TrendingCategoriesView
        period={period}
        onPeriodChange={(next) => setSearchParams(next === DEFAULT_TRENDING_PERIOD ? {} : { period: next })}
      />
    </div>
  );
}
