// Contracts of the search calls (docs/behaviour/search.md#suggestions, #calls, #limits limits; issue 10): what the
// search box and the results page send, and what the server answers.
import { z } from 'zod';
import { productCardSchema, productFacetsSchema, totalExactSchema } from '../catalog/product.schema.ts';
import {
  PRODUCT_SORT_FIELDS,
  productsQueryShape,
  refusePriceRangeInverted,
} from '../catalog/products-query.schema.ts';
import { searchInterpretationSchema } from './search-interpretation.schema.ts';

export { searchInterpretationSchema, type SearchInterpretation } from './search-interpretation.schema.ts';

export const SEARCH_LIMITS = {
  /** Suggestions are fetched only for terms this long (docs/behaviour/search.md#term-rewrites). */
  minTermLength: 2,
  /** A longer term is cut, not refused: a pasted paragraph still searches. */
  maxTermLength: 200,
  suggestionLimit: 8,
  maxSuggestionLimit: 20,
  trendingLimit: 10,
  maxTrendingLimit: 50,
  /** Days of the search log trending counts. */
  trendingDays: 7,
  debounceMs: 300,
  visibleSuggestions: 4,
  recentShown: 5,
  recentLoaded: 8,
  trendingShown: 5,
  trendingKept: 8,
  historyInBox: 10,
  headerRecent: 8,
  analyticsHistory: 50,
  maxSmartSuggestions: 12,
  voiceSearchDelayMs: 500,
} as const;

/** The 8 fixed terms trending falls back to on an empty search log (docs/behaviour/search.md#trending-searches). */
export const FALLBACK_TRENDING_TERMS = [
  'smartphone',
  'headphones',
  'laptop',
  'saree',
  'running shoes',
  'smart watch',
  'kurta',
  'air fryer',
] as const;

export const SEARCH_MESSAGES = {
  noSuggestions: 'No suggestions found',
  unavailable: 'Search temporarily unavailable. Please refresh the page.',
  unableToDisplay: 'Unable to display suggestion',
} as const;

export const SUGGESTION_TYPES = [
  'product',
  'category',
  'brand',
  'completion',
  'recent',
  'trending',
  'suggestion',
  'personalized',
] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];

/** A term as the server takes it: trimmed, inner whitespace collapsed, cut at maxTermLength. */
export const searchTermSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ' ').trim().slice(0, SEARCH_LIMITS.maxTermLength));

const limit = (fallback: number, max: number) =>
  z.coerce
    .number({ error: `Limit must be a whole number from 1 to ${max}` })
    .int({ error: `Limit must be a whole number from 1 to ${max}` })
    .min(1, { error: `Limit must be a whole number from 1 to ${max}` })
    .max(max, { error: `Limit must be a whole number from 1 to ${max}` })
    .default(fallback);

/** GET /api/products/search/suggestions?q=&limit= (under 2 characters: an empty list, not an error). */
export const suggestionsQuerySchema = z.object({
  q: searchTermSchema.default(''),
  limit: limit(SEARCH_LIMITS.suggestionLimit, SEARCH_LIMITS.maxSuggestionLimit),
});

/** GET /api/products/suggestions?term=&limit= (the spec's second call; same answer). */
export const termSuggestionsQuerySchema = z.object({
  term: searchTermSchema.default(''),
  limit: limit(SEARCH_LIMITS.suggestionLimit, SEARCH_LIMITS.maxSuggestionLimit),
});

export const searchSuggestionSchema = z.object({
  type: z.enum(SUGGESTION_TYPES),
  /** What the box shows and, when chosen, searches for (or the product's name). */
  text: z.string(),
  category: z.string().optional(),
  brand: z.string().optional(),
  /** Products only. */
  _id: z.string().optional(),
  sellingPrice: z.number().optional(),
  image: z.string().optional(),
  /** Where choosing it goes: /product/{id}, /category/{path}, /search?q=… */
  url: z.string(),
  /** The term a completion or brand searches for. */
  searchTerm: z.string().optional(),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

export const suggestionsResponseSchema = z.object({
  success: z.literal(true),
  suggestions: z.array(searchSuggestionSchema),
  /** The term after rewrites and typo correction, when it differs from what was typed. */
  correctedTerm: z.string().optional(),
});
export type SuggestionsResponse = z.infer<typeof suggestionsResponseSchema>;

/** relevance (the default, docs/behaviour/search.md#calls) and the listing's own sort fields. */
export const SEARCH_SORT_FIELDS = ['relevance', ...PRODUCT_SORT_FIELDS] as const;

/**
 * GET /api/products/search: q (or the legacy term), every filter of GET /api/products, sortBy (default
 * relevance), page, limit, facets=true. A missing or 1-character q lists nothing.
 */
export const searchQuerySchema = z
  .object({
    ...productsQueryShape,
    q: searchTermSchema.optional(),
    term: searchTermSchema.optional(),
    /** The listing's field, accepted here too; cut like q rather than refused when long. */
    search: searchTermSchema.optional(),
    sortBy: z
      .enum(SEARCH_SORT_FIELDS, { error: `Sort by must be one of ${SEARCH_SORT_FIELDS.join(', ')}` })
      .default('relevance'),
    facets: z.enum(['true', 'false'], { error: 'Facets must be true or false' }).optional(),
  })
  .superRefine(refusePriceRangeInverted);
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchResponseSchema = z.object({
  success: z.literal(true),
  products: z.array(productCardSchema),
  total: z.number().int(),
  totalExact: totalExactSchema,
  pagination: z.object({
    totalProducts: z.number().int(),
    totalPages: z.number().int(),
    currentPage: z.number().int(),
  }),
  facets: productFacetsSchema.optional(),
  query: searchInterpretationSchema,
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** GET /api/products/search/trending?limit= */
export const trendingSearchQuerySchema = z.object({
  limit: limit(SEARCH_LIMITS.trendingLimit, SEARCH_LIMITS.maxTrendingLimit),
});

export const trendingSearchResponseSchema = z.object({
  success: z.literal(true),
  /** Most searched first; `count` is searches in the last trendingDays (0 for the fixed fallback terms). */
  trending: z.array(z.object({ term: z.string(), count: z.number().int() })),
  /** True when the log was empty and the fixed terms were answered. */
  fallback: z.boolean(),
});
export type TrendingSearchResponse = z.infer<typeof trendingSearchResponseSchema>;
