// The listing of docs/behaviour/catalogue.md#listing-page, shared by /all-products, /search and /featured-products: a
// filter panel (sidebar on desktop, sheet on phones), sort select, optional grid/list toggle, 20 cards a page,
// pagination, and the loading, error and empty states. Filters, sort and page live in the URL
// (hooks/use-panel-listing).
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SlidersHorizontal } from 'lucide-react';
import { activeFilterCount, filterPanel, type PanelId } from '@haat/domain/catalog/filter-panels';
import type { ProductCard, ProductPageResponse } from '@haat/domain/catalog/product.schema';
import { PRODUCTS_PAGE_SIZE } from '@haat/domain/catalog/products-query.schema';
import { facetCountsStatus } from '../../../components/filters/counts-status.ts';
import { FilterPanel } from '../../../components/filters/filter-panel.tsx';
import { filterablePanel, panelApiParams } from '../../../components/filters/panel-state.ts';
import type { ProductCardLayout } from '../../../components/product/product-card.tsx';
import { ProductGrid } from '../../../components/product/product-grid.tsx';
import { ViewToggle } from '../../../components/product/view-toggle.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useListingFacets, useProductList } from '../../../lib/catalog-api.ts';
import {
  toProductsApiParams,
  type ExtraApiParams,
  type ListingSort,
} from '../../../lib/listing-url-state.ts';
import { usePanelListing } from '../hooks/use-panel-listing.ts';
import { FilterSheet } from './filter-sheet.tsx';
import { ListingSortSelect } from './listing-sort-select.tsx';
import { ListingEmpty, ListingError } from './listing-status.tsx';

const grouped = new Intl.NumberFormat('en-IN');
const panels = new Map<PanelId, ReturnType<typeof filterPanel>>();
/** The panel as the listing shows it (only sections the API filters by), one object per panel id. */
function listingPanel(id: PanelId) {
  let panel = panels.get(id);
  if (!panel) {
    panel = filterablePanel(filterPanel(id));
    panels.set(id, panel);
  }
  return panel;
}

export interface ListingViewProps {
  /** The heading: 'All Products', 'Search results for …', 'Featured Products'. */
  title: ReactNode;
  /** A line under the heading (e.g. the tag searched for), or one made from the answer ("Showing results for …"). */
  subtitle?: ReactNode | ((data: ProductPageResponse | undefined) => ReactNode);
  panelId: PanelId;
  /** Parameters the URL state does not carry: the path's search term, featured=true. */
  extraParams?: ExtraApiParams;
  /** The FilterPanel note ('Showing only featured products'). */
  mode?: 'featured';
  /** The order the page opens on (newest first unless given; a search: relevance). */
  defaultSort?: ListingSort;
  /** The sort select's choices (the listing's unless given; a search adds Relevance). */
  sortChoices?: readonly { value: ListingSort; label: string }[];
  /** Clear all filters goes here: the page without any search, filter, sort or page. */
  onClearAll: () => void;
  showViewToggle?: boolean;
  renderBadge?: (product: ProductCard, index: number) => ReactNode;
  errorTitle: string;
  errorMessage: string;
}

export function ListingView({
  title,
  subtitle,
  panelId,
  extraParams,
  mode,
  defaultSort,
  sortChoices,
  onClearAll,
  showViewToggle = false,
  renderBadge,
  errorTitle,
  errorMessage,
}: ListingViewProps) {
  const { t } = useTranslation();
  const panel = listingPanel(panelId);
  const { state, filters, update, setFilters } = usePanelListing(panel, defaultSort);
  const [layout, setLayout] = useState<ProductCardLayout>('grid');
  const [sheetOpen, setSheetOpen] = useState(false);

  const apiParams = useMemo(
    () =>
      toProductsApiParams(state, {
        // docs/behaviour/catalogue.md#calls: the client always asks for approved products (the server lists nothing
        // else anyway).
        approvalStatus: 'approved',
        // The listing panels have no numeric ranges, so facets (which only turn ranges into values) are not
        // needed here, and leaving them out keeps the page's request independent of the counts.
        ...panelApiParams(panel, filters, { categoryParam: 'category' }),
        ...extraParams,
      }),
    [state, panel, filters, extraParams],
  );
  // The page first, the counts beside it: the grid never waits for them (docs/behaviour/catalogue.md#loading-order).
  const { data, error, isPending, isFetching, isPlaceholderData, refetch } = useProductList(apiParams);
  const countsQuery = useListingFacets(apiParams);
  const counts = facetCountsStatus(countsQuery);

  const total = data?.pagination.totalProducts ?? 0;
  const exact = data?.totalExact ?? true;
  const chosen = activeFilterCount(filters);
  const countLabel = exact
    ? t('{{total}} products', { total: grouped.format(total) })
    : t('{{total}}+ products', { total: grouped.format(total) });
  const subtitleLine = typeof subtitle === 'function' ? subtitle(data) : subtitle;
  const panelView = (inSheet: boolean) => (
    <FilterPanel
      panel={panel}
      filters={filters}
      onChange={setFilters}
      facets={countsQuery.data?.facets}
      counts={counts}
      mode={mode}
      hideTitle={inSheet}
    />
  );

  return (
    <div className="container-page py-3 md:py-4">
      <div className="gap-4 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start">
        <aside
          aria-label={t('Filters')}
          className="hidden rounded-lg bg-card p-3 shadow-card lg:sticky lg:top-3 lg:block"
        >
          {panelView(false)}
        </aside>

        <section aria-labelledby="listing-title" className="min-w-0 space-y-3">
          <header className="flex flex-col gap-2 rounded-lg bg-card p-3 shadow-card md:p-4 lg:flex-row lg:items-center lg:justify-between lg:gap-4">
            <div className="min-w-0">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 lg:justify-start">
                <h1 id="listing-title" className="text-lg font-bold text-ink md:text-xl">
                  {title}
                </h1>
                <p className="text-sm text-ink-muted" aria-live="polite">
                  {data ? countLabel : isPending ? t('Loading products...') : null}
                </p>
              </div>
              {subtitleLine && <div className="mt-1 text-sm text-ink-muted">{subtitleLine}</div>}
            </div>
            <div className="flex shrink-0 items-center gap-2 border-t border-line pt-2 lg:border-0 lg:pt-0">
              <button
                type="button"
                onClick={() => setSheetOpen(true)}
                className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-md border border-line px-3 text-sm font-semibold text-ink hover:border-brand-200 lg:hidden"
              >
                <SlidersHorizontal aria-hidden="true" className="size-4" />
                {t('Filters')}
                {chosen > 0 && (
                  <span className="grid min-w-5 place-items-center rounded-full bg-brand-700 px-1 text-[11px] font-bold text-white">
                    {chosen}
                  </span>
                )}
              </button>
              <ListingSortSelect
                value={state.sort}
                onChange={(sort) => update({ sort })}
                choices={sortChoices}
                className="min-w-0 flex-1 sm:flex-none"
              />
              {showViewToggle && (
                <ViewToggle value={layout} onChange={setLayout} className="ms-auto lg:ms-0" />
              )}
            </div>
          </header>

          {error && !data ? (
            <ListingError
              title={errorTitle}
              message={errorMessage}
              retrying={isFetching}
              onRetry={() => void refetch()}
            />
          ) : !isPending && data.products.length === 0 ? (
            <ListingEmpty onClearAll={onClearAll} />
          ) : (
            <ProductGrid
              products={data?.products ?? []}
              layout={layout}
              loading={isPending || isPlaceholderData}
              skeletonCount={8}
              renderBadge={renderBadge}
            />
          )}

          {data && data.products.length > 0 && (
            <Pagination
              currentPage={data.pagination.currentPage}
              totalPages={data.pagination.totalPages}
              totalItems={data.pagination.totalProducts}
              totalExact={data.totalExact}
              pageSize={PRODUCTS_PAGE_SIZE}
              onPageChange={(page) => update({ page })}
            />
          )}
        </section>
      </div>

      <FilterSheet
        open={sheetOpen}
        onOpenChange={setSheetOpen}
        resultLabel={
          isPending
            ? t('Loading products...')
            : exact
              ? t('Show {{total}} products', { total: grouped.format(total) })
              : t('Show {{total}}+ products', { total: grouped.format(total) })
        }
      >
        {panelView(true)}
      </FilterSheet>
    </div>
  );
}
