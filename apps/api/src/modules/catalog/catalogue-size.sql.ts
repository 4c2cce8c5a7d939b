// How many listings the catalogue holds, as the planner estimates it (pg_class.reltuples): exact enough to size a
// facet sample (catalog.facets) and to tell a small store's search plans from a large one's (search.sql), and free.
// Kept for a minute per process, not per handle: searches read inside transactions, each a handle of its own, and
// a process serves one database (each test file runs in a module context of its own).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from './sql-rows.ts';

const TTL_MS = 60_000;
let cached: { at: number; value: Promise<number> } | undefined;

export function catalogueSize(db: Db): Promise<number> {
  if (cached && Date.now() - cached.at < TTL_MS) return cached.value;
  const value = rowsOf<{ rows: number }>(
    db,
    // A table never analyzed has no estimate (-1), one analyzed while empty says 0 (a database made from a template
    // before its seed): either is then counted, once a minute.
    sql`select case when reltuples <= 0 then (select count(*) from products) else reltuples end::bigint as rows
        from pg_class where relname = 'products'`,
  ).then(([row]) => Number(row?.rows ?? 0));
  const entry = { at: Date.now(), value };
  value.catch(() => {
    if (cached === entry) cached = undefined;
  });
  cached = entry;
  return value;
}
