// Where a header search goes (spec 1 §2, §5): trimmed; empty does nothing; a chosen category searches inside it.
export function searchTarget(rawTerm: string, category = ''): string | null {
  const term = rawTerm.trim();
  if (!term) return null;
  const path = category.trim().replace(/^\/+|\/+$/g, '');
  if (path) return `/category/${path}?${new URLSearchParams({ query: term }).toString()}`;
  return `/search?${new URLSearchParams({ q: term }).toString()}`;
}
