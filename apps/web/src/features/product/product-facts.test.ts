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
  orderedValues,
  variantPickerRows,
  visibleChoices,
  visibleTags,
  visibleVariants,
  variantValueKey,
  type PickerVariant,
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

describe('variantPickerRows (docs/behaviour/product.md#variant-picker)', () => {
  const v = (
    productId: string,
    options: Record<string, string>,
    price: number,
    stock = 10,
  ): PickerVariant => ({
    productId,
    variantName: Object.values(options).join(', '),
    price,
    mrp: price + 1000,
    stock,
    sku: productId,
    options,
    image: null,
  });
  // An iPhone: Blue in 128 and 256 GB, Black in 128 (out of stock) and 256 GB, White only in 512 GB.
  const phone = [
    v('blue-128', { colour: 'Blue', storage: '128 GB' }, 79_900),
    v('blue-256', { colour: 'Blue', storage: '256 GB' }, 89_900),
    v('black-128', { colour: 'Black', storage: '128 GB' }, 79_900, 0),
    v('black-256', { colour: 'Black', storage: '256 GB' }, 89_900),
    v('white-512', { colour: 'White', storage: '512 GB' }, 1_09_900),
  ];
  const row = (rows: ReturnType<typeof variantPickerRows>, code: string) =>
    rows.find((r) => r.code === code)!;
  const summary = (rows: ReturnType<typeof variantPickerRows>, code: string) =>
    row(rows, code).choices.map((c) => [c.value, c.state, c.target?.productId ?? null]);

  it('has a row per differing option in picker order, colour first', () => {
    const rows = variantPickerRows(phone, 'blue-256');
    expect(rows.map((r) => [r.code, r.current])).toEqual([
      ['colour', 'Blue'],
      ['storage', '256 GB'],
    ]);
  });

  it('a colour keeps the storage when that listing exists, else goes to the nearest in stock', () => {
    const rows = variantPickerRows(phone, 'blue-256');
    expect(summary(rows, 'colour')).toEqual([
      ['Blue', 'selected', 'blue-256'],
      ['Black', 'available', 'black-256'],
      ['White', 'available', 'white-512'],
    ]);
    expect(row(rows, 'colour').choices.find((c) => c.value === 'White')?.changesOthers).toBe(true);
    expect(row(rows, 'colour').choices.find((c) => c.value === 'Black')?.changesOthers).toBe(false);
    // From Blue 128 GB, Black's 128 GB is out of stock: Black goes to the 256 GB that is in stock.
    const from128 = variantPickerRows(phone, 'blue-128');
    expect(summary(from128, 'colour')[1]).toEqual(['Black', 'available', 'black-256']);
  });

  it('a storage that does not exist in the chosen colour is missing; one out of stock is out', () => {
    expect(summary(variantPickerRows(phone, 'blue-256'), 'storage')).toEqual([
      ['128 GB', 'available', 'blue-128'],
      ['256 GB', 'selected', 'blue-256'],
      ['512 GB', 'missing', null],
    ]);
    expect(summary(variantPickerRows(phone, 'black-256'), 'storage')).toEqual([
      ['128 GB', 'out', 'black-128'],
      ['256 GB', 'selected', 'black-256'],
      ['512 GB', 'missing', null],
    ]);
  });

  it('shows prices only in a row whose choices differ in price', () => {
    const rows = variantPickerRows(phone, 'blue-256');
    expect(row(rows, 'storage').choices.map((c) => c.price)).toEqual([79_900, 89_900, null]);
    const sameColourPrice = variantPickerRows(phone.slice(0, 4), 'blue-256');
    expect(row(sameColourPrice, 'colour').choices.map((c) => c.price)).toEqual([null, null]);
  });

  it('is empty when the listings carry no options (a group seeded before variant_options)', () => {
    expect(variantPickerRows([v('a', {}, 100), v('b', {}, 200)], 'a')).toEqual([]);
    expect(variantPickerRows(phone, 'not-in-group')).toEqual([]);
  });

  it('from any listing every other listing is reached within one choice per row', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.record({
            colour: fc.constantFrom('Red', 'Blue', 'Green'),
            size: fc.constantFrom('S', 'M', 'L'),
            condition: fc.constantFrom('New', 'Refurbished'),
            stock: fc.nat(3),
          }),
          { minLength: 2, maxLength: 12, selector: (r) => `${r.colour}|${r.size}|${r.condition}` },
        ),
        fc.nat(),
        fc.nat(),
        (listings, from, to) => {
          const variants = listings.map((l, i) =>
            v(`p${i}`, { colour: l.colour, size: l.size, condition: l.condition }, 100 + i, l.stock),
          );
          const start = variants[from % variants.length]!;
          const goal = variants[to % variants.length]!;
          let at = start;
          // Row by row, choose the goal's value; each step lands on a listing that has all chosen values so far.
          for (const r of variantPickerRows(variants, at.productId)) {
            const rows = variantPickerRows(variants, at.productId);
            const now = rows.find((x) => x.code === r.code);
            if (!now) continue;
            const choice = now.choices.find((c) => c.value === (goal.options[r.code] ?? ''));
            expect(choice).toBeDefined();
            expect(choice!.state).not.toBe('missing');
            at = choice!.target!;
          }
          expect(at.productId).toBe(goal.productId);
        },
      ),
    );
  });
});

describe('visibleChoices', () => {
  const choice = (value: string, selected = false) => ({
    value,
    state: selected ? ('selected' as const) : ('available' as const),
    target: null,
    price: null,
    changesOthers: false,
  });
  it('keeps the selected choice among the first ones shown', () => {
    const all = ['S', 'M', 'L', 'XL', 'XXL'].map((s) => choice(s, s === 'XXL'));
    expect(visibleChoices(all, 3).map((c) => c.value)).toEqual(['S', 'M', 'XXL']);
    expect(visibleChoices(all, 10)).toHaveLength(5);
  });
});

describe('orderedValues', () => {
  it('reads amounts, sizes and conditions in a shopper’s order; colours as they come', () => {
    expect(orderedValues('storage', ['512 GB', '256 GB', '1 TB'])).toEqual(['256 GB', '512 GB', '1 TB']);
    expect(orderedValues('storage', ['12 GB + 256 GB', '8 GB + 256 GB', '8 GB + 128 GB'])).toEqual([
      '8 GB + 128 GB',
      '8 GB + 256 GB',
      '12 GB + 256 GB',
    ]);
    expect(orderedValues('size', ['XL', 'M', 'S', 'XXL', 'L'])).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
    expect(orderedValues('weight', ['1 kg', '500 g', '5 kg'])).toEqual(['500 g', '1 kg', '5 kg']);
    expect(orderedValues('size', ['1 L', '500 ml'])).toEqual(['500 ml', '1 L']);
    expect(orderedValues('pack', ['Pack of 3', 'Pack of 2'])).toEqual(['Pack of 2', 'Pack of 3']);
    expect(orderedValues('condition', ['Refurbished', 'New', 'Open Box'])).toEqual([
      'New',
      'Open Box',
      'Refurbished',
    ]);
    expect(orderedValues('colour', ['Teal', 'Black', 'Pink'])).toEqual(['Teal', 'Black', 'Pink']);
    // Values that are not all amounts keep their order.
    expect(orderedValues('size', ['Cabin 55 cm', 'Free Size'])).toEqual(['Cabin 55 cm', 'Free Size']);
  });
});

describe('variantValueKey', () => {
  it("names a condition in the store's words (translated on the page) and leaves a seller's own values as written", () => {
    expect(variantValueKey('condition', 'New')).toBe('New');
    expect(variantValueKey('condition', ' open box ')).toBe('Open Box');
    expect(variantValueKey('condition', 'Refurbished')).toBe('Refurbished');
    expect(variantValueKey('condition', 'Like new')).toBeNull();
    expect(variantValueKey('colour', 'New')).toBeNull();
    expect(variantValueKey('storage', '1 TB')).toBeNull();
  });
});
