// The result area of a category page: skeleton cards while loading, 'Error Loading Products' with Try Again,
// 'No products found', or the grid (2 to 4 columns) with the pagination control (20 per page).
import { AlertTriangle, PackageSearch, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProductListResponse } from '@haat/domain/catalog/product.schema';
import { PRODUCTS_PAGE_SIZE } from '@haat/domain/catalog/products-query.schema';
import type { ProductCardLayout } from '../../../components/product/product-card.tsx';
import { ProductGrid } from '../../../components/product/product-grid.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';

interface CategoryResultsProps {
  data?: ProductListResponse;
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
      <div
        role="alert"
        className="flex flex-col items-center rounded-lg bg-card px-6 py-12 text-center shadow-card"
      >
        <span className="grid size-14 place-items-center rounded-full bg-danger-50 text-danger">
          <AlertTriangle aria-hidden className="size-7" />
        </span>
        <h2 className="mt-3 text-lg font-bold text-ink">{t('Error Loading Products')}</h2>
        <p className="mt-1 text-sm text-ink-muted">{t('Failed to load products. Please try again later.')}</p>
        <button
          type="button"
          onClick={onRetry}
          className="mt-4 inline-flex h-10 items-center gap-2 rounded-md bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          <RotateCw aria-hidden className="size-4" />
          {t('Try Again')}
        </button>
      </div>
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
      <div className="flex flex-col items-center rounded-lg bg-card px-6 py-12 text-center shadow-card">
        <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
          <PackageSearch aria-hidden className="size-7" />
        </span>
        <h2 className="mt-3 text-lg font-bold text-ink">{t('No products found')}</h2>
        <p className="mt-1 text-sm text-ink-muted">{t('Try changing your filters or check back later.')}</p>
      </div>
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
        pageSize={PRODUCTS_PAGE_SIZE}
        onPageChange={onPageChange}
      />
    </div>
  );
}
