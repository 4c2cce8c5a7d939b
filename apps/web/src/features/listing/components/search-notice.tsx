// The line under a search's heading (docs/behaviour/search.md#results-page-notices): what the server understood
// ("Showing smart watches under ₹2,000 for men") with a chip that undoes each part, the relaxation when nothing
// matched as typed ("No results for …. Showing results for …"), and the rewrite or correction ("Showing results for
// smartphone" with "Search instead for mobile").
import { X } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { SearchInterpretation } from '@haat/domain/search/search-interpretation.schema';
import { formatInr } from '../../../lib/format.ts';
import { EXACT_PARAM, noticeTemplate, shownParts, undoHref, type Phrase } from '../understood.ts';

/** Rupee amounts of a phrase in the store's format (₹2,000). */
function formatValues(values: Record<string, string | number> = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'number' ? formatInr(value) : value,
    ]),
  );
}

export function SearchNotice({
  query,
  basePath,
}: {
  query: SearchInterpretation;
  basePath: '/all-products' | '/search';
}) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const say = (phrase: Phrase) =>
    'text' in phrase ? phrase.text : t(phrase.key, formatValues(phrase.values));
  const parts = shownParts(query).filter(({ part }) => part.undo.q.trim() !== '');
  const changed =
    (query.rewritten || query.corrected) && query.searched.toLowerCase() !== query.original.toLowerCase();

  let sentence = null;
  if (query.relaxed) {
    const values = { original: query.original, searched: query.searched };
    sentence = query.relaxed.priceWidened
      ? t('No results for “{{original}}”. Showing results for “{{searched}}” at any price', values)
      : t('No results for “{{original}}”. Showing results for “{{searched}}”', values);
  } else if (parts.length > 0) {
    const { key, slots } = noticeTemplate(parts);
    const fill = (slot: keyof typeof slots) => {
      const part = slots[slot];
      return part ? say(part.phrase) : '';
    };
    // An empty slot leaves its spaces behind: collapsed, so the sentence reads as if written for its shape.
    sentence = t(key, {
      type: fill('type'),
      brand: fill('brand'),
      price: fill('price'),
      audience: fill('audience'),
      colour: fill('colour'),
      size: fill('size'),
    })
      .replace(/\s+/g, ' ')
      .replace(/\s+([.,।])/g, '$1')
      .trim();
  }

  if (!sentence && !changed && parts.length === 0) return null;
  const original = new URLSearchParams({ q: query.original, [EXACT_PARAM]: 'true' });
  return (
    <div className="space-y-2">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5">
        <span className="text-ink" data-testid="search-notice">
          {sentence ?? (
            // One sentence with the term inside, so languages can put it where their grammar wants it.
            <Trans
              i18nKey="Showing results for <term>{{term}}</term>"
              values={{ term: query.searched }}
              components={{ term: <strong className="font-semibold" /> }}
            />
          )}
        </span>
        {changed && !query.relaxed && (
          <Link to={`${basePath}?${original}`} className="font-medium text-brand-700 hover:underline">
            {t('Search instead for {{original}}', { original: query.original })}
          </Link>
        )}
      </p>
      {parts.length > 0 && (
        <ul aria-label={t('Understood in your search')} className="flex flex-wrap gap-2">
          {parts.map(({ part, phrase }, index) => {
            const label = say(phrase);
            return (
              <li key={`${part.kind}-${index}`}>
                <Link
                  to={undoHref(basePath, searchParams, part.undo)}
                  aria-label={t('Remove: {{part}}', { part: label })}
                  className="inline-flex min-h-8 items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-1 pe-2 ps-3 text-xs font-semibold text-brand-800 hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                >
                  <span>{label}</span>
                  <X aria-hidden="true" className="size-3.5" />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
