// /product/{productId} (docs/behaviour/product.md#product-page): skeleton, not found, loaded. The skeleton has the
// loaded page's boxes (square gallery, summary column), so nothing moves when the product arrives. Failures other
// than a missing product raise 'Failed to load product details' and offer Try Again.
import { PackageX, TriangleAlert } from 'lucide-react';
import { useDeferredValue, useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '@haat/domain/catalog/product.schema';
import { toast } from '../../../components/ui/lazy-toast.tsx';
import { RetryButton, StatusPanel } from '../../../components/ui/status-panel.tsx';
import { isProductMissing, useProduct } from '../api/product-queries.ts';
import { ProductBreadcrumb } from './product-breadcrumb.tsx';
import { NearViewport } from './near-viewport.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { ProductRecommendations } from './product-recommendations.tsx';
import { ProductSummary } from './product-summary.tsx';
import { ProductTabs } from './product-tabs.tsx';
import type { PurchaseActions } from './purchase-panel.tsx';
import { CompareToggle } from '../../../components/product/compare-toggle.tsx';
import { RecentlyViewedRow } from '../../../components/product/recently-viewed-row.tsx';
import { BRAND_NAME } from '@haat/domain/shell/store-info';
import { removeFirstPaint } from '../../../lib/first-paint.ts';
import { recordRecentlyViewed } from '../../../lib/stores/recently-viewed-store.ts';

const bar = 'animate-pulse rounded bg-line';

function ProductSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" aria-label={t('Loading product')} className="space-y-3">
      <div className={`${bar} h-4 w-2/3 md:w-1/3`} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-3 rounded-lg bg-card p-3 shadow-card md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] md:gap-6 md:p-5">
        <div className="md:flex md:gap-3">
          <div className="hidden w-16 shrink-0 flex-col gap-2 md:flex">
            {[0, 1, 2].map((i) => (
              <div key={i} className={`${bar} size-16`} />
            ))}
          </div>
          <div className={`${bar} aspect-square w-full md:flex-1`} />
        </div>
        <div className="space-y-4">
          <div className={`${bar} h-4 w-32`} />
          <div className={`${bar} h-6 w-full`} />
          <div className={`${bar} h-6 w-3/4`} />
          <div className={`${bar} h-5 w-40`} />
          <div className={`${bar} h-9 w-56`} />
          <div className={`${bar} h-4 w-36`} />
          <div className={`${bar} h-9 w-40`} />
          <div className={`${bar} h-12 w-full`} />
          {/* The delivery block (issue 9), then the claims. */}
          <div className={`${bar} h-24 w-full`} />
          <div className={`${bar} h-20 w-full`} />
        </div>
      </div>
      {/* The tabs and the related row follow, so the footer stays below the fold until they arrive. */}
      <div className="h-48 rounded-lg bg-card shadow-card" />
      <div className="h-96 rounded-lg bg-card shadow-card" />
    </div>
  );
}

function ProductNotFound() {
  const { t } = useTranslation();
  return (
    <StatusPanel
      icon={PackageX}
      tone="neutral"
      title={t('Product Not Found')}
      text={t("The product you're looking for doesn't exist or has been removed.")}
      action={
        <Link
          to="/category"
          className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t('Browse Categories')}
        </Link>
      }
    />
  );
}

function LoadedProduct({ product, ...actions }: { product: Product } & PurchaseActions) {
  return (
    <div className="space-y-3">
      <div className="flex items-start justify-between gap-3">
        <ProductBreadcrumb product={product} />
        <div className="shrink-0 pt-0.5">
          <CompareToggle productId={product.id} productName={product.name} />
        </div>
      </div>
      <article className="grid grid-cols-[minmax(0,1fr)] gap-3 rounded-lg bg-card p-3 shadow-card md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] md:gap-6 md:p-5">
        <div className="md:sticky md:top-20 md:self-start">
          <ProductGallery product={product} />
        </div>
        <ProductSummary product={product} {...actions} />
      </article>
      <ProductTabs product={product} />
      <NearViewport placeholderClassName="h-96 rounded-lg bg-card shadow-card">
        <ProductRecommendations product={product} />
      </NearViewport>
    </div>
  );
}

export function ProductDetailPage({ productId, ...actions }: { productId: string } & PurchaseActions) {
  const { t } = useTranslation();
  const query = useProduct(productId);
  // The loaded page is the largest render of a product page's load. The query store updates synchronously, so
  // drawing it as the read answers made one long task; deferred, React renders it in slices with the browser
  // free for input between them (the skeleton stays until it commits). Cached data shows at once.
  const product = useDeferredValue(query.data);
  const missing = query.isError && isProductMissing(query.error);
  const failed = query.isError && !missing;

  useEffect(() => {
    if (failed) toast.error(t('Failed to load product details'));
  }, [failed, t]);

  // Recorded once the product is known to exist, so a mistyped id never lands in the row.
  const loadedId = query.data?.id;
  useEffect(() => {
    if (loadedId) recordRecentlyViewed(loadedId);
  }, [loadedId]);

  // The tab and history show the product, as the server-rendered head does; the previous title comes back
  // when the shopper leaves.
  const loadedName = query.data?.name;
  useEffect(() => {
    if (!loadedName) return;
    const previous = document.title;
    document.title = `${loadedName} | ${BRAND_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [loadedName]);

  // The server's first paint (picture, name, price) stays over the page until this page has more to show than
  // its skeleton, and goes in the same frame; leaving the page takes it away too.
  const settled = product !== undefined || query.isError;
  useLayoutEffect(() => {
    if (settled) removeFirstPaint();
  }, [settled]);
  useLayoutEffect(() => removeFirstPaint, []);

  let body;
  if (product) body = <LoadedProduct key={product.id} product={product} {...actions} />;
  else if (missing) body = <ProductNotFound />;
  else if (failed)
    body = (
      <StatusPanel
        icon={TriangleAlert}
        tone="danger"
        role="alert"
        title={t('Failed to load product details')}
        action={<RetryButton onRetry={() => void query.refetch()} busy={query.isFetching} />}
      />
    );
  else body = <ProductSkeleton />;

  return (
    <div className="container-page space-y-3 py-3 md:space-y-4 md:py-4">
      {body}
      <NearViewport placeholderClassName="h-px">
        <RecentlyViewedRow excludeId={productId} />
      </NearViewport>
    </div>
  );
}
