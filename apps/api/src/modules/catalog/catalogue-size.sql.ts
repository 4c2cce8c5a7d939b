// How many listings the catalogue and each category hold: exactly, as kept with every write (keptListingCounts:
// a category page's total), or as the planner estimates them (pg_class.reltuples, pg_stats): exact enough to size
// a facet sample and to tell a small category from a large one (catalog.facets), and a small store's search plans
// from a large one's (search.sql), and free. The estimates are kept a minute per database handle:
// a search's reads run in a transaction, a handle of its own, and read it again (one catalogue lookup); a test
// process holds several databases, each with its own answer.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { perDatabase } from '../../db/per-database.ts';
import { categoryListingCounts } from '../../db/schema/products.ts';
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

/**
 * Listings per category as the planner's statistics estimate them (the most common values of products.category,
 * each its share of the table's rows): free, and close enough to tell a category of 2,000 listings from one of
 * 30,000 (catalog.facets countMatches). A category the statistics do not list, or a table never analyzed, is
 * absent: the caller then assumes the whole catalogue.
 */
export const categorySizes = perDatabase(async (db) => {
  const rows = await rowsOf<{ category: string; rows: number }>(
    db,
    sql`select v.category, (v.freq * greatest(c.reltuples, 0))::bigint as rows
        from pg_stats as s
          cross join lateral unnest(s.most_common_vals::text::text[], s.most_common_freqs) as v(category, freq)
          join pg_class as c on c.oid = 'products'::regclass
        where s.schemaname = current_schema() and s.tablename = 'products' and s.attname = 'category'`,
  );
  return new Map(rows.map((row) => [row.category, Number(row.rows)]));
}, 60_000);

/**
 * The published listings and product groups of one category, or of the whole catalogue, as PostgreSQL keeps them
 * with every write (migration 0028, category_listing_counts): exact, and one row per category to read.
 */
export async function keptListingCounts(
  db: Db,
  category: string | undefined,
): Promise<{ listings: number; groups: number }> {
  const [row] = await rowsOf<{ listings: number; groups: number }>(
    db,
    sql`select coalesce(sum(${categoryListingCounts.listings}), 0)::int as listings,
          coalesce(sum(${categoryListingCounts.groups}), 0)::int as groups
        from ${categoryListingCounts}
        ${category === undefined ? sql`` : sql`where ${categoryListingCounts.category} = ${category}`}`,
  );
  return { listings: row?.listings ?? 0, groups: row?.groups ?? 0 };
}
