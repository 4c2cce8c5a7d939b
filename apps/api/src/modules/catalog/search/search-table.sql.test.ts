// A search's scan reads product_search where the filter allows (search-table.sql): it must give the same page,
// the same counts and the same head-type count as the scan of the products table, for searches as the service
// plans them (types, brands, prices, words only in descriptions, title-only readings) over the listing's filters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.ts';
import { createTestDatabase, testDatabaseKind } from '../../../testing/build-test-app.ts';
import type { ProductFilter } from '../catalog.repository.ts';
import { listGroupRepresentatives } from '../product-groups.sql.ts';
import { planSearch } from './search-interpret.ts';
import { countMatching } from './search.repository.ts';
import { withSearchPlan } from './search.sql.ts';
import { filtersOnSearchTable, ranksOnSearchTable } from './search-table.sql.ts';

const TERMS = [
  'phone',
  'samsung phone',
  'kurta',
  'cotton',
  'black shoes',
  'boat',
  'watch under 2000',
  'atta',
  'steel bottle',
  'laptop 16gb',
  'tv',
  'saree silk',
  'shoes for men',
  'kurti for women',
];
const BASES: ProductFilter[] = [
  {},
  { category: 'electronics' },
  { minPricePaise: 50_000, maxPricePaise: 500_000 },
  { brands: ['Samsung', 'boAt', 'Biba'] },
];
/** A filter that holds for every listing (every sample slot is below 1,024) and sends the scan to products. */
const ON_PRODUCTS: ProductFilter = { sampleBelow: 1024 };
const relevance = { field: 'relevance', order: 'desc' } as const;

describe(`the search table's scan against the products table's (${testDatabaseKind})`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase({ seed: { demoCustomer: false } }));
  });
  afterAll(() => drop?.());

  it('reads the narrow table only for filters of its columns and no audience', () => {
    expect(filtersOnSearchTable({ category: 'fashion', minPricePaise: 1, brands: ['Biba'] })).toBe(true);
    expect(filtersOnSearchTable({ ...ON_PRODUCTS })).toBe(false);
    expect(filtersOnSearchTable({ inStock: true })).toBe(false);
    expect(filtersOnSearchTable({ specifications: [{ name: 'ram', keys: ['RAM'], values: ['8 gb'] }] })).toBe(
      false,
    );
  });

  it('gives the same pages and counts as the products table', async () => {
    const { db } = database;
    let compared = 0;
    const ways = new Set<string>();
    for (const base of BASES) {
      for (const term of TERMS) {
        const planned = await planSearch(db, term, base);
        if (!planned) continue;
        const { filter } = planned;
        expect(filtersOnSearchTable(filter), term).toBe(!filter.search?.audience);
        ways.add(
          ranksOnSearchTable(filter) ? 'ranked' : filtersOnSearchTable(filter) ? 'matched' : 'products',
        );
        const wide = { ...filter, ...ON_PRODUCTS };
        // A small window, so that pages past it read the rest of the matches too.
        for (const page of [
          { offset: 0, limit: 20 },
          { offset: 20, limit: 20 },
        ]) {
          const read = (f: ProductFilter) =>
            withSearchPlan(db, (tx) => listGroupRepresentatives(tx, f, relevance, page, 30), f.search);
          const [narrowPage, widePage] = [await read(filter), await read(wide)];
          expect(
            { ids: narrowPage.rows.map((row) => row.id), matched: narrowPage.matched },
            `${term} ${JSON.stringify(base)} ${page.offset}`,
          ).toEqual({ ids: widePage.rows.map((row) => row.id), matched: widePage.matched });
        }
        expect(await countMatching(db, filter, 500, { headTypeOnly: true }), term).toBe(
          await countMatching(db, wide, 500, { headTypeOnly: true }),
        );
        compared += 1;
      }
    }
    expect(compared).toBe(BASES.length * TERMS.length);
    // The terms reach each way of reading: all on the search table, its matches only (a colour or a size
    // ranks), and the products table (an audience).
    expect([...ways].sort()).toEqual(['matched', 'products', 'ranked']);
  });
});
