// The bar above the results: sort buttons Date / Price / Relevance, the Filters button with the active-filter
// count (docs/behaviour/catalogue.md#listing-state), Reset, and the grid/list toggle.
import { ArrowDownWideNarrow, ArrowUpNarrowWide, RotateCcw, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ListingSort } from '../../../lib/listing-url-state.ts';
import type { ProductCardLayout } from '../../../components/product/product-card.tsx';
import { ViewToggle } from '../../../components/product/view-toggle.tsx';

interface CategoryToolbarProps {
  sort: ListingSort;
  onSort: (sort: ListingSort) => void;
  activeCount: number;
  onOpenFilters: () => void;
  /** Reset shows while filters or sort differ from the defaults. */
  canReset: boolean;
  onReset: () => void;
  layout: ProductCardLayout;
  onLayout: (layout: ProductCardLayout) => void;
}

const chip =
  'inline-flex h-8 shrink-0 items-center gap-1 rounded-full border px-3 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-brand-600';
const chipOff = 'border-line bg-card text-ink hover:border-brand-200 hover:text-brand-700';
const chipOn = 'border-brand-700 bg-brand-700 text-white';

export function CategoryToolbar({
  sort,
  onSort,
  activeCount,
  onOpenFilters,
  canReset,
  onReset,
  layout,
  onLayout,
}: CategoryToolbarProps) {
  const { t } = useTranslation();
  const priceSort = sort === 'price-low' || sort === 'price-high';
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-lg bg-card p-2 shadow-card md:px-3">
      <button
        type="button"
        onClick={onOpenFilters}
        aria-haspopup="dialog"
        aria-label={activeCount > 0 ? t('Filters, {{count}} active', { count: activeCount }) : t('Filters')}
        className={`${chip} border-brand-700 bg-brand-50 text-brand-800 hover:bg-brand-100`}
      >
        <SlidersHorizontal aria-hidden className="size-4" />
        {t('Filters')}
        {activeCount > 0 && (
          <span
            aria-hidden
            className="grid h-5 min-w-5 place-items-center rounded-full bg-accent-400 px-1 text-[11px] font-bold text-ink"
          >
            {activeCount}
          </span>
        )}
      </button>
      <div
        role="group"
        aria-label={t('Sort by')}
        className="order-last flex w-full items-center gap-1.5 overflow-x-auto sm:order-none sm:w-auto"
      >
        <span aria-hidden className="shrink-0 text-sm text-ink-muted">
          {t('Sort by')}:
        </span>
        <button
          type="button"
          aria-pressed={sort === 'newest'}
          onClick={() => onSort('newest')}
          className={`${chip} ${sort === 'newest' ? chipOn : chipOff}`}
        >
          {t('Date')}
        </button>
        <button
          type="button"
          aria-pressed={priceSort}
          onClick={() => onSort(sort === 'price-low' ? 'price-high' : 'price-low')}
          className={`${chip} ${priceSort ? chipOn : chipOff}`}
        >
          {t('Price')}
          {priceSort &&
            (sort === 'price-low' ? (
              <ArrowUpNarrowWide aria-label={t('Low to High')} className="size-4" />
            ) : (
              <ArrowDownWideNarrow aria-label={t('High to Low')} className="size-4" />
            ))}
        </button>
        <button
          type="button"
          aria-pressed={sort === 'relevance'}
          onClick={() => onSort('relevance')}
          className={`${chip} ${sort === 'relevance' ? chipOn : chipOff}`}
        >
          {t('Relevance')}
        </button>
      </div>
      <div className="ms-auto flex items-center gap-2">
        {canReset && (
          <button type="button" onClick={onReset} className={`${chip} ${chipOff}`}>
            <RotateCcw aria-hidden className="size-3.5" />
            {t('Reset')}
          </button>
        )}
        <ViewToggle value={layout} onChange={onLayout} />
      </div>
    </div>
  );
}
