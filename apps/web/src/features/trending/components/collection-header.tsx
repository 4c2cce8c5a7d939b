// The top of a trending sub-page or /deals: breadcrumb, an icon, the title and what the list holds, and the tabs
// that join the trending pages. /deals gets the saffron sale banner shoppers expect of a deals page.
import { Archive, BadgePercent, ShoppingBag, Sparkles, Star, Zap, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { tk } from '../../../i18n/translation-key.ts';
import { DEALS_SECTIONS, type CollectionId, type ProductCollection } from '../product-collections.ts';
import { TrendingBreadcrumb } from './trending-breadcrumb.tsx';
import { TrendingTabs } from './trending-tabs.tsx';

const ICONS: Record<CollectionId, LucideIcon> = {
  'new-arrivals': Sparkles,
  'top-rated': Star,
  'best-sellers': ShoppingBag,
  deals: BadgePercent,
  'flash-sale': Zap,
  clearance: Archive,
};

export function CollectionHeader({
  collection,
  standalone = false,
}: {
  collection: ProductCollection;
  /** /deals stands on its own: no trending trail or tabs, a bolder banner. */
  standalone?: boolean;
}) {
  const { t } = useTranslation();
  const Icon = ICONS[collection.id];
  if (standalone) {
    return (
      <header className="relative overflow-hidden rounded-lg bg-linear-to-r from-danger via-accent-600 to-accent-500 p-4 text-white shadow-card md:p-6">
        <BadgePercent
          aria-hidden="true"
          className="absolute -top-6 -right-6 size-36 text-white/15 md:size-48"
          strokeWidth={1.2}
        />
        <p className="text-xs font-semibold tracking-widest uppercase text-white/85">
          {t('Limited-time offers')}
        </p>
        <h1 className="mt-1 text-2xl font-extrabold md:text-4xl">{t(collection.title)}</h1>
        <p className="mt-1 max-w-xl text-sm text-white/90 md:text-base">{t(collection.subtitle)}</p>
        <div className="relative mt-3">
          <TrendingTabs sections={DEALS_SECTIONS} label={tk('Deals sections')} />
        </div>
      </header>
    );
  }
  return (
    <header className="space-y-3 rounded-lg bg-card p-3 shadow-card md:p-5">
      <TrendingBreadcrumb current={t(collection.title)} />
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700"
        >
          <Icon className="size-6" />
        </span>
        <div>
          <h1 className="text-2xl font-bold text-ink md:text-3xl">{t(collection.title)}</h1>
          <p className="mt-0.5 text-sm text-ink-muted md:text-base">{t(collection.subtitle)}</p>
        </div>
      </div>
      <TrendingTabs />
    </header>
  );
}
