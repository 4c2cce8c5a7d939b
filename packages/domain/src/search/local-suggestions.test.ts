import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  completionsFor,
  wholeWordTerm,
  LOCAL_COMPLETIONS,
  localSuggestions,
  matchCategories,
  type SuggestedProduct,
} from './local-suggestions.ts';
import { searchSuggestionSchema } from './search.schema.ts';

const products: SuggestedProduct[] = Array.from({ length: 6 }, (_, i) => ({
  _id: `p${i}`,
  name: `Headphones ${i}`,
  sellingPrice: 999 + i,
  image: `/img/${i}.svg`,
  category: 'electronics/audio/headphones',
  brand: 'boAt',
}));

describe('matchCategories', () => {
  it.each([
    ['headph', 'Headphones', 'electronics/audio/headphones'],
    ['kurta', 'Kurtas', undefined],
    ['mobile', 'Smartphones', 'mobile-phones/smartphones'],
    ['fridge', 'Refrigerators', undefined],
    ['laptp', 'Laptops', undefined],
  ])('%s finds %s', (term, name, path) => {
    const found = matchCategories(term);
    const hit = found.find((c) => c.text === name);
    expect(hit, JSON.stringify(found)).toBeDefined();
    if (path) expect(hit?.category).toBe(path);
    expect(hit?.url).toBe(`/category/${hit?.category}`);
  });

  it.each(['', 'x', 'qzxwv', '!!'])('finds nothing for %j', (term) => {
    expect(matchCategories(term)).toEqual([]);
  });

  it('answers at most 3, one per name, each a valid suggestion', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (term) => {
        const found = matchCategories(term);
        expect(found.length).toBeLessThanOrEqual(3);
        expect(new Set(found.map((c) => c.text.toLowerCase())).size).toBe(found.length);
        for (const c of found) expect(searchSuggestionSchema.safeParse(c).success).toBe(true);
      }),
    );
  });
});

describe('completionsFor', () => {
  it.each([
    ['kurta', ['kurta for men', 'kurta for women', 'kurta under 1000']],
    [
      '  shoes  for men ',
      ['shoes for men for women', 'shoes for men under 1000', 'shoes for men best quality'],
    ],
    [
      'phone under 1000',
      ['phone under 1000 for men', 'phone under 1000 for women', 'phone under 1000 best quality'],
    ],
    ['', []],
  ])('%j → %j', (term, texts) => {
    const found = completionsFor(term);
    expect(found.map((c) => c.text)).toEqual(texts);
    for (const c of found) {
      expect(c.type).toBe('completion');
      expect(c.searchTerm).toBe(c.text);
      expect(c.url).toBe(`/search?q=${c.text.replace(/ /g, '+')}`);
    }
  });

  it('always ends the term with 3 endings of the spec set', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim().length > 0),
        (term) => {
          const found = completionsFor(term);
          expect(found).toHaveLength(3);
          for (const c of found) expect(LOCAL_COMPLETIONS.some((e) => c.text.endsWith(` ${e}`))).toBe(true);
        },
      ),
    );
  });
});

describe('localSuggestions', () => {
  it('gives 4 products of the 6 fetched, then categories, then 3 completions', () => {
    const list = localSuggestions('headph', products);
    expect(list.map((s) => s.type)).toEqual([
      'product',
      'product',
      'product',
      'product',
      'category',
      'completion',
      'completion',
      'completion',
    ]);
    expect(list[0]).toEqual({
      type: 'product',
      text: 'Headphones 0',
      _id: 'p0',
      url: '/product/p0',
      sellingPrice: 999,
      image: '/img/0.svg',
      category: 'electronics/audio/headphones',
      brand: 'boAt',
    });
    for (const s of list) expect(searchSuggestionSchema.safeParse(s).success).toBe(true);
  });

  it('still suggests categories and completions without products', () => {
    expect(localSuggestions('saree', []).map((s) => s.type)).toContain('completion');
  });
});

describe('wholeWordTerm (a local completion is never a fragment)', () => {
  const samsung = [
    { _id: 'a', name: 'Samsung Galaxy A35 5G (Awesome Navy)', brand: 'Samsung' },
    { _id: 'b', name: 'Samsung 7 kg Washing Machine', brand: 'Samsung' },
  ];
  it.each([
    ['sams', samsung, 'samsung'],
    ['Samsung ga', samsung, 'Samsung galaxy'],
    ['kurta', [], 'kurta'],
    ['headph', [], 'headphones'],
    ['samsung', samsung, 'samsung'],
    ['zzqx', samsung, 'zzqx'],
    ['phone under 1000', [], 'phone under 1000'],
  ])('%j (with products: %#) → whole words', (term, products, whole) => {
    expect(wholeWordTerm(term, products)).toBe(whole);
  });

  it('completes with the found products: "sams" → "samsung for men"', () => {
    const texts = localSuggestions('sams', samsung)
      .filter((s) => s.type === 'completion')
      .map((s) => s.text);
    expect(texts).toEqual(['samsung for men', 'samsung for women', 'samsung under 1000']);
  });
});
