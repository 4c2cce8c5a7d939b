// The phone's sticky bottom bar on /cart: the total and Proceed to Checkout stay in reach while the lines scroll;
// the price breakdown link jumps to the summary below the lines.
import { useTranslation } from 'react-i18next';
import { StickyTotalBar } from '../../../../components/ui/sticky-total-bar.tsx';

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
    <StickyTotalBar
      total={total}
      detailsHref="#order-summary-heading"
      testId="checkout-bar"
      action={
        <button
          type="button"
          onClick={onProceed}
          disabled={!canProceed}
          className="rounded-md bg-accent-400 px-5 py-3 text-sm font-bold text-ink hover:bg-accent-500 disabled:opacity-60"
        >
          {t('Proceed to Checkout')}
        </button>
      }
    />
  );
}
