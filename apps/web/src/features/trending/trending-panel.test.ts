import { defaultFilters } from '@haat/domain/catalog/filter-panels';
import { describe, expect, it } from 'vitest';
import { fromPanelFilters, toPanelFilters, trendingPanel } from './trending-panel.ts';
import { DEFAULT_TRENDING_FILTERS } from './trending-url-state.ts';

const panel = trendingPanel([
  { value: 'electronics', label: 'Electronics' },
  { value: 'fashion', label: 'Fashion' },
]);

describe('trendingPanel', () => {
  it('keeps price, category, rating and the switches, with the categories it is given', () => {
    expect(panel.sections.map((section) => section.kind)).toEqual(['price', 'checkbox', 'rating', 'toggles']);
    const category = panel.sections[1];
    expect(category?.kind === 'checkbox' && category.options.map((o) => o.value)).toEqual([
      'electronics',
      'fashion',
    ]);
  });
});

describe('trending panel filters', () => {
  it('shows no price in the URL as the panel default, and sends none back', () => {
    const shown = toPanelFilters(panel, DEFAULT_TRENDING_FILTERS);
    expect(shown).toEqual(defaultFilters(panel));
    expect(fromPanelFilters(panel, shown)).toEqual(DEFAULT_TRENDING_FILTERS);
  });

  it('carries a chosen price, category, rating and the two switches both ways', () => {
    const filters = {
      minPrice: 200,
      maxPrice: 900,
      brands: [],
      categories: ['fashion'],
      rating: 4,
      newArrivals: true,
      onSale: false,
    };
    expect(fromPanelFilters(panel, toPanelFilters(panel, filters))).toEqual(filters);
  });

  it("reads a minimum without a maximum as 'No maximum'", () => {
    const filters = { ...DEFAULT_TRENDING_FILTERS, minPrice: 500 };
    expect(toPanelFilters(panel, filters).price).toEqual({ min: 500, max: null });
    expect(fromPanelFilters(panel, toPanelFilters(panel, filters))).toEqual(filters);
  });
});
