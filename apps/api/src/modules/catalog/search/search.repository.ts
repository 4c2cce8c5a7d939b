// Search's SQL: products matching a text query for suggestions, typo-correction candidates by trigram
// similarity, and the search log (insert, trending terms, logged completions). Parameters only, no rules.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { escapeLike } from '../../../db/escape-like.ts';
import { products } from '../../../db/schema/products.ts';
import { searchLog, searchVocabulary } from '../../../db/schema/search.ts';
import { conditions, type ProductFilter } from '../catalog.repository.ts';
import { rowsOf } from '../sql-rows.ts';
import { matchScan, searchTableAsProducts } from './search-table.sql.ts';
import { ofHeadType, productPath, relevanceScore, titleMatch, withSearchPlan } from './search.sql.ts';

export interface LoggedSearch {
  term: string;
  resultCount: number;
  searchedAt: Date;
}

export async function insertSearches(db: Db, rows: LoggedSearch[]): Promise<void> {
  if (rows.length > 0) await db.insert(searchLog).values(rows);
}

/** Logged searches of the last `days` that found something and meet `where`, per term, most searched first. */
function successfulTermCounts(
  db: Db,
  days: number,
  limit: number,
  where: SQL = sql`true`,
): Promise<{ term: string; count: number }[]> {
  return rowsOf(
    db,
    sql`select ${searchLog.term} as term, count(*)::int as count
        from ${searchLog}
        where ${where}
          and ${searchLog.searchedAt} >= now() - make_interval(days => ${days}) and ${searchLog.resultCount} > 0
        group by ${searchLog.term}
        order by count desc, term
        limit ${limit}`,
  );
}

/** Searches of the last `days` that found something, per term, most searched first. */
export function trendingTerms(
  db: Db,
  days: number,
  limit: number,
): Promise<{ term: string; count: number }[]> {
  return successfulTermCounts(db, days, limit);
}

/** Logged terms that start with `prefix` (normalised) and found something, most searched first. */
export function loggedCompletions(
  db: Db,
  prefix: string,
  days: number,
  limit: number,
): Promise<{ term: string; count: number }[]> {
  return successfulTermCounts(
    db,
    days,
    limit,
    sql`${searchLog.term} like ${`${escapeLike(prefix)}%`} and ${searchLog.term} <> ${prefix}`,
  );
}

/**
 * How many products a listing filter matches, counting at most `cap`; headTypeOnly: only those of the type the
 * search asks for. Through the GIN index (withSearchPlan), on the narrow search table where the filter allows
 * (search-table.sql):
 * with a small LIMIT the planner otherwise scans every product, 0.5 s at 100k and 13 s at 1M for a rare word.
 */
export async function countMatching(
  db: Db,
  filter: ProductFilter,
  cap: number,
  options: { headTypeOnly?: boolean } = {},
): Promise<number> {
  const head = options.headTypeOnly && filter.search ? sql` and ${ofHeadType(filter.search)}` : sql``;
  const [row] = await withSearchPlan(
    db,
    (tx) =>
      rowsOf<{ n: number }>(
        tx,
        sql`select count(*)::int as n from (
            select 1 from ${matchScan(filter)} where ${conditions(filter)}${head} limit ${cap}
          ) as matched`,
      ),
    filter.search,
  );
  return row?.n ?? 0;
}

/** Every word of the search vocabulary (a word of some published product's brand, name or category). */
export async function vocabularyWords(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ word: string }>(
    db,
    sql`select ${searchVocabulary.word} as word from ${searchVocabulary}`,
  );
  return rows.map((row) => row.word);
}

/** The category path of the most relevant product a search filter matches, or undefined. */
export async function bestMatchPath(db: Db, filter: ProductFilter): Promise<string | undefined> {
  if (!filter.search) return undefined;
  const search = filter.search;
  const [row] = await withSearchPlan(db, (tx) =>
    rowsOf<{ path: string }>(
      tx,
      sql`select ${productPath} as path from ${products} where ${conditions(filter)}
          order by ${relevanceScore(search)} desc, ${products.popularity} desc, ${products.id} limit 1`,
    ),
  );
  return row?.path;
}

/** The brands of the published catalogue, as spelt there. */
export async function brandNames(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ brand: string }>(
    db,
    sql`select distinct ${products.brand} as brand from ${products} where ${products.isPublished}`,
  );
  return rows.map((row) => row.brand);
}

export interface SuggestionRow {
  id: string;
  name: string;
  brand: string;
  category: string;
  subcategory: string;
  subSubcategory: string | null;
  sellingPricePaise: number;
  image: string | null;
  variantGroup: string | null;
}

/** Matches a suggestion ranks at most: a two-letter prefix matches a tenth of a large catalogue. */
const SUGGESTION_SAMPLE = 1000;

/**
 * Popular published products whose name, brand or category path match (the short document), with only what
 * a suggestion shows; the caller puts name and brand matches first. The matches are read through the GIN
 * index (withSearchPlan) and at most SUGGESTION_SAMPLE of them are ordered by popularity: sorting every
 * match of a short prefix, or walking the popularity index past thousands of non-matching products for a
 * rare one, each cost around 100 ms at 100k products. The sample is read from the narrow search table
 * (search-table.sql) and only the chosen rows from products: reading the sample's wide rows was most of the
 * statement (docs/decisions/0017-uncached-catalogue.md).
 */
export async function matchingProducts(db: Db, titleQuery: string, limit: number): Promise<SuggestionRow[]> {
  return withSearchPlan(db, (tx) =>
    rowsOf<SuggestionRow>(
      tx,
      sql`select ${products.id} as id, ${products.name} as name, ${products.brand} as brand,
            ${products.category} as category, ${products.subcategory} as subcategory,
            ${products.subSubcategory} as "subSubcategory",
            ${products.sellingPricePaise} as "sellingPricePaise",
            ${products.images} -> 0 ->> 'url' as image, ${products.variantGroup} as "variantGroup",
            chosen.popularity
          from (
            select * from (
              select ${products.id} as id, ${products.popularity} as popularity
              from ${searchTableAsProducts}
              where ${products.isPublished} and ${titleMatch(titleQuery)}
              limit ${SUGGESTION_SAMPLE}
            ) as sampled
            order by popularity desc, id
            limit ${limit}
          ) as chosen
          join ${products} on ${products.id} = chosen.id
          order by chosen.popularity desc, chosen.id`,
    ),
  );
}

/**
 * Vocabulary words (brand, name and category words of published products) that look like each word by
 * trigram similarity (pg_trgm %, search_vocabulary_word_trgm_idx), most similar and then most common first.
 * The caller picks the closest by edit distance.
 */
export async function correctionCandidates(db: Db, words: string[]): Promise<Map<string, string[]>> {
  const byWord = new Map<string, string[]>();
  if (words.length === 0) return byWord;
  const list = sql.join(
    words.map((w) => sql`${w}`),
    sql`, `,
  );
  const rows = await rowsOf<{ word: string; candidate: string }>(
    db,
    sql`select w.word, c.word as candidate
        from unnest(array[${list}]::text[]) as w(word)
        cross join lateral (
          select ${searchVocabulary.word} as word
          from ${searchVocabulary}
          where ${searchVocabulary.word} % w.word
          order by similarity(${searchVocabulary.word}, w.word) desc, ${searchVocabulary.products} desc
          limit 8
        ) as c`,
  );
  for (const { word, candidate } of rows) byWord.set(word, [...(byWord.get(word) ?? []), candidate]);
  return byWord;
}
