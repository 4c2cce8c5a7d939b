// The 'Filters & Sorting' modal (docs/behaviour/catalogue.md#category-page, #listing-state): opening copies the live
// filters and sort to a draft (Draft badge); Reset goes back to the live values, Clear All to the defaults (the sort
// included), Apply makes the draft live and starts again at page 1. Radix Dialog keeps focus inside; opened from
// state (no Dialog.Trigger), it would drop focus on <body> at closing, so the opener is noted and focused again
// (docs/behaviour/shell.md#accessibility).
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  defaultFilters,
  type FilterPanel as Panel,
  type PanelFilters,
} from '@haat/domain/catalog/filter-panels';
import type { ProductFacets } from '@haat/domain/catalog/product.schema';
import type { FacetCountsStatus } from '../../../components/filters/counts-status.ts';
import { FilterPanel } from '../../../components/filters/filter-panel.tsx';
import { useReturnFocus } from '../../../components/ui/use-return-focus.ts';
import type { ListingSort } from '../../../lib/listing-url-state.ts';
import { tk } from '../../../i18n/translation-key.ts';

/**
 * The modal's sort radios, in the spec's order, after Relevance: the category page's default order (the toolbar's
 * Relevance button), so Clear All, which resets the sort too, shows the order the list will have (issue 23 item 8).
 */
export const MODAL_SORTS: readonly { value: ListingSort; label: string }[] = [
  { value: 'relevance', label: tk('Relevance') },
  { value: 'popular', label: tk('Most Popular') },
  { value: 'newest', label: tk('Newest First') },
  { value: 'price-low', label: tk('Price: Low to High') },
  { value: 'price-high', label: tk('Price: High to Low') },
  { value: 'rating', label: tk('Customer Rating') },
];

interface FiltersModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  panel: Panel;
  live: { filters: PanelFilters; sort: ListingSort };
  defaultSort: ListingSort;
  onApply: (filters: PanelFilters, sort: ListingSort) => void;
  facets?: ProductFacets;
  /** The live listing's counts loading or failed (they arrive after the results). */
  counts?: FacetCountsStatus;
  subcategoryId?: string;
  mode?: 'featured' | 'trending';
  categoryLabels?: Readonly<Record<string, string>>;
}

export function FiltersModal(props: FiltersModalProps) {
  const { open, onOpenChange } = props;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        {/* Mounted only while open, so every opening starts from a fresh copy of the live values. */}
        {open && <ModalContent {...props} />}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ModalContent({
  onOpenChange,
  panel,
  live,
  defaultSort,
  onApply,
  facets,
  counts,
  subcategoryId,
  mode,
  categoryLabels,
}: FiltersModalProps) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus();
  const [draft, setDraft] = useState(live.filters);
  const [sort, setSort] = useState(live.sort);
  const footerButton = 'h-10 rounded-md px-4 text-sm font-semibold';

  return (
    <Dialog.Content
      className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl bg-card shadow-pop focus:outline-none md:inset-auto md:top-1/2 md:left-1/2 md:max-h-[85vh] md:w-[min(40rem,92vw)] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-xl"
      onOpenAutoFocus={returnFocus.remember}
      onCloseAutoFocus={returnFocus.restore}
    >
      <header className="flex items-center gap-2 border-b border-line px-4 py-3">
        <Dialog.Title className="text-lg font-bold text-ink">{t('Filters & Sorting')}</Dialog.Title>
        <span className="rounded-full bg-accent-100 px-2 py-0.5 text-[11px] font-bold tracking-wide text-accent-700 uppercase">
          {t('Draft')}
        </span>
        <Dialog.Close className="ms-auto grid size-9 place-items-center rounded-full text-ink-muted hover:bg-page hover:text-ink">
          <X aria-hidden className="size-5" />
          <span className="sr-only">{t('Close')}</span>
        </Dialog.Close>
      </header>
      <Dialog.Description className="sr-only">
        {t('Changes apply to the product list when you choose {{apply}}.', { apply: t('Apply') })}
      </Dialog.Description>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-3">
        <fieldset className="border-b border-line pb-3">
          <legend className="mb-2 text-sm font-semibold text-ink">{t('Sort by')}</legend>
          <div className="grid grid-cols-1 gap-1.5 sm:grid-cols-2">
            {MODAL_SORTS.map((option) => (
              <label
                key={option.value}
                className={`flex cursor-pointer items-center gap-2.5 rounded-md border px-3 py-2 text-sm ${
                  sort === option.value
                    ? 'border-brand-600 bg-brand-50 font-semibold text-brand-800'
                    : 'border-line text-ink hover:bg-page'
                }`}
              >
                <input
                  type="radio"
                  name="category-sort"
                  value={option.value}
                  checked={sort === option.value}
                  onChange={() => setSort(option.value)}
                  className="size-4 accent-brand-600"
                />
                {t(option.label)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="pt-3">
          <FilterPanel
            panel={panel}
            filters={draft}
            onChange={setDraft}
            facets={facets}
            counts={counts}
            subcategoryId={subcategoryId}
            mode={mode}
            categoryLabels={categoryLabels}
          />
        </div>
      </div>
      <footer className="flex items-center gap-2 border-t border-line px-4 py-3">
        <button
          type="button"
          onClick={() => {
            setDraft(live.filters);
            setSort(live.sort);
          }}
          className={`${footerButton} text-ink-muted hover:bg-page hover:text-ink`}
        >
          {t('Reset')}
        </button>
        <button
          type="button"
          onClick={() => {
            setDraft(defaultFilters(panel));
            setSort(defaultSort);
          }}
          className={`${footerButton} border border-line text-ink hover:bg-page`}
        >
          {t('Clear All')}
        </button>
        <button
          type="button"
          onClick={() => {
            onApply(draft, sort);
            onOpenChange(false);
          }}
          className={`${footerButton} ms-auto min-w-28 bg-accent-400 text-ink shadow-card hover:bg-accent-500`}
        >
          {t('Apply')}
        </button>
      </footer>
    </Dialog.Content>
  );
}
