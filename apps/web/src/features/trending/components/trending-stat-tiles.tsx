// The three tiles under the title (docs/behaviour/catalogue.md#trending-page): how many products trend now (the API's
// totalCount), the growth of the first of them (Top Increase) and the fixed '24h' Update Cycle.
import { Clock, Flame, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const grouped = new Intl.NumberFormat('en-IN');

export function TrendingStatTiles({
  trendingCount,
  topIncrease,
}: {
  trendingCount: number | undefined;
  /** percentageIncrease of the period's rank 1. */
  topIncrease: number | undefined;
}) {
  const { t } = useTranslation();
  const tiles = [
    {
      icon: Flame,
      value: trendingCount === undefined ? '—' : grouped.format(trendingCount),
      label: t('Trending Items'),
      tone: 'bg-danger-50 text-danger',
    },
    {
      icon: TrendingUp,
      value: topIncrease === undefined ? '—' : `+${grouped.format(topIncrease)}%`,
      label: t('Top Increase'),
      tone: 'bg-success-50 text-success',
    },
    { icon: Clock, value: '24h', label: t('Update Cycle'), tone: 'bg-brand-50 text-brand-700' },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2 md:gap-3">
      {tiles.map(({ icon: Icon, value, label, tone }) => (
        <div
          key={label}
          className="flex flex-col items-center gap-1 rounded-lg bg-white/95 px-2 py-3 text-center shadow-card md:flex-row md:gap-3 md:px-4 md:text-start"
        >
          <span aria-hidden="true" className={`grid size-9 shrink-0 place-items-center rounded-full ${tone}`}>
            <Icon className="size-5" />
          </span>
          <div className="flex flex-col-reverse">
            <dt className="text-[11px] font-medium text-ink-muted md:text-xs">{label}</dt>
            <dd className="text-lg leading-tight font-bold text-ink tabular-nums md:text-2xl">{value}</dd>
          </div>
        </div>
      ))}
    </dl>
  );
}
