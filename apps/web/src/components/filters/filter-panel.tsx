// The filter panel of docs/behaviour/catalogue.md#filter-panels: titled 'Filters', a note in featured or trending
// mode, 'Clear All Filters' only while something differs from the panel's defaults, and the panel's sections
// (conditional ones only while their choice is made). State-agnostic: the page passes filters in and takes changes
// out.
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
}: FilterPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const change = (next: PanelFilters) => onChange(pruneHiddenChoices(panel, next, subcategoryId));
  // A list whose options all have no product (the catalogue holds no such value here) is left out, unless a
  // choice in it is still active; so are numeric ranges with no value behind them.
  const sections = visibleSections(panel, filters, subcategoryId).filter((section) => {
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
          section.options.map((o) => ({ ...o, label: t(o.label) })),
          facetValues(section, facets),
        ).map((o) => ({ ...o, label: categoryLabels[o.value] ?? o.label }));
        return (
          <CheckboxList
            label={t(section.title)}
            options={options}
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
    <section aria-labelledby={headingId}>
      <div
        className={`flex items-center justify-between gap-2 ${hideTitle ? '' : 'border-b border-line pb-3'}`}
      >
        <h2 id={headingId} className={hideTitle ? 'sr-only' : 'text-base font-bold text-ink'}>
          {t('Filters')}
        </h2>
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
