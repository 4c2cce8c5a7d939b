// A titled row of up to 8 product cards with a View All link: a swipeable strip with scroll snap on phones, a
// grid on larger screens. Shows skeletons while loading and a message in place of the cards when loading failed.
import { ChevronRight } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '@haat/domain/catalog/product.schema';
import { ProductCard } from './product-card.tsx';
import { ProductCardSkeleton } from './product-card-skeleton.tsx';

export const PRODUCT_ROW_SIZE = 8;

export interface ProductRowProps {
  title: string;
  subtitle?: string;
  viewAllHref?: string;
  /** Accessible name of the View All link, e.g. 'View All Featured Products'. */
  viewAllLabel?: string;
  products: readonly Product[] | undefined;
  loading?: boolean;
  /** A message shown instead of the cards (the data could not be loaded). */
  error?: string | null;
  renderBadge?: (product: Product, index: number) => ReactNode;
  testId?: string;
}

const rowClasses =
  '-mx-3 flex snap-x snap-mandatory gap-2 overflow-x-auto scroll-px-3 px-3 pb-1 [scrollbar-width:none] md:mx-0 md:grid md:snap-none md:grid-cols-4 md:gap-3 md:overflow-visible md:px-0 xl:grid-cols-8';
const itemClasses = 'w-[44%] shrink-0 snap-start sm:w-[30%] md:w-auto';

export function ProductRow({
  title,
  subtitle,
  viewAllHref,
  viewAllLabel,
  products,
  loading = false,
  error,
  renderBadge,
  testId,
}: ProductRowProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-testid={testId}
      className="rounded-lg bg-card p-3 shadow-card md:p-4"
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base leading-tight font-bold text-ink md:text-lg">
            {title}
          </h2>
          {subtitle && <p className="mt-0.5 text-xs text-ink-muted md:text-sm">{subtitle}</p>}
        </div>
        {viewAllHref && (
          <Link
            to={viewAllHref}
            aria-label={viewAllLabel}
            className="inline-flex h-8 shrink-0 items-center gap-0.5 rounded-full bg-brand-700 ps-3 pe-2 text-xs font-semibold text-white hover:bg-brand-800"
          >
            {t('View All')}
            <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
          </Link>
        )}
      </div>
      {error ? (
        <p role="alert" className="rounded-md bg-danger-50 px-3 py-4 text-center text-sm text-danger">
          {error}
        </p>
      ) : (
        <ul className={rowClasses} aria-busy={loading || undefined}>
          {loading || !products
            ? Array.from({ length: PRODUCT_ROW_SIZE }, (_, i) => (
                <li key={i} className={itemClasses}>
                  <ProductCardSkeleton />
                </li>
              ))
            : products.slice(0, PRODUCT_ROW_SIZE).map((product, index) => (
                <li key={product.id} className={itemClasses}>
                  <ProductCard product={product} badge={renderBadge?.(product, index)} />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
