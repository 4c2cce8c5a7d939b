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
  PANEL_KEYS,
  panelIdForKey,
  panelIdForRoute,
  priceSection,
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
  it.each<[PanelId, [number, number | null], number]>([
    ['general', [100, 500000], 100],
    ['simple', [100, 500000], 100],
    ['trending', [100, 500000], 100],
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
  ])('%s price %j step %d', (id, range, step) => {
    const price = priceSection(filterPanel(id));
    expect(price?.defaultRange).toEqual(range);
    expect(price?.step).toBe(step);
  });

  it('simple and trending sliders run 0–1000', () => {
    expect(priceSection(filterPanel('simple'))?.bounds).toEqual([0, 1000]);
    expect(priceSection(filterPanel('trending'))?.bounds).toEqual([0, 1000]);
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
    price: { min: 0, max: 5000 },
    lists: {},
    ranges: {},
    rating: null,
    toggles: {},
  };

  it.each<[string, PanelFilters, number]>([
    ['nothing', base, 0],
    ['price changed', { ...base, price: { min: 500, max: 5000 } }, 1],
    ['no maximum is a change', { ...base, price: { min: 0, max: null } }, 1],
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
          const [min, max] = priceSection(panel)?.defaultRange ?? [0, null];
          if (activeFilterCount(filters, [min, max]) > 0)
            expect(differsFromDefault(panel, filters)).toBe(true);
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
