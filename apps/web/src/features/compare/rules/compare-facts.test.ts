// The comparison page's rules: URL ids (at most 4), the link, differences and the per-product summary.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareHref,
  parseCompareParam,
  specificationsKey,
  specPreview,
  summarise,
  valuesDiffer,
  type ComparableProduct,
} from './compare-facts.ts';

const product = (
  id: string,
  sellingPrice: number,
  discount: number,
  average = 0,
  count = 0,
): ComparableProduct => ({
  id,
  sellingPrice,
  price: sellingPrice,
  mrp: discount > 0 ? Math.round(sellingPrice / (1 - discount / 100)) : sellingPrice,
  discount,
  ratings: { average, count },
});

describe('parseCompareParam', () => {
  it('reads comma separated ids, ignoring blanks and repeats', () => {
    expect(parseCompareParam('a, b,,a ,c')).toEqual({ ids: ['a', 'b', 'c'], overLimit: false });
    expect(parseCompareParam(null)).toEqual({ ids: [], overLimit: false });
  });

  it('keeps the first 4 and says when more were named', () => {
    expect(parseCompareParam('a,b,c,d,e')).toEqual({ ids: ['a', 'b', 'c', 'd'], overLimit: true });
    expect(parseCompareParam('a,b,c,d,d')).toEqual({ ids: ['a', 'b', 'c', 'd'], overLimit: false });
  });

  it('round-trips through compareHref for any up to 4 distinct ids', () => {
    const ids = fc.uniqueArray(fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/), { maxLength: 4 });
    fc.assert(
      fc.property(ids, (list) => {
        const href = compareHref(list);
        const query = new URL(href, 'http://x').searchParams.get('products');
        expect(parseCompareParam(query).ids).toEqual(list);
      }),
    );
  });
});

describe('compareHref', () => {
  it('links to /product-comparison?products=id,id', () => {
    expect(compareHref(['a1', 'b2'])).toBe('/product-comparison?products=a1,b2');
    expect(compareHref([])).toBe('/product-comparison');
  });
});

describe('valuesDiffer', () => {
  it('marks a row only when two or more values are not all the same', () => {
    expect(valuesDiffer(['x', 'x', 'x'])).toBe(false);
    expect(valuesDiffer(['x', 'y'])).toBe(true);
    expect(valuesDiffer(['x'])).toBe(false);
    expect(valuesDiffer(['x', 'y', 'x'])).toBe(true);
  });
});

describe('specPreview and specificationsKey', () => {
  it("shows the first 3 entries and counts the rest as '+N more'", () => {
    const preview = specPreview({
      RAM: '8 GB',
      Storage: '128 GB',
      Colour: 'Blue',
      OS: 'Android',
      Battery: '5000',
    });
    expect(preview.shown).toEqual([
      ['RAM', '8 GB'],
      ['Storage', '128 GB'],
      ['Colour', 'Blue'],
    ]);
    expect(preview.more).toBe(2);
    expect(specPreview({ RAM: '8 GB' }).more).toBe(0);
  });

  it('treats equal maps in any key order as equal', () => {
    expect(specificationsKey({ a: '1', b: '2' })).toBe(specificationsKey({ b: '2', a: '1' }));
    expect(specificationsKey({ a: '1' })).not.toBe(specificationsKey({ a: '2' }));
  });
});

describe('summarise', () => {
  it("says 'Highly rated' only above 4, and names the cheapest and the biggest discount", () => {
    const summary = summarise([
      product('a', 500, 10, 4.5, 20),
      product('b', 300, 40, 4, 8),
      product('c', 900, 0),
    ]);
    expect(summary.map((s) => s.highlyRated)).toEqual([true, false, false]);
    expect(summary.map((s) => s.cheapest)).toEqual([false, true, false]);
    expect(summary.map((s) => s.biggestDiscount)).toEqual([false, true, false]);
  });

  it('names nobody when all prices and discounts are equal, or when only one product is shown', () => {
    expect(
      summarise([product('a', 500, 10), product('b', 500, 10)]).every(
        (s) => !s.cheapest && !s.biggestDiscount,
      ),
    ).toBe(true);
    expect(summarise([product('a', 500, 10)])[0]).toEqual({
      highlyRated: false,
      cheapest: false,
      biggestDiscount: false,
    });
  });

  it('always marks at least one cheapest product when prices differ, and every one marked has the lowest price', () => {
    const products = fc.array(
      fc.record({ price: fc.integer({ min: 1, max: 10_000 }), discount: fc.integer({ min: 0, max: 90 }) }),
      { minLength: 2, maxLength: 4 },
    );
    fc.assert(
      fc.property(products, (list) => {
        const compared = list.map((p, i) => product(`p${i}`, p.price, p.discount));
        const summary = summarise(compared);
        const lowest = Math.min(...list.map((p) => p.price));
        const differ = new Set(list.map((p) => p.price)).size > 1;
        expect(summary.some((s) => s.cheapest)).toBe(differ);
        summary.forEach((s, i) => {
          if (s.cheapest) expect(list[i]!.price).toBe(lowest);
        });
      }),
    );
  });
});
