// /category/{c}[/{s}[/{i}]] (docs/behaviour/catalogue.md#category-page): hero with breadcrumbs and search within the
// category, the toolbar, the filter sidebar on desktop, the 'Filters & Sorting' modal, and the results; 'Category Not
// Found' for ids that resolve to nothing. Filters, sort and page live in the URL.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { BRAND_NAME } from '@haat/domain/shell/store-info';
import {
  activeFilterCount,
  differsFromDefault,
  filterPanel,
  type FilterPanel as Panel,
} from '@haat/domain/catalog/filter-panels';
import { facetCountsStatus } from '../../../components/filters/counts-status.ts';
import { FilterPanel } from '../../../components/filters/filter-panel.tsx';
import { filterablePanel, panelApiParams } from '../../../components/filters/panel-state.ts';
import type { ProductCardLayout } from '../../../components/product/product-card.tsx';
import { useCategories, useListingFacets, useProductList } from '../../../lib/catalog-api.ts';
import { toProductsApiParams } from '../../../lib/listing-url-state.ts';
import {
  categoryRouteRedirect,
  resolveCategoryRoute,
  type ResolvedCategoryRoute,
} from '../category-route.ts';
import { CATEGORY_QUERY_KEY, useCategoryListing } from '../hooks/use-category-listing.ts';
import { CategoryHero } from './category-hero.tsx';
import { CategoryNotFound } from './category-not-found.tsx';
import { CategoryResults } from './category-results.tsx';
import { CategoryToolbar } from './category-toolbar.tsx';
import { FiltersModal } from './filters-modal.tsx';

export function CategoryPage() {
  const params = useParams();
  const route = useMemo(
    () =>
      resolveCategoryRoute({
        categoryId: params.categoryId,
        subcategoryId: params.subcategoryId,
        itemId: params.itemId,
      }),
    [params.categoryId, params.subcategoryId, params.itemId],
  );
  const { search } = useLocation();
  const { t } = useTranslation();
  if (!route) {
    // A typed URL naming a place of the tree (or a listing) elsewhere goes there; only nonsense is not found.
    const target = categoryRouteRedirect(params, search);
    if (target) return <Navigate to={target} replace />;
    const requested = [params.categoryId, params.subcategoryId, params.itemId].filter(Boolean).join('/');
    return (
      <div className="container-page py-6 md:py-10">
        <title>{t('{{title}} | {{brand}}', { title: t('Category Not Found'), brand: BRAND_NAME })}</title>
        <CategoryNotFound requested={requested} />
      </div>
    );
  }
  // A new category, subcategory or item is a new listing: local UI state (modal, price fields) starts afresh.
  return <CategoryListingView key={route.key} route={route} />;
}

/** The panel a route shows: only what the API filters by, without choices that would undo the page's own filter. */
function routePanel(route: ResolvedCategoryRoute): Panel {
  const panel = filterablePanel(filterPanel(route.panelId));
  return {
    ...panel,
    sections: panel.sections.filter(
      (s) =>
        !(s.id === 'categories' && route.categoryParam === null) &&
        !(s.id === 'brands' && route.kind === 'brand'),
    ),
  };
}

function CategoryListingView({ route }: { route: ResolvedCategoryRoute }) {
  const navigate = useNavigate();
  const panel = useMemo(() => routePanel(route), [route]);
  const listing = useCategoryListing(panel);
  const [layout, setLayout] = useState<ProductCardLayout>('grid');
  const [modalOpen, setModalOpen] = useState(false);

  const apiParams = useMemo(() => {
    const extra = {
      // The page's own URL keys, not the shared listing's category/tag/q: a category page is its route.
      category: null,
      tags: null,
      ...panelApiParams(panel, listing.filters, { categoryParam: route.categoryParam ?? 'subcategory' }),
      ...route.apiParams,
      search: listing.query || null,
    };
    return toProductsApiParams(listing.state, extra);
  }, [panel, listing.filters, listing.state, listing.query, route]);

  // The page first, the counts beside it: the grid never waits for them (docs/behaviour/catalogue.md#loading-order).
  const result = useProductList(apiParams);
  const countsQuery = useListingFacets(apiParams);
  const categories = useCategories();
  const categoryLabels = useMemo(() => {
    const labels: Record<string, string> = {};
    for (const c of categories.data ?? []) {
      labels[c.id] = c.name;
      if (c.id === route.category?.id) for (const s of c.subcategories) labels[s.id] = s.name;
    }
    return labels;
  }, [categories.data, route.category?.id]);

  const activeCount = activeFilterCount(listing.filters);
  const sortChanged = listing.sort !== 'relevance';
  const facets = countsQuery.data?.facets;
  const counts = facetCountsStatus(countsQuery);

  const searchWithin = (term: string) => {
    const base = window.location.pathname;
    navigate(term ? `${base}?${new URLSearchParams({ [CATEGORY_QUERY_KEY]: term })}` : base);
  };

  return (
    <div className="container-page space-y-3 py-3 md:space-y-4 md:py-4">
      <CategoryHero
        name={route.name}
        properName={route.kind === 'brand'}
        description={route.item || route.subcategory ? undefined : route.category?.description}
        crumbs={route.crumbs}
        query={listing.query}
        total={result.data?.total}
        totalExact={result.data?.totalExact}
        onSearch={searchWithin}
      />
      <CategoryToolbar
        sort={listing.sort}
        onSort={listing.setSort}
        activeCount={activeCount}
        onOpenFilters={() => setModalOpen(true)}
        canReset={sortChanged || differsFromDefault(panel, listing.filters)}
        onReset={listing.reset}
        layout={layout}
        onLayout={setLayout}
      />
      <div className="flex items-start gap-4">
        <aside className="sticky top-28 hidden max-h-[calc(100vh-8rem)] w-64 shrink-0 overflow-y-auto rounded-lg bg-card p-4 shadow-card lg:block">
          <FilterPanel
            panel={panel}
            filters={listing.filters}
            onChange={(next) => listing.apply(next)}
            facets={facets}
            counts={counts}
            subcategoryId={route.subcategory?.id}
            mode={route.mode}
            categoryLabels={categoryLabels}
          />
        </aside>
        <div className="min-w-0 flex-1">
          <CategoryResults
            data={result.data}
            isPending={result.isPending}
            isError={result.isError}
            isFetching={result.isFetching && result.isPlaceholderData}
            onRetry={() => void result.refetch()}
            layout={layout}
            page={listing.page}
            onPageChange={listing.setPage}
          />
        </div>
      </div>
      <FiltersModal
        open={modalOpen}
        onOpenChange={setModalOpen}
        panel={panel}
        live={{ filters: listing.filters, sort: listing.sort }}
        defaultSort="relevance"
        onApply={listing.apply}
        facets={facets}
        counts={counts}
        subcategoryId={route.subcategory?.id}
        mode={route.mode}
        categoryLabels={categoryLabels}
      />
    </div>
  );
}
