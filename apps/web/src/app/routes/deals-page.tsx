// /deals, /deals/flash-sale and /deals/clearance: the deal sets of docs/behaviour/catalogue.md#rankings under the
// sale banner (features/trending's collections).
import { useTranslation } from 'react-i18next';
import { BRAND_NAME } from '@haat/domain/shell/store-info';
import { CollectionHeader } from '../../features/trending/components/collection-header.tsx';
import { CollectionView } from '../../features/trending/components/collection-view.tsx';
import { PRODUCT_COLLECTIONS } from '../../features/trending/product-collections.ts';

export function DealsPage({ id = 'deals' }: { id?: 'deals' | 'flash-sale' | 'clearance' }) {
  const { t } = useTranslation();
  const deals = PRODUCT_COLLECTIONS[id];
  return (
    <>
      <title>{t('{{title}} | {{brand}}', { title: t(deals.title), brand: BRAND_NAME })}</title>
      <CollectionView
        key={id}
        collection={deals}
        header={<CollectionHeader collection={deals} standalone />}
      />
    </>
  );
}
