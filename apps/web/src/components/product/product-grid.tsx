// A page of product cards: 2 columns on phones up to 4 on desktop (docs/behaviour/catalogue.md#product-cards), or one
// detailed card per row in the list layout; card-shaped skeletons while the first result loads.
import type { ReactNode } from 'react';
import type { ProductCard as ListedProduct } from '@haat/domain/catalog/product.schema';
import { ProductCard, type ProductCardLayout } from './product-card.tsx';
import { ProductCardSkeleton } from './product-card-skeleton.tsx';

export interface ProductGridProps {
  products: readonly ListedProduct[];
  layout?: ProductCardLayout;
  /** Shows skeletons when there are no products yet; with products (the previous page) it only marks busy. */
  loading?: boolean;
  skeletonCount?: number;
  renderBadge?: (product: ListedProduct, index: number) => ReactNode;
  renderFooter?: (product: ListedProduct, index: number) => ReactNode;
  /** Cards that are above the fold on a phone: their pictures load at once. */
  priorityCount?: number;
}

export const gridClasses: Record<ProductCardLayout, string> = {
  grid: 'grid grid-cols-2 gap-2 sm:grid-cols-3 md:gap-3 lg:grid-cols-4',
  list: 'grid grid-cols-1 gap-2 md:gap-3',
};

export function ProductGrid({
  products,
  layout = 'grid',
  loading = false,
  skeletonCount = 8,
  renderBadge,
  renderFooter,
  priorityCount = 2,
}: ProductGridProps) {
  if (loading && products.length === 0) {
    return (
      <ul className={gridClasses[layout]} aria-busy="true">
        {Array.from({ length: skeletonCount }, (_, i) => (
          <li key={i}>
            <ProductCardSkeleton layout={layout} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul
      // The header's "Skip to results" lands here (docs/behaviour/shell.md#skip-link): the next Tab is the first card.
      data-skip-results=""
      className={`${gridClasses[layout]} transition-opacity focus:outline-none ${loading ? 'opacity-60' : ''}`}
      aria-busy={loading || undefined}
    >
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            layout={layout}
            badge={renderBadge?.(product, index)}
            footer={renderFooter?.(product, index)}
            priority={index < priorityCount}
          />
        </li>
      ))}
    </ul>
  );
}
