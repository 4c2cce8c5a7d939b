// The box's suggestions with the fallback chain of docs/behaviour/search.md#suggestions: the suggestion endpoint,
// then the term endpoint, then a product search (by q, then by the legacy term), then the listing's search; products
// found by a search become the local fallback suggestions (4 products, 3 categories, 3 completions). Cached per term
// in the tab.
import {
  localSuggestions,
  LOCAL_SUGGESTION_LIMITS,
  type SuggestedProduct,
} from '@haat/domain/search/local-suggestions';
import {
  SEARCH_LIMITS,
  searchSuggestionSchema,
  type SearchSuggestion,
} from '@haat/domain/search/search.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { readCachedSuggestions, writeCachedSuggestions } from './search-cache.ts';

export type SuggestionSource = 'suggestions' | 'term-suggestions' | 'search' | 'search-term' | 'products';

export interface SuggestionsResult {
  /** null marks an entry the server sent that cannot be shown ('Unable to display suggestion'). */
  suggestions: (SearchSuggestion | null)[];
  /** Products the search found, when a search answered (the history's resultCount). */
  total: number | null;
  correctedTerm?: string;
  source: SuggestionSource;
}

const get = (path: string, query: Record<string, string | number>, signal?: AbortSignal) =>
  apiRequest<unknown>(path, { query, signal, auth: false });

/** An answer with a suggestions array; entries that break the contract are kept as null, not dropped silently. */
function readSuggestions(data: unknown): Pick<SuggestionsResult, 'suggestions' | 'correctedTerm'> {
  const body = data as { success?: unknown; suggestions?: unknown; correctedTerm?: unknown } | null;
  if (!body || body.success === false || !Array.isArray(body.suggestions))
    throw new Error('No suggestions list');
  return {
    suggestions: body.suggestions.map((item) => {
      const parsed = searchSuggestionSchema.safeParse(item);
      return parsed.success ? parsed.data : null;
    }),
    ...(typeof body.correctedTerm === 'string' &&
      body.correctedTerm && { correctedTerm: body.correctedTerm }),
  };
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);

/** The few fields a suggestion row needs, from any product list the chain may reach. */
function readProducts(data: unknown): { products: SuggestedProduct[]; total: number | null } {
  const body = data as {
    success?: unknown;
    products?: unknown;
    total?: unknown;
    totalExact?: unknown;
    pagination?: unknown;
  } | null;
  if (!body || body.success === false || !Array.isArray(body.products)) throw new Error('No products list');
  const products = body.products.flatMap((raw): SuggestedProduct[] => {
    const p = raw as Record<string, unknown> | null;
    const id = text(p?._id) ?? text(p?.id);
    const name = text(p?.name);
    if (!p || !id || !name) return [];
    const images = Array.isArray(p.images) ? (p.images as { url?: unknown }[]) : [];
    const image = text(images[0]?.url) ?? text(p.image);
    const price = typeof p.sellingPrice === 'number' ? p.sellingPrice : undefined;
    return [
      {
        _id: id,
        name,
        ...(price !== undefined && { sellingPrice: price }),
        ...(image && { image }),
        ...(text(p.category) && { category: text(p.category) }),
        ...(text(p.brand) && { brand: text(p.brand) }),
      },
    ];
  });
  const pagination = body.pagination as { totalProducts?: unknown } | undefined;
  // An estimated total (past the counting cap, docs/behaviour/catalogue.md#approximate-counts) is no count to
  // remember beside a search: none is kept rather than a number nobody counted.
  const total =
    body.totalExact === false
      ? null
      : typeof body.total === 'number'
        ? body.total
        : typeof pagination?.totalProducts === 'number'
          ? pagination.totalProducts
          : null;
  return { products, total };
}

/** Runs each step in turn until one answers; an abort (the shopper typed on) stops the chain at once. */
export async function fetchSuggestionsChain(term: string, signal?: AbortSignal): Promise<SuggestionsResult> {
  const limit = SEARCH_LIMITS.suggestionLimit;
  const fallbackLimit = LOCAL_SUGGESTION_LIMITS.productsRequested;
  const fromProducts = (source: SuggestionSource) => (data: unknown) => {
    const { products, total } = readProducts(data);
    return { suggestions: localSuggestions(term, products), total, source } satisfies SuggestionsResult;
  };
  const steps: (() => Promise<SuggestionsResult>)[] = [
    async () => ({
      ...readSuggestions(await get('/products/search/suggestions', { q: term, limit }, signal)),
      total: null,
      source: 'suggestions',
    }),
    async () => ({
      ...readSuggestions(await get('/products/suggestions', { term, limit }, signal)),
      total: null,
      source: 'term-suggestions',
    }),
    async () =>
      fromProducts('search')(
        await get(
          '/products/search',
          { q: term, limit: fallbackLimit, sortBy: 'relevance', page: 1, facets: 'true' },
          signal,
        ),
      ),
    async () =>
      fromProducts('search-term')(await get('/products/search', { term, limit: fallbackLimit }, signal)),
    async () =>
      fromProducts('products')(
        await get('/products', { search: term, approvalStatus: 'approved', limit: fallbackLimit }, signal),
      ),
  ];
  let lastError: unknown;
  for (const step of steps) {
    try {
      return await step();
    } catch (error) {
      if (signal?.aborted) throw error;
      lastError = error;
    }
  }
  throw lastError;
}

/** The cached answer for the term, else the chain's (then cached). */
export async function getSuggestions(term: string, signal?: AbortSignal): Promise<SuggestionsResult> {
  const cached = readCachedSuggestions(term);
  if (cached) return cached;
  const result = await fetchSuggestionsChain(term, signal);
  writeCachedSuggestions(term, result);
  return result;
}

export const suggestionsQueryKey = (term: string) =>
  ['search', 'suggestions', term.replace(/\s+/g, ' ').trim().toLowerCase()] as const;

export function suggestionsQueryOptions(term: string) {
  return {
    queryKey: suggestionsQueryKey(term),
    queryFn: ({ signal }: { signal: AbortSignal }) => getSuggestions(term, signal),
    staleTime: 5 * 60_000,
    retry: false,
  } as const;
}
