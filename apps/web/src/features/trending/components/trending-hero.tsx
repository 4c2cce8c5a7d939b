// The top of /trending (docs/behaviour/catalogue.md#trending-page): breadcrumb, 'Trending Now', the sentence saying
// what the list is for the period (docs/behaviour/catalogue.md#rankings) and the three stat tiles.
import { Flame } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TrendingPeriod } from '@haat/domain/catalog/product.schema';
import { tk } from '../../../i18n/translation-key.ts';
import { TrendingBreadcrumb } from './trending-breadcrumb.tsx';
import { TrendingStatTiles } from './trending-stat-tiles.tsx';

/** What the list is, by period (docs/behaviour/catalogue.md#rankings). */
const DEFINITION: Record<TrendingPeriod, string> = {
  day: tk('Products whose views and sales grew most today against yesterday.'),
  week: tk('Products whose views and sales grew most this week against last week.'),
  month: tk('Products whose views and sales grew most in the last 30 days against the 30 days before.'),
};

export function TrendingHero({
  trendingCount,
  topIncrease,
  period,
}: {
  trendingCount: number | undefined;
  topIncrease: number | undefined;
  period: TrendingPeriod;
}) {
  const { t } = useTranslation();
  return (
    <header className="space-y-3 rounded-lg bg-linear-to-br from-brand-50 via-card to-accent-50 p-3 shadow-card md:p-5">
      <TrendingBreadcrumb />
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="grid size-11 shrink-0 place-items-center rounded-full bg-linear-to-br from-accent-500 to-danger text-white shadow-card md:size-12"
        >
          <Flame className="size-6" />
        </span>
        <div>
          <h1 className="text-2xl font-bold text-ink md:text-3xl">{t('Trending Now')}</h1>
          <p className="mt-0.5 max-w-2xl text-sm text-ink-muted md:text-base">{t(DEFINITION[period])}</p>
        </div>
      </div>
      <TrendingStatTiles trendingCount={trendingCount} topIncrease={topIncrease} />
    </header>
  );
}
