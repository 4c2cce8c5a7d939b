// One product list of the trending sub-pages and /deals (new arrivals, top rated, best sellers, deals, flash sale,
// clearance): a header, the tabs, the flash sale's countdown, a page of cards from the collection's source in its
// order, and pagination with the page in the URL.
import { PRODUCTS_PAGE_SIZE } from '@haat/domain/catalog/products-query.schema';
import { AlertCircle, PackageOpen } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ProductCardLayout } from '../../../components/product/product-card.tsx';
import { ProductGrid } from '../../../components/product/product-grid.tsx';
import { ViewToggle } from '../../../components/product/view-toggle.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useCollectionPage } from '../collection-api.ts';
import { collectionPageOf, type ProductCollection } from '../product-collections.ts';
import { FlashCountdown } from './flash-countdown.tsx';
import { RetryButton, StatusPanel } from '../../../components/ui/status-panel.tsx';

const grouped = new Intl.NumberFormat('en-IN');

export function CollectionView({
  collection,
  header,
}: {
  collection: ProductCollection;
  /** The page's own top (hero and tabs). */
  header: ReactNode;
}) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = collectionPageOf(searchParams);
  const [layout, setLayout] = useState<ProductCardLayout>('grid');

  const { data, error, isPending, isFetching, isPlaceholderData, refetch } = useCollectionPage(
    collection,
    page,
  );

  const setPage = (next: number) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next === 1) params.delete('page');
      else params.set('page', String(next));
      return params;
    });

  const total = data?.pagination.totalProducts ?? 0;
  return (
    <div className="container-page space-y-3 py-3 md:py-4">
      {header}
      {collection.id === 'flash-sale' && data?.endsAt && <FlashCountdown endsAt={data.endsAt} />}
      <div className="flex items-center justify-between gap-2 rounded-lg bg-card px-3 py-2 shadow-card">
        <p className="text-sm text-ink-muted" aria-live="polite">
          {data
            ? data.totalExact
              ? t('Showing {{total}} products', { total: grouped.format(total) })
              : t('Showing {{total}}+ products', { total: grouped.format(total) })
            : isPending
              ? t('Loading products...')
              : null}
        </p>
        <ViewToggle value={layout} onChange={setLayout} />
      </div>

      {error && !data ? (
        <StatusPanel
          role="alert"
          icon={AlertCircle}
          tone="danger"
          title={t('Failed to load products. Please try again later.')}
          text={error instanceof ApiRequestError ? error.message : undefined}
          action={<RetryButton onRetry={() => void refetch()} busy={isFetching} />}
        />
      ) : !isPending && data.products.length === 0 ? (
        <StatusPanel role="status" icon={PackageOpen} tone="neutral" title={t('No products found')} />
      ) : (
        <ProductGrid
          products={data?.products ?? []}
          layout={layout}
          loading={isPending || isPlaceholderData}
          skeletonCount={8}
          renderBadge={
            collection.showDiscountBadge
              ? (product) => <DiscountBadge percent={product.discount} />
              : undefined
          }
        />
      )}

      {data && (
        <Pagination
          currentPage={data.pagination.currentPage}
          totalPages={data.pagination.totalPages}
          totalItems={data.pagination.totalProducts}
          totalExact={data.totalExact}
          pageSize={PRODUCTS_PAGE_SIZE}
          onPageChange={setPage}
        />
      )}
    </div>
  );
}

function DiscountBadge({ percent }: { percent: number }) {
  const { t } = useTranslation();
  if (percent <= 0) return null;
  return (
    <span
      data-testid="discount-badge"
      className="inline-flex rounded-md bg-danger px-2 py-1 text-xs font-bold text-white shadow-card"
    >
      {t('{{percent}}% OFF', { percent })}
    </span>
  );
}
