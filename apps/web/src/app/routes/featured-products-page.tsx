// /featured-products (docs/behaviour/catalogue.md#featured-products-page): the listing of featured products
// (featured=true) with the simple filter panel, sort, grid/list toggle and the 'Featured' badge on every card.
//
// The spec shows six sample products when loading fails. We show the error with Try Again instead: sample
// products would be offers that do not exist (ARCHITECTURE: no fake data).
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BRAND_NAME } from '@haat/domain/shell/store-info';
import { FeaturedBadge } from '../../features/featured/components/featured-badge.tsx';
import { ListingView } from '../../features/listing/components/listing-view.tsx';

const FEATURED_PARAMS = { featured: true };

export function FeaturedProductsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <title>{t('Featured Products | {{brand}}', { brand: BRAND_NAME })}</title>
      <ListingView
        title={t('Featured Products')}
        subtitle={t('Hand-picked products from trusted sellers across India.')}
        panelId="simple"
        mode="featured"
        extraParams={FEATURED_PARAMS}
        onClearAll={() => navigate('/featured-products')}
        showViewToggle
        renderBadge={() => <FeaturedBadge />}
        errorTitle={t('Failed to load featured products')}
        errorMessage={t('Please check your connection and try again.')}
      />
    </>
  );
}
