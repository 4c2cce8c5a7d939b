// Migration 0028: category_listing_counts and category_group_listings always equal what counting the published
// listings says, whatever wrote them (the seed's set-based insert, fixtures, a change of category, group or
// publication, deletes, a random sequence of those), and concurrent writers of one new group count it once.
import { inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFixtureProducts } from '../modules/catalog/catalog.fixtures.ts';
import { rowsOf } from '../modules/catalog/sql-rows.ts';
import { createTestDatabase, testDatabaseKind } from '../testing/build-test-app.ts';
import type { Database } from './client.ts';
import { products } from './schema/products.ts';

describe(`the counts kept per category (${testDatabaseKind})`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase({ seed: { demoCustomer: false } }));
  });
  afterAll(() => drop?.());

  /** Rows of the kept tables that counting products disagrees with, both ways. */
  async function disagreements(): Promise<{ groups: number; totals: number; categories: number }> {
    const [row] = await rowsOf<{ groups: number; totals: number; categories: number }>(
      database.db,
      sql`with counted as (
            select category, group_key, count(*)::int as listings from products where is_published group by 1, 2
          ), totals as (
            select category, sum(listings)::int as listings, count(*)::int as groups from counted group by 1
          )
          select
            (select count(*) from (
              (select category, group_key, listings from counted
                except select category, group_key, listings from category_group_listings)
              union all
              (select category, group_key, listings from category_group_listings
                except select category, group_key, listings from counted)) d)::int as groups,
            (select count(*) from (
              (select category, listings, groups from totals
                except select category, listings, groups from category_listing_counts where listings > 0)
              union all
              (select category, listings, groups from category_listing_counts where listings > 0
                except select category, listings, groups from totals)) d)::int as totals,
            (select count(*) from totals)::int as categories`,
    );
    return row!;
  }

  it('holds the seeded catalogue', async () => {
    const seen = await disagreements();
    expect(seen.categories).toBeGreaterThan(5);
    expect(seen).toEqual({ groups: 0, totals: 0, categories: seen.categories });
  });

  it('follows inserts, a change of category, group or publication, and deletes', async () => {
    const { db } = database;
    await insertFixtureProducts(db, [
      { id: 'count-a', variantGroup: 'count-pair' },
      { id: 'count-b', variantGroup: 'count-pair' },
      { id: 'count-c', isPublished: false },
    ]);
    expect(await disagreements()).toMatchObject({ groups: 0, totals: 0 });
    await db.execute(sql`update products set category = 'books' where id = 'count-a'`);
    await db.execute(sql`update products set variant_group = null where id = 'count-b'`);
    await db.execute(sql`update products set is_published = true where id = 'count-c'`);
    await db.execute(sql`update products set is_published = false where id = 'count-b'`);
    // A sale's write fires nothing and changes nothing.
    await db.execute(
      sql`update products set stock = stock + 1, popularity = popularity + 1 where id = 'count-a'`,
    );
    expect(await disagreements()).toMatchObject({ groups: 0, totals: 0 });
    await db.execute(sql`delete from products where id in ('count-a', 'count-b', 'count-c')`);
    expect(await disagreements()).toMatchObject({ groups: 0, totals: 0 });
  });

  it('agrees with a count after any sequence of writes (property)', async () => {
    const { db } = database;
    const ids = ['prop-0', 'prop-1', 'prop-2', 'prop-3', 'prop-4'];
    const category = fc.constantFrom('electronics', 'books', 'kids');
    const group = fc.constantFrom(null, 'prop-g1', 'prop-g2');
    const write = fc.oneof(
      fc.record({
        kind: fc.constant('insert' as const),
        count: fc.integer({ min: 1, max: 5 }),
        category,
        group,
      }),
      fc.record({ kind: fc.constant('move' as const), category }),
      fc.record({ kind: fc.constant('regroup' as const), group }),
      fc.record({ kind: fc.constant('publish' as const), published: fc.boolean() }),
      fc.record({ kind: fc.constant('delete' as const) }),
    );
    // Each write touches a random subset of the existing fixture listings (ids' bits), in one statement.
    const step = fc.tuple(write, fc.integer({ min: 1, max: 31 }));
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        await db.execute(sql`delete from products where id like 'prop-%'`);
        for (const [w, bits] of steps) {
          const chosen = ids.filter((_, i) => bits & (1 << i));
          const list = inArray(products.id, chosen);
          if (w.kind === 'insert') {
            // Listings not chosen are (re)inserted afresh, as many as asked.
            const fresh = ids.filter((id) => !chosen.includes(id)).slice(0, w.count);
            if (fresh.length === 0) continue;
            await db.delete(products).where(inArray(products.id, fresh));
            await insertFixtureProducts(
              db,
              fresh.map((id) => ({ id, category: w.category, variantGroup: w.group })),
            );
          } else if (w.kind === 'move') {
            await db.execute(sql`update products set category = ${w.category} where ${list}`);
          } else if (w.kind === 'regroup') {
            await db.execute(sql`update products set variant_group = ${w.group} where ${list}`);
          } else if (w.kind === 'publish') {
            await db.execute(sql`update products set is_published = ${w.published} where ${list}`);
          } else {
            await db.execute(sql`delete from products where ${list}`);
          }
        }
        expect(await disagreements()).toMatchObject({ groups: 0, totals: 0 });
      }),
      { numRuns: 25 },
    );
    await db.execute(sql`delete from products where id like 'prop-%'`);
  });

  it.skipIf(testDatabaseKind !== 'postgres')(
    'counts a new group once when concurrent writers add its listings (postgres)',
    async () => {
      const { db } = database;
      const writers = Array.from({ length: 8 }, (_, i) =>
        db.transaction(async (tx) => {
          await insertFixtureProducts(tx, [
            { id: `race-${i}`, category: 'kids', variantGroup: 'race-group' },
          ]);
          // Hold the transaction open a little, so that the writers overlap.
          await tx.execute(sql`select pg_sleep(0.05)`);
        }),
      );
      await Promise.all(writers);
      expect(await disagreements()).toMatchObject({ groups: 0, totals: 0 });
      await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          db.transaction(async (tx) => {
            await tx.execute(sql`delete from products where id = ${`race-${i}`}`);
            await tx.execute(sql`select pg_sleep(0.05)`);
          }),
        ),
      );
      expect(await disagreements()).toMatchObject({ groups: 0, totals: 0 });
    },
  );
});
