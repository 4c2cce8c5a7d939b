// A titled row of up to 8 product cards with a View All link: a swipeable strip with scroll snap on phones, a
// grid on larger screens. Skeletons while loading; a message in place of the cards when loading failed.
import type { ReactNode } from 'react';
import type { ProductCard as ListedProduct } from '@haat/domain/catalog/product.schema';
import { ProductCard } from './product-card.tsx';
import {
  PRODUCT_ROW_SIZE,
  ProductRowFrame,
  ProductRowSkeleton,
  rowItemClasses,
  rowListClasses,
  type ProductRowHeading,
} from './product-row-frame.tsx';

export { PRODUCT_ROW_SIZE };

export interface ProductRowProps extends ProductRowHeading {
  products: readonly ListedProduct[] | undefined;
  loading?: boolean;
  /** A message shown instead of the cards (the data could not be loaded). */
  error?: string | null;
  renderBadge?: (product: ListedProduct, index: number) => ReactNode;
}

export function ProductRow({ products, loading = false, error, renderBadge, ...heading }: ProductRowProps) {
  let body: ReactNode;
  if (error) {
    body = (
      <p role="alert" className="rounded-md bg-danger-50 px-3 py-6 text-center text-sm text-danger">
        {error}
      </p>
    );
  } else if (loading || !products) {
    body = <ProductRowSkeleton />;
  } else {
    body = (
      <ul className={rowListClasses}>
        {products.slice(0, PRODUCT_ROW_SIZE).map((product, index) => (
          <li key={product.id} className={rowItemClasses}>
            <ProductCard product={product} badge={renderBadge?.(product, index)} />
          </li>
        ))}
      </ul>
    );
  }
  return <ProductRowFrame {...heading}>{body}</ProductRowFrame>;
}
