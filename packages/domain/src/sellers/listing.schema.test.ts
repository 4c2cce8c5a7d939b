import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leafPaths } from '../catalog/category-tree.ts';
import {
  isListableCategoryPath,
  LISTING_MESSAGES as M,
  listingInputSchema,
  optionsKey,
  variantNameOf,
  type ListingInput,
} from './listing.schema.ts';

const base = (): ListingInput => ({
  name: 'Handloom Cotton Kurta',
  brand: 'Kaveri Silks',
  categoryPath: leafPaths().find((p) => p.startsWith('fashion/')) ?? (leafPaths()[0] as string),
  description: 'Hand-woven cotton.',
  bulletPoints: ['Pure cotton', ''],
  specifications: [
    { name: 'Fabric', value: 'Cotton' },
    { name: '', value: '' },
  ],
  hsnCode: '6211',
  gstPercentage: 5,
  shippingWeightGrams: 350,
  dimensionsCm: { length: 30, width: 25, height: 4 },
  variants: [
    {
      options: { colour: 'Indigo', size: 'M' },
      sku: 'KUR-IND-M',
      mrpRupees: 1499,
      priceRupees: 999,
      stock: 12,
    },
    {
      options: { colour: 'Indigo', size: 'L' },
      sku: 'KUR-IND-L',
      mrpRupees: 1499,
      priceRupees: 1049,
      stock: 0,
    },
  ],
});

const messages = (input: unknown) => {
  const r = listingInputSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('a listing', () => {
  it('accepts a group of two variants, dropping empty bullet points and specification rows', () => {
    const parsed = listingInputSchema.parse(base());
    expect(parsed.bulletPoints).toEqual(['Pure cotton']);
    expect(parsed.specifications).toEqual([{ name: 'Fabric', value: 'Cotton' }]);
  });

  it.each([
    ['price above MRP', (l: ListingInput): void => void (l.variants[0]!.priceRupees = 1500), M.priceAboveMrp],
    [
      'the same SKU twice (any case)',
      (l: ListingInput): void => void (l.variants[1]!.sku = 'kur-ind-m'),
      M.skuRepeated,
    ],
    [
      'the same options twice',
      (l: ListingInput): void => void (l.variants[1]!.options = { colour: 'indigo', size: 'm' }),
      M.optionsRepeated,
    ],
    [
      'a variant without options',
      (l: ListingInput): void => void (l.variants[1]!.options = {}),
      M.optionsRequired,
    ],
    [
      'an unknown category',
      (l: ListingInput): void => void (l.categoryPath = 'fashion/nowhere'),
      M.categoryInvalid,
    ],
    ['a bad HSN', (l: ListingInput): void => void (l.hsnCode = '62111'), M.hsnFormat],
    ['a GST rate that does not exist', (l: ListingInput): void => void (l.gstPercentage = 10), M.gstRate],
    ['no bullet point', (l: ListingInput): void => void (l.bulletPoints = ['  ']), M.bulletsRange],
    [
      'a specification without a value',
      (l: ListingInput): void => void (l.specifications = [{ name: 'Fabric', value: '' }]),
      M.specificationIncomplete,
    ],
    ['negative stock', (l: ListingInput): void => void (l.variants[0]!.stock = -1), M.stockRange],
    [
      'a price in fractions of a paisa',
      (l: ListingInput): void => void (l.variants[0]!.priceRupees = 999.999),
      M.priceRange,
    ],
    ['a bad SKU', (l: ListingInput): void => void (l.variants[0]!.sku = 'KUR IND'), M.skuFormat],
    ['no variant', (l: ListingInput): void => void (l.variants = []), M.variantsRange],
  ])('refuses %s', (_what, change, message) => {
    const listing = base();
    change(listing);
    expect(messages(listing)).toContain(message);
  });

  it('one variant needs no options', () => {
    const listing = base();
    listing.variants = [{ ...listing.variants[0]!, options: {} }];
    expect(messages(listing)).toEqual([]);
  });

  it('price not above MRP is the only price rule between the two (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 100_000_000 }),
        fc.integer({ min: 100, max: 100_000_000 }),
        (p, m) => {
          const listing = base();
          listing.variants = [{ ...listing.variants[0]!, priceRupees: p / 100, mrpRupees: m / 100 }];
          expect(messages(listing).includes(M.priceAboveMrp)).toBe(p > m);
        },
      ),
    );
  });

  it('options compare by code and value whatever the case or order (property)', () => {
    const value = fc.string({ minLength: 1, maxLength: 8 }).filter((s) => s.trim() !== '');
    fc.assert(
      fc.property(value, value, (colour, size) => {
        expect(optionsKey({ size: ` ${size.toUpperCase()} `, colour: colour.toLowerCase() })).toBe(
          optionsKey({ colour: colour.toUpperCase(), size: size.toLowerCase() }),
        );
        expect(optionsKey({ size, colour })).toBe(optionsKey({ colour, size }));
      }),
    );
  });

  it('names a variant by its options in picker order', () => {
    expect(variantNameOf({ size: 'L', colour: 'Indigo' })).toBe('Indigo, L');
  });

  it('lists every leaf path of the tree, and nothing else', () => {
    for (const path of leafPaths()) expect(isListableCategoryPath(path)).toBe(true);
    expect(isListableCategoryPath('fashion')).toBe(false);
    expect(isListableCategoryPath('all/x')).toBe(false);
  });
});
