import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  abbreviateAmount,
  activeFilterCount,
  checkPriceInput,
  defaultFilters,
  differsFromDefault,
  filterOptions,
  filterPanel,
  leadingNumber,
  mergeOptions,
  NO_PRICE_FILTER,
  PANEL_KEYS,
  panelIdForKey,
  panelIdForRoute,
  priceFromThumbs,
  priceSection,
  priceSpan,
  priceThumbs,
  pruneHiddenChoices,
  rangeToValues,
  visibleSections,
  type PanelFilters,
  type PanelId,
  type RangeSection,
} from './filter-panels.ts';

const ALL_PANELS: PanelId[] = [...(Object.keys(PANEL_KEYS) as PanelId[]), 'simple'];

function sectionIds(id: PanelId, filters: PanelFilters, sub?: string): string[] {
  return visibleSections(filterPanel(id), filters, sub).map((s) => s.id);
}

function withLists(id: PanelId, lists: Record<string, string[]>): PanelFilters {
  return { ...defaultFilters(filterPanel(id)), lists };
}

describe('panelIdForKey (docs/behaviour/catalogue.md#filter-panels)', () => {
  it.each([
    ['trending', 'trending'],
    ['', 'general'],
    ['all', 'general'],
    ['mobile-phones', 'phone-a'],
    ['cellphones', 'phone-a'],
    ['smartphones', 'phone-b'],
    ['phones', 'phone-b'],
    ['phone', 'phone-b'],
    ['mobile', 'phone-c'],
    ...['electronics', 'electronic', 'gadgets', 'tech', 'technology', 'devices'].map((k) => [
      k,
      'electronics',
    ]),
    ...['laptops', 'laptop', 'computers', 'computer', 'pc', 'macbook', 'notebook'].map((k) => [k, 'laptop']),
    ...['headphones', 'audio', 'speakers', 'earphones', 'earbuds', 'sound', 'music'].map((k) => [k, 'audio']),
    ...[
      'fashion',
      'clothing',
      'apparel',
      'clothes',
      'wear',
      'dress',
      'shirts',
      'pants',
      'shoes',
      'footwear',
      'accessories',
      'jewelry',
      'bags',
    ].map((k) => [k, 'fashion']),
    ...['home', 'furniture', 'home-decor', 'decor', 'living', 'bedroom', 'bathroom', 'dining', 'garden'].map(
      (k) => [k, 'home'],
    ),
    ...['homekitchen', 'kitchen', 'appliances', 'home-appliances'].map((k) => [k, 'kitchen']),
    ...['beauty', 'makeup', 'skincare', 'cosmetics', 'perfume', 'fragrance', 'haircare', 'personal-care'].map(
      (k) => [k, 'beauty'],
    ),
    ...[
      'grocery',
      'food',
      'groceries',
      'snacks',
      'beverages',
      'drinks',
      'organic',
      'health',
      'nutrition',
    ].map((k) => [k, 'grocery']),
    ...['kids', 'toys', 'children', 'baby', 'toddler', 'infant', 'games', 'educational', 'playground'].map(
      (k) => [k, 'kids'],
    ),
    ...[
      'books',
      'book',
      'literature',
      'novels',
      'textbooks',
      'ebooks',
      'magazines',
      'comics',
      'education',
      'academic',
      'fiction',
      'non-fiction',
    ].map((k) => [k, 'books']),
    ...[
      'featured',
      'popular',
      'bestsellers',
      'deals',
      'sale',
      'new-arrivals',
      'clearance',
      'no-such-thing',
    ].map((k) => [k, 'simple']),
  ])('%s → %s', (key, panel) => {
    expect(panelIdForKey(key)).toBe(panel);
    expect(panelIdForKey(key.toUpperCase())).toBe(panel);
  });

  it('undefined is the general panel', () => expect(panelIdForKey(undefined)).toBe('general'));

  it('the route: category decides; category+subcategory when that joined key is listed', () => {
    expect(panelIdForRoute('home', 'kitchen')).toBe('kitchen');
    expect(panelIdForRoute('home', 'decor')).toBe('home');
    expect(panelIdForRoute('Electronics', 'audio')).toBe('audio');
    expect(panelIdForRoute('electronics', 'computers')).toBe('laptop');
    expect(panelIdForRoute('electronics', 'tv')).toBe('electronics');
    // Only narrower panels of the same family: phone accessories are not fashion.
    expect(panelIdForRoute('mobile-phones', 'accessories')).toBe('phone-a');
    expect(panelIdForRoute('fashion', 'kids')).toBe('fashion');
    expect(panelIdForRoute('brand', 'Samsung')).toBe('simple');
  });
});

describe('panel defaults (docs/behaviour/catalogue.md#panel-defaults)', () => {
  // The spec's price ranges are the slider's span until the facets answer, and its step; never a filter (ADR 0010).
  it.each<[PanelId, [number, number], number]>([
    ['general', [100, 500000], 100],
    ['simple', [0, 1000], 100],
    ['trending', [0, 1000], 100],
    ['electronics', [10, 100000], 10],
    ['phone-a', [0, 5000], 1],
    ['phone-b', [200, 2000], 1],
    ['phone-c', [0, 2000], 1],
    ['laptop', [300, 5000], 1],
    ['audio', [20, 1000], 10],
    ['fashion', [100, 50000], 100],
    ['home', [0, 2000], 10],
    ['kitchen', [0, 3000], 10],
    ['beauty', [0, 200], 1],
    ['grocery', [0, 100], 1],
    ['kids', [0, 200], 1],
    ['books', [0, 100], 1],
  ])('%s slider %j step %d, and no price filter by default', (id, bounds, step) => {
    const price = priceSection(filterPanel(id));
    expect(price?.bounds).toEqual(bounds);
    expect(price?.step).toBe(step);
    expect(defaultFilters(filterPanel(id)).price).toEqual(NO_PRICE_FILTER);
  });

  const rangeOf = (id: PanelId, key: string) =>
    filterPanel(id).sections.find((s): s is RangeSection => s.kind === 'range' && s.key === key);

  it.each<[PanelId, string, [number, number], number]>([
    ['phone-a', 'ram', [1, 16], 1],
    ['phone-a', 'storage', [16, 1024], 16],
    ['phone-a', 'camera', [8, 108], 1],
    ['phone-a', 'battery', [2000, 7000], 100],
    ['phone-a', 'screenSize', [4, 7], 0.1],
    ['phone-b', 'battery', [3000, 7000], 100],
    ['laptop', 'ram', [4, 64], 4],
    ['laptop', 'storage', [128, 2048], 128],
    ['laptop', 'screenSize', [11, 17], 0.1],
    ['laptop', 'batteryLife', [3, 15], 0.5],
    ['audio', 'batteryLife', [5, 50], 1],
    ['grocery', 'expiryDays', [0, 30], 1],
    ['kids', 'ageRange', [0, 12], 1],
  ])('%s %s %j step %d', (id, key, range, step) => {
    expect(rangeOf(id, key)?.defaultRange).toEqual(range);
    expect(rangeOf(id, key)?.step).toBe(step);
  });

  it.each(ALL_PANELS)('%s: no option listed twice in a section', (id) => {
    for (const section of filterPanel(id).sections) {
      if (section.kind !== 'checkbox') continue;
      const values = section.options.map((o) => o.value.toLowerCase());
      expect(new Set(values).size, section.id).toBe(values.length);
    }
  });

  it('simple is price, brand and rating only', () => {
    expect(filterPanel('simple').sections.map((s) => s.kind)).toEqual(['price', 'checkbox', 'rating']);
  });

  it.each(ALL_PANELS)('%s: unique section ids, a rating section, defaults are not "changed"', (id) => {
    const panel = filterPanel(id);
    const ids = panel.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(panel.sections.some((s) => s.kind === 'rating')).toBe(true);
    expect(differsFromDefault(panel, defaultFilters(panel))).toBe(false);
  });
});

describe('conditional sections', () => {
  const beauty = (lists: Record<string, string[]>, sub?: string) =>
    sectionIds('beauty', withLists('beauty', lists), sub);

  it('beauty: skincare, haircare and makeup bring their own sections', () => {
    expect(beauty({})).not.toContain('skinType');
    expect(beauty({ categories: ['skincare'] })).toEqual(
      expect.arrayContaining(['skinType', 'skinConcerns', 'skincareType']),
    );
    expect(beauty({ categories: ['skincare'] })).not.toContain('hairType');
    expect(beauty({ categories: ['haircare'] })).toEqual(
      expect.arrayContaining(['hairType', 'hairConcerns', 'haircareType']),
    );
    expect(beauty({ categories: ['makeup'] })).toContain('makeupType');
    expect(beauty({ categories: ['makeup'] })).not.toContain('skinType');
    expect(beauty({}, 'skincare')).toContain('skinType');
  });

  it('grocery: type lists for packaged, beverages, snacks and dairy only', () => {
    const ids = (c: string) => sectionIds('grocery', withLists('grocery', { categories: [c] }));
    expect(ids('packaged')).toContain('packagedType');
    expect(ids('drinks')).toContain('beverageType');
    expect(ids('snacks')).toContain('snackType');
    expect(ids('dairy')).toContain('dairyType');
    for (const c of ['general', 'cereals', 'instant'])
      expect(ids(c).filter((s) => s.endsWith('Type'))).toEqual([]);
  });

  it('kids: toy types for toys; clothing types, sizes and colours for clothing', () => {
    const ids = (c: string[]) => sectionIds('kids', withLists('kids', { categories: c }));
    expect(ids([])).not.toEqual(expect.arrayContaining(['toyType']));
    expect(ids(['toys'])).toContain('toyType');
    expect(ids(['toys'])).not.toContain('sizes');
    expect(ids(['clothing'])).toEqual(expect.arrayContaining(['clothingType', 'sizes', 'colors']));
  });

  it('pruning drops the choices of hidden sections and keeps the rest', () => {
    const panel = filterPanel('beauty');
    const filters = withLists('beauty', { categories: ['makeup'], skinType: ['Oily'], brands: ['Plum'] });
    expect(pruneHiddenChoices(panel, filters).lists).toEqual({ categories: ['makeup'], brands: ['Plum'] });
    const kept = withLists('beauty', { categories: ['skincare'], skinType: ['Oily'] });
    expect(pruneHiddenChoices(panel, kept)).toBe(kept);
  });
});

describe('active filter count (docs/behaviour/catalogue.md#listing-state)', () => {
  const base: PanelFilters = {
    price: { min: 0, max: null },
    lists: {},
    ranges: {},
    rating: null,
    toggles: {},
  };

  it.each<[string, PanelFilters, number]>([
    ['nothing', base, 0],
    ['price changed', { ...base, price: { min: 500, max: 5000 } }, 1],
    ['a minimum alone', { ...base, price: { min: 500, max: null } }, 1],
    ['a maximum alone', { ...base, price: { min: 0, max: 5000 } }, 1],
    ['two brands and a colour', { ...base, lists: { brands: ['a', 'b'], colors: ['Red'] } }, 3],
    ['category and size', { ...base, lists: { categories: ['x'], sizes: ['M', 'L'] } }, 3],
    [
      'rating, new arrivals, on sale',
      { ...base, rating: 4, toggles: { newArrivals: true, onSale: true } },
      3,
    ],
    [
      'in stock and RAM are not counted',
      { ...base, toggles: { inStock: true }, lists: { ram: ['8 GB'] } },
      0,
    ],
  ])('%s → %d', (_, filters, count) => expect(activeFilterCount(filters)).toBe(count));

  it('any counted change makes the filters differ from the default', () => {
    const panel = filterPanel('general');
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1 }), { maxLength: 3 }),
        fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
        fc.boolean(),
        (brandList, rating, onSale) => {
          const filters = {
            ...defaultFilters(panel),
            lists: { brands: brandList },
            rating,
            toggles: { onSale },
          };
          if (activeFilterCount(filters) > 0) expect(differsFromDefault(panel, filters)).toBe(true);
        },
      ),
    );
  });
});

describe('price slider span (docs/decisions/0010-price-slider-ranges.md)', () => {
  const phones = priceSection(filterPanel('phone-a'))!;

  it('spans the listed prices rounded outward, in at most 100 round steps', () => {
    // Phone A's step is ₹1; ₹99 to ₹1,26,299 in ₹1 steps would be 126,200 steps: ₹2,000 crosses it in 64.
    expect(priceSpan(phones, { min: 99, max: 126299 })).toEqual({ lo: 0, hi: 128000, step: 2000 });
    expect(priceSpan(priceSection(filterPanel('beauty'))!, { min: 149, max: 899 })).toEqual({
      lo: 140,
      hi: 900,
      step: 10,
    });
    // A span that fits keeps the panel's step.
    expect(priceSpan(phones, { min: 120, max: 180 })).toEqual({ lo: 120, hi: 180, step: 1 });
  });

  it('uses the panel bounds until the prices are known, widened to a chosen amount', () => {
    expect(priceSpan(phones, null)).toEqual({ lo: 0, hi: 5000, step: 50 });
    expect(priceSpan(phones, { min: 500, max: 900 }, { min: 100, max: 2000 })).toMatchObject({
      lo: 100,
      hi: 2000,
    });
  });

  it('an untouched slider is no filter; its thumbs sit at the ends', () => {
    const span = priceSpan(phones, { min: 99, max: 126299 });
    expect(priceThumbs(span, NO_PRICE_FILTER)).toEqual([0, 128000]);
    expect(priceFromThumbs(span, NO_PRICE_FILTER, [0, 128000])).toEqual(NO_PRICE_FILTER);
  });

  it('one thumb moved changes only its own bound', () => {
    const span = priceSpan(phones, { min: 99, max: 126299 });
    expect(priceFromThumbs(span, NO_PRICE_FILTER, [2000, 128000])).toEqual({ min: 2000, max: null });
    expect(priceFromThumbs(span, NO_PRICE_FILTER, [0, 126000])).toEqual({ min: 0, max: 126000 });
    // Back to the end is no bound again; a typed bound outside the span survives a move of the other thumb.
    expect(priceFromThumbs(span, { min: 2000, max: null }, [0, 128000])).toEqual(NO_PRICE_FILTER);
    const typed = { min: 0, max: 200000 };
    const wide = priceSpan(phones, { min: 99, max: 126299 }, typed);
    expect(priceFromThumbs(wide, typed, [wide.step, 200000])).toEqual({ min: wide.step, max: 200000 });
  });

  it('one step of either thumb keeps every listed price inside the new range listed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALL_PANELS),
        fc.array(fc.integer({ min: 1, max: 300000 }), { minLength: 1, maxLength: 40 }),
        fc.boolean(),
        (id, prices, moveLow) => {
          const section = priceSection(filterPanel(id))!;
          const span = priceSpan(section, { min: Math.min(...prices), max: Math.max(...prices) });
          const thumbs: [number, number] = moveLow
            ? [span.lo + span.step, span.hi]
            : [span.lo, span.hi - span.step];
          const chosen = priceFromThumbs(span, NO_PRICE_FILTER, thumbs);
          const passes = (p: number) => p >= chosen.min && (chosen.max === null || p <= chosen.max);
          for (const p of prices) if (p >= thumbs[0] && p <= thumbs[1]) expect(passes(p)).toBe(true);
          // And only the moved bound is set.
          expect(moveLow ? chosen.max : chosen.min).toBe(moveLow ? null : 0);
        },
      ),
    );
  });
});

describe('abbreviateAmount (K and L)', () => {
  it.each([
    [0, '0'],
    [950, '950'],
    [1000, '1K'],
    [5000, '5K'],
    [12500, '12.5K'],
    [99999, '100K'],
    [100000, '1L'],
    [250000, '2.5L'],
    [500000, '5L'],
  ])('%d → %s', (amount, label) => expect(abbreviateAmount(amount)).toBe(label));

  it('uses L exactly from 100000, K from 1000', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (n) => {
        const label = abbreviateAmount(n);
        if (n >= 100000) expect(label.endsWith('L')).toBe(true);
        else if (n >= 1000) expect(label.endsWith('K')).toBe(true);
        else expect(label).toBe(String(n));
      }),
    );
  });
});

describe('numeric ranges become specification values', () => {
  const ram = filterPanel('phone-a').sections.find(
    (s): s is RangeSection => s.kind === 'range' && s.key === 'ram',
  )!;

  it('the default range sends nothing', () => {
    expect(rangeToValues(ram, [1, 16])).toBeNull();
    expect(rangeToValues(ram, undefined)).toBeNull();
  });

  it('a narrower range sends the known and live values inside it', () => {
    expect(rangeToValues(ram, [4, 8], ['5 GB', '24 GB'])).toEqual(['4 GB', '6 GB', '8 GB', '5 GB']);
  });

  it('every value sent lies inside the range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 16 }), fc.integer({ min: 1, max: 16 }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        for (const v of rangeToValues(ram, [lo, hi]) ?? []) {
          const n = leadingNumber(v)!;
          expect(n >= lo && n <= hi).toBe(true);
        }
      }),
    );
  });

  it('leadingNumber reads the first number', () => {
    expect(leadingNumber('6.67 inch')).toBe(6.67);
    expect(leadingNumber('4 years and up')).toBe(4);
    expect(leadingNumber('1,024 GB')).toBe(1024);
    expect(leadingNumber('Android')).toBeNull();
    expect(leadingNumber('1 TB SSD')).toBe(1024);
    expect(leadingNumber('512 GB SSD')).toBe(512);
  });
});

describe('price input validation (docs/behaviour/catalogue.md#validation)', () => {
  it.each<['min' | 'max', number, number | null, ReturnType<typeof checkPriceInput>]>([
    ['min', 100, 500, null],
    ['min', 600, 500, 'min-above-max'],
    ['max', 100, 50, 'max-below-min'],
    ['max', 100, null, null],
    ['min', 500, 500, null],
  ])('%s edit %d–%s → %s', (edited, min, max, error) =>
    expect(checkPriceInput(edited, min, max)).toBe(error),
  );
});

describe('options: fixed lists with live facet values', () => {
  const fixed = [
    { value: 'Samsung', label: 'Samsung' },
    { value: 'Apple', label: 'Apple' },
  ];

  it('keeps fixed order, counts case-insensitively, adds live values by count', () => {
    const merged = mergeOptions(fixed, [
      { value: 'apple', count: 3 },
      { value: 'Redmi', count: 2 },
      { value: 'Nokia', count: 9 },
      { value: 'Gone', count: 0 },
    ]);
    expect(merged.map((o) => [o.value, o.count, o.fixed])).toEqual([
      ['Samsung', 0, true],
      ['Apple', 3, true],
      ['Nokia', 9, false],
      ['Redmi', 2, false],
    ]);
  });

  it('no counts before the facets answer', () => {
    expect(mergeOptions(fixed, undefined).every((o) => o.count === null)).toBe(true);
  });

  it('only fixed options may show zero', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ value: fc.string(), count: fc.nat(50) })), (facet) => {
        for (const o of mergeOptions(fixed, facet)) if (!o.fixed) expect(o.count).toBeGreaterThan(0);
      }),
    );
  });

  it('in-list search matches labels case-insensitively; nothing matches → empty', () => {
    expect(filterOptions(fixed, 'APP').map((o) => o.value)).toEqual(['Apple']);
    expect(filterOptions(fixed, '  ')).toHaveLength(2);
    expect(filterOptions(fixed, 'zzz')).toEqual([]);
  });
});
