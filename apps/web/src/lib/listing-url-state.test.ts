// Listing state in the URL (issue #3 item 4): round trip, short URLs, malformed input ignored, API parameters.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productsQuerySchema } from '@haat/domain/catalog/products-query.schema';
import {
  DEFAULT_LISTING_STATE,
  LISTING_SORTS,
  SPECIFICATION_FILTER_KEYS,
  applyListingPatch,
  clearListingFilters,
  countActiveFilters,
  parseListingState,
  serializeListingState,
  toProductsApiParams,
  type ListingState,
} from './listing-url-state.ts';

// Values as shoppers' filters hold them: no commas (the list separator), no surrounding blanks.
const word = fc
  .string({ minLength: 1, maxLength: 20 })
  .map((s) => s.replace(/,/g, '').trim())
  .filter((s) => s.length > 0);
const wordList = fc.uniqueArray(word, { maxLength: 5 });
const rupees = fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 500_000 }));

const stateArb: fc.Arbitrary<ListingState> = fc
  .record({
    q: fc.oneof(fc.constant(''), word),
    category: fc.oneof(fc.constant(''), word),
    tag: fc.oneof(fc.constant(''), word),
    prices: fc.tuple(rupees, rupees),
    brands: wordList,
    rating: fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 5 })),
    inStock: fc.boolean(),
    onSale: fc.boolean(),
    newArrivals: fc.boolean(),
    freeShipping: fc.boolean(),
    specs: fc.dictionary(
      fc.constantFrom(...SPECIFICATION_FILTER_KEYS),
      fc.uniqueArray(word, { minLength: 1, maxLength: 4 }),
    ),
    sort: fc.constantFrom(...LISTING_SORTS),
    page: fc.integer({ min: 1, max: 999 }),
  })
  .map(({ prices: [a, b], ...rest }) => {
    // A valid state never holds a reversed range (the price filter refuses one,
    // docs/behaviour/catalogue.md#validation).
    const [minPrice, maxPrice] = a !== null && b !== null && a > b ? [b, a] : [a, b];
    return { ...rest, minPrice, maxPrice };
  });

describe('parseListingState / serializeListingState', () => {
  it('gives back any valid state after a trip through the URL', () => {
    fc.assert(
      fc.property(stateArb, (state) => {
        const url = serializeListingState(state).toString();
        expect(parseListingState(new URLSearchParams(url))).toEqual(state);
      }),
    );
  });

  it('round-trips over a page’s own defaults too (e.g. deals sorted by discount, price 100 to 500000)', () => {
    const defaults: ListingState = {
      ...DEFAULT_LISTING_STATE,
      sort: 'discount',
      minPrice: 100,
      maxPrice: 500_000,
      onSale: true,
      brands: ['Haat'],
    };
    fc.assert(
      fc.property(stateArb, (state) => {
        const url = serializeListingState(state, defaults).toString();
        expect(parseListingState(new URLSearchParams(url), defaults)).toEqual(state);
      }),
    );
  });

  it('leaves defaults out, so the default listing has an empty query and a filter adds only itself', () => {
    expect(serializeListingState(DEFAULT_LISTING_STATE).toString()).toBe('');
    const state = { ...DEFAULT_LISTING_STATE, brands: ['Samsung', 'boAt'], page: 3 };
    expect(serializeListingState(state).toString()).toBe('brands=Samsung%2CboAt&page=3');
  });

  it('ignores unknown keys and malformed values instead of failing', () => {
    const params = new URLSearchParams(
      'sort=cheapest&page=-2&rating=9&minPrice=abc&maxPrice=1e9&inStock=maybe&ram=&utm_source=x&colors=,,',
    );
    expect(parseListingState(params)).toEqual(DEFAULT_LISTING_STATE);
    expect(parseListingState(new URLSearchParams('page=2.5&rating=4.5'))).toEqual(DEFAULT_LISTING_STATE);
  });

  it('never throws on arbitrary query strings and always yields a state the API accepts', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.constantFrom(
              'q',
              'minPrice',
              'maxPrice',
              'rating',
              'page',
              'sort',
              'brands',
              'ram',
              'onSale',
              'x',
            ),
            fc.string(),
          ),
        ),
        (pairs) => {
          const state = parseListingState(new URLSearchParams(pairs));
          expect(state.page).toBeGreaterThanOrEqual(1);
          expect(productsQuerySchema.safeParse(Object.fromEntries(toProductsApiParams(state))).success).toBe(
            true,
          );
        },
      ),
    );
  });

  it('drops a reversed price range and reads q, falling back to search', () => {
    expect(parseListingState(new URLSearchParams('minPrice=900&maxPrice=100'))).toMatchObject({
      minPrice: null,
      maxPrice: null,
    });
    expect(parseListingState(new URLSearchParams('search=kurti')).q).toBe('kurti');
    expect(parseListingState(new URLSearchParams('q=saree&search=kurti')).q).toBe('saree');
  });

  it('joins repeated keys and drops duplicate list values', () => {
    const state = parseListingState(new URLSearchParams('brands=Nike&brands=Puma,Nike&colors=Red, Blue'));
    expect(state.brands).toEqual(['Nike', 'Puma']);
    expect(state.specs.colors).toEqual(['Red', 'Blue']);
  });
});

describe('toProductsApiParams', () => {
  it('names every filter as GET /api/products does and maps sorts onto sort or sortBy/sortOrder', () => {
    const state: ListingState = {
      ...DEFAULT_LISTING_STATE,
      q: 'phone',
      minPrice: 1000,
      maxPrice: 20000,
      brands: ['Samsung', 'Redmi'],
      rating: 4,
      inStock: true,
      onSale: true,
      specs: { ram: ['8 GB', '12 GB'] },
      sort: 'rating',
      page: 2,
    };
    const params = toProductsApiParams(state, { category: 'mobile-phones', limit: 12 });
    expect(Object.fromEntries(params)).toEqual({
      search: 'phone',
      category: 'mobile-phones',
      minPrice: '1000',
      maxPrice: '20000',
      brands: 'Samsung,Redmi',
      rating: '4',
      inStock: 'true',
      onSale: 'true',
      ram: '8 GB,12 GB',
      sortBy: 'rating',
      sortOrder: 'desc',
      page: '2',
      limit: '12',
    });
    expect(productsQuerySchema.safeParse(Object.fromEntries(params)).success).toBe(true);
  });

  it('sends the API’s own sort values, and nothing for relevance', () => {
    expect(toProductsApiParams({ ...DEFAULT_LISTING_STATE, sort: 'price-low' }).get('sort')).toBe(
      'price-low',
    );
    const relevance = toProductsApiParams(DEFAULT_LISTING_STATE);
    expect([relevance.has('sort'), relevance.has('sortBy')]).toEqual([false, false]);
    expect(toProductsApiParams({ ...DEFAULT_LISTING_STATE, sort: 'discount' }).get('sortBy')).toBe(
      'discount',
    );
  });

  it('lets extra parameters remove a key with null and turns a tag into tags', () => {
    const params = toProductsApiParams({ ...DEFAULT_LISTING_STATE, tag: 'cotton' }, { limit: null });
    expect(params.get('tags')).toBe('cotton');
    expect(params.has('limit')).toBe(false);
  });
});

describe('filter helpers', () => {
  it('counts each narrowing choice and clears them while keeping search and sort', () => {
    const state: ListingState = {
      ...DEFAULT_LISTING_STATE,
      q: 'shoes',
      sort: 'newest',
      page: 4,
      maxPrice: 2000,
      brands: ['Nike', 'Puma'],
      rating: 3,
      freeShipping: true,
      specs: { sizes: ['8', '9'] },
    };
    expect(countActiveFilters(state)).toBe(7);
    const cleared = clearListingFilters(state);
    expect(countActiveFilters(cleared)).toBe(0);
    expect(cleared).toMatchObject({ q: 'shoes', sort: 'newest', page: 1 });
  });

  it('sends a filter change back to page 1 but keeps a page change', () => {
    const state = { ...DEFAULT_LISTING_STATE, page: 5 };
    expect(applyListingPatch(state, { onSale: true }).page).toBe(1);
    expect(applyListingPatch(state, { page: 6 }).page).toBe(6);
    expect(applyListingPatch(state, { sort: 'newest' }, { resetPage: false }).page).toBe(5);
  });
});
