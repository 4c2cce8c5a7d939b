// The Trending Period selector (spec 2 §4): Last 24 Hours, This Week, This Month, as a labelled native select
// (the phone's own picker, full keyboard support).
import type { TrendingPeriod } from '@haat/domain/catalog/product.schema';
import { CalendarClock } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TRENDING_PERIOD_OPTIONS } from '../trending-options.ts';

export function PeriodSelect({
  value,
  onChange,
  className = '',
}: {
  value: TrendingPeriod;
  onChange: (period: TrendingPeriod) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className="flex items-center gap-1 text-sm whitespace-nowrap text-ink-muted">
        <CalendarClock aria-hidden="true" className="size-4" />
        {t('Trending Period')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as TrendingPeriod)}
        className="h-9 min-w-0 flex-1 rounded-md border border-line bg-card px-2 text-sm font-medium text-ink focus:border-brand-600"
      >
        {TRENDING_PERIOD_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </select>
    </div>
  );
}
