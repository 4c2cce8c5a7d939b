// The SQL of a text search, shared by the search module and the catalogue listing (GET /api/products?search=):
// the matches against the weighted documents and the relevance score both order by.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/products.ts';

/** A tsquery text of @haat/domain/search/search-terms (prefixTsQuery, anyOfTsQuery), always a parameter. */
export const tsQuery = (text: string): SQL => sql`to_tsquery('simple', ${text})`;

/** The full document (name, brand, category, tags, description) matches (products_search_document_idx). */
export const textMatch = (text: string): SQL => sql`${products.searchDocument} @@ ${tsQuery(text)}`;

/** The short document (name, brand, category path) matches (products_search_title_idx): suggestions. */
export const titleMatch = (text: string): SQL => sql`${products.searchTitle} @@ ${tsQuery(text)}`;

/**
 * Relevance = (title + 0.3 · titleAny + 0.05) × (1 + 0.1 · ln(1 + popularity) + 0.05 · rating).
 *
 * title is ts_rank_cd over the short document for the reading the search prefers (`rankText`: the term as
 * rewritten or corrected, 'mobile' → smartphone) and titleAny the same for every reading (`text`, which also
 * decides the matches), each with the weights A 1.0 (name, brand) and B 0.4 (category path), normalised by 32
 * to rank / (rank + 1), so each lies in [0, 1): about 0.5 for one word in the name, 0.29 in the category only,
 * and 0 for a product that matched by its tags or description only, which the constant 0.05 keeps above nothing.
 * So a smartphone (category match of the preferred reading) ranks above a "Car Mobile Holder" (name match of
 * the typed word only). popularity is views + 5 × units sold over 30 days (products.popularity) and rating the
 * 0–5 average: the factor is at most about 1 + 0.1 · ln(10 001) + 0.25 ≈ 2.2, so a name match always ranks
 * above a description-only one, and popularity and rating order products that match about equally well.
 * Ranking on the short document reads no large column per match.
 */
export function relevanceScore(text: string, rankText: string = text): SQL {
  const titleRank = (query: string) =>
    sql`ts_rank_cd('{0.1, 0.2, 0.4, 1.0}'::float4[], ${products.searchTitle}, ${tsQuery(query)}, 32)`;
  // Without a rewrite or correction both readings are one: rank once (ts_rank_cd is most of a search's cost).
  const textRank =
    rankText === text
      ? sql`1.3 * ${titleRank(text)}`
      : sql`${titleRank(rankText)} + 0.3 * ${titleRank(text)}`;
  return sql`((${textRank} + 0.05)
    * (1 + 0.1 * ln(1 + greatest(${products.popularity}, 0)) + 0.05 * ${products.ratingsAverage}))::float8`;
}

/**
 * Runs `read` in a transaction whose planner reads the matches through the search index. PostgreSQL prices
 * @@ like any cheap operator, so for a term matching a fifth of the catalogue it scans every row and
 * decompresses every full document (1.1 s at 100k products), and for a sort by price or popularity it walks
 * that order's index testing document after document until a page is full (0.7 s for a rare term). The GIN
 * index's bitmap reads only the matching rows and tests no document at all (about 8× faster); sorting the
 * matches then costs little. The settings end with the transaction.
 */
export async function withSearchPlan<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // set_config(…, true) is SET LOCAL; both in one statement, one round trip.
    await tx.execute(
      sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`,
    );
    return read(tx as unknown as Db);
  });
}
