// The help centre header: a greeting and a search over topics, popular questions and every policy section.
import { ChevronRight, Headset, Search, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useHelpSearch, type HelpSearchEntry } from '../hooks/use-help-search.ts';
import { tk } from '../../../i18n/translation-key.ts';

/** Common searches offered as one-tap chips under the search box. */
const SUGGESTIONS = [
  tk('Refund'),
  tk('Cancel order'),
  tk('Delivery charges'),
  tk('Return'),
  tk('Password'),
  tk('Gift wrap'),
];

export function HelpHero({ entries }: { entries: HelpSearchEntry[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const results = useHelpSearch(entries, query);
  const resultsId = useId();
  const searching = query.trim().length > 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (results[0]) void navigate(results[0].to);
  };

  return (
    <section
      aria-labelledby="help-title"
      className="relative overflow-hidden rounded-lg bg-gradient-to-br from-brand-800 to-brand-600 px-4 py-6 text-white shadow-card md:px-10 md:py-10"
    >
      <div
        className="pointer-events-none absolute top-1/2 end-12 hidden -translate-y-1/2 lg:block"
        aria-hidden="true"
      >
        <div className="flex h-52 w-52 items-center justify-center rounded-full bg-white/5">
          <div className="flex h-36 w-36 items-center justify-center rounded-full bg-white/10">
            <Headset className="h-16 w-16 text-accent-400" />
          </div>
        </div>
      </div>
      <h1 id="help-title" className="text-2xl font-extrabold tracking-tight md:text-4xl">
        {t('Help Center')}
      </h1>
      <p className="mt-1 text-brand-100 md:text-lg">{t('Hi! How can we help you today?')}</p>
      <form
        role="search"
        aria-label={t('Search help')}
        onSubmit={onSubmit}
        className="mt-4 max-w-2xl md:mt-6"
      >
        <label htmlFor={`${resultsId}-input`} className="sr-only">
          {t('Search help articles')}
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 start-3 h-5 w-5 -translate-y-1/2 text-ink-subtle"
            aria-hidden="true"
          />
          <input
            id={`${resultsId}-input`}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('Search help, e.g. refund, delivery charges, cancel order')}
            autoComplete="off"
            aria-controls={resultsId}
            className="h-12 w-full rounded-md border-0 bg-white ps-11 pe-11 text-base text-ink shadow-sm placeholder:text-ink-subtle focus:outline-2 focus:outline-accent-400 [&::-webkit-search-cancel-button]:hidden"
          />
          {searching && (
            <button
              type="button"
              onClick={() => setQuery('')}
              className="absolute top-1/2 end-2 flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full text-ink-subtle hover:bg-page hover:text-ink"
              aria-label={t('Clear search')}
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </button>
          )}
        </div>
        <p className="sr-only" aria-live="polite">
          {searching ? t('{{count}} results', { count: results.length }) : ''}
        </p>
        <div id={resultsId}>
          {searching && (
            <div className="mt-2 overflow-hidden rounded-md bg-white text-ink shadow-pop">
              {results.length > 0 ? (
                <ul className="divide-y divide-line">
                  {results.map((entry) => (
                    <li key={entry.id}>
                      <Link
                        to={entry.to}
                        className="flex items-center gap-3 px-4 py-2.5 hover:bg-brand-50 focus-visible:bg-brand-50"
                      >
                        <span className="min-w-0 flex-1">
                          <span className="block truncate font-medium">{entry.title}</span>
                          <span className="block truncate text-xs text-ink-muted">{entry.context}</span>
                        </span>
                        <ChevronRight
                          className="h-4 w-4 shrink-0 text-ink-subtle rtl:rotate-180"
                          aria-hidden="true"
                        />
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : (
                <div className="px-4 py-3 text-sm">
                  <p className="font-medium">{t('No results for "{{query}}"', { query: query.trim() })}</p>
                  <p className="mt-1 text-ink-muted">{t('Try different words, or get help another way:')}</p>
                  <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
                    <Link to="/faq" className="font-medium text-brand-700 hover:underline">
                      {t('Browse all FAQs')}
                    </Link>
                    <Link to="/contact" className="font-medium text-brand-700 hover:underline">
                      {t('Contact Us')}
                    </Link>
                  </p>
                </div>
              )}
            </div>
          )}
        </div>
      </form>
      <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
        <span className="text-brand-100">{t('Popular searches:')}</span>
        {SUGGESTIONS.map((suggestion) => (
          <button
            key={suggestion}
            type="button"
            onClick={() => setQuery(t(suggestion))}
            className="rounded-full border border-white/30 bg-white/10 px-3 py-1 font-medium hover:bg-white/20"
          >
            {t(suggestion)}
          </button>
        ))}
      </div>
    </section>
  );
}
