// The shell of a product row (title, subtitle, View All link) and its skeleton cards. Kept apart from the cards
// themselves so a page can draw a lazily loaded row's placeholder at its final size from the first download.
import { ChevronRight } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductCardSkeleton } from './product-card-skeleton.tsx';

export const PRODUCT_ROW_SIZE = 8;

export interface ProductRowHeading {
  title: string;
  subtitle?: string;
  viewAllHref?: string;
  testId?: string;
}

/** A swipeable strip with scroll snap on phones; a grid from tablets up (two rows of 4 on tablets, one row of 8 on desktops). */
export const rowListClasses =
  '-mx-3 flex snap-x snap-mandatory scroll-px-3 gap-2 overflow-x-auto px-3 pb-1 [scrollbar-width:none] md:mx-0 md:grid md:snap-none md:grid-cols-4 md:gap-3 md:overflow-visible md:px-0 xl:grid-cols-8';
export const rowItemClasses = 'w-[44%] shrink-0 snap-start sm:w-[30%] md:w-auto';

export function ProductRowFrame({
  title,
  subtitle,
  viewAllHref,
  testId,
  children,
}: ProductRowHeading & { children: ReactNode }) {
  const { t } = useTranslation();
  const headingId = useId();
  const viewAllId = useId();
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
          // Named "View All" and the row's title, in that order, so the name holds the words shown in every language
          // (a separate sentence such as Urdu's "تمام بیسٹ سیلرز دیکھیں" did not; docs/behaviour/shell.md#accessibility).
          <Link
            id={viewAllId}
            to={viewAllHref}
            aria-labelledby={`${viewAllId} ${headingId}`}
            className="inline-flex h-8 shrink-0 items-center gap-0.5 rounded-full bg-brand-700 ps-3 pe-2 text-xs font-semibold text-white hover:bg-brand-800"
          >
            {t('View All')}
            <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

export function ProductRowSkeleton({ count = PRODUCT_ROW_SIZE }: { count?: number }) {
  return (
    <ul className={rowListClasses} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={rowItemClasses}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
