// The card's stock label, tags and price figures (docs/behaviour/catalogue.md#home-page, #product-cards).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardPrice, cardTags, stockStatus } from './card-facts.ts';

describe('stockStatus', () => {
  it("says 'Out of Stock' at 0, 'Only n left' from 1 to 5 and nothing above", () => {
    expect(stockStatus(0)).toEqual({ kind: 'out' });
    expect(stockStatus(1)).toEqual({ kind: 'low', left: 1 });
    expect(stockStatus(5)).toEqual({ kind: 'low', left: 5 });
    expect(stockStatus(6)).toEqual({ kind: 'available' });
    expect(stockStatus(-2)).toEqual({ kind: 'out' });
  });
});

describe('cardTags', () => {
  it('keeps at most 3 distinct tags, in order', () => {
    expect(cardTags(['cotton', 'kurta', 'cotton', ' ', 'festive', 'women'])).toEqual([
      'cotton',
      'kurta',
      'festive',
    ]);
    fc.assert(
      fc.property(fc.array(fc.string()), (tags) => {
        const shown = cardTags(tags);
        expect(shown.length).toBeLessThanOrEqual(3);
        expect(new Set(shown).size).toBe(shown.length);
      }),
    );
  });
});

describe('cardPrice', () => {
  it('shows MRP and percent off only when the selling price is below the MRP', () => {
    expect(cardPrice({ sellingPrice: 799, price: 799, mrp: 1299, discount: 38 })).toEqual({
      selling: 799,
      mrp: 1299,
      percentOff: 38,
    });
    expect(cardPrice({ sellingPrice: 500, price: 500, mrp: 500, discount: 0 })).toEqual({
      selling: 500,
      mrp: null,
      percentOff: null,
    });
  });

  it('falls back to price when there is no selling price', () => {
    expect(cardPrice({ sellingPrice: 0, price: 349, mrp: 399, discount: 13 }).selling).toBe(349);
  });
});
