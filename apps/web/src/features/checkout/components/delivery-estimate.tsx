// The shipping estimate of the chosen address (docs/behaviour/checkout.md#shipping-estimate): one row per seller's
// parcel with its items, rate or FREE and delivery window; the server's fallback notice, or the client's estimate
// with the reason; and, above them, the notice that the pincode is not delivered to at all (issue 9).
import { AlertTriangle, CircleAlert, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SHIPPING_MESSAGES } from '@haat/domain/shipping/shipping-estimate.schema';
import { formatInr } from '../../../lib/format.ts';
import { formatDeliveryWindow, type ShippingQuote } from '../checkout-totals.ts';

export function DeliveryEstimate({
  quote,
  pincode,
  serviceProblem = null,
}: {
  quote: ShippingQuote;
  pincode: string;
  /** The pincode is not served: the message to show (to translate). */
  serviceProblem?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="border-t border-line px-4 py-4" data-testid="delivery-estimate" aria-live="polite">
      <h3 className="flex items-center gap-2 text-sm font-bold text-ink">
        <Truck aria-hidden="true" className="size-4 text-brand-700" />
        {t('Delivery to {{pincode}}', { pincode })}
      </h3>
      {serviceProblem && (
        <p
          role="alert"
          data-testid="pincode-not-serviceable"
          className="mt-2 flex items-start gap-1.5 rounded-md border border-danger/20 bg-danger-50 px-3 py-2.5 text-sm font-medium text-danger"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t(serviceProblem)} {t('Choose another address to continue.')}
        </p>
      )}
      {quote.state === 'pending' && (
        <div aria-hidden="true" className="mt-3 space-y-2">
          <span className="block h-4 w-3/4 animate-pulse rounded bg-page" />
          <span className="block h-4 w-2/3 animate-pulse rounded bg-page" />
        </div>
      )}
      {quote.state === 'ready' && (
        <>
          <ul className="mt-2 divide-y divide-line rounded-md border border-line">
            {quote.breakdown.map((row) => (
              <li
                key={row.sellerId}
                className="flex items-start justify-between gap-3 px-3 py-2.5 text-sm"
                data-testid="shipping-row"
              >
                <div className="min-w-0">
                  <p className="truncate font-medium text-ink">{row.sellerName}</p>
                  <p className="text-xs text-ink-muted">
                    {row.items === 1 ? t('1 item') : t('{{count}} items', { count: row.items })}
                    {' · '}
                    {t('Delivery by {{window}}', { window: formatDeliveryWindow(row.estimatedDelivery) })}
                  </p>
                </div>
                <span className={`shrink-0 font-semibold ${row.rate === 0 ? 'text-success' : 'text-ink'}`}>
                  {row.rate === 0 ? t('FREE') : formatInr(row.rate)}
                </span>
              </li>
            ))}
          </ul>
          {quote.fallback && (
            <p className="mt-2 flex items-start gap-1.5 text-xs text-accent-700" role="status">
              <AlertTriangle aria-hidden="true" className="mt-px size-3.5 shrink-0" />
              {t(SHIPPING_MESSAGES.usingFallback)}
            </p>
          )}
        </>
      )}
      {quote.state === 'failed' && (
        <div className="mt-2 rounded-md bg-accent-50 px-3 py-2.5 text-sm" role="status">
          <p className="flex items-start gap-1.5 font-medium text-ink">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-600" />
            {t(quote.message)}
          </p>
        </div>
      )}
    </div>
  );
}
