// Migration 0027: product_search holds, for every product, exactly the columns of the products row it copies,
// whatever wrote the product (the seed's set-based insert, a fixture's insert, a seller's edit, the popularity
// job's update, a sale's stock, a review's rating, a delete).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFixtureProducts } from '../modules/catalog/catalog.fixtures.ts';
import { rowsOf } from '../modules/catalog/sql-rows.ts';
import { createTestDatabase, testDatabaseKind } from '../testing/build-test-app.ts';
import type { Database } from './client.ts';

const COPIED =
  sql.raw(`id, is_published, category, subcategory, sub_subcategory, brand, price_paise, popularity,
  group_key, search_title::text, search_document::text`);

describe(`the search table beside products (${testDatabaseKind})`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase({ seed: { demoCustomer: false } }));
  });
  afterAll(() => drop?.());

  /** Rows of one table missing from the other, both ways, and how many rows each holds. */
  async function difference() {
    const [row] = await rowsOf<{ missing: number; extra: number; products: number; copies: number }>(
      database.db,
      sql`select
            (select count(*) from (select ${COPIED} from products except select ${COPIED} from product_search) d)::int
              as missing,
            (select count(*) from (select ${COPIED} from product_search except select ${COPIED} from products) d)::int
              as extra,
            (select count(*) from products)::int as products,
            (select count(*) from product_search)::int as copies`,
    );
    return row!;
  }

  it('copies every seeded product', async () => {
    const seen = await difference();
    expect(seen.products).toBeGreaterThan(1000);
    expect(seen).toEqual({ missing: 0, extra: 0, products: seen.products, copies: seen.products });
  });

  it('follows inserts, edits, the popularity job, unpublishing, grouping and deletes', async () => {
    const { db } = database;
    await insertFixtureProducts(db, [
      { id: 'search-copy-a', name: 'Copper water bottle', popularity: 3, stock: 5 },
      { id: 'search-copy-b', name: 'Steel water bottle', pricePaise: 45_000 },
    ]);
    expect(await difference()).toMatchObject({ missing: 0, extra: 0 });

    await db.execute(sql`update products set name = 'Brass water bottle', tags = array['kitchen', 'brass'],
      description = 'Keeps water cool.', price_paise = 52000 where id = 'search-copy-a'`);
    await db.execute(sql`update products set popularity = popularity + 7 where category = 'electronics'`);
    await db.execute(sql`update products set is_published = false where id = 'search-copy-b'`);
    await db.execute(
      sql`update products set variant_group = 'bottles' where id in ('search-copy-a', 'search-copy-b')`,
    );
    await db.execute(sql`update products set stock = stock - 1 where id = 'search-copy-a'`);
    await db.execute(sql`update products set ratings_average = 4.5, condition = 'refurbished'
      where id = 'search-copy-a'`);
    expect(await difference()).toMatchObject({ missing: 0, extra: 0 });
    const [copy] = await rowsOf<{ title: string; group_key: string }>(
      db,
      sql`select search_title::text as title, group_key from product_search where id = 'search-copy-a'`,
    );
    expect(copy).toMatchObject({ group_key: 'bottles' });
    expect(copy!.title).toContain("'brass'");

    await db.execute(sql`delete from products where id in ('search-copy-a', 'search-copy-b')`);
    const after = await difference();
    expect(after).toMatchObject({ missing: 0, extra: 0, copies: after.products });
  });

  it('updates nothing in the copy for a write of a column it does not hold', async () => {
    const [before] = await rowsOf<{ xmin: string }>(
      database.db,
      sql`select xmin::text from product_search order by id limit 1`,
    );
    await database.db.execute(sql`update products set shipping_weight_grams = shipping_weight_grams + 1
      where id = (select id from product_search order by id limit 1)`);
    const [after] = await rowsOf<{ xmin: string }>(
      database.db,
      sql`select xmin::text from product_search order by id limit 1`,
    );
    expect(after!.xmin).toBe(before!.xmin);
  });
});
