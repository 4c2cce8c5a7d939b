// The filter panel of docs/behaviour/catalogue.md#filter-panels: titled 'Filters', a note in featured or trending
// mode, 'Clear All Filters' only while something differs from the panel's defaults, and the panel's sections
// (conditional ones only while their choice is made). State-agnostic: the page passes filters in and takes changes
// out. The counts arrive after the results (docs/behaviour/catalogue.md#loading-order): while newer ones load the panel is
// busy and shows the previous counts dimmed, or placeholder rows where it has none; when they fail it stays usable
// without counts and offers to ask again.
import { Loader2, RotateCw } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  defaultFilters,
  differsFromDefault,
  mergeOptions,
  pruneHiddenChoices,
  visibleSections,
  type CheckboxSection,
  type FilterPanel as Panel,
  type FilterSection,
  type PanelFilters,
} from '@haat/domain/catalog/filter-panels';
import type { ProductFacets } from '@haat/domain/catalog/product.schema';
import { CheckboxList } from './checkbox-list.tsx';
import type { FacetCountsStatus } from './counts-status.ts';
import { FilterSectionFrame } from './filter-section.tsx';
import { NumericRange } from './numeric-range.tsx';
import { PriceRange } from './price-range.tsx';
import { RatingFilter } from './rating-filter.tsx';
import { ToggleList } from './toggle-list.tsx';

export interface FilterPanelProps {
  panel: Panel;
  filters: PanelFilters;
  onChange: (next: PanelFilters) => void;
  /** Counts and live values of the current result. */
  facets?: ProductFacets;
  /** The route's subcategory: it opens conditional sections as a chosen category does. */
  subcategoryId?: string;
  mode?: 'featured' | 'trending';
  /** Labels of category values the facets do not name (e.g. from GET /api/categories). */
  categoryLabels?: Readonly<Record<string, string>>;
  /** Visually hide the 'Filters' heading (the modal has its own title); it still names the region. */
  hideTitle?: boolean;
  /** Whether the counts are loading or failed (counts-status.ts); without it the facets are taken as they are. */
  counts?: FacetCountsStatus;
}

function facetValues(section: CheckboxSection, facets: ProductFacets | undefined) {
  if (!facets) return undefined;
  if (section.facet === 'brands') return facets.brands;
  if (section.facet === 'categories') return facets.categories;
  return facets.specifications[section.facet.specification] ?? [];
}

export function FilterPanel({
  panel,
  filters,
  onChange,
  facets,
  subcategoryId,
  mode,
  categoryLabels = {},
  hideTitle = false,
  counts,
}: FilterPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const loading = counts?.loading === true;
  const change = (next: PanelFilters) => onChange(pruneHiddenChoices(panel, next, subcategoryId));
  // A list whose options all have no product (the catalogue holds no such value here) is left out, unless a
  // choice in it is still active; so are numeric ranges with no value behind them.
  const sections = visibleSections(panel, filters, subcategoryId).filter((section) => {
    // Without counts after a failure, a list made of live values only would offer nothing ("No options found").
    if (!facets && counts?.failed)
      return !(
        section.kind === 'checkbox' &&
        section.options.length === 0 &&
        !filters.lists[section.key]?.length
      );
    if (!facets) return true;
    if (section.kind === 'checkbox' && section.facet !== 'categories') {
      const chosen = filters.lists[section.key]?.length ?? 0;
      return chosen > 0 || (facetValues(section, facets) ?? []).some((f) => f.count > 0);
    }
    if (section.kind === 'range') {
      const [lo, hi] = filters.ranges[section.key] ?? section.defaultRange;
      const changed = lo !== section.defaultRange[0] || hi !== section.defaultRange[1];
      return changed || (facets.specifications[section.key]?.length ?? 0) > 0;
    }
    return true;
  });

  const body = (section: FilterSection) => {
    switch (section.kind) {
      case 'price':
        return (
          <PriceRange
            section={section}
            value={filters.price}
            listed={facets?.price}
            onChange={(price) => change({ ...filters, price })}
          />
        );
      case 'checkbox': {
        const options = mergeOptions(
          // Brands are names, shown as written ("Nothing" is a phone brand, not the word).
          section.options.map((o) => ({ ...o, label: section.facet === 'brands' ? o.label : t(o.label) })),
          facetValues(section, facets),
        ).map((o) => ({ ...o, label: categoryLabels[o.value] ?? o.label }));
        // A list made of live values only (brands) has nothing to offer until the first counts come.
        if (options.length === 0 && !facets && loading) return <OptionSkeleton />;
        return (
          <CheckboxList
            label={t(section.title)}
            options={options}
            approximate={facets?.approximate ?? false}
            chosen={filters.lists[section.key] ?? []}
            single={section.single}
            searchable={section.searchable}
            onChange={(values) => change({ ...filters, lists: { ...filters.lists, [section.key]: values } })}
          />
        );
      }
      case 'range':
        return (
          <NumericRange
            section={section}
            value={filters.ranges[section.key] ?? section.defaultRange}
            onChange={(value) => change({ ...filters, ranges: { ...filters.ranges, [section.key]: value } })}
          />
        );
      case 'rating':
        return (
          <RatingFilter
            value={filters.rating}
            facets={facets}
            onChange={(rating) => change({ ...filters, rating })}
          />
        );
      case 'toggles':
        return (
          <ToggleList
            section={section}
            values={filters.toggles}
            facets={facets}
            onChange={(key, on) => change({ ...filters, toggles: { ...filters.toggles, [key]: on } })}
          />
        );
    }
  };

  const chosenIn = (section: FilterSection) =>
    section.kind === 'checkbox'
      ? (filters.lists[section.key]?.length ?? 0)
      : section.kind === 'rating' && filters.rating !== null
        ? 1
        : 0;

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      data-counts={loading ? 'loading' : undefined}
      className="group/panel"
    >
      <div
        className={`flex items-center justify-between gap-2 ${hideTitle ? '' : 'border-b border-line pb-3'}`}
      >
        <h2 id={headingId} className={hideTitle ? 'sr-only' : 'text-base font-bold text-ink'}>
          {t('Filters')}
        </h2>
        {/* Always in the page, so a screen reader hears when counts start loading. Under a sheet's or modal's own
            title (hideTitle) it is heard only: a spinner on a row of its own would push the panel down. */}
        <span role="status" className={hideTitle ? 'sr-only' : 'me-auto flex items-center'}>
          {loading && (
            <>
              <Loader2 aria-hidden="true" className="size-3.5 animate-spin text-ink-subtle" />
              <span className="sr-only">{t('Updating counts…')}</span>
            </>
          )}
        </span>
        {differsFromDefault(panel, filters) && (
          <button
            type="button"
            onClick={() => onChange(defaultFilters(panel))}
            className="rounded px-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('Clear All Filters')}
          </button>
        )}
      </div>
      {counts?.failed && !loading && (
        <div className="mt-3 flex items-center justify-between gap-2 rounded-md bg-page px-2 py-1.5 text-xs text-ink-muted">
          <p role="alert">{t('Counts could not be loaded.')}</p>
          <button
            type="button"
            onClick={counts.onRetry}
            className="inline-flex shrink-0 items-center gap-1 rounded px-1 font-semibold text-brand-700 hover:underline"
          >
            <RotateCw aria-hidden="true" className="size-3.5" />
            {t('Try Again')}
          </button>
        </div>
      )}
      {mode && (
        <p className="mt-3 rounded-md bg-accent-50 px-3 py-2 text-xs font-medium text-accent-700">
          {mode === 'featured' ? t('Showing only featured products') : t('Showing only trending products')}
        </p>
      )}
      <div>
        {sections.map((section, index) => (
          <FilterSectionFrame
            key={section.id}
            title={t(section.title)}
            popular={section.popular}
            chosen={chosenIn(section)}
            defaultOpen={
              section.popular === true || index < 4 || chosenIn(section) > 0 || section.kind === 'rating'
            }
          >
            {body(section)}
          </FilterSectionFrame>
        ))}
      </div>
    </section>
  );
}

/** Placeholder rows for a list whose values come with the counts. */
function OptionSkeleton() {
  return (
    <ul aria-hidden="true" className="space-y-2 py-1">
      {[70, 55, 80, 45].map((width) => (
        <li key={width} className="flex items-center gap-2.5">
          <span className="size-4 shrink-0 animate-pulse rounded bg-line" />
          <span className="h-3 animate-pulse rounded bg-line" style={{ width: `${width}%` }} />
        </li>
      ))}
    </ul>
  );
}
