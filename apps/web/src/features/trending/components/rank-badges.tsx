// The trending marks on a product card (docs/behaviour/catalogue.md#trending-page): '#rank' with an icon by tier and
// '+N%' growth over the picture, '+N views' and '+N sales' under the price.
import { Award, Eye, Flame, ShoppingBag, TrendingUp, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { rankTier, type CardTrend, type RankTier } from '../trending-badges.ts';

const TIER_LOOK: Record<RankTier, { icon: typeof Award; className: string }> = {
  podium: { icon: Award, className: 'bg-accent-500 text-white' },
  'top-ten': { icon: Flame, className: 'bg-danger text-white' },
  rising: { icon: Zap, className: 'bg-brand-700 text-white' },
};

const grouped = new Intl.NumberFormat('en-IN');

/** Drawn in the card's badge corner: rank above growth. */
export function TrendBadges({ trend }: { trend: CardTrend }) {
  const { t } = useTranslation();
  const { icon: Icon, className } = TIER_LOOK[rankTier(trend.rank)];
  return (
    <div className="flex flex-col items-start gap-1">
      <span
        data-testid="trend-rank"
        data-tier={rankTier(trend.rank)}
        className={`inline-flex items-center gap-0.5 rounded-full px-2 py-0.5 text-xs font-bold shadow-card ${className}`}
      >
        <Icon aria-hidden="true" className="size-3.5" />
        <span className="sr-only">{t('Trending rank')} </span>
        {/* '#3', not '3#', in Urdu too */}
        <span dir="ltr">#{trend.rank}</span>
      </span>
      <span
        data-testid="trend-increase"
        className="inline-flex items-center gap-0.5 rounded-full bg-success px-2 py-0.5 text-[11px] font-bold text-white shadow-card"
      >
        <TrendingUp aria-hidden="true" className="size-3" />+{grouped.format(trend.percentageIncrease)}%
      </span>
    </div>
  );
}

/** Under the card's details: view and sales growth in the chosen period. */
export function TrendFooter({ trend }: { trend: CardTrend }) {
  const { t } = useTranslation();
  return (
    <p
      data-testid="trend-footer"
      className="flex flex-wrap items-center gap-x-3 gap-y-0.5 border-t border-line pt-1.5 text-[11px] font-medium text-ink-muted"
    >
      <span className="inline-flex items-center gap-1">
        <Eye aria-hidden="true" className="size-3 text-brand-600" />
        {t('+{{views}} views', { views: grouped.format(trend.viewIncrease) })}
      </span>
      <span className="inline-flex items-center gap-1">
        <ShoppingBag aria-hidden="true" className="size-3 text-success" />
        {t('+{{sales}} sales', { sales: grouped.format(trend.salesIncrease) })}
      </span>
    </p>
  );
}
