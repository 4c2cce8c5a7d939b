// The search calls of docs/behaviour/search.md#trending-searches under /api (issue 10): suggestions (two paths, one
// answer), the full search with filters and facets, and trending searches. Static paths: find-my-way matches
// /products/search… before the catalogue's /products/:id whatever the registration order (search.test checks it).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import {
  searchQuerySchema,
  searchResponseSchema,
  suggestionsQuerySchema,
  suggestionsResponseSchema,
  termSuggestionsQuerySchema,
  trendingSearchQuerySchema,
  trendingSearchResponseSchema,
  type SearchQuery,
  type SearchResponse,
  type SuggestionsResponse,
  type TrendingSearchResponse,
} from '@haat/domain/search/search.schema';
import { normaliseSearchTerm } from '@haat/domain/search/search-terms';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { ListingCounts } from '../catalog.service.ts';
import { plainJson } from '../plain-json.ts';
import { TtlCache } from '../summary-cache.ts';
import { loggedTerm, searchLogFor } from './search-log.ts';
import { getSuggestions } from './search-suggestions.ts';
import { VocabularyJob } from './search-vocabulary.job.ts';
import { getTrendingSearches, runSearch, termOf } from './search.service.ts';

/** Suggestions and trending are the same for every shopper: browsers and proxies may reuse them briefly. */
const PUBLIC_SHORT_CACHE = 'public, max-age=60';
const SUGGESTION_CACHE_MS = 60_000;

export function searchRoutes({
  db,
  config,
}: {
  db: Db;
  config: Pick<Config, 'catalogCacheMs'>;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['search'];
    const log = searchLogFor(db, app.log);
    // The vocabulary is built when the server is ready, i.e. after migrate and seed (like popularity).
    const vocabulary = new VocabularyJob(db, app.log);
    app.addHook('onReady', async () => vocabulary.start());
    app.addHook('onClose', async () => {
      await vocabulary.stop();
      await log.flush();
    });
    // Every keystroke of every shopper asks for suggestions and the same prefixes recur all day (a two-letter
    // prefix matches a tenth of a large catalogue): kept as long as browsers may keep them, refreshed behind
    // the answer. CATALOG_CACHE_MS=0 (tests) turns it off.
    const suggestions = new TtlCache<SuggestionsResponse>(
      config.catalogCacheMs > 0 ? SUGGESTION_CACHE_MS : 0,
      5000,
    );
    const trending = new TtlCache<TrendingSearchResponse>(config.catalogCacheMs);
    const summaries = new TtlCache<ListingCounts>(config.catalogCacheMs);
    // Whole answers per query, like the listing pages: a popular term costs one ranking per CATALOG_CACHE_MS
    // however many shoppers search it (each answer is a page of products: a few tens of KB, so at most 500).
    const answers = new TtlCache<SearchResponse>(config.catalogCacheMs, 500);
    const answerKey = (query: SearchQuery) =>
      JSON.stringify(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

    const suggest = (term: string, limit: number) =>
      suggestions.get(`${limit}:${normaliseSearchTerm(term)}`, () => getSuggestions(db, term, limit));
    const suggestionSchema = {
      tags,
      response: { 200: suggestionsResponseSchema, 400: apiErrorSchema },
    };

    app.get(
      '/products/search/suggestions',
      {
        schema: {
          ...suggestionSchema,
          summary: 'Products, categories, brands and completions for a typed term (2+ characters)',
          querystring: suggestionsQuerySchema,
        },
      },
      async (request, reply) => {
        reply.header('cache-control', PUBLIC_SHORT_CACHE);
        return suggest(request.query.q, request.query.limit);
      },
    );
    app.get(
      '/products/suggestions',
      {
        schema: {
          ...suggestionSchema,
          summary: 'The same suggestions by ?term= (the search box’s second call)',
          querystring: termSuggestionsQuerySchema,
        },
      },
      async (request, reply) => {
        reply.header('cache-control', PUBLIC_SHORT_CACHE);
        return suggest(request.query.term, request.query.limit);
      },
    );
    app.get(
      '/products/search',
      {
        schema: {
          tags,
          summary:
            'Full-text search (rewrites, typo correction) with every listing filter, relevance order and facets',
          querystring: searchQuerySchema,
          response: { 200: searchResponseSchema, 400: apiErrorSchema },
        },
        serializerCompiler: plainJson,
      },
      async (request) => {
        const answer = await answers.get(answerKey(request.query), () =>
          runSearch(db, request.query, summaries),
        );
        // A full search counts for trending, once per search (page 1), never the keystrokes of suggestions.
        if (request.query.page === 1)
          log.record(loggedTerm(termOf(request.query), answer.query), answer.total);
        return answer;
      },
    );
    app.get(
      '/products/search/trending',
      {
        schema: {
          tags,
          summary: `The most searched terms of the last days that found products; fixed terms on an empty log`,
          querystring: trendingSearchQuerySchema,
          response: { 200: trendingSearchResponseSchema, 400: apiErrorSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', PUBLIC_SHORT_CACHE);
        const { limit } = request.query;
        return trending.get(String(limit), () => getTrendingSearches(db, limit));
      },
    );
  };
}
