// / (docs/behaviour/catalogue.md#home-page): banner carousel, category strip, trending, promos, the Featured, Best
// Sellers and New Arrivals product rows, the visitor's recently viewed products, everyday essentials, special offers
// and the promise strip, composed from features/home.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND_NAME } from '@haat/domain/shell/store-info';
import { HomeBanner } from '../../features/home/components/home-banner.tsx';
import { CategoryStrip } from '../../features/home/components/category-strip.tsx';
import { LazyHomeRow } from '../../features/home/components/lazy-home-row.tsx';
import { EverydayEssentials } from '../../features/home/components/everyday-essentials.tsx';
import { PromoTiles } from '../../features/home/components/promo-tiles.tsx';
import { SpecialOffers } from '../../features/home/components/special-offers.tsx';
import { TrendingCategories, TrendThemes } from '../../features/home/components/trending-tiles.tsx';
import { TrustStrip } from '../../features/home/components/trust-strip.tsx';
import { useRecentlyViewedStore } from '../../lib/stores/recently-viewed-store.ts';

// Only visitors who have opened products download the row (and it draws nothing until their products arrive).
const RecentlyViewedRow = lazy(async () => ({
  default: (await import('../../components/product/recently-viewed-row.tsx')).RecentlyViewedRow,
}));

export function HomePage() {
  const { t } = useTranslation();
  const hasViewed = useRecentlyViewedStore((s) => s.ids.length > 0);
  return (
    <div className="container-page space-y-3 py-3 md:space-y-4 md:py-4">
      <h1 className="sr-only">{t('{{brand}} — shop from sellers across India', { brand: BRAND_NAME })}</h1>
      <HomeBanner />
      <CategoryStrip />
      <TrendingCategories />
      {/* Products early, as marketplaces do: the first row comes right after the category tiles. */}
      <LazyHomeRow row="featured" />
      <TrendThemes />
      <PromoTiles />
      <LazyHomeRow row="bestSellers" />
      <EverydayEssentials />
      <LazyHomeRow row="newArrivals" />
      {hasViewed && (
        <Suspense fallback={null}>
          <RecentlyViewedRow />
        </Suspense>
      )}
      <SpecialOffers />
      <TrustStrip />
    </div>
  );
}
