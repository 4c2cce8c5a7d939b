// Sort select of the trending page (spec 2 §4 trending sort options).
import { ArrowUpDown } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TRENDING_SORTS, type TrendingSort } from '../trending-options.ts';

export function TrendingSortSelect({
  value,
  onChange,
  className = '',
}: {
  value: TrendingSort;
  onChange: (sort: TrendingSort) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className="flex items-center gap-1 text-sm whitespace-nowrap text-ink-muted">
        <ArrowUpDown aria-hidden="true" className="size-4" />
        <span className="sr-only sm:not-sr-only">{t('Sort by')}</span>
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as TrendingSort)}
        className="h-9 min-w-0 flex-1 rounded-md border border-line bg-card px-2 text-sm font-medium text-ink focus:border-brand-600"
      >
        {TRENDING_SORTS.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </select>
    </div>
  );
}
