// The header search (spec 1 §2, §5): a category dropdown, the query box with a clear button, and the search
// button. An empty query does nothing; a category other than All searches inside that category.
import { ChevronDown, Search, X } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { SEARCH_CATEGORY_OPTIONS } from '@haat/domain/catalog/category-tree';
import { searchTarget } from '../../../features/navigation/search-target.ts';

/** The term the current page was searched with, so the box shows what the results are for. */
function termInUrl(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  if (pathname === '/search') return params.get('q') ?? '';
  if (pathname.startsWith('/category/')) return params.get('query') ?? '';
  return '';
}

export function SearchBox({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const urlTerm = termInUrl(pathname, search);
  const [term, setTerm] = useState(urlTerm);
  const [category, setCategory] = useState('');
  const [seenUrlTerm, setSeenUrlTerm] = useState(urlTerm);
  const inputRef = useRef<HTMLInputElement>(null);
  const selectId = useId();

  // A new results page (or back/forward) brings its own term into the box.
  if (seenUrlTerm !== urlTerm) {
    setSeenUrlTerm(urlTerm);
    setTerm(urlTerm);
  }

  const selected = SEARCH_CATEGORY_OPTIONS.find((o) => o.value === category) ?? SEARCH_CATEGORY_OPTIONS[0];

  function submit(event: FormEvent) {
    event.preventDefault();
    const target = searchTarget(term, category);
    if (!target) {
      inputRef.current?.focus();
      return;
    }
    setTerm(term.trim());
    inputRef.current?.blur();
    navigate(target);
  }

  return (
    <form
      role="search"
      onSubmit={submit}
      className={`flex h-10 min-w-0 overflow-hidden rounded-md bg-white shadow-card focus-within:ring-2 focus-within:ring-accent-400 ${className}`}
    >
      <div className="relative flex shrink-0 items-center gap-1 border-r border-line bg-page pl-2.5 pr-2 text-xs font-medium text-ink-muted focus-within:bg-brand-50 sm:text-sm">
        <span aria-hidden="true" className="max-w-24 truncate sm:max-w-32">
          {t(selected.label)}
        </span>
        <ChevronDown className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
        <label htmlFor={selectId} className="sr-only">
          {t('Search in category')}
        </label>
        <select
          id={selectId}
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          className="absolute inset-0 cursor-pointer appearance-none opacity-0"
        >
          {SEARCH_CATEGORY_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </select>
      </div>
      <input
        ref={inputRef}
        type="search"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && term) {
            event.preventDefault();
            setTerm('');
          }
        }}
        placeholder={t('Search for products, brands, categories...')}
        aria-label={t('Search for products, brands, categories...')}
        enterKeyHint="search"
        autoComplete="off"
        className="min-w-0 flex-1 bg-transparent px-3 text-sm text-ink placeholder:text-ink-muted focus:outline-none [&::-webkit-search-cancel-button]:appearance-none"
      />
      {term && (
        <button
          type="button"
          onClick={() => {
            setTerm('');
            inputRef.current?.focus();
          }}
          aria-label={t('Clear search')}
          className="flex w-9 shrink-0 items-center justify-center text-ink-muted hover:text-ink focus-visible:outline-offset-[-2px]"
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      )}
      <button
        type="submit"
        aria-label={t('Search')}
        className="flex w-12 shrink-0 items-center justify-center bg-accent-400 text-ink hover:bg-accent-500 focus-visible:outline-offset-[-2px]"
      >
        <Search className="h-5 w-5" aria-hidden="true" />
      </button>
    </form>
  );
}
