// /trending/new-arrivals, /trending/top-rated and /trending/deals: one collection list each (features/trending).
import { useTranslation } from 'react-i18next';
import { BRAND_NAME } from '@haat/domain/shell/store-info';
import { CollectionHeader } from '../../features/trending/components/collection-header.tsx';
import { CollectionView } from '../../features/trending/components/collection-view.tsx';
import { PRODUCT_COLLECTIONS, type CollectionId } from '../../features/trending/product-collections.ts';

export function TrendingCollectionPage({ id }: { id: CollectionId }) {
  const { t } = useTranslation();
  const collection = PRODUCT_COLLECTIONS[id];
  return (
    <>
      <title>{t('{{title}} | {{brand}}', { title: t(collection.title), brand: BRAND_NAME })}</title>
      <CollectionView
        key={id}
        collection={collection}
        header={<CollectionHeader collection={collection} />}
      />
    </>
  );
}
