// The 'Add Product' column of the comparison page: beyond the spec's info message, the shopper can search
// (GET /api/products?search=…&limit=8) and add a result. At 4 products it says the limit instead.
import { useQuery } from '@tanstack/react-query';
import { Plus, Search } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductCard } from '@haat/domain/catalog/product.schema';
import { formatInr } from '@haat/domain/money/money';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import { productsQueryOptions } from '../../../lib/catalog-api.ts';
import { COMPARE_MAX } from '../../../lib/stores/compare-store.ts';
import { sellingPrice } from '../rules/compare-facts.ts';

const SEARCH_LIMIT = 8;
/** Fewer letters match half the catalogue; wait for a word. */
const MIN_SEARCH_LENGTH = 2;

export function AddProductSlot({
  shownIds,
  onAdd,
}: {
  shownIds: readonly string[];
  onAdd: (product: ProductCard) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const full = shownIds.length >= COMPARE_MAX;

  if (full) {
    return (
      <p
        role="status"
        className="rounded-lg border border-dashed border-line p-3 text-center text-xs text-ink-muted"
      >
        {t('You can compare up to {{count}} products', { count: COMPARE_MAX })}
      </p>
    );
  }
  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="flex aspect-square w-full flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-brand-200 bg-brand-50/50 text-sm font-semibold text-brand-700 hover:border-brand-500 hover:bg-brand-50"
      >
        <span className="grid size-10 place-items-center rounded-full bg-brand-700 text-white">
          <Plus aria-hidden className="size-5" />
        </span>
        {t('Add Product')}
      </button>
    );
  }
  return <ProductSearch shownIds={shownIds} onAdd={onAdd} onClose={() => setOpen(false)} />;
}

function ProductSearch({
  shownIds,
  onAdd,
  onClose,
}: {
  shownIds: readonly string[];
  onAdd: (product: ProductCard) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const [term, setTerm] = useState('');
  // Typing stays responsive; the request follows the deferred value.
  const deferred = useDeferredValue(term.trim());
  const enabled = deferred.length >= MIN_SEARCH_LENGTH;
  // Comparison is per listing (a colour or memory of a model is compared as itself), so the search lists every
  // listing rather than one card per product group (docs/behaviour/catalogue.md#product-groups).
  const params = new URLSearchParams({
    search: deferred,
    limit: String(SEARCH_LIMIT),
    groupVariants: 'false',
  });
  const results = useQuery({ ...productsQueryOptions(params), enabled });

  return (
    <div className="flex flex-col gap-2 rounded-lg border border-brand-200 bg-card p-2">
      <label htmlFor={inputId} className="text-xs font-semibold text-ink">
        {t('Search a product to add')}
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute start-2 top-1/2 size-4 -translate-y-1/2 text-ink-subtle"
        />
        <input
          id={inputId}
          type="search"
          autoFocus
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          onKeyDown={(event) => event.key === 'Escape' && onClose()}
          placeholder={t('e.g. phone, kurta')}
          className="h-9 w-full rounded-md border border-line ps-8 pe-2 text-sm focus:border-brand-600 focus:outline-none"
        />
      </div>
      {enabled && results.isPending && <p className="text-xs text-ink-muted">{t('Searching…')}</p>}
      {results.isError && (
        <p role="alert" className="text-xs text-danger">
          {t('Search failed. Please try again.')}
        </p>
      )}
      {enabled && results.data && results.data.products.length === 0 && (
        <p className="text-xs text-ink-muted">{t('No products found')}</p>
      )}
      {enabled && results.data && results.data.products.length > 0 && (
        <ul aria-label={t('Search results')} className="max-h-72 space-y-1 overflow-y-auto">
          {results.data.products.map((product) => {
            const added = shownIds.includes(product.id);
            return (
              <li key={product.id}>
                <button
                  type="button"
                  disabled={added}
                  onClick={() => onAdd(product)}
                  className="flex w-full items-center gap-2 rounded-md p-1 text-start hover:bg-brand-50 disabled:opacity-50"
                >
                  <Thumbnail src={product.images[0]?.url} alt="" size={40} />
                  <span className="min-w-0 flex-1">
                    <span className="line-clamp-2 text-xs text-ink">{product.name}</span>
                    <span className="text-xs font-semibold text-ink">
                      {added ? t('Already compared') : formatInr(sellingPrice(product))}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <button
        type="button"
        onClick={onClose}
        className="self-end text-xs font-semibold text-brand-700 hover:underline"
      >
        {t('Cancel')}
      </button>
    </div>
  );
}
