// The home page's product rows (docs/behaviour/catalogue.md#home-page): Best Sellers, Featured and New Arrivals, 8
// cards each. Its own chunk, loaded by LazyHomeRow as the rows near the screen (docs/architecture.md#budgets).
import { useTranslation } from 'react-i18next';
import { ProductRow } from '../../../components/product/product-row.tsx';
import { HOME_ROWS, type HomeRowId } from './home-rows.ts';
import { useHomeProducts } from '../hooks/use-home-products.ts';
import { useHomeRowHeading } from './home-row-heading.ts';

export function HomeProductRow({ row }: { row: HomeRowId }) {
  const { t } = useTranslation();
  const heading = useHomeRowHeading(HOME_ROWS[row]);
  const products = useHomeProducts();
  const query = products[row];
  return (
    <ProductRow
      {...heading}
      products={query.data}
      loading={query.isPending}
      error={query.isError && products.errorMessage ? t(products.errorMessage) : null}
    />
  );
}
