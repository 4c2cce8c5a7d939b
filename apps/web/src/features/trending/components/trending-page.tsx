// /trending (docs/behaviour/catalogue.md#trending-page): hero with stat tiles, sort, period, filters (sidebar on
// desktop, slide-in panel and floating button on phones), grid/list of ranked cards, pagination and the info block.
// Everything a shopper chooses lives in the URL (hooks/use-trending-state).
import { PRODUCTS_PAGE_SIZE } from '@haat/domain/catalog/products-query.schema';
import { AlertCircle, SearchX } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductCardLayout } from '../../../components/product/product-card.tsx';
import { ProductGrid } from '../../../components/product/product-grid.tsx';
import { ViewToggle } from '../../../components/product/view-toggle.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useTrendingProducts } from '../../../lib/catalog-api.ts';
import { useTrendingState } from '../hooks/use-trending-state.ts';
import { cardTrend } from '../trending-badges.ts';
import {
  countTrendingFilters,
  DEFAULT_TRENDING_FILTERS,
  toTrendingApiParams,
} from '../trending-url-state.ts';
import { FiltersButton } from './filters-button.tsx';
import { PeriodSelect } from './period-select.tsx';
import { TrendBadges, TrendFooter } from './rank-badges.tsx';
import { PanelButton, RetryButton, StatusPanel } from '../../../components/ui/status-panel.tsx';
import { TrendingFilterPanel } from './trending-filter-panel.tsx';
import { TrendingHero } from './trending-hero.tsx';
import { TrendingInfoBlock } from './trending-info-block.tsx';
import { TrendingSortSelect } from './trending-sort-select.tsx';
import { TrendingTabs } from './trending-tabs.tsx';
import { Sheet } from '../../../components/ui/sheet.tsx';

const grouped = new Intl.NumberFormat('en-IN');

export function TrendingPage() {
  const { t } = useTranslation();
  const [state, update] = useTrendingState();
  const [layout, setLayout] = useState<ProductCardLayout>('grid');
  const [sidebarOpen, setSidebarOpen] = useState(true);
  const [panelOpen, setPanelOpen] = useState(false);
  const sidebarId = useId();

  const apiParams = useMemo(() => toTrendingApiParams(state), [state]);
  const { data, error, isPending, isFetching, isPlaceholderData, refetch } = useTrendingProducts(apiParams);
  // The tile counts what trends in the period store-wide (the API's totalCount without the shopper's filters),
  // so narrowing the list does not make the store look empty; it is one cached request per period.
  const periodParams = useMemo(
    () => new URLSearchParams({ period: state.period, page: '1', limit: '1' }),
    [state.period],
  );
  const { data: periodTotal } = useTrendingProducts(periodParams);
  const filterCount = countTrendingFilters(state);
  const clearFilters = () => update(DEFAULT_TRENDING_FILTERS);
  // Cards number on from the page's first position when a rank is missing (spec 2: "falling back to position").
  const firstPosition = ((data?.pagination.currentPage ?? state.page) - 1) * PRODUCTS_PAGE_SIZE + 1;

  const shown = data?.pagination.totalProducts ?? 0;
  const summary = (
    <p className="text-sm text-ink" aria-live="polite">
      {isPending ? (
        t('Loading trending products...')
      ) : data ? (
        <>
          {t('Showing {{total}} trending products', { total: grouped.format(shown) })}
          {filterCount > 0 && (
            <span className="ms-1 text-ink-muted">
              {t('({{count}} filter(s) applied)', { count: filterCount })}
            </span>
          )}
        </>
      ) : null}
    </p>
  );

  const filters = (inPanel: boolean) => (
    <TrendingFilterPanel filters={state} onChange={update} hideTitle={inPanel} />
  );

  return (
    <div className="container-page space-y-3 py-3 md:py-4">
      <TrendingHero
        trendingCount={periodTotal?.totalCount}
        topIncrease={periodTotal && (periodTotal.products[0]?.trendingStats.percentageIncrease ?? 0)}
        period={state.period}
      />
      <TrendingTabs />

      <div
        className={`gap-4 ${sidebarOpen ? 'lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start' : ''}`}
      >
        {sidebarOpen && (
          <aside id={sidebarId} aria-label={t('Filters')} className="hidden lg:block">
            {filters(false)}
          </aside>
        )}

        <section aria-label={t('Trending products')} className="min-w-0 space-y-3">
          <div className="space-y-2 rounded-lg bg-card p-3 shadow-card">
            {summary}
            <div className="flex flex-wrap items-center gap-2">
              <span className="hidden lg:inline-flex">
                <FiltersButton
                  count={filterCount}
                  onClick={() => setSidebarOpen((open) => !open)}
                  expanded={sidebarOpen}
                  controls={sidebarId}
                />
              </span>
              <span className="lg:hidden">
                <FiltersButton count={filterCount} onClick={() => setPanelOpen(true)} />
              </span>
              <TrendingSortSelect
                value={state.sort}
                onChange={(sort) => update({ sort })}
                className="min-w-0 flex-1 sm:flex-none"
              />
              <PeriodSelect
                value={state.period}
                onChange={(period) => update({ period })}
                className="hidden md:flex"
              />
              <ViewToggle value={layout} onChange={setLayout} className="ms-auto" />
            </div>
          </div>

          {error && !data ? (
            <StatusPanel
              role="alert"
              icon={AlertCircle}
              tone="danger"
              title={t('Failed to load trending products')}
              action={<RetryButton onRetry={() => void refetch()} busy={isFetching} />}
            />
          ) : !isPending && data.products.length === 0 ? (
            <StatusPanel
              role="status"
              icon={SearchX}
              tone="neutral"
              title={t('No trending products found')}
              text={t('Try adjusting your filters or check back later for new trends.')}
              action={
                filterCount > 0 ? (
                  <PanelButton onClick={clearFilters}>{t('Clear Filters')}</PanelButton>
                ) : undefined
              }
            />
          ) : (
            <ProductGrid
              products={data?.products ?? []}
              layout={layout}
              loading={isPending || isPlaceholderData}
              skeletonCount={8}
              renderBadge={(_, index) => (
                <TrendBadges trend={cardTrend(data?.products[index]?.trendingStats, firstPosition + index)} />
              )}
              renderFooter={(_, index) => (
                <TrendFooter trend={cardTrend(data?.products[index]?.trendingStats, firstPosition + index)} />
              )}
            />
          )}

          {data && (
            <Pagination
              currentPage={data.pagination.currentPage}
              totalPages={data.pagination.totalPages}
              totalItems={data.pagination.totalProducts}
              pageSize={PRODUCTS_PAGE_SIZE}
              onPageChange={(page) => update({ page })}
            />
          )}
        </section>
      </div>

      <TrendingInfoBlock />

      <FiltersButton count={filterCount} onClick={() => setPanelOpen(true)} floating />
      <Sheet
        open={panelOpen}
        onOpenChange={setPanelOpen}
        title={t('Filters')}
        side="end"
        footer={
          <button
            type="button"
            onClick={() => setPanelOpen(false)}
            className="h-11 w-full rounded-md bg-brand-700 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {isPending
              ? t('Loading trending products...')
              : t('Show {{total}} products', { total: grouped.format(shown) })}
          </button>
        }
      >
        <div className="space-y-3">
          <div className="rounded-lg bg-card p-3 shadow-card">
            <PeriodSelect value={state.period} onChange={(period) => update({ period })} />
          </div>
          {filters(true)}
        </div>
      </Sheet>
    </div>
  );
}
