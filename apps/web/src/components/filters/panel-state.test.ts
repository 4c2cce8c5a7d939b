import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultFilters,
  filterPanel,
  PANEL_KEYS,
  type PanelFilters,
  type PanelId,
} from '@haat/domain/catalog/filter-panels';
import {
  applyListingPatch,
  parseListingState,
  serializeListingState,
  toProductsApiParams,
} from '../../lib/listing-url-state.ts';
import {
  filterablePanel,
  isFilterable,
  panelApiParams,
  panelListingDefaults,
  panelUrlKeys,
  readPanelFilters,
  writePanelFilters,
} from './panel-state.ts';

const PANEL_IDS: PanelId[] = [...(Object.keys(PANEL_KEYS) as PanelId[]), 'simple'];

/** Writes filters into a URL the way the category page does, and reads them back. */
function roundTrip(id: PanelId, filters: PanelFilters): PanelFilters {
  const panel = filterablePanel(filterPanel(id));
  const defaults = panelListingDefaults(panel);
  const { patch, own } = writePanelFilters(panel, filters);
  const state = applyListingPatch(defaults, patch);
  const params = serializeListingState(state, defaults);
  for (const [key, value] of Object.entries(own)) if (value !== null) params.set(key, value);
  const url = new URLSearchParams(params.toString());
  return readPanelFilters(panel, parseListingState(url, defaults), url);
}

describe('panel filters in the URL', () => {
  it.each(PANEL_IDS)('%s: the defaults write an empty query and read back', (id) => {
    const panel = filterablePanel(filterPanel(id));
    const defaults = panelListingDefaults(panel);
    const { patch, own } = writePanelFilters(panel, defaultFilters(panel));
    expect(serializeListingState(applyListingPatch(defaults, patch), defaults).toString()).toBe('');
    expect(Object.values(own).every((v) => v === null)).toBe(true);
    expect(roundTrip(id, defaultFilters(panel))).toEqual(defaultFilters(panel));
  });

  it('brands, price, rating, switches, a specification list, a category and a range survive the URL', () => {
    const panel = filterablePanel(filterPanel('phone-a'));
    const filters: PanelFilters = {
      ...defaultFilters(panel),
      price: { min: 500, max: null },
      lists: { brands: ['Samsung', 'Apple'], connectivity: ['5G'] },
      ranges: { ...defaultFilters(panel).ranges, ram: [4, 8] },
      rating: 4,
      toggles: { onSale: true, inStock: true },
    };
    expect(roundTrip('phone-a', filters)).toEqual(filters);
    const fashion = filterablePanel(filterPanel('fashion'));
    const withCategory = { ...defaultFilters(fashion), lists: { categories: ['mens'], sizes: ['M'] } };
    expect(roundTrip('fashion', withCategory)).toEqual(withCategory);
  });

  it('random brand lists and prices survive', () => {
    const panel = filterablePanel(filterPanel('electronics'));
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,10}[A-Za-z0-9]$/), { maxLength: 4 }),
        fc.integer({ min: 0, max: 100000 }),
        fc.option(fc.integer({ min: 100000, max: 500000 }), { nil: null }),
        (brands, min, max) => {
          const filters: PanelFilters = {
            ...defaultFilters(panel),
            price: { min, max },
            lists: brands.length ? { brands } : {},
          };
          expect(roundTrip('electronics', filters)).toEqual(filters);
        },
      ),
    );
  });
});

describe('API parameters of a panel', () => {
  const panel = filterablePanel(filterPanel('phone-a'));

  it('no price chosen sends no price filter; a chosen range sends both ends', () => {
    const defaults = panelListingDefaults(panel);
    const extra = panelApiParams(panel, defaultFilters(panel), { categoryParam: 'subcategory' });
    expect(toProductsApiParams(defaults, extra).has('minPrice')).toBe(false);
    expect(toProductsApiParams(defaults, extra).has('maxPrice')).toBe(false);
    const changed = { ...defaultFilters(panel), price: { min: 1000, max: 3000 } };
    const params = toProductsApiParams(
      defaults,
      panelApiParams(panel, changed, { categoryParam: 'subcategory' }),
    );
    expect([params.get('minPrice'), params.get('maxPrice')]).toEqual(['1000', '3000']);
  });

  it('a minimum alone sends minPrice only, a maximum alone maxPrice only (ADR 0010)', () => {
    const defaults = panelListingDefaults(panel);
    const sent = (price: PanelFilters['price']) => {
      const params = toProductsApiParams(
        defaults,
        panelApiParams(panel, { ...defaultFilters(panel), price }, { categoryParam: 'subcategory' }),
      );
      return [params.get('minPrice'), params.get('maxPrice')];
    };
    expect(sent({ min: 2000, max: null })).toEqual(['2000', null]);
    expect(sent({ min: 0, max: 126000 })).toEqual([null, '126000']);
    // And the URL holds the same: a panel's page has no price in its URL until a bound is chosen.
    const { patch } = writePanelFilters(panel, { ...defaultFilters(panel), price: { min: 2000, max: null } });
    expect(serializeListingState(applyListingPatch(defaults, patch), defaults).toString()).toBe(
      'minPrice=2000',
    );
  });

  it('a RAM range becomes the RAM values inside it, live facet values included', () => {
    const filters = {
      ...defaultFilters(panel),
      ranges: { ...defaultFilters(panel).ranges, ram: [6, 12] as const },
    };
    const facets = {
      approximate: false,
      brands: [],
      priceRanges: [],
      price: null,
      ratings: [],
      inStock: 0,
      onSale: 0,
      freeShipping: 0,
      categories: [],
      specifications: { ram: [{ value: '10 GB', count: 2 }] },
    };
    expect(panelApiParams(panel, filters, { categoryParam: 'subcategory', facets }).ram).toBe(
      '6 GB,8 GB,12 GB,10 GB',
    );
  });

  it('the category choice goes to the parameter the page names', () => {
    const fashion = filterablePanel(filterPanel('fashion'));
    const filters = { ...defaultFilters(fashion), lists: { categories: ['womens'] } };
    expect(panelApiParams(fashion, filters, { categoryParam: 'subcategory' }).subcategory).toBe('womens');
    expect(panelApiParams(fashion, filters, { categoryParam: 'category' }).category).toBe('womens');
  });

  it('pages show only sections the API filters by', () => {
    for (const id of PANEL_IDS) {
      const shown = filterablePanel(filterPanel(id));
      expect(shown.sections.every(isFilterable)).toBe(true);
      expect(shown.sections.some((s) => s.kind === 'price')).toBe(true);
      expect(panelUrlKeys(shown).every((key) => !['brands', 'minPrice', 'page', 'sort'].includes(key))).toBe(
        true,
      );
    }
  });
});
