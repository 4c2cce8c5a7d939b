// /product-comparison?products=id,id,… (docs/behaviour/compare.md#comparison-page): one GET /api/products/{id} per
// id, at most 4; unknown ids are dropped with a note; any other failure shows 'Failed to load products for
// comparison'. The URL is the page's state: removing or adding a product rewrites it (and the compare store follows).
import { useQueries } from '@tanstack/react-query';
import { Info, Scale, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { Product } from '@haat/domain/catalog/product.schema';
import { RetryButton, StatusPanel } from '../../../components/ui/status-panel.tsx';
import { toast } from '../../../components/ui/lazy-toast.tsx';
import { COMPARE_MAX, useCompareStore } from '../../../lib/stores/compare-store.ts';
import { compareProductQueryOptions, isNotFound } from '../api/product-by-id.ts';
import { compareHref, parseCompareParam } from '../rules/compare-facts.ts';
import { AddProductSlot } from './add-product-slot.tsx';
import { CompareTable } from './compare-table.tsx';
import { tk } from '../../../i18n/translation-key.ts';

const FAILED = tk('Failed to load products for comparison');

export function ComparisonView() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { ids, overLimit } = parseCompareParam(searchParams.get('products'));
  const setStoreIds = useCompareStore((s) => s.setIds);

  const results = useQueries({ queries: ids.map((id) => compareProductQueryOptions(id)) });
  const loading = results.some((r) => r.isPending);
  const failed = results.filter((r) => r.isError && !isNotFound(r.error));
  const missing = results.filter((r) => r.isError && isNotFound(r.error)).length;
  const products = results.flatMap((r) => (r.data ? [r.data] : ([] as Product[])));
  const hasFailure = failed.length > 0;

  useEffect(() => {
    if (hasFailure) toast.error(t(FAILED));
  }, [hasFailure, t]);

  const show = (next: string[]) => {
    // compareHref keeps the commas literal (URLSearchParams would write %2C), so the address stays readable.
    void navigate(compareHref(next), { replace: true });
    setStoreIds(next);
  };
  const shownIds = products.map((p) => p.id);
  const addSlot = (
    <AddProductSlot
      shownIds={shownIds}
      onAdd={(product) => {
        // The search result is a card (docs/behaviour/catalogue.md#lean-listings), without the description and
        // specifications the table compares: the new column asks GET /api/products/{id} like the others.
        show([...shownIds, product.id].slice(0, COMPARE_MAX));
      }}
    />
  );

  return (
    <div className="container-page space-y-3 py-3 md:space-y-4 md:py-4">
      <header className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-lg font-bold text-ink md:text-2xl">{t('Compare Products')}</h1>
          <p className="text-xs text-ink-muted md:text-sm">
            {t('Up to {{count}} products side by side. Rows that differ are marked', { count: COMPARE_MAX })}{' '}
            <span aria-hidden className="inline-block size-2 rounded-full bg-accent-500 align-middle" />
          </p>
        </div>
        {products.length > 0 && (
          <p className="text-sm font-semibold text-ink-muted">
            {t('{{count}} of {{max}} products', { count: products.length, max: COMPARE_MAX })}
          </p>
        )}
      </header>

      {(overLimit || missing > 0) && (
        <div
          role="status"
          className="flex items-start gap-2 rounded-md bg-accent-50 px-3 py-2 text-sm text-ink"
        >
          <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-600" />
          <div>
            {overLimit && <p>{t('You can compare up to {{count}} products', { count: COMPARE_MAX })}</p>}
            {missing > 0 && (
              <p>{t('{{count}} product(s) could not be found and were left out.', { count: missing })}</p>
            )}
          </div>
        </div>
      )}

      {hasFailure ? (
        <StatusPanel
          role="alert"
          icon={TriangleAlert}
          tone="danger"
          title={t(FAILED)}
          text={t('Please check your connection and try again.')}
          action={
            <RetryButton
              busy={failed.some((r) => r.isFetching)}
              onRetry={() => failed.forEach((r) => void r.refetch())}
            />
          }
        />
      ) : loading ? (
        <CompareSkeleton columns={ids.length} />
      ) : products.length === 0 ? (
        <div className="space-y-3">
          <StatusPanel
            icon={Scale}
            tone="neutral"
            title={t('No products to compare')}
            text={t('Tick Compare on up to 4 products, or search for one below.')}
          />
          <div className="mx-auto max-w-sm">{addSlot}</div>
        </div>
      ) : (
        <>
          {products.length > 1 && (
            <p className="text-xs text-ink-muted md:hidden">{t('Swipe sideways to see every product.')}</p>
          )}
          <CompareTable
            products={products}
            onRemove={(id) => show(shownIds.filter((other) => other !== id))}
            addSlot={addSlot}
          />
        </>
      )}
    </div>
  );
}

function CompareSkeleton({ columns }: { columns: number }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="flex gap-3 overflow-hidden rounded-lg bg-card p-3 shadow-card">
      <span className="sr-only">{t('Loading products…')}</span>
      <div className="w-24 shrink-0 space-y-6 pt-44 md:w-40">
        {Array.from({ length: 7 }, (_, i) => (
          <div key={i} className="h-4 w-16 animate-pulse rounded bg-page" />
        ))}
      </div>
      {Array.from({ length: Math.max(1, columns) }, (_, i) => (
        <div key={i} className="w-40 shrink-0 space-y-6 md:w-52">
          <div className="mx-auto aspect-square w-24 animate-pulse rounded-md bg-page md:w-36" />
          <div className="h-4 animate-pulse rounded bg-page" />
          {Array.from({ length: 6 }, (_, j) => (
            <div key={j} className="h-4 w-3/4 animate-pulse rounded bg-page" />
          ))}
        </div>
      ))}
    </div>
  );
}
