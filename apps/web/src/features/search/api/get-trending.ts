// GET /api/products/search/trending?limit= (docs/behaviour/search.md#trending-searches): what shoppers search most,
// as strings or objects with term or text; on failure the 8 fixed terms. The box keeps up to 8 and shows 5.
import { FALLBACK_TRENDING_TERMS, SEARCH_LIMITS } from '@haat/domain/search/search.schema';
import { apiRequest } from '../../../lib/api-client.ts';

/** Terms from any of the shapes the spec allows; blanks and repeats (case-insensitive) dropped, 8 kept. */
export function readTrendingTerms(data: unknown): string[] {
  const list = (data as { trending?: unknown } | null)?.trending;
  if (!Array.isArray(list)) throw new Error('No trending list');
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const item of list) {
    const raw =
      typeof item === 'string'
        ? item
        : item && typeof item === 'object'
          ? ((item as { term?: unknown; text?: unknown }).term ?? (item as { text?: unknown }).text)
          : undefined;
    const term = typeof raw === 'string' ? raw.replace(/\s+/g, ' ').trim() : '';
    if (!term || seen.has(term.toLowerCase())) continue;
    seen.add(term.toLowerCase());
    terms.push(term);
  }
  return terms.slice(0, SEARCH_LIMITS.trendingKept);
}

export async function getTrendingSearches(signal?: AbortSignal): Promise<string[]> {
  try {
    const data = await apiRequest<unknown>('/products/search/trending', {
      query: { limit: SEARCH_LIMITS.trendingLimit },
      signal,
      auth: false,
    });
    return readTrendingTerms(data);
  } catch (error) {
    if (signal?.aborted) throw error;
    return [...FALLBACK_TRENDING_TERMS];
  }
}

export const trendingSearchesQueryOptions = {
  queryKey: ['search', 'trending'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => getTrendingSearches(signal),
  staleTime: 10 * 60_000,
} as const;
