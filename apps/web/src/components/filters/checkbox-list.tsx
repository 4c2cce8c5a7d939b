// A list of options with counts (brands, colours, sizes, RAM, …): checkboxes, or radios for a one-at-a-time
// choice; an in-list search above 8 options with 'No options found' when nothing matches.
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  OPTION_SEARCH_THRESHOLD,
  filterOptions,
  type OptionWithCount,
} from '@haat/domain/catalog/filter-panels';
import { FacetCount } from './facet-count.tsx';

interface CheckboxListProps {
  /** Names the list for screen readers ('Brands'). */
  label: string;
  options: readonly OptionWithCount[];
  chosen: readonly string[];
  onChange: (next: string[]) => void;
  /** Radios: one value at a time, with an 'All' option to clear it. */
  single?: boolean;
  searchable?: boolean;
  /** The counts come from a sample: shown as "≈ N". */
  approximate?: boolean;
}

const sameValue = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function CheckboxList({
  label,
  options,
  chosen,
  onChange,
  single,
  searchable = true,
  approximate = false,
}: CheckboxListProps) {
  const { t } = useTranslation();
  const id = useId();
  const [term, setTerm] = useState('');
  const showSearch = searchable && options.length > OPTION_SEARCH_THRESHOLD;
  const shown = showSearch ? filterOptions(options, term) : options;
  const isChosen = (value: string) => chosen.some((c) => sameValue(c, value));
  const toggle = (value: string) => {
    if (single) onChange(value ? [value] : []);
    else onChange(isChosen(value) ? chosen.filter((c) => !sameValue(c, value)) : [...chosen, value]);
  };

  return (
    <div>
      {showSearch && (
        <div className="relative mb-2">
          <Search
            aria-hidden
            className="pointer-events-none absolute start-2 top-1/2 size-3.5 -translate-y-1/2 text-ink-subtle"
          />
          <input
            type="search"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            aria-label={t('Search {{list}}', { list: label })}
            placeholder={t('Search {{list}}', { list: label })}
            className="h-8 w-full rounded-md border border-line bg-page ps-7 pe-2 text-sm text-ink placeholder:text-ink-subtle focus:border-brand-500 focus:bg-card focus:outline-none"
          />
        </div>
      )}
      <fieldset>
        <legend className="sr-only">{label}</legend>
        <ul className="max-h-64 space-y-0.5 overflow-y-auto pe-1">
          {single && !term && (
            <OptionRow
              name={id}
              type="radio"
              label={t('All')}
              count={null}
              checked={chosen.length === 0}
              onToggle={() => toggle('')}
            />
          )}
          {shown.map((option) => (
            <OptionRow
              key={option.value}
              name={id}
              type={single ? 'radio' : 'checkbox'}
              label={option.label}
              count={option.count}
              approximate={approximate}
              checked={isChosen(option.value)}
              onToggle={() => toggle(option.value)}
            />
          ))}
        </ul>
        {shown.length === 0 && <p className="py-2 text-sm text-ink-muted">{t('No options found')}</p>}
      </fieldset>
    </div>
  );
}

interface OptionRowProps {
  name: string;
  type: 'checkbox' | 'radio';
  label: string;
  count: number | null;
  approximate?: boolean;
  checked: boolean;
  onToggle: () => void;
}

function OptionRow({ name, type, label, count, approximate = false, checked, onToggle }: OptionRowProps) {
  const empty = count === 0 && !checked;
  return (
    <li>
      <label
        className={`flex cursor-pointer items-center gap-2.5 rounded px-1 py-1.5 text-sm hover:bg-page ${empty ? 'text-ink-subtle' : 'text-ink'}`}
      >
        <input
          type={type}
          name={type === 'radio' ? name : undefined}
          checked={checked}
          onChange={onToggle}
          className="size-4 shrink-0 accent-brand-600"
        />
        <span className="min-w-0 flex-1 truncate">{label}</span>
        {count !== null && <FacetCount count={count} approximate={approximate} />}
      </label>
    </li>
  );
}
