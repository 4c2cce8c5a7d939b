import { describe, expect, it } from 'vitest';
import { parseArgs } from './cli-args.ts';
import { buildSeedData, SEED_REFERENCE_DATE } from './seed.ts';
import { buildSyntheticProducts, syntheticId } from './synthetic.ts';

describe('synthetic benchmark listings', () => {
  const data = buildSeedData(SEED_REFERENCE_DATE);
  const base = data.products;

  it('copies the real listings with new ids, skus and sellers, the same on every run', () => {
    const from = base.length - 5;
    const rows = buildSyntheticProducts(base, data.sellers, from, from + 20, SEED_REFERENCE_DATE);
    expect(rows).toHaveLength(20);
    expect(
      JSON.stringify(buildSyntheticProducts(base, data.sellers, from, from + 20, SEED_REFERENCE_DATE)),
    ).toBe(JSON.stringify(rows));
    expect(rows.map((r) => r.id)).toEqual(Array.from({ length: 20 }, (_, i) => syntheticId(from + i)));
    const realSkus = new Set(base.map((p) => p.sku));
    for (const row of rows) {
      const source = base.find((p) => row.sku.startsWith(`${p.sku}-S`));
      expect(source, row.sku).toBeDefined();
      expect(realSkus.has(row.sku)).toBe(false);
      expect(row.name).toBe(source?.name);
      expect(row.mrpPaise).toBeGreaterThanOrEqual(row.sellingPricePaise);
      expect(row.images?.[0]?.url).toBe(`/api/images/products/${row.id}.svg`);
      const seller = data.sellers.find((s) => s.id === row.sellerId);
      expect(seller?.sells).toContain(row.category);
      if (source?.variantGroup)
        expect(row.variantGroup).toMatch(new RegExp(`^${source.variantGroup}-s\\d+$`));
    }
    // Copies past the end of the catalogue start a second round with their own groups.
    expect(new Set(rows.map((r) => r.sku.split('-S')[1])).size).toBe(2);
  });

  it('keeps one copy of a variant group with one seller', () => {
    const rows = buildSyntheticProducts(base, data.sellers, 1, 400, SEED_REFERENCE_DATE);
    const sellersByGroup = new Map<string, Set<string>>();
    for (const row of rows.filter((r) => r.variantGroup)) {
      const set = sellersByGroup.get(row.variantGroup ?? '') ?? new Set();
      set.add(row.sellerId);
      sellersByGroup.set(row.variantGroup ?? '', set);
    }
    expect([...sellersByGroup.values()].every((set) => set.size === 1)).toBe(true);
  });
});

describe('seed command line', () => {
  it('reads the product count and the reset flag', () => {
    expect(parseArgs([])).toEqual({ products: undefined, reset: false });
    expect(parseArgs(['--products', '100000'])).toEqual({ products: 100_000, reset: false });
    expect(parseArgs(['--products=1_000_000', '--force'])).toEqual({ products: 1_000_000, reset: true });
    expect(parseArgs(['--reset', '--products', '1,00,000'])).toEqual({ products: 100_000, reset: true });
  });

  it('refuses what it does not understand', () => {
    expect(() => parseArgs(['--products', 'many'])).toThrow('--products needs a whole number, got many');
    expect(() => parseArgs(['--products', '-5'])).toThrow('--products needs a whole number');
    expect(() => parseArgs(['--wipe'])).toThrow('Unknown option --wipe');
  });
});
