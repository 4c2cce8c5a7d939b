// /deals: the biggest discounts first, under the sale banner (features/trending's deals collection).
import { useTranslation } from 'react-i18next';
import { BRAND_NAME } from '@haat/domain/shell/store-info';
import { CollectionHeader } from '../../features/trending/components/collection-header.tsx';
import { CollectionView } from '../../features/trending/components/collection-view.tsx';
import { PRODUCT_COLLECTIONS } from '../../features/trending/product-collections.ts';

export function DealsPage() {
  const { t } = useTranslation();
  const deals = PRODUCT_COLLECTIONS.deals;
  return (
    <>
      <title>{t('{{title}} | {{brand}}', { title: t(deals.title), brand: BRAND_NAME })}</title>
      <CollectionView collection={deals} header={<CollectionHeader collection={deals} standalone />} />
    </>
  );
}
