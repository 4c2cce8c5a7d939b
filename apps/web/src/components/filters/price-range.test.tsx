// The price slider as a shopper uses it on /category/mobile-phones (docs/decisions/0010-price-slider-ranges.md): it
// spans what is listed, an untouched slider sends no price, and one step of a thumb sends only that bound, so every
// listed phone inside the new range stays listed.
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { defaultFilters, filterPanel, type PanelFilters } from '@haat/domain/catalog/filter-panels';
import type { ProductFacets } from '@haat/domain/catalog/product.schema';
import { DEFAULT_LISTING_STATE, toProductsApiParams } from '../../lib/listing-url-state.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { filterablePanel, panelApiParams } from './panel-state.ts';

const panel = filterablePanel(filterPanel('phone-a'));

// A phone listing: a ₹99 cover to a ₹1,26,299 phone.
const PRICES = [99, 499, 1299, 8999, 15999, 34999, 79999, 126299];
const facets: ProductFacets = {
  approximate: false,
  brands: [],
  priceRanges: [],
  price: { min: Math.min(...PRICES), max: Math.max(...PRICES) },
  ratings: [],
  inStock: PRICES.length,
  onSale: 0,
  freeShipping: 0,
  categories: [],
  specifications: {},
};

/** The panel as the category page holds it, with the price parameters GET /api/products would get. */
function Host() {
  const [filters, setFilters] = useState<PanelFilters>(defaultFilters(panel));
  const params = toProductsApiParams(
    DEFAULT_LISTING_STATE,
    panelApiParams(panel, filters, { categoryParam: 'subcategory', facets }),
  );
  return (
    <>
      <FilterPanel panel={panel} filters={filters} onChange={setFilters} facets={facets} />
      <output data-testid="min">{params.get('minPrice') ?? 'none'}</output>
      <output data-testid="max">{params.get('maxPrice') ?? 'none'}</output>
    </>
  );
}

/** A keyboard step of a thumb, as a shopper takes it: the thumb gets focus, then the key. */
function press(name: 'Minimum price' | 'Maximum price', key: string) {
  const thumb = screen.getByRole('slider', { name });
  thumb.focus();
  fireEvent.keyDown(thumb, { key });
}

const sent = () => [screen.getByTestId('min').textContent, screen.getByTestId('max').textContent];
const passes = (price: number) => {
  const [min, max] = sent();
  return (min === 'none' || price >= Number(min)) && (max === 'none' || price <= Number(max));
};

describe('PriceRange', () => {
  it('spans the listed prices and, untouched, sends no price', () => {
    renderWithProviders(<Host />);
    expect(screen.getByText('₹0')).toBeTruthy();
    expect(screen.getByText('₹1.3L')).toBeTruthy();
    expect(screen.queryByText('₹5K')).toBeNull();
    expect(sent()).toEqual(['none', 'none']);
    const low = screen.getByRole('slider', { name: 'Minimum price' });
    expect(low.getAttribute('aria-valuemin')).toBe('0');
    expect(low.getAttribute('aria-valuemax')).toBe('128000');
  });

  it('one step of the minimum thumb sends a minimum only and keeps every dearer phone', () => {
    renderWithProviders(<Host />);
    press('Minimum price', 'ArrowRight');
    const [min, max] = sent();
    expect(max).toBe('none');
    expect(Number(min)).toBeGreaterThan(0);
    for (const price of PRICES.filter((p) => p >= Number(min))) expect(passes(price)).toBe(true);
    expect(PRICES.filter(passes)).toEqual(PRICES.filter((p) => p >= Number(min)));
  });

  it('one step of the maximum thumb sends a maximum only and keeps every cheaper phone', () => {
    renderWithProviders(<Host />);
    press('Maximum price', 'ArrowLeft');
    const [min, max] = sent();
    expect(min).toBe('none');
    expect(Number(max)).toBeLessThan(126299);
    expect(PRICES.filter(passes)).toEqual(PRICES.filter((p) => p <= Number(max)));
  });

  it('back to the end of the span is no price filter again', () => {
    renderWithProviders(<Host />);
    press('Minimum price', 'ArrowRight');
    expect(sent()[0]).not.toBe('none');
    press('Minimum price', 'Home');
    expect(sent()).toEqual(['none', 'none']);
  });
});
