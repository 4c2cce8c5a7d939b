// Between the trending panel of @haat/domain (docs/behaviour/catalogue.md#filter-panels: price, category, rating,
// offers) and the trending URL state. GET /api/products/trending filters by price, category, rating, brand and the
// two switches; it answers no facets, so the page fills the category choices from GET /api/categories.
import {
  defaultFilters,
  filterPanel,
  isDefaultPrice,
  priceSection,
  type FilterPanel,
  type PanelFilters,
} from '@haat/domain/catalog/filter-panels';
import type { TrendingFilters } from './trending-url-state.ts';

/** The trending panel with the category choices given. */
export function trendingPanel(categories: readonly { value: string; label: string }[]): FilterPanel {
  const base = filterPanel('trending');
  return {
    ...base,
    sections: base.sections.map((section) =>
      section.kind === 'checkbox' && section.key === 'categories'
        ? { ...section, options: categories }
        : section,
    ),
  };
}

/** The panel's view of the URL filters; no price in the URL is the panel's default range. */
export function toPanelFilters(panel: FilterPanel, filters: TrendingFilters): PanelFilters {
  const defaults = defaultFilters(panel);
  const lists: Record<string, string[]> = {};
  if (filters.brands.length > 0) lists.brands = filters.brands;
  if (filters.categories.length > 0) lists.categories = filters.categories;
  const hasPrice = filters.minPrice !== null || filters.maxPrice !== null;
  return {
    ...defaults,
    // A minimum with no maximum is the panel's 'No maximum'.
    price: hasPrice ? { min: filters.minPrice ?? 0, max: filters.maxPrice } : defaults.price,
    lists,
    rating: filters.rating,
    toggles: {
      ...(filters.newArrivals && { newArrivals: true }),
      ...(filters.onSale && { onSale: true }),
    },
  };
}

/** The URL filters for what the panel chose; the default price range means no price filter at all. */
export function fromPanelFilters(panel: FilterPanel, filters: PanelFilters): TrendingFilters {
  const noPrice = isDefaultPrice(filters.price) || priceSection(panel) === undefined;
  return {
    minPrice: noPrice || filters.price.min <= 0 ? null : filters.price.min,
    maxPrice: noPrice ? null : filters.price.max,
    brands: [...(filters.lists.brands ?? [])],
    categories: [...(filters.lists.categories ?? [])],
    rating: filters.rating,
    newArrivals: filters.toggles.newArrivals === true,
    onSale: filters.toggles.onSale === true,
  };
}
