import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRENDING_SORTS } from './trending-options.ts';
import {
  applyTrendingPatch,
  countTrendingFilters,
  DEFAULT_TRENDING_FILTERS,
  DEFAULT_TRENDING_STATE,
  parseTrendingState,
  serializeTrendingState,
  toTrendingApiParams,
  type TrendingState,
} from './trending-url-state.ts';

const state = (patch: Partial<TrendingState>): TrendingState => ({ ...DEFAULT_TRENDING_STATE, ...patch });

describe('parseTrendingState', () => {
  it('reads every key of a shared link', () => {
    expect(
      parseTrendingState(
        new URLSearchParams(
          'period=day&sort=price-asc&page=3&minPrice=500&maxPrice=2500&brands=boAt,Noise&categories=electronics&rating=4&onSale=true',
        ),
      ),
    ).toEqual({
      period: 'day',
      sort: 'price-asc',
      page: 3,
      minPrice: 500,
      maxPrice: 2500,
      brands: ['boAt', 'Noise'],
      categories: ['electronics'],
      rating: 4,
      newArrivals: false,
      onSale: true,
    });
  });

  it('falls back on unknown or malformed values instead of sending them on', () => {
    expect(
      parseTrendingState(new URLSearchParams('period=year&sort=popular&page=0&minPrice=abc&rating=9')),
    ).toEqual(DEFAULT_TRENDING_STATE);
    expect(parseTrendingState(new URLSearchParams('minPrice=900&maxPrice=100'))).toEqual(
      DEFAULT_TRENDING_STATE,
    );
  });
});

describe('serializeTrendingState', () => {
  it('writes nothing for the defaults', () => {
    expect(serializeTrendingState(DEFAULT_TRENDING_STATE).toString()).toBe('');
  });

  it('reads back what it wrote', () => {
    const word = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 -]{0,10}[A-Za-z0-9]$/);
    fc.assert(
      fc.property(
        fc.record({
          period: fc.constantFrom('day' as const, 'week' as const, 'month' as const),
          sort: fc.constantFrom(...TRENDING_SORTS.map((option) => option.value)),
          page: fc.integer({ min: 1, max: 500 }),
          minPrice: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null }),
          maxPrice: fc.option(fc.integer({ min: 5000, max: 500000 }), { nil: null }),
          brands: fc.uniqueArray(word, { maxLength: 4 }),
          categories: fc.uniqueArray(word, { maxLength: 3 }),
          rating: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
          newArrivals: fc.boolean(),
          onSale: fc.boolean(),
        }),
        (generated) => {
          expect(parseTrendingState(serializeTrendingState(generated))).toEqual(generated);
        },
      ),
    );
  });
});

describe('applyTrendingPatch', () => {
  it('goes back to page 1 when sort, period or a filter changes', () => {
    const onPage4 = state({ page: 4 });
    expect(applyTrendingPatch(onPage4, { sort: 'newest' }).page).toBe(1);
    expect(applyTrendingPatch(onPage4, { period: 'month' }).page).toBe(1);
    expect(applyTrendingPatch(onPage4, { brands: ['boAt'] }).page).toBe(1);
  });

  it('keeps the page it is given', () => {
    expect(applyTrendingPatch(state({ page: 4 }), { page: 5 })).toEqual(state({ page: 5 }));
  });
});

describe('countTrendingFilters', () => {
  it('counts brands, categories, a price other than 0–5000 and a rating', () => {
    expect(countTrendingFilters(DEFAULT_TRENDING_FILTERS)).toBe(0);
    expect(countTrendingFilters({ ...DEFAULT_TRENDING_FILTERS, minPrice: 0, maxPrice: 5000 })).toBe(0);
    expect(
      countTrendingFilters({
        minPrice: 100,
        maxPrice: 5000,
        brands: ['boAt', 'Noise'],
        categories: ['electronics'],
        rating: 4,
        newArrivals: false,
        onSale: false,
      }),
    ).toBe(5);
    expect(countTrendingFilters({ ...DEFAULT_TRENDING_FILTERS, maxPrice: 20000 })).toBe(1);
  });
});

describe('toTrendingApiParams', () => {
  it('asks for 20 per page with the trending endpoint parameter names', () => {
    const params = toTrendingApiParams(
      state({
        period: 'day',
        page: 2,
        brands: ['boAt', 'Noise'],
        categories: ['electronics'],
        rating: 3,
        minPrice: 0,
      }),
    );
    expect(Object.fromEntries(params)).toEqual({
      period: 'day',
      sort: 'trending',
      page: '2',
      limit: '20',
      minPrice: '0',
      brand: 'boAt,Noise',
      category: 'electronics',
      rating: '3',
    });
  });
});
