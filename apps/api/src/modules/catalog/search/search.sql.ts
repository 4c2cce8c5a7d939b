// The SQL of a text search, shared by the search module and the catalogue listing (GET /api/products?search=):
// the matches against the weighted documents and the relevance score both order by.
import {
  otherNameFragments,
  otherNamePattern,
  type AudienceRule,
  type SearchPlan,
} from '@haat/domain/search/search-plan';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { escapeLike } from '../../../db/escape-like.ts';
import { withPlanner } from '../../../db/planner-handles.ts';
import { catalogueSize } from '../catalogue-size.sql.ts';
import { products } from '../../../db/schema/products.ts';

/**
 * A tsquery text of @haat/domain/search (search-plan, search-terms), always a parameter, cast rather than parsed
 * by to_tsquery: its words are already lower-case letters, marks and digits in quotes, which is all the 'simple'
 * configuration would make of them, and a cast is a constant the planner folds once, where to_tsquery (stable) is
 * parsed again for every row a scan tests.
 */
export const tsQuery = (text: string): SQL => sql`${text}::tsquery`;

/** The full document (name, brand, category, tags, description) matches (products_search_document_idx). */
export const textMatch = (text: string): SQL => sql`${products.searchDocument} @@ ${tsQuery(text)}`;

/** The short document (name, brand, category path) matches (products_search_title_idx): suggestions. */
export const titleMatch = (text: string): SQL => sql`${products.searchTitle} @@ ${tsQuery(text)}`;

/** The product's category path (category/subcategory[/item]), as query understanding names types. */
export const productPath = sql`(${products.category} || '/' || ${products.subcategory} || coalesce('/' || ${products.subSubcategory}, ''))`;

/**
 * The product lies under one of the paths (category, category/subcategory or a whole path), as comparisons of its
 * own columns grouped by category and subcategory (products_category_subcategory_idx): no per-row string building.
 */
export function underPaths(paths: readonly string[]): SQL {
  const categories = new Set<string>();
  const subcategories = new Map<string, Set<string> | 'all'>();
  for (const path of paths) {
    const [category, subcategory, item] = path.split('/') as [string, string?, string?];
    if (subcategory === undefined) categories.add(category);
    else {
      const key = `${category}/${subcategory}`;
      const items = subcategories.get(key);
      if (item === undefined) subcategories.set(key, 'all');
      else if (items !== 'all') subcategories.set(key, new Set([...(items ?? []), item]));
    }
  }
  const parts: SQL[] = [];
  if (categories.size > 0) parts.push(sql`${products.category} = any(${sql.param([...categories])}::text[])`);
  for (const [key, items] of subcategories) {
    const [category, subcategory] = key.split('/');
    if (categories.has(category!)) continue;
    const level = sql`${products.category} = ${category} and ${products.subcategory} = ${subcategory}`;
    parts.push(
      items === 'all'
        ? sql`(${level})`
        : sql`(${level} and ${products.subSubcategory} = any(${sql.param([...items])}::text[]))`,
    );
  }
  return parts.length === 0 ? sql`false` : sql`(${sql.join(parts, sql` or `)})`;
}

/**
 * Who the product is for, as query understanding reads it (@haat/domain/search/search-plan audienceRule): its
 * Ideal For value, or with none, no path segment and no word of its name for someone else. The segments are
 * compared as the columns hold them, and a name is matched against the words' expression only when it holds one
 * of their fragments (LIKE): the expression alone, on the path and the name of every match, was most of the time of
 * a search such as "phone for men" (bench/RESULTS.md).
 */
export function fitsAudience(rule: AudienceRule): SQL {
  const idealFor = sql`lower(${products.specifications} ->> 'Ideal For')`;
  const segments = sql.param([...rule.otherSegments]);
  const prefixes = sql.param(rule.otherSegmentPrefixes.map((prefix) => `${escapeLike(prefix)}%`));
  const isOther = (segment: AnyPgColumn) =>
    sql`(${segment} = any(${segments}::text[]) or ${segment} like any(${prefixes}::text[]))`;
  const pathIsOther = sql`(${isOther(products.category)} or ${isOther(products.subcategory)}
    or coalesce(${isOther(products.subSubcategory)}, false))`;
  const name = sql`lower(${products.name})`;
  const fragments = sql.param(otherNameFragments(rule).map((fragment) => `%${escapeLike(fragment)}%`));
  const nameIsOther = sql`(${name} like any(${fragments}::text[]) and ${name} ~ ${otherNamePattern(rule)})`;
  return sql`(${idealFor} in (${sql.join(
    rule.idealFor.map((v) => sql`${v}`),
    sql`, `,
  )}) or (${idealFor} is null and not ${pathIsOther} and not ${nameIsOther}))`;
}

/**
 * Everything a read search asks every match to hold (docs/behaviour/search.md#ranking): each word group by the
 * product's path or its search document (products_search_document_idx), and the audience it names. Its price is
 * the listing filter's; a colour or a brand only ranks.
 */
export function searchMatch(plan: SearchPlan): SQL {
  const parts = plan.groups.map((group) => {
    if (!group.text) return underPaths(group.paths);
    const text = group.titleOnly ? titleMatch(group.text) : textMatch(group.text);
    return group.paths.length > 0 ? sql`(${underPaths(group.paths)} or ${text})` : text;
  });
  if (plan.audience) parts.push(fitsAudience(plan.audience));
  return parts.length === 0 ? sql`true` : sql`(${sql.join(parts, sql` and `)})`;
}

/**
 * A product of the type the search asks for (its head type): under one of its own paths, or under a path it
 * shares with other types with the type's words in its name, brand or category path.
 */
export function ofHeadType(plan: SearchPlan): SQL {
  const shared = plan.headSharedPaths;
  if (!shared || shared.paths.length === 0) return underPaths(plan.headPaths);
  return sql`(${underPaths(plan.headPaths)} or (${underPaths(shared.paths)} and ${products.searchTitle} @@ ${tsQuery(shared.text)}))`;
}

/**
 * Relevance (docs/behaviour/search.md#ranking), in tiers that never mix:
 *   100 a product of the head type (the last type named: "iphone cover" asks for covers), + 5 under its typical
 *   path when it spans categories (wrist watches before smart watches), 40 of another named type,
 *   + 20 shared by the other words of a query naming a type, each in the name, brand or category path ("iphone 13":
 *   the iPhone 13 before other iPhones), + 10 the brand named, + 5 made for exactly the audience named (not unisex), + 10 the colour named, + 10 shared by the sizes asked for, each matched exactly (1.5
 *   ton, not 1 or 2),
 *   + the words: (whole + 0.3 · prefix + 0.05) × (1 + 0.1 · ln(1 + popularity) + 0.05 · rating), at most about 4,
 *   + for "cheap" or "sasta": 12 − ln(price in rupees), the cheaper the higher.
 * whole and prefix are ts_rank_cd over the short document (name and brand weight 1.0, category path 0.4) for the
 * query's words whole ("atta") and as prefixes ("atta" in "attar"), each normalised to rank / (rank + 1): a whole
 * word outranks a longer word it begins. popularity is views + 5 × units sold over 30 days, rating the 0–5 average.
 */
export function relevanceScore(plan: SearchPlan): SQL {
  const titleRank = (query: string) =>
    query
      ? sql`ts_rank_cd('{0.1, 0.2, 0.4, 1.0}'::float4[], ${products.searchTitle}, ${tsQuery(query)}, 32)`
      : sql`0`;
  const tiers: SQL[] = [];
  if (plan.headPaths.length > 0 || plan.headSharedPaths?.paths.length) {
    tiers.push(sql`case when ${ofHeadType(plan)} then 100 else 0 end`);
  }
  if (plan.primaryPath) tiers.push(sql`case when ${underPaths([plan.primaryPath])} then 5 else 0 end`);
  if (plan.audience) {
    const exact = plan.audience.idealFor[0]!;
    tiers.push(sql`case when lower(${products.specifications} ->> 'Ideal For') = ${exact} then 5 else 0 end`);
  }
  if (plan.otherTypePaths.length > 0) {
    tiers.push(sql`case when ${underPaths(plan.otherTypePaths)} then 40 else 0 end`);
  }
  for (const word of plan.softWords) {
    tiers.push(
      sql`case when ${products.searchTitle} @@ ${tsQuery(word)} then ${20 / plan.softWords.length}::float8 else 0 end`,
    );
  }
  if (plan.brand)
    tiers.push(sql`case when lower(${products.brand}) = ${plan.brand.toLowerCase()} then 10 else 0 end`);
  if (plan.colourPattern) {
    const colour = sql`(lower(${products.specifications} ->> 'Colour') ~ ${plan.colourPattern} or lower(${products.name}) ~ ${plan.colourPattern})`;
    tiers.push(sql`case when ${colour} then 10 else 0 end`);
  }
  const sized = sql`lower(${products.name} || ' ' || coalesce(${products.specifications}::text, ''))`;
  for (const pattern of plan.sizePatterns) {
    tiers.push(sql`case when ${sized} ~ ${pattern} then ${10 / plan.sizePatterns.length}::float8 else 0 end`);
  }
  if (plan.cheapestFirst) tiers.push(sql`(12 - ln(greatest(${products.pricePaise}, 100) / 100.0))`);
  const words = sql`((${titleRank(plan.rankWhole)} + 0.3 * ${titleRank(plan.rankPrefix)} + 0.05)
    * (1 + 0.1 * ln(1 + greatest(${products.popularity}, 0)) + 0.05 * ${products.ratingsAverage}))`;
  return sql`(${sql.join([...tiers, words], sql` + `)})::float8`;
}

/** Listings from which a type-named search's plan is no longer left to the planner (withSearchPlan). */
const LARGE_CATALOGUE = 20_000;

/**
 * Runs `read` with a planner that reads the matches through the search index. PostgreSQL prices @@ like any cheap
 * operator, so for a term matching a fifth of the catalogue it scans every row and decompresses every full
 * document (1.1 s at 100k products), and for a sort by price or popularity it walks that order's index testing
 * document after document until a page is full (0.7 s for a rare term). The GIN index's bitmap reads only the
 * matching rows and tests no document at all (about 8× faster); sorting the matches then costs little. On a
 * PostgreSQL server the read goes to connections opened with those settings (db/planner-handles.ts withPlanner).
 */
export async function withSearchPlan<T>(db: Db, read: (tx: Db) => Promise<T>, plan?: SearchPlan): Promise<T> {
  // A search naming a type also matches by category path, which the category index answers: forcing every
  // condition through bitmap scans there cost 1.5-5 times the planner's own choice on the seeded store (issue 24),
  // so a small store leaves it to the planner. A large one keeps index scans off: at 100,000 products the planner
  // walked the popularity index testing row after row for 'lakme shirt' (217 ms, 6,060 matches in 60,000 rows;
  // about 80 ms through the bitmaps).
  const pathTyped = plan?.groups.some((group) => group.paths.length > 0) ?? false;
  if (pathTyped && (await catalogueSize(db)) < LARGE_CATALOGUE) return read(db);
  return withPlanner(db, pathTyped ? 'bitmapOrSeq' : 'bitmapOnly', read);
}
