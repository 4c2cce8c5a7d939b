// The search box's memory in the browser (docs/behaviour/search.md#suggestions client-side search history and
// analytics, §5, §9): recording a search into the 50-entry history, the 10-term and 8-term lists and the analytics,
// and the personalised ranking of suggestions (category preference weight 2, brand weight 3, at most 12).
import { SEARCH_LIMITS, type SearchSuggestion } from './search.schema.ts';

export interface SearchHistoryEntry {
  query: string;
  /** Epoch milliseconds. */
  timestamp: number;
  /** How many products the search found, when the box knew it. */
  resultCount: number | null;
}

export interface SearchAnalytics {
  /** Searches per term (lower-cased). */
  popularTerms: Record<string, number>;
  /** Choices per category path and per brand (lower-cased). */
  categoryPreferences: Record<string, number>;
  brandPreferences: Record<string, number>;
  lastSearchTime: number | null;
}

export interface SearchMemory {
  /** Newest first, at most analyticsHistory (50). */
  entries: SearchHistoryEntry[];
  /** Terms the shopper typed and searched, newest first, at most historyInBox (10): the 'Search History' group. */
  history: string[];
  /** Every term searched, typed or chosen, newest first, at most headerRecent (8): 'Recent Searches'. */
  recent: string[];
  analytics: SearchAnalytics;
}

export const PERSONALISATION_WEIGHTS = { category: 2, brand: 3 } as const;

/** Counters kept per analytics map: the most used survive, so stored analytics never grow without end. */
export const MAX_COUNTED_KEYS = 50;

export const EMPTY_SEARCH_MEMORY: SearchMemory = {
  entries: [],
  history: [],
  recent: [],
  analytics: { popularTerms: {}, categoryPreferences: {}, brandPreferences: {}, lastSearchTime: null },
};

/** Trimmed with inner whitespace collapsed, as the server reads a term. */
export function normaliseQuery(query: string): string {
  return query.replace(/\s+/g, ' ').trim();
}

/**
 * Long enough to remember (docs/behaviour/search.md#search-box: history ignores queries shorter than 2 characters).
 */
export function isRememberable(query: string): boolean {
  return normaliseQuery(query).length >= SEARCH_LIMITS.minTermLength;
}

/** The term at the front, any other spelling of it (case-insensitive) removed, the newest `cap` kept. */
export function withTerm(list: readonly string[], term: string, cap: number): string[] {
  const key = term.toLowerCase();
  return [term, ...list.filter((t) => t.toLowerCase() !== key)].slice(0, cap);
}

function counted(counts: Record<string, number>, key: string | undefined): Record<string, number> {
  const k = key?.trim().toLowerCase();
  if (!k) return counts;
  const next = { ...counts, [k]: (counts[k] ?? 0) + 1 };
  const keys = Object.keys(next);
  if (keys.length <= MAX_COUNTED_KEYS) return next;
  // Drop the least used (the key just counted stays: it is the newest).
  const kept = keys
    .filter((x) => x !== k)
    .sort((a, b) => next[b]! - next[a]!)
    .slice(0, MAX_COUNTED_KEYS - 1);
  return Object.fromEntries([[k, next[k]!], ...kept.map((x) => [x, next[x]!])]);
}

export interface SearchRecord {
  query: string;
  at: number;
  resultCount?: number | null;
  /** false for a chosen suggestion, trending or recent term: it joins Recent Searches, not Search History. */
  typed?: boolean;
  /** The category and brand of a chosen suggestion: they feed the personalisation. */
  category?: string;
  brand?: string;
}

/** The memory after one search; a query under 2 characters changes nothing. */
export function recordSearch(memory: SearchMemory, record: SearchRecord): SearchMemory {
  const query = normaliseQuery(record.query);
  if (!isRememberable(query)) return memory;
  const entry: SearchHistoryEntry = {
    query,
    timestamp: record.at,
    resultCount: record.resultCount ?? null,
  };
  const key = query.toLowerCase();
  return {
    entries: [entry, ...memory.entries.filter((e) => e.query.toLowerCase() !== key)].slice(
      0,
      SEARCH_LIMITS.analyticsHistory,
    ),
    history:
      record.typed === false ? memory.history : withTerm(memory.history, query, SEARCH_LIMITS.historyInBox),
    recent: withTerm(memory.recent, query, SEARCH_LIMITS.headerRecent),
    analytics: {
      popularTerms: counted(memory.analytics.popularTerms, key),
      categoryPreferences: counted(memory.analytics.categoryPreferences, record.category),
      brandPreferences: counted(memory.analytics.brandPreferences, record.brand),
      lastSearchTime: record.at,
    },
  };
}

/** How much a suggestion matches the shopper's past choices: 2 per category choice, 3 per brand choice. */
export function personalScore(
  suggestion: Pick<SearchSuggestion, 'category' | 'brand'>,
  analytics: SearchAnalytics,
) {
  const category = suggestion.category?.trim().toLowerCase();
  const brand = suggestion.brand?.trim().toLowerCase();
  return (
    (category ? (analytics.categoryPreferences[category] ?? 0) * PERSONALISATION_WEIGHTS.category : 0) +
    (brand ? (analytics.brandPreferences[brand] ?? 0) * PERSONALISATION_WEIGHTS.brand : 0)
  );
}

/**
 * Suggestions with the shopper's preferred categories and brands first (ties keep the server's order), at most
 * maxSmartSuggestions (12).
 */
export function rankSuggestions<T extends Pick<SearchSuggestion, 'category' | 'brand'>>(
  suggestions: readonly T[],
  analytics: SearchAnalytics,
): T[] {
  return suggestions
    .map((suggestion, index) => ({ suggestion, index, score: personalScore(suggestion, analytics) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, SEARCH_LIMITS.maxSmartSuggestions)
    .map((x) => x.suggestion);
}

// ---------------------------------------------------------------------------------------------------------------
// Stored data may be stale or hand-edited: read it defensively.

function strings(value: unknown, cap: number): string[] {
  if (!Array.isArray(value)) return [];
  let list: string[] = [];
  for (const v of [...value].reverse())
    if (typeof v === 'string' && isRememberable(v))
      list = withTerm(list, normaliseQuery(v), Number.MAX_SAFE_INTEGER);
  return list.slice(0, cap);
}

function counts(value: unknown): Record<string, number> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const pairs = Object.entries(value as Record<string, unknown>).filter(
    (p): p is [string, number] => typeof p[1] === 'number' && Number.isFinite(p[1]) && p[1] > 0,
  );
  return Object.fromEntries(pairs.sort((a, b) => b[1] - a[1]).slice(0, MAX_COUNTED_KEYS));
}

function finiteOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function normaliseSearchMemory(stored: unknown): SearchMemory {
  if (!stored || typeof stored !== 'object') return EMPTY_SEARCH_MEMORY;
  const s = stored as Partial<Record<keyof SearchMemory, unknown>>;
  const entries = Array.isArray(s.entries)
    ? s.entries
        .filter(
          (e): e is SearchHistoryEntry =>
            !!e &&
            typeof e === 'object' &&
            typeof (e as SearchHistoryEntry).query === 'string' &&
            isRememberable((e as SearchHistoryEntry).query) &&
            typeof (e as SearchHistoryEntry).timestamp === 'number',
        )
        .map((e) => ({
          query: normaliseQuery(e.query),
          timestamp: e.timestamp,
          resultCount: finiteOrNull(e.resultCount),
        }))
        .slice(0, SEARCH_LIMITS.analyticsHistory)
    : [];
  const a = (s.analytics ?? {}) as Partial<Record<keyof SearchAnalytics, unknown>>;
  return {
    entries,
    history: strings(s.history, SEARCH_LIMITS.historyInBox),
    recent: strings(s.recent, SEARCH_LIMITS.headerRecent),
    analytics: {
      popularTerms: counts(a.popularTerms),
      categoryPreferences: counts(a.categoryPreferences),
      brandPreferences: counts(a.brandPreferences),
      lastSearchTime: finiteOrNull(a.lastSearchTime),
    },
  };
}
