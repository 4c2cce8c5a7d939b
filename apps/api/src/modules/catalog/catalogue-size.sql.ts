// How many listings the catalogue holds, as the planner estimates it (pg_class.reltuples): exact enough to size a
// facet sample (catalog.facets) and to tell a small store's search plans from a large one's (search.sql), and free.
// Kept a minute per database handle: a search's reads run in a transaction, a handle of its own, and read it again
// (one catalogue lookup); a test process holds several databases, each with its own answer.
import { sql } from 'drizzle-orm';
import { perDatabase } from '../../db/per-database.ts';
import { rowsOf } from './sql-rows.ts';

export const catalogueSize = perDatabase(async (db) => {
  const [row] = await rowsOf<{ rows: number }>(
    db,
    // A table never analyzed has no estimate (-1), one analyzed while empty says 0 (a database made from a template
    // before its seed): either is then counted.
    sql`select case when reltuples <= 0 then (select count(*) from products) else reltuples end::bigint as rows
        from pg_class where relname = 'products'`,
  );
  return Number(row?.rows ?? 0);
}, 60_000);
