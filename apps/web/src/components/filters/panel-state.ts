// Between a filter panel's filters and the listing URL state of lib/listing-url-state: brands, price, rating,
// switches and specification lists live in ListingState; a panel's other choices (its category choice, numeric
// ranges, lists the shared state has no key for) live in query keys of their own. Also the API parameters a
// panel adds, and which sections the products API can filter by at all.
import {
  defaultFilters,
  isDefaultPrice,
  rangeToValues,
  type FilterPanel,
  type FilterSection,
  type PanelFilters,
  type RangeSection,
  type ToggleKey,
} from '@haat/domain/catalog/filter-panels';
import type { ProductFacets } from '@haat/domain/catalog/product.schema';
import {
  SPECIFICATION_FILTERS,
  type SpecificationFilterKey,
} from '@haat/domain/catalog/products-query.schema';
import {
  DEFAULT_LISTING_STATE,
  LISTING_URL_KEYS,
  type ExtraApiParams,
  type ListingState,
} from '../../lib/listing-url-state.ts';

const TOGGLE_KEYS: readonly ToggleKey[] = ['newArrivals', 'onSale', 'inStock', 'freeShipping'];

const isSpecKey = (key: string): key is SpecificationFilterKey => Object.hasOwn(SPECIFICATION_FILTERS, key);

/**
 * Whether GET /api/products filters by the section. A section whose key the API does not know would change
 * nothing, so pages leave it out until the API learns the key (SPECIFICATION_FILTERS grows).
 */
export function isFilterable(section: FilterSection): boolean {
  if (section.kind === 'checkbox')
    return section.key === 'brands' || section.key === 'categories' || isSpecKey(section.key);
  if (section.kind === 'range') return isSpecKey(section.key);
  return true;
}

/** The panel as a page shows it: only sections the API can filter by. */
export function filterablePanel(panel: FilterPanel): FilterPanel {
  return { ...panel, sections: panel.sections.filter(isFilterable) };
}

/** The URL key of a numeric range ('ram' → 'ramRange': 4-12). */
export const rangeUrlKey = (key: string) => `${key}Range`;

/** Query keys the panel owns beside ListingState's: kept when the listing state is written. */
export function panelUrlKeys(panel: FilterPanel): string[] {
  const keys = new Set<string>();
  for (const s of panel.sections) {
    if (s.kind === 'range') keys.add(rangeUrlKey(s.key));
    if (s.kind === 'checkbox' && s.key !== 'brands' && !isSpecKey(s.key)) keys.add(s.key);
  }
  return [...keys].filter((key) => !LISTING_URL_KEYS.includes(key));
}

/**
 * The listing defaults of a panel's page: no price filter, whatever the panel (the spec's per-panel price range
 * shapes the slider only: docs/decisions/0010-price-slider-ranges.md).
 */
export function panelListingDefaults(_panel: FilterPanel): ListingState {
  return DEFAULT_LISTING_STATE;
}

function parseRange(raw: string | null, section: RangeSection): readonly [number, number] {
  const match = raw ? /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(raw) : null;
  if (!match) return section.defaultRange;
  const lo = Number(match[1]);
  const hi = Number(match[2]);
  return lo <= hi ? [lo, hi] : section.defaultRange;
}

/** The panel's filters as the URL holds them. */
export function readPanelFilters(
  panel: FilterPanel,
  state: ListingState,
  params: URLSearchParams,
): PanelFilters {
  const base = defaultFilters(panel);
  const lists: Record<string, string[]> = {};
  const ranges: Record<string, readonly [number, number]> = { ...base.ranges };
  if (state.brands.length) lists.brands = state.brands;
  for (const [key, values] of Object.entries(state.specs)) if (values?.length) lists[key] = values;
  for (const s of panel.sections) {
    if (s.kind === 'range') ranges[s.key] = parseRange(params.get(rangeUrlKey(s.key)), s);
    if (s.kind === 'checkbox' && s.key !== 'brands' && !isSpecKey(s.key)) {
      const values = (params.get(s.key) ?? '')
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean);
      if (values.length) lists[s.key] = s.single ? values.slice(0, 1) : values;
    }
  }
  const toggles: Partial<Record<ToggleKey, boolean>> = {};
  for (const key of TOGGLE_KEYS) if (state[key]) toggles[key] = true;
  return {
    price: { min: state.minPrice ?? 0, max: state.maxPrice },
    lists,
    ranges,
    rating: state.rating,
    toggles,
  };
}

export interface PanelUrlWrite {
  /** For ListingState (brands, price, rating, switches, specification lists). */
  patch: Partial<ListingState>;
  /** The panel's own keys: a value to set, or null to remove. */
  own: Record<string, string | null>;
}

/** The URL form of a panel's filters; the inverse of readPanelFilters. */
export function writePanelFilters(panel: FilterPanel, filters: PanelFilters): PanelUrlWrite {
  const specs: ListingState['specs'] = {};
  for (const [key, values] of Object.entries(filters.lists))
    if (isSpecKey(key) && values.length) specs[key] = [...values];
  const patch: Partial<ListingState> = {
    brands: [...(filters.lists.brands ?? [])],
    minPrice: filters.price.min > 0 ? filters.price.min : null,
    maxPrice: filters.price.max,
    rating: filters.rating,
    specs,
  };
  for (const key of TOGGLE_KEYS) patch[key] = filters.toggles[key] === true;
  const own: Record<string, string | null> = {};
  for (const key of panelUrlKeys(panel)) own[key] = null;
  for (const s of panel.sections) {
    if (s.kind === 'range') {
      const [lo, hi] = filters.ranges[s.key] ?? s.defaultRange;
      const isDefault = lo === s.defaultRange[0] && hi === s.defaultRange[1];
      own[rangeUrlKey(s.key)] = isDefault ? null : `${lo}-${hi}`;
    }
    if (s.kind === 'checkbox' && s.key !== 'brands' && !isSpecKey(s.key)) {
      const values = filters.lists[s.key] ?? [];
      own[s.key] = values.length ? values.join(',') : null;
    }
  }
  return { patch, own };
}

/** Where the panel's category choice goes: a subcategory of the route's category, or a category. */
export type CategoryParam = 'subcategory' | 'category';

/**
 * The API parameters a panel adds to toProductsApiParams: no price filter while none is chosen, only the bounds
 * chosen (a minimum alone, a maximum alone or both), the category
 * choice, the own-key lists, and numeric ranges as the specification values inside them.
 */
export function panelApiParams(
  panel: FilterPanel,
  filters: PanelFilters,
  { categoryParam, facets }: { categoryParam: CategoryParam; facets?: ProductFacets },
): ExtraApiParams {
  const extra: ExtraApiParams = {};
  if (isDefaultPrice(filters.price)) {
    extra.minPrice = null;
    extra.maxPrice = null;
  } else {
    extra.minPrice = filters.price.min > 0 ? filters.price.min : null;
    extra.maxPrice = filters.price.max;
  }
  const chosenCategory = filters.lists.categories?.[0];
  if (chosenCategory) extra[categoryParam] = chosenCategory;
  for (const s of panel.sections) {
    if (s.kind === 'range') {
      const live = facets?.specifications[s.key]?.map((f) => f.value) ?? [];
      const values = rangeToValues(s, filters.ranges[s.key], live);
      // A range that holds no value the catalogue knows still narrows: to nothing, as the shopper asked.
      if (values) extra[s.key] = values.length ? values.join(',') : '__none__';
    }
    if (s.kind === 'checkbox' && s.key !== 'brands' && s.key !== 'categories' && !isSpecKey(s.key)) {
      const values = filters.lists[s.key] ?? [];
      if (values.length) extra[s.key] = values.join(',');
    }
  }
  return extra;
}
