// /product-comparison?products=id,id,… (docs/behaviour/compare.md#comparison-page), composed from features/compare.
import { useTranslation } from 'react-i18next';
import { BRAND_NAME } from '@haat/domain/shell/store-info';
import { ComparisonView } from '../../features/compare/components/comparison-view.tsx';

export function ProductComparisonPage() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('Compare Products | {{brand}}', { brand: BRAND_NAME })}</title>
      <ComparisonView />
    </>
  );
}
