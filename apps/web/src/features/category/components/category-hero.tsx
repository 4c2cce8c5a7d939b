// The category page's hero banner: breadcrumbs (Home > category > subcategory > item), the title (with the
// search term when there is one), the product count and a search within the category.
import { ChevronRight, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Crumb } from '../category-route.ts';

interface CategoryHeroProps {
  name: string;
  description?: string;
  crumbs: Crumb[];
  query: string;
  total?: number;
  /** False when `total` is an estimate: shown as "27,000+ products". */
  totalExact?: boolean;
  /** Searches within the category (a new term starts the filters afresh). */
  onSearch: (term: string) => void;
  /** The name is a brand's, shown as written, never through t() (docs/behaviour/languages.md#names-as-written). */
  properName?: boolean;
}

const indian = new Intl.NumberFormat('en-IN');

export function CategoryHero({
  name,
  description,
  crumbs,
  query,
  total,
  totalExact = true,
  onSearch,
  properName = false,
}: CategoryHeroProps) {
  const { t: translate } = useTranslation();
  // A brand ("Nothing") keeps its own name in every language; every other text is a catalogue key.
  const t: typeof translate = ((key: string, options?: Record<string, unknown>) =>
    properName && key === name ? key : translate(key, options)) as typeof translate;
  const [term, setTerm] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    setShownQuery(query);
    setTerm(query);
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(term.trim());
  };
  return (
    <section className="relative overflow-hidden rounded-lg bg-linear-to-br from-brand-800 via-brand-700 to-brand-600 px-4 py-4 text-white shadow-card md:px-6 md:py-6">
      <span aria-hidden className="absolute -end-10 -top-16 size-48 rounded-full bg-white/10" />
      <span aria-hidden className="absolute -bottom-20 end-24 size-40 rounded-full bg-accent-400/20" />
      <nav aria-label={t('Breadcrumb')} className="relative">
        <ol className="flex flex-wrap items-center gap-1 text-xs text-white/80 md:text-sm">
          {crumbs.map((crumb, i) => (
            <li key={`${crumb.label}-${i}`} className="flex items-center gap-1">
              {i > 0 && <ChevronRight aria-hidden className="size-3.5 rtl:rotate-180" />}
              {crumb.to ? (
                <Link to={crumb.to} className="hover:text-white hover:underline">
                  {t(crumb.label)}
                </Link>
              ) : (
                <span aria-current="page" className="font-semibold text-white">
                  {t(crumb.label)}
                </span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <div className="relative mt-2 flex flex-col gap-3 md:mt-3 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          <h1 className="text-xl leading-tight font-bold md:text-3xl">
            {query ? t('“{{term}}” in {{name}}', { term: query, name: t(name) }) : t(name)}
          </h1>
          {description && <p className="mt-1 text-sm text-white/85">{t(description)}</p>}
          {total !== undefined && (
            <p className="mt-1 text-xs font-medium text-accent-100 md:text-sm">
              {!totalExact
                ? t('{{total}}+ products', { total: indian.format(total) })
                : total === 1
                  ? t('1 product')
                  : t('{{total}} products', { total: indian.format(total) })}
            </p>
          )}
        </div>
        <form
          role="search"
          onSubmit={submit}
          className="flex w-full max-w-sm items-center rounded-md bg-white p-1 shadow-pop"
        >
          <label className="sr-only" htmlFor="category-search">
            {t('Search in {{name}}', { name: t(name) })}
          </label>
          <input
            id="category-search"
            type="search"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            placeholder={t('Search in {{name}}', { name: t(name) })}
            className="h-8 min-w-0 flex-1 bg-transparent px-2 text-sm text-ink placeholder:text-ink-subtle focus:outline-none"
          />
          <button
            type="submit"
            className="grid size-8 place-items-center rounded bg-accent-400 text-ink hover:bg-accent-500"
          >
            <Search aria-hidden className="size-4" />
            <span className="sr-only">{t('Search')}</span>
          </button>
        </form>
      </div>
    </section>
  );
}
