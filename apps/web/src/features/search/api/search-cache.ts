// The per-term suggestion cache of docs/behaviour/search.md#suggestions, in sessionStorage: a term typed again in
// this tab answers at once. Entries expire so prices and stock do not go stale; storage errors are ignored
// (docs/behaviour/search.md#suggestions).
import type { SuggestionsResult } from './get-suggestions.ts';

export const SEARCH_CACHE_KEY = 'haat_search_suggestions';
export const SEARCH_CACHE_TTL_MS = 10 * 60_000;
/** Terms kept; the oldest go first. */
export const SEARCH_CACHE_MAX_TERMS = 40;

interface CacheEntry {
  at: number;
  result: SuggestionsResult;
}

const cacheKey = (term: string) => term.replace(/\s+/g, ' ').trim().toLowerCase();

function readAll(): Record<string, CacheEntry> {
  try {
    const raw = sessionStorage.getItem(SEARCH_CACHE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, CacheEntry>)
      : {};
  } catch {
    return {};
  }
}

export function readCachedSuggestions(term: string, now = Date.now()): SuggestionsResult | undefined {
  const entry = readAll()[cacheKey(term)];
  if (!entry || typeof entry.at !== 'number' || now - entry.at > SEARCH_CACHE_TTL_MS) return undefined;
  const result = entry.result as Partial<SuggestionsResult> | undefined;
  return result && Array.isArray(result.suggestions) ? (result as SuggestionsResult) : undefined;
}

export function writeCachedSuggestions(term: string, result: SuggestionsResult, now = Date.now()): void {
  try {
    const all = readAll();
    all[cacheKey(term)] = { at: now, result };
    const kept = Object.entries(all)
      .filter(([, e]) => e && typeof e.at === 'number' && now - e.at <= SEARCH_CACHE_TTL_MS)
      .sort((a, b) => b[1].at - a[1].at)
      .slice(0, SEARCH_CACHE_MAX_TERMS);
    sessionStorage.setItem(SEARCH_CACHE_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Full or blocked storage: the next visit simply asks the server again.
  }
}
