// Search use cases (docs/behaviour/search.md#calls, issue 10): the full search with filters and facets, and the
// trending terms of the search log. Suggestions are in search-suggestions.
import { productOrdering } from '@haat/domain/catalog/products-query.schema';
import {
  FALLBACK_TRENDING_TERMS,
  SEARCH_LIMITS,
  type SearchQuery,
  type SearchResponse,
  type TrendingSearchResponse,
} from '@haat/domain/search/search.schema';
import type { Db } from '../../../db/client.ts';
import type { ListingOrder } from '../catalog.repository.ts';
import { listingPage, resolveFilter, type ListingCounts } from '../catalog.service.ts';
import type { TtlCache } from '../summary-cache.ts';
import { planSearch } from './search-interpret.ts';
import { trendingTerms } from './search.repository.ts';

/** q, else the legacy term, else the listing's search field; whitespace collapsed by the schema. */
export const termOf = (query: Pick<SearchQuery, 'q' | 'term' | 'search'>): string =>
  (query.q || query.term || query.search || '').replace(/\s+/g, ' ').trim();

function orderingOf(query: SearchQuery): ListingOrder {
  if (query.sort || query.sortBy !== 'relevance') {
    return productOrdering({
      sort: query.sort,
      sortBy: query.sortBy === 'relevance' ? undefined : query.sortBy,
      sortOrder: query.sortOrder,
    });
  }
  return { field: 'relevance', order: 'desc' };
}

/**
 * GET /api/products/search: the products matching the term as interpreted, with every listing filter, one
 * page in relevance order by default, and the facet counts when asked for. Under 2 characters (or no word at
 * all) lists nothing.
 */
export async function runSearch(
  db: Db,
  query: SearchQuery,
  summaries?: TtlCache<ListingCounts>,
): Promise<SearchResponse> {
  const original = termOf(query);
  const base = resolveFilter({ ...query, search: undefined });
  const planned =
    base && original.length >= SEARCH_LIMITS.minTermLength
      ? await planSearch(db, original, base, { exact: query.exact })
      : undefined;
  const facets = query.facets === 'true';
  const page = await listingPage(
    db,
    planned?.filter ?? null,
    orderingOf(query),
    { ...query, facets },
    summaries,
  );
  return {
    success: true,
    products: page.products,
    total: page.total,
    pagination: page.pagination,
    totalExact: page.totalExact,
    ...(facets ? { facets: page.facets } : {}),
    query: planned?.interpretation ?? { original, searched: original, rewritten: false, corrected: false },
  };
}

/** The most searched terms of the last trendingDays that found something; the fixed terms on an empty log. */
export async function getTrendingSearches(db: Db, limit: number): Promise<TrendingSearchResponse> {
  const trending = await trendingTerms(db, SEARCH_LIMITS.trendingDays, limit);
  if (trending.length > 0) return { success: true, trending, fallback: false };
  return {
    success: true,
    trending: FALLBACK_TRENDING_TERMS.slice(0, limit).map((term) => ({ term, count: 0 })),
    fallback: true,
  };
}
