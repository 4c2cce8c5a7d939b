// fitsAudience (search.sql) tests segments by equality and names by a fragment before the words' expression: it
// must keep exactly the products that the rule's regular expressions over the whole path and the name kept, for
// every audience, over the seeded catalogue and names and paths made to sit on the edges.
import { SEARCH_AUDIENCES, type SearchAudience } from '@haat/domain/search/search-interpretation.schema';
import { audienceRule } from '@haat/domain/search/search-plan';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.ts';
import { createTestDatabase, testDatabaseKind } from '../../../testing/build-test-app.ts';
import { rowsOf } from '../sql-rows.ts';
import { fitsAudience } from './search.sql.ts';

/** The rules as they were written before (path and name each one expression): the reference. */
const REFERENCE: Record<SearchAudience, { idealFor: string[]; path: string; name: string }> = {
  men: {
    idealFor: ['men', 'unisex'],
    path: '(^|/)(womens|kids|girls?|boys?|infants?|baby)(/|$)|(^|/)(girls|boys|infant)-',
    name: "\\m(women|womens|women's|ladies|girls?|boys?|kids?|baby)\\M",
  },
  women: {
    idealFor: ['women', 'unisex'],
    path: '(^|/)(mens|kids|girls?|boys?|infants?|baby)(/|$)|(^|/)(girls|boys|infant)-',
    name: "\\m(men|mens|men's|gents|boys?|kids?|baby)\\M",
  },
  boys: {
    idealFor: ['boys', 'kids', 'unisex'],
    path: '(^|/)(mens|womens|girls?)(/|$)|(^|/)girls-',
    name: "\\m(men|mens|men's|women|womens|women's|ladies|girls?)\\M",
  },
  girls: {
    idealFor: ['girls', 'kids', 'unisex'],
    path: '(^|/)(mens|womens|boys?)(/|$)|(^|/)boys-',
    name: "\\m(men|mens|men's|women|womens|women's|ladies|boys?)\\M",
  },
  kids: {
    idealFor: ['kids', 'boys', 'girls'],
    path: '(^|/)(mens|womens)(/|$)',
    name: "\\m(men|mens|men's|women|womens|women's|ladies|gents)\\M",
  },
  baby: {
    idealFor: ['kids'],
    path: '(^|/)(mens|womens)(/|$)',
    name: "\\m(men|mens|men's|women|womens|women's|ladies)\\M",
  },
};

/** Names and paths on the edges: glued words, typographic apostrophes, prefixes, words inside longer words. */
const EDGES: [name: string, category: string, subcategory: string, item: string | null][] = [
  ['Ladies/Gents Analog Watch', 'watches', 'analog', null],
  ["Men's Cotton Kurta", 'fashion', 'mens', 'kurtas'],
  ['Women’s Running Shoes', 'footwear', 'sports', null],
  ['KID’S Water Bottle', 'home', 'kitchen', null],
  ['boys.shirt combo', 'fashion', 'tops', null],
  ['Womenswear Linen Top', 'fashion', 'tops', null],
  ['Babyshop Steel Bottle', 'home', 'kitchen', 'bottles'],
  ['Gentsmart Trimmer', 'appliances', 'grooming', null],
  ['Girl Power Notebook', 'stationery', 'notebooks', null],
  ['Plain Tee', 'fashion', 'girls-clothing', null],
  ['Plain Tee', 'fashion', 'kids', 'infant-wear'],
  ['Plain Tee', 'fashion', 'baby-care', null],
  ['Plain Tee', 'womens', 'ethnic', null],
  ['Plain Tee', 'fashion', 'boyswear', null],
  ['Plain Tee', 'fashion', 'sleepwear', 'infant-sets'],
  ['Plain Tee', 'fashion', 'boys-clothing', null],
  ['Plain Tee', 'kids', 'tops', null],
  ['Plain Tee', 'fashion', 'tops', 'boys'],
  ['Plain Tee', 'fashion', 'tops', 'girl'],
  ['Plain Tee', 'fashion', 'tops', 'mens'],
  ['Plain Tee', 'fashion', 'tops', 'infants'],
  ['Omen Gaming Laptop', 'electronics', 'laptops', null],
];

describe(`audience of a product (${testDatabaseKind})`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase({ seed: { demoCustomer: false } }));
  });
  afterAll(() => drop?.());

  /** Every seeded product and each edge, as a row named like the table so fitsAudience reads its columns. */
  const rowsTable = sql`(
      select id, name, category, subcategory, sub_subcategory, specifications from products
      union all
      select e.id, e.name, e.category, e.subcategory, e.item, e.specifications
      from jsonb_to_recordset(${JSON.stringify(
        EDGES.flatMap(([name, category, subcategory, item], i) => [
          { id: `edge_${i}`, name, category, subcategory, item, specifications: {} },
          {
            id: `edge_${i}_unisex`,
            name,
            category,
            subcategory,
            item,
            specifications: { 'Ideal For': 'Unisex' },
          },
        ]),
      )}::jsonb) as e(id text, name text, category text, subcategory text, item text, specifications jsonb)
    ) as products`;

  it.each(SEARCH_AUDIENCES)('keeps what the expressions kept: %s', async (audience) => {
    const reference = REFERENCE[audience];
    const idealFor = sql`lower(products.specifications ->> 'Ideal For')`;
    const path = sql`(products.category || '/' || products.subcategory || coalesce('/' || products.sub_subcategory, ''))`;
    const rows = await rowsOf<{ id: string; fits: boolean; before: boolean }>(
      database.db,
      sql`select products.id, coalesce(${fitsAudience(audienceRule(audience))}, false) as fits,
            coalesce(${idealFor} = any(${sql.param(reference.idealFor)}::text[])
              or (${idealFor} is null and ${path} !~ ${reference.path}
                and lower(products.name) !~ ${reference.name}), false) as before
          from ${rowsTable}`,
    );
    expect(rows.length).toBeGreaterThan(EDGES.length * 2);
    // Both answers occur, so the comparison says something.
    expect(new Set(rows.map((row) => row.before))).toEqual(new Set([true, false]));
    expect(rows.filter((row) => row.fits !== row.before)).toEqual([]);
  });
});
