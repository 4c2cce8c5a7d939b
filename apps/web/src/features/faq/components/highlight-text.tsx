// Marks every case-insensitive occurrence of the search text, so a shopper sees why an entry matched.
import { Fragment } from 'react';
import { normalizeForSearch } from '../filter-faq.ts';

export function HighlightText({ text, query }: { text: string; query: string }) {
  const needle = normalizeForSearch(query.trim());
  if (!needle) return <>{text}</>;
  // One character in, one out, so indexes in the normalised text are indexes in the original.
  const haystack = normalizeForSearch(text);
  if (haystack.length !== text.length) return <>{text}</>;
  const parts: { text: string; hit: boolean }[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), hit: false });
    parts.push({ text: text.slice(at, at + needle.length), hit: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), hit: false });
  return (
    <>
      {parts.map((part, i) =>
        part.hit ? (
          <mark key={i} className="rounded-sm bg-accent-100 text-ink">
            {part.text}
          </mark>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
