// Where a typed search goes (docs/behaviour/search.md#search-box, #term-rewrites): trimmed; empty does nothing; a
// category of the dropdown other than All searches inside it (/category/{x}?query={term}), otherwise
// /search?q={term}.
export function searchTarget(rawTerm: string, category = ''): string | null {
  const term = rawTerm.trim();
  if (!term) return null;
  const path = category.trim().replace(/^\/+|\/+$/g, '');
  if (path) return `/category/${path}?${new URLSearchParams({ query: term }).toString()}`;
  return `/search?${new URLSearchParams({ q: term }).toString()}`;
}

/**
 * Where choosing a suggestion goes: its own url when it is a path of this site, else the search for its text
 * (docs/behaviour/search.md#suggestions: a search that cannot go where it meant to lands on /search?q={term}).
 */
export function suggestionTarget(url: string | undefined, text: string): string {
  if (url && url.startsWith('/') && !url.startsWith('//') && !url.includes('\\')) return url;
  return `/search?${new URLSearchParams({ q: text.trim() }).toString()}`;
}
