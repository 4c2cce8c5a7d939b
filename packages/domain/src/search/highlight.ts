// Splits a suggestion's text around what the shopper typed (docs/behaviour/search.md#search-box: the typed part is
// highlighted), so the box can wrap the matches in <mark> without building HTML from strings.

export interface HighlightPart {
  text: string;
  match: boolean;
}

/**
 * The text cut into runs, each marked when it equals the typed term (case-insensitive, every occurrence). The
 * runs always join back into the text; a blank term marks nothing.
 */
export function highlightParts(text: string, typed: string): HighlightPart[] {
  const needle = typed.trim().toLowerCase();
  if (!text) return [];
  if (!needle) return [{ text, match: false }];
  // Lower-casing can change a string's length (e.g. 'İ'); then indices would drift, so mark nothing.
  const haystack = text.toLowerCase();
  if (haystack.length !== text.length) return [{ text, match: false }];
  const parts: HighlightPart[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}
