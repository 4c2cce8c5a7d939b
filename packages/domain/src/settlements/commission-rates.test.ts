import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leafPaths } from '../catalog/category-tree.ts';
import {
  DEFAULT_COMMISSION_RATES,
  DEFAULT_RATES_EFFECTIVE_FROM,
  FALLBACK_COMMISSION_BPS,
  categoryPathCovers,
  commissionRateInputSchema,
  isKnownCategoryPath,
  normaliseCategoryPath,
  resolveCommissionRate,
  type CommissionRate,
} from './commission-rates.ts';
import { STATUTORY_RATE_HISTORY, resolveStatutoryRate } from './statutory-rates.ts';

const d = (iso: string) => new Date(iso);
const defaults: CommissionRate[] = DEFAULT_COMMISSION_RATES.map((r) => ({
  sellerId: null,
  ...r,
  effectiveFrom: DEFAULT_RATES_EFFECTIVE_FROM,
}));
const at = d('2026-11-20T10:00:00Z');

describe('commission rates', () => {
  it.each([
    ['fashion/shoes/sneakers', 1_500],
    ['fashion/mens/shirts', 1_700],
    ['mobile-phones/smartphones/android-phones', 500],
    ['mobile-phones/accessories/cases-covers', 1_500],
    ['grocery/snacks', 500],
    ['books', 900],
    ['appliances/small', 900],
    ['appliances/large/washing-machines', 600],
  ])('the most specific default covering %s is %i bps', (path, bps) => {
    expect(resolveCommissionRate(defaults, 'sel_001', path, at).rateBps).toBe(bps);
  });

  it('a prefix covers whole segments only', () => {
    expect(categoryPathCovers('home', 'home/kitchen')).toBe(true);
    expect(categoryPathCovers('home', 'home-appliances/climate')).toBe(false);
    expect(resolveCommissionRate(defaults, 's', 'home-appliances/climate', at).rateBps).toBe(800);
  });

  it('a seller override beats the marketplace, even a more specific marketplace rate', () => {
    const rates: CommissionRate[] = [
      ...defaults,
      { sellerId: 'sel_a', categoryPath: '', rateBps: 400, effectiveFrom: d('2026-01-01T00:00:00Z') },
      {
        sellerId: 'sel_a',
        categoryPath: 'fashion/shoes',
        rateBps: 1_200,
        effectiveFrom: d('2026-01-01T00:00:00Z'),
      },
    ];
    expect(resolveCommissionRate(rates, 'sel_a', 'fashion/shoes/sneakers', at).rateBps).toBe(1_200);
    expect(resolveCommissionRate(rates, 'sel_a', 'fashion/mens', at).rateBps).toBe(400);
    expect(resolveCommissionRate(rates, 'sel_b', 'fashion/mens', at).rateBps).toBe(1_700);
  });

  it('a new rate applies from its date and never to a moment before it', () => {
    const change = d('2026-12-01T00:00:00+05:30');
    const rates = [
      ...defaults,
      { sellerId: null, categoryPath: 'fashion', rateBps: 1_900, effectiveFrom: change },
    ];
    expect(resolveCommissionRate(rates, 's', 'fashion/mens', new Date(change.getTime() - 1)).rateBps).toBe(
      1_700,
    );
    expect(resolveCommissionRate(rates, 's', 'fashion/mens', change).rateBps).toBe(1_900);
  });

  it('before any rate is in force the fallback applies', () => {
    const resolved = resolveCommissionRate(defaults, 's', 'books', d('2023-01-01T00:00:00Z'));
    expect(resolved).toEqual({ rateBps: FALLBACK_COMMISSION_BPS, rate: null });
  });

  it('every leaf of the tree has a default in the 5–18 % band', () => {
    for (const path of leafPaths()) {
      const { rateBps, rate } = resolveCommissionRate(defaults, 's', path, at);
      expect(rate, path).not.toBeNull();
      expect(rateBps).toBeGreaterThanOrEqual(500);
      expect(rateBps).toBeLessThanOrEqual(1_800);
    }
    expect(DEFAULT_COMMISSION_RATES.every((r) => isKnownCategoryPath(r.categoryPath))).toBe(true);
  });

  it('adding a later rate never changes the rate resolved for an earlier moment (property)', () => {
    const paths = ['', ...leafPaths().slice(0, 40), 'fashion', 'fashion/shoes', 'books'];
    const rate = fc.record({
      sellerId: fc.constantFrom(null, 'sel_a', 'sel_b'),
      categoryPath: fc.constantFrom(...paths),
      rateBps: fc.integer({ min: 0, max: 5_000 }),
      effectiveFrom: fc.date({
        min: d('2024-01-01T00:00:00Z'),
        max: d('2027-01-01T00:00:00Z'),
        noInvalidDate: true,
      }),
    });
    fc.assert(
      fc.property(
        fc.array(rate, { maxLength: 20 }),
        rate,
        fc.constantFrom(...paths),
        (rates, added, path) => {
          const before = new Date(added.effectiveFrom.getTime() - 1);
          const old = resolveCommissionRate(rates, 'sel_a', path, before).rateBps;
          expect(resolveCommissionRate([...rates, added], 'sel_a', path, before).rateBps).toBe(old);
        },
      ),
    );
  });

  it('paths are normalised and checked against the tree', () => {
    expect(normaliseCategoryPath(' Fashion/Shoes/ ')).toBe('fashion/shoes');
    expect(isKnownCategoryPath('fashion/shoes')).toBe(true);
    expect(isKnownCategoryPath('fashion/hats')).toBe(false);
    expect(isKnownCategoryPath('trending')).toBe(false);
    expect(commissionRateInputSchema.safeParse({ categoryPath: 'nope', rateBps: 100 }).success).toBe(false);
    expect(commissionRateInputSchema.safeParse({ categoryPath: 'books', rateBps: 5_001 }).success).toBe(
      false,
    );
    expect(commissionRateInputSchema.parse({ categoryPath: 'Books', rateBps: 950 })).toMatchObject({
      sellerId: null,
      categoryPath: 'books',
      rateBps: 950,
    });
  });
});

describe('statutory rates', () => {
  it.each([
    ['gst_tcs', '2024-07-09T23:59:59+05:30', 100],
    ['gst_tcs', '2024-07-10T00:00:00+05:30', 50],
    ['income_tax_tds', '2024-09-30T23:59:59+05:30', 100],
    ['income_tax_tds', '2024-10-01T00:00:00+05:30', 10],
    ['income_tax_tds', '2020-12-01T00:00:00+05:30', 75],
    ['income_tax_tds', '2019-01-01T00:00:00+05:30', 0],
  ] as const)('%s on %s is %i bps', (kind, when, bps) => {
    expect(resolveStatutoryRate(STATUTORY_RATE_HISTORY, kind, d(when))).toBe(bps);
  });
});
