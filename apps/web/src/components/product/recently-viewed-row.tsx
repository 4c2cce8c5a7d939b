// 'Recently Viewed' on the home page (issue 4 item 4): the products this visitor opened last, newest first, fetched
// one GET /api/products/{id} each. Hidden while the list is empty; products that no longer exist are left out.
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { productResponseSchema, type Product } from '@haat/domain/catalog/product.schema';
import { apiRequest } from '../../lib/api-client.ts';
import { useRecentlyViewedStore } from '../../lib/stores/recently-viewed-store.ts';
import { PRODUCT_ROW_SIZE, ProductRow } from './product-row.tsx';

async function fetchViewedProduct(id: string, signal: AbortSignal): Promise<Product> {
  const body = await apiRequest<unknown>(`/products/${encodeURIComponent(id)}`, { signal, auth: false });
  return productResponseSchema.parse(body).product;
}

/** excludeId: the product page leaves out the product on screen. */
export function RecentlyViewedRow({ excludeId }: { excludeId?: string } = {}) {
  const { t } = useTranslation();
  // The row holds as many cards as a product row shows; the store keeps 12 for other places.
  const ids = useRecentlyViewedStore((s) => s.ids)
    .filter((id) => id !== excludeId)
    .slice(0, PRODUCT_ROW_SIZE);
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: ['catalog', 'recently-viewed', id],
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchViewedProduct(id, signal),
    })),
  });
  if (ids.length === 0) return null;
  const settled = results.every((r) => !r.isPending);
  const products = results.flatMap((r) => (r.data ? [r.data] : []));
  // Every lookup failed or the products are gone: a row of nothing says nothing.
  if (settled && products.length === 0) return null;

  return (
    <ProductRow
      title={t('Recently Viewed')}
      subtitle={t('Pick up where you left off')}
      testId="recently-viewed-row"
      products={settled ? products : undefined}
      loading={!settled}
    />
  );
}
