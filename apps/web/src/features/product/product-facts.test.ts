import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  breadcrumbTrail,
  canPurchase,
  clampQuantity,
  maxQuantity,
  mergeRelated,
  priceBlock,
  quantityButtons,
  sameModelIds,
  splitSimilar,
  visibleTags,
  visibleVariants,
} from './product-facts.ts';

describe('priceBlock (docs/behaviour/product.md#prices)', () => {
  it('computes percent off from MRP and selling price, and the GST inside the selling price', () => {
    const block = priceBlock({ sellingPrice: 1180, price: 1180, mrp: 1999, discount: 0 });
    expect(block).toEqual({
      selling: 1180,
      mrp: 1999,
      percentOff: 41,
      basePrice: 1000,
      gstAmount: 180,
      gstPercentage: 18,
    });
  });

  it('falls back to price when there is no selling price, and MRP to price', () => {
    const block = priceBlock({ sellingPrice: 0, price: 499, mrp: 0, discount: 0 });
    expect(block.selling).toBe(499);
    expect(block.mrp).toBe(499);
    expect(block.percentOff).toBe(0);
  });

  it('base + GST is always exactly the selling price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (paise) => {
        const selling = paise / 100;
        const block = priceBlock({ sellingPrice: selling, price: selling, mrp: selling, discount: 0 });
        expect(Math.round((block.basePrice + block.gstAmount) * 100)).toBe(paise);
        expect(Math.abs(block.basePrice - selling / 1.18)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });
});

describe('quantity bounds', () => {
  it('runs from 1 to the stock, 10 when unknown', () => {
    expect(maxQuantity(3)).toBe(3);
    expect(maxQuantity(undefined)).toBe(10);
    expect(maxQuantity(null)).toBe(10);
    expect(clampQuantity(7, 3)).toBe(3);
    expect(clampQuantity(0, 3)).toBe(1);
    expect(clampQuantity(Number.NaN, 3)).toBe(1);
    expect(clampQuantity(12, undefined)).toBe(10);
  });

  it('disables decrement at 1 and increment at the stock', () => {
    expect(quantityButtons(1, 3)).toEqual({ canDecrement: false, canIncrement: true });
    expect(quantityButtons(3, 3)).toEqual({ canDecrement: true, canIncrement: false });
    expect(quantityButtons(10, undefined)).toEqual({ canDecrement: true, canIncrement: false });
  });

  it('never leaves 1..max for any wish and stock', () => {
    fc.assert(
      fc.property(fc.double(), fc.integer({ min: -5, max: 500 }), (wanted, stock) => {
        const q = clampQuantity(wanted, stock);
        expect(q).toBeGreaterThanOrEqual(1);
        expect(q).toBeLessThanOrEqual(maxQuantity(stock));
      }),
    );
  });

  it('allows buying only with stock above 0', () => {
    expect(canPurchase(0)).toBe(false);
    expect(canPurchase(-1)).toBe(false);
    expect(canPurchase(1)).toBe(true);
  });
});

describe('breadcrumb and tags', () => {
  it('names the path from the category tree and links every level', () => {
    expect(
      breadcrumbTrail({ category: 'mobile-phones', subcategory: 'smartphones', subSubcategory: 'iphones' }),
    ).toEqual([
      { label: 'Mobile Phones', href: '/category/mobile-phones' },
      { label: 'Smartphones', href: '/category/mobile-phones/smartphones' },
      { label: 'iPhones', href: '/category/mobile-phones/smartphones/iphones' },
    ]);
    expect(breadcrumbTrail({ category: 'unknown-root', subcategory: '', subSubcategory: null })).toEqual([
      { label: 'Unknown root', href: '/category/unknown-root' },
    ]);
  });

  it('shows the first 5 distinct tags and counts the rest', () => {
    expect(visibleTags(['a', 'b', 'a', 'c', 'd', 'e', 'f', 'g'])).toEqual({
      shown: ['a', 'b', 'c', 'd', 'e'],
      more: 2,
    });
    expect(visibleTags(['a'])).toEqual({ shown: ['a'], more: 0 });
  });
});

describe('visibleVariants', () => {
  const v = (productId: string) => ({ productId });
  it('keeps the first ones and always the listing on the page', () => {
    const all = ['a', 'b', 'c', 'd', 'e'].map(v);
    expect(visibleVariants(all, 'b', 3).map((x) => x.productId)).toEqual(['a', 'b', 'c']);
    expect(visibleVariants(all, 'e', 3).map((x) => x.productId)).toEqual(['a', 'b', 'e']);
    expect(visibleVariants(all, 'zz', 3).map((x) => x.productId)).toEqual(['a', 'b', 'c']);
  });
});

describe('related and similar lists', () => {
  const p = (id: string) => ({ id });

  it('puts related first, dedupes, drops this product and stops at 6', () => {
    const merged = mergeRelated(
      ['me'],
      [p('r1'), p('me'), p('r2')],
      [p('r2'), p('c1'), p('c2'), p('me'), p('c3'), p('c4'), p('c5')],
    );
    expect(merged.map((x) => x.id)).toEqual(['r1', 'r2', 'c1', 'c2', 'c3', 'c4']);
  });

  it('never holds this product or a duplicate, and never more than 6', () => {
    const ids = fc.array(fc.constantFrom('me', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'), { maxLength: 10 });
    fc.assert(
      fc.property(ids, ids, (related, same) => {
        const merged = mergeRelated(['me'], related.map(p), same.map(p)).map((x) => x.id);
        expect(merged).not.toContain('me');
        expect(new Set(merged).size).toBe(merged.length);
        expect(merged.length).toBeLessThanOrEqual(6);
      }),
    );
  });

  it('splits the similar list: 1–3 bought together, 4–6 sponsored, never this product', () => {
    const split = splitSimilar(['me'], ['a', 'me', 'b', 'c', 'd', 'e', 'f', 'g'].map(p));
    expect(split.boughtTogether.map((x) => x.id)).toEqual(['a', 'b', 'c']);
    expect(split.sponsored.map((x) => x.id)).toEqual(['d', 'e', 'f']);
  });

  it("leaves out the model's other colours and sizes: they are variant chips, not related products", () => {
    const product = {
      id: 'me',
      variants: [
        {
          productId: 'me',
          variantName: '128 GB',
          price: 1,
          mrp: 1,
          stock: 1,
          sku: 'A',
          options: {},
          image: null,
        },
        {
          productId: 'sib',
          variantName: '256 GB',
          price: 2,
          mrp: 2,
          stock: 1,
          sku: 'B',
          options: {},
          image: null,
        },
      ],
    };
    const excluded = sameModelIds(product);
    expect(excluded).toEqual(['me', 'sib']);
    expect(mergeRelated(excluded, [p('sib'), p('r1')], [p('c1')]).map((x) => x.id)).toEqual(['r1', 'c1']);
    expect(splitSimilar(excluded, [p('sib'), p('a')]).boughtTogether.map((x) => x.id)).toEqual(['a']);
  });
});
