// The listing's sort select: a labelled native select, so phones show their own picker.
import { ArrowUpDown } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingSort } from '../../../lib/listing-url-state.ts';
import { LISTING_SORT_OPTIONS, OTHER_SORT_LABELS } from './listing-sort-options.ts';

export function ListingSortSelect({
  value,
  onChange,
  className = '',
}: {
  value: ListingSort;
  onChange: (sort: ListingSort) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const options = LISTING_SORT_OPTIONS.some((option) => option.value === value)
    ? LISTING_SORT_OPTIONS
    : [...LISTING_SORT_OPTIONS, { value, label: OTHER_SORT_LABELS[value] }];
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className="flex items-center gap-1 text-sm whitespace-nowrap text-ink-muted">
        <ArrowUpDown aria-hidden="true" className="size-4" />
        <span className="sr-only sm:not-sr-only">{t('Sort by')}</span>
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as ListingSort)}
        className="h-9 min-w-0 flex-1 rounded-md border border-line bg-card px-2 text-sm font-medium text-ink focus:border-brand-600"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </select>
    </div>
  );
}
