// /trending (docs/behaviour/catalogue.md#trending-page), composed from features/trending.
import { useTranslation } from 'react-i18next';
import { BRAND_NAME } from '@haat/domain/shell/store-info';
import { TrendingPage as TrendingView } from '../../features/trending/components/trending-page.tsx';

export function TrendingPage() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('Trending Products | {{brand}}', { brand: BRAND_NAME })}</title>
      <TrendingView />
    </>
  );
}
