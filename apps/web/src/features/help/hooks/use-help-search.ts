// Searching the help centre: every word of the query must appear; matches in the title rank first.
import { useMemo } from 'react';

export interface HelpSearchEntry {
  id: string;
  title: string;
  /** Where the entry lives, e.g. "Return Policy" or "Popular questions". */
  context: string;
  to: string;
  /** Body text searched but not shown. */
  text: string;
}

export const HELP_SEARCH_LIMIT = 8;

export function searchHelp(
  entries: HelpSearchEntry[],
  query: string,
  limit = HELP_SEARCH_LIMIT,
): HelpSearchEntry[] {
  const terms = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [];
  const scored: { entry: HelpSearchEntry; score: number }[] = [];
  for (const entry of entries) {
    const title = entry.title.toLocaleLowerCase();
    const haystack = `${title} ${entry.context.toLocaleLowerCase()} ${entry.text.toLocaleLowerCase()}`;
    if (!terms.every((term) => haystack.includes(term))) continue;
    const score = terms.filter((term) => title.includes(term)).length;
    scored.push({ entry, score });
  }
  // Array sort is stable, so equal scores keep the order entries were given in.
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((s) => s.entry);
}

export function useHelpSearch(entries: HelpSearchEntry[], query: string): HelpSearchEntry[] {
  return useMemo(() => searchHelp(entries, query), [entries, query]);
}
