// The result area of a category page: skeleton cards while loading, 'Error Loading Products' with Try Again,
// 'No products found', or the grid (2 to 4 columns) with the pagination control (20 per page).
import { AlertTriangle, PackageSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProductPageResponse } from '@haat/domain/catalog/product.schema';
import { PRODUCTS_PAGE_SIZE } from '@haat/domain/catalog/products-query.schema';
import type { ProductCardLayout } from '../../../components/product/product-card.tsx';
import { ProductGrid } from '../../../components/product/product-grid.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { RetryButton, StatusPanel } from '../../../components/ui/status-panel.tsx';

interface CategoryResultsProps {
  data?: ProductPageResponse;
  isPending: boolean;
  isError: boolean;
  /** True while a newer result loads over the one shown. */
  isFetching: boolean;
  onRetry: () => void;
  layout: ProductCardLayout;
  page: number;
  onPageChange: (page: number) => void;
}

export function CategoryResults({
  data,
  isPending,
  isError,
  isFetching,
  onRetry,
  layout,
  page,
  onPageChange,
}: CategoryResultsProps) {
  const { t } = useTranslation();
  if (isError && !data) {
    return (
      <StatusPanel
        role="alert"
        icon={AlertTriangle}
        tone="danger"
        title={t('Error Loading Products')}
        text={t('Failed to load products. Please try again later.')}
        action={<RetryButton onRetry={onRetry} busy={isFetching} />}
      />
    );
  }
  if (isPending || !data) {
    return (
      <div>
        <p className="sr-only" role="status">
          {t('Loading products...')}
        </p>
        <ProductGrid products={[]} layout={layout} loading skeletonCount={8} />
      </div>
    );
  }
  if (data.products.length === 0) {
    return (
      <StatusPanel
        role="status"
        icon={PackageSearch}
        tone="neutral"
        title={t('No products found')}
        text={t('Try changing your filters or check back later.')}
      />
    );
  }
  return (
    <div>
      <h2 className="sr-only">{t('Products')}</h2>
      <ProductGrid products={data.products} layout={layout} loading={isFetching} />
      <Pagination
        currentPage={page}
        totalPages={data.pagination.totalPages}
        totalItems={data.pagination.totalProducts}
        totalExact={data.totalExact}
        pageSize={PRODUCTS_PAGE_SIZE}
        onPageChange={onPageChange}
      />
    </div>
  );
}
