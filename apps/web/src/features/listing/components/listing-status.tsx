// The listing's empty and error panels (spec 2 §Listing page, §8): 'No products found' with Clear all filters,
// and 'Error Loading Products' with the message and Try Again.
import { AlertCircle, PackageSearch, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const buttonClass =
  'inline-flex items-center gap-2 rounded-md bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60';

export function ListingEmpty({ onClearAll }: { onClearAll: () => void }) {
  const { t } = useTranslation();
  return (
    <section role="status" className="rounded-lg bg-card px-4 py-12 text-center shadow-card md:py-16">
      <span
        aria-hidden="true"
        className="mx-auto grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700"
      >
        <PackageSearch className="size-8" />
      </span>
      <h2 className="mt-3 text-lg font-semibold text-ink">{t('No products found')}</h2>
      <p className="mx-auto mt-1 max-w-sm text-sm text-ink-muted">
        {t('Try adjusting your search or filter criteria.')}
      </p>
      <button type="button" onClick={onClearAll} className={`mt-5 ${buttonClass}`}>
        {t('Clear all filters')}
      </button>
    </section>
  );
}

export function ListingError({
  title,
  message,
  retrying,
  onRetry,
}: {
  title: string;
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="rounded-lg bg-card px-4 py-12 text-center shadow-card md:py-16">
      <span
        aria-hidden="true"
        className="mx-auto grid size-16 place-items-center rounded-full bg-danger-50 text-danger"
      >
        <AlertCircle className="size-8" />
      </span>
      <div role="alert" className="mt-3">
        <h2 className="text-lg font-semibold text-ink">{title}</h2>
        <p className="mx-auto mt-1 max-w-sm text-sm text-ink-muted">{message}</p>
      </div>
      <button type="button" onClick={onRetry} disabled={retrying} className={`mt-5 ${buttonClass}`}>
        <RotateCw aria-hidden="true" className={`size-4 ${retrying ? 'animate-spin' : ''}`} />
        {t('Try Again')}
      </button>
    </section>
  );
}
