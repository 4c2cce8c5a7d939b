// The Trending Period selector (docs/behaviour/catalogue.md#trending-page): Last 24 Hours, This Week, This Month, as
// a labelled native select (the phone's own picker, full keyboard support).
import type { TrendingPeriod } from '@haat/domain/catalog/product.schema';
import { CalendarClock } from 'lucide-react';
import { LabelledSelect } from '../../../components/ui/labelled-select.tsx';
import { TRENDING_PERIOD_OPTIONS } from '../trending-options.ts';
import { tk } from '../../../i18n/translation-key.ts';

export function PeriodSelect(props: {
  value: TrendingPeriod;
  onChange: (period: TrendingPeriod) => void;
  className?: string;
}) {
  return (
    <LabelledSelect
      {...props}
      label={tk('Trending Period')}
      icon={CalendarClock}
      options={TRENDING_PERIOD_OPTIONS}
    />
  );
}
