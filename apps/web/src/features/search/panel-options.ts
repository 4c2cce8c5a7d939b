// What the open search box lists (docs/behaviour/search.md#search-box, #limits): with 2+ characters typed, the
// 'Suggestions' (4, ranked by the shopper's preferences) and matching 'Search History'; with less, 'Search History',
// 'Recent Searches' (5) and 'Trending Searches' (5). No term twice, at most 12 choices in all.
import { SEARCH_LIMITS, type SearchSuggestion } from '@haat/domain/search/search.schema';
import { rankSuggestions, type SearchAnalytics } from '@haat/domain/search/search-history';
import { searchUrl } from '@haat/domain/search/local-suggestions';

export type PanelGroupKey = 'suggestions' | 'history' | 'recent' | 'trending';

export interface PanelOption {
  /** Unique in the panel: the DOM id is built from it (aria-activedescendant). */
  key: string;
  group: PanelGroupKey;
  suggestion: SearchSuggestion;
}

export interface PanelGroup {
  key: PanelGroupKey;
  options: PanelOption[];
  /** Server entries that could not be shown (docs/behaviour/search.md#suggestions 'Unable to display suggestion'). */
  unreadable: number;
}

export const GROUP_LIMITS: Record<PanelGroupKey, number> = {
  suggestions: SEARCH_LIMITS.visibleSuggestions,
  history: SEARCH_LIMITS.visibleSuggestions,
  recent: SEARCH_LIMITS.recentShown,
  trending: SEARCH_LIMITS.trendingShown,
};

export interface PanelInput {
  term: string;
  /** The server's answer for the term (null entries unreadable); undefined while none has arrived. */
  suggestions?: readonly (SearchSuggestion | null)[];
  history: readonly string[];
  recent: readonly string[];
  trending: readonly string[];
  analytics: SearchAnalytics;
}

const termSuggestion = (type: 'recent' | 'trending', text: string): SearchSuggestion => ({
  type,
  text,
  searchTerm: text,
  url: searchUrl(text),
});

export function panelGroups(input: PanelInput): PanelGroup[] {
  const term = input.term.replace(/\s+/g, ' ').trim();
  const typed = term.length >= SEARCH_LIMITS.minTermLength;
  const shown = new Set<string>();
  let room = SEARCH_LIMITS.maxSmartSuggestions;
  const groups: PanelGroup[] = [];

  const add = (key: PanelGroupKey, candidates: readonly SearchSuggestion[], unreadable = 0) => {
    const options: PanelOption[] = [];
    for (const suggestion of candidates) {
      if (options.length >= Math.min(GROUP_LIMITS[key], room)) break;
      // Products are told apart by id (two listings may share a name); terms by their text.
      const identity = suggestion._id
        ? `id:${suggestion._id}`
        : `${suggestion.type}:${suggestion.text.toLowerCase()}`;
      const asTerm = `term:${(suggestion.searchTerm ?? suggestion.text).toLowerCase()}`;
      if (shown.has(identity) || (!suggestion._id && suggestion.type !== 'category' && shown.has(asTerm)))
        continue;
      shown.add(identity);
      if (!suggestion._id && suggestion.type !== 'category') shown.add(asTerm);
      options.push({ key: `${key}-${options.length}`, group: key, suggestion });
    }
    room -= options.length;
    if (options.length || unreadable) groups.push({ key, options, unreadable });
  };

  if (typed) {
    const lower = term.toLowerCase();
    const readable = (input.suggestions ?? []).filter((s): s is SearchSuggestion => s !== null);
    const unreadable = (input.suggestions ?? []).length - readable.length;
    add('suggestions', rankSuggestions(readable, input.analytics), unreadable);
    add(
      'history',
      input.history.filter((h) => h.toLowerCase().includes(lower)).map((h) => termSuggestion('recent', h)),
    );
    return groups;
  }
  add(
    'history',
    input.history.map((h) => termSuggestion('recent', h)),
  );
  add(
    'recent',
    input.recent.map((h) => termSuggestion('recent', h)),
  );
  add(
    'trending',
    input.trending.map((h) => termSuggestion('trending', h)),
  );
  return groups;
}
