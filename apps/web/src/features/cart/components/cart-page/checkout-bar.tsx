// The phone's sticky bottom bar on /cart: the total and Proceed to Checkout stay in reach while the lines scroll;
// the price breakdown link jumps to the summary below the lines. While it shows, toasts rise above it.
import { useTranslation } from 'react-i18next';
import { formatInr } from '../../../../lib/format.ts';

/** Lifts the bottom toasts (sonner's offset variables) above the bar, below the lg breakpoint only. */
const RAISE_TOASTS = `@media (width < 64rem) { [data-sonner-toaster][data-y-position='bottom'] {
  --offset-bottom: 5.5rem !important; --mobile-offset-bottom: 5.5rem !important; } }`;

export function CheckoutBar({
  total,
  onProceed,
  canProceed,
}: {
  total: number;
  onProceed: () => void;
  canProceed: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-card px-3 py-2.5 shadow-pop lg:hidden"
      data-testid="checkout-bar"
    >
      <style>{RAISE_TOASTS}</style>
      <div className="mx-auto flex max-w-xl items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="text-lg font-bold leading-tight text-ink">{formatInr(total)}</p>
          <a href="#order-summary-heading" className="text-xs font-semibold text-brand-700">
            {t('View price details')}
          </a>
        </div>
        <button
          type="button"
          onClick={onProceed}
          disabled={!canProceed}
          className="rounded-md bg-accent-400 px-5 py-3 text-sm font-bold text-ink hover:bg-accent-500 disabled:opacity-60"
        >
          {t('Proceed to Checkout')}
        </button>
      </div>
    </div>
  );
}
