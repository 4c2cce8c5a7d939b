import { sql } from 'drizzle-orm';
import { understandQuery, WORDS_ONLY } from '@haat/domain/search/query-understanding';
import { searchPlan } from '@haat/domain/search/search-plan';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind } from '../../testing/build-test-app.ts';
import type { Database } from '../../db/client.ts';
import { withSearchPlan } from './search/search.sql.ts';
import { listProducts, type ProductFilter } from './catalog.repository.ts';
import { listGroupRepresentatives } from './product-groups.sql.ts';
import { rowsOf } from './sql-rows.ts';

// A search ranks only its RELEVANCE_WINDOW most popular matches by relevance and lists the rest after them by
// popularity. Here the window is small enough for a seeded term to overflow it.
describe(`relevance window (${testDatabaseKind})`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  // Text words only (no type named), as "Search instead for" reads them.
  const filter: ProductFilter = { search: searchPlan(understandQuery('kurta', new Map(), WORDS_ONLY)) };
  const relevance = { field: 'relevance', order: 'desc' } as const;
  const pageIds = (offset: number, limit: number, window: number) =>
    withSearchPlan(database.db, (db) => listProducts(db, filter, relevance, { offset, limit }, window)).then(
      (rows) => rows.map((row) => row.id),
    );
  let byPopularity: string[];
  /** Each match's group (products.group_key). */
  let groupOf: Map<string, string>;
  const groupPageIds = (offset: number, limit: number, window: number) =>
    withSearchPlan(database.db, (db) =>
      listGroupRepresentatives(db, filter, relevance, { offset, limit }, window),
    ).then((page) => page.rows.map((row) => row.id));

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase({ seed: { demoCustomer: false } }));
    const rows = await rowsOf<{ id: string }>(
      database.db,
      // The same order the window is chosen by.
      sql`select id from products
        where is_published and search_document @@ to_tsquery('simple', ${"'kurta':*"})
        order by popularity desc, id`,
    );
    byPopularity = rows.map((row) => row.id);
    const groups = await rowsOf<{ id: string; group_key: string }>(
      database.db,
      sql`select id, group_key from products where id in ${byPopularity}`,
    );
    groupOf = new Map(groups.map((row) => [row.id, row.group_key]));
  });
  afterAll(() => drop?.());

  it('has more matches than the window used here', () => {
    expect(byPopularity.length).toBeGreaterThan(30);
  });

  it('ranks the most popular matches first and lists the others after them by popularity', async () => {
    const window = 10;
    const ids = await pageIds(0, byPopularity.length, window);
    expect(new Set(ids.slice(0, window))).toEqual(new Set(byPopularity.slice(0, window)));
    expect(ids.slice(window)).toEqual(byPopularity.slice(window));
  });

  it('pages through every match once, across the end of the window', async () => {
    const window = 10;
    const pages: string[] = [];
    for (let offset = 0; offset < byPopularity.length; offset += 7)
      pages.push(...(await pageIds(offset, 7, window)));
    expect(pages).toHaveLength(byPopularity.length);
    expect(new Set(pages)).toEqual(new Set(byPopularity));
    expect(pages).toEqual(await pageIds(0, byPopularity.length, window));
  });

  it('orders a term with fewer matches than the window wholly by relevance', async () => {
    const whole = await pageIds(0, 20, 1_000_000);
    const windowed = await pageIds(0, 20, byPopularity.length);
    expect(windowed).toEqual(whole);
    // Relevance, not popularity: the name matches come before the most popular product.
    expect(whole).not.toEqual(byPopularity.slice(0, 20));
  });

  it('one card per group: the window’s groups first, the others after by popularity, every group once', async () => {
    const window = 10;
    const groups = new Set(byPopularity.map((id) => groupOf.get(id)));
    const windowGroups = new Set(byPopularity.slice(0, window).map((id) => groupOf.get(id)));
    expect(groups.size).toBeGreaterThan(windowGroups.size);
    const whole = await groupPageIds(0, byPopularity.length, window);
    expect(whole.map((id) => groupOf.get(id))).toHaveLength(groups.size);
    expect(new Set(whole.map((id) => groupOf.get(id)))).toEqual(groups);
    expect(new Set(whole.slice(0, windowGroups.size).map((id) => groupOf.get(id)))).toEqual(windowGroups);
    // Pages of 3 across the end of the window's groups give the same order, nothing twice or missed.
    const pages: string[] = [];
    for (let offset = 0; offset < groups.size; offset += 3)
      pages.push(...(await groupPageIds(offset, 3, window)));
    expect(pages).toEqual(whole);
  });

  it('counts every match in the scan that ranks them, whether the window holds them all or not', async () => {
    const groups = new Set(byPopularity.map((id) => groupOf.get(id)));
    const page = (window: number) =>
      withSearchPlan(database.db, (db) =>
        listGroupRepresentatives(db, filter, relevance, { offset: 40, limit: 5 }, window),
      );
    const counted = { groups: groups.size, listings: byPopularity.length };
    const whole = await page(byPopularity.length + 1);
    expect(whole.matched).toEqual(counted);
    expect(whole.rows.map((row) => row.id)).toEqual(await groupPageIds(40, 5, 1_000_000));
    expect((await page(byPopularity.length)).matched).toEqual(counted);
    expect((await page(10)).matched).toEqual(counted);
  });

  it('a term nothing matches: no page, and nothing counted', async () => {
    const none: ProductFilter = { search: searchPlan(understandQuery('zzqxv', new Map(), WORDS_ONLY)) };
    const page = await withSearchPlan(database.db, (db) =>
      listGroupRepresentatives(db, none, relevance, { offset: 0, limit: 5 }, 10),
    );
    expect(page).toEqual({ rows: [], matched: { groups: 0, listings: 0 } });
  });
});
