// Migration 0026: what the catalogue's filters, ranking and cards read stays in a listing's row, and the full
// search document (read through its index only) is the column moved out of line first.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../modules/catalog/sql-rows.ts';
import { createTestDatabase, testDatabaseKind } from '../testing/build-test-app.ts';
import type { Database } from './client.ts';

describe(`products' row storage (${testDatabaseKind})`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
  });
  afterAll(() => drop?.());

  it('keeps the read columns in the row and sends the search document out first', async () => {
    const rows = await rowsOf<{ attname: string; attstorage: string }>(
      database.db,
      sql`select a.attname, a.attstorage from pg_attribute a join pg_type t on t.oid = a.atttypid
          where a.attrelid = 'products'::regclass and a.attnum > 0 and not a.attisdropped and t.typlen = -1`,
    );
    const storage = Object.fromEntries(rows.map((row) => [row.attname, row.attstorage]));
    expect(storage.search_document).toBe('e');
    for (const column of [
      'name',
      'brand',
      'specifications',
      'images',
      'search_title',
      'group_key',
      'variant_options',
    ])
      expect(storage[column], column).toBe('m');
    // Only product-page text may be compressed or moved: the description, compliance, warnings, the review note.
    const movable = Object.entries(storage)
      .filter(([, kind]) => kind === 'x')
      .map(([name]) => name)
      .sort();
    expect(movable).toEqual(['compliance_certifications', 'description', 'listing_note', 'safety_warnings']);
  });
});
