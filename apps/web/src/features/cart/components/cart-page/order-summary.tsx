// The order summary of /cart (docs/behaviour/cart.md#cart-page, #coupons, docs/decisions/0022-one-quote.md): the
// server's quote of the cart as it is (subtotal with the item count, MRP savings, shipping, the coupon's discount,
// the total), the cart statement's free-delivery hint and bar relative to ₹500 only while the quote charges
// shipping, the coupon box and Proceed to Checkout. Every amount is a field of the quote; nothing is added up here.
import { ArrowRight, ShieldCheck, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutQuote } from '@haat/domain/checkout/checkout-quote.schema';
import { formatInr } from '../../../../lib/format.ts';
import { SummaryCard } from '../../../../components/ui/summary-card.tsx';

/** The quote, or where it stands: the first answer on its way, or the call failed with nothing to show. */
export type QuoteState = { state: 'ready'; quote: CheckoutQuote } | { state: 'loading' } | { state: 'error' };

export function OrderSummary({
  quote: quoteState,
  onRetry,
  couponSlot,
  onProceed,
  canProceed,
}: {
  quote: QuoteState;
  onRetry: () => void;
  couponSlot: ReactNode;
  onProceed: () => void;
  canProceed: boolean;
}) {
  const { t } = useTranslation();
  const quote = quoteState.state === 'ready' ? quoteState.quote : null;
  const amount = (value: number | undefined) =>
    value === undefined ? (
      <span className="inline-block h-4 w-14 animate-pulse rounded bg-line" />
    ) : (
      formatInr(value)
    );

  return (
    <SummaryCard id="order-summary-heading" title={t('Order Summary')} testId="order-summary">
      <div className="space-y-4 px-4 py-4">
        <dl className="space-y-2.5 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-ink">
              {(quote?.itemCount ?? 0) === 1
                ? t('Subtotal (1 item)')
                : t('Subtotal ({{count}} items)', { count: quote?.itemCount ?? 0 })}
            </dt>
            <dd className="font-semibold text-ink" data-testid="summary-subtotal">
              {amount(quote?.subtotal)}
            </dd>
          </div>
          {quote && quote.mrpSavings > 0 && (
            <div className="flex justify-between gap-3">
              <dt className="text-ink">{t('MRP savings')}</dt>
              <dd className="font-semibold text-success">
                <bdi dir="ltr">−{formatInr(quote.mrpSavings)}</bdi>
              </dd>
            </div>
          )}
          <div className="flex justify-between gap-3">
            <dt className="text-ink">{t('Shipping')}</dt>
            <dd data-testid="summary-shipping">
              {quote?.shipping === 0 ? (
                <span className="font-semibold text-success">{t('FREE')}</span>
              ) : quote && quote.shipping === null ? (
                <span className="text-xs text-ink-muted">{t('Enter pincode')}</span>
              ) : (
                <span className="font-semibold text-ink">{amount(quote?.shipping ?? undefined)}</span>
              )}
            </dd>
          </div>
          {quote?.couponCode && quote.discount > 0 && (
            <div className="flex justify-between gap-3">
              <dt className="text-ink">{t('Coupon ({{code}})', { code: quote.couponCode })}</dt>
              <dd className="font-semibold text-success" data-testid="summary-coupon">
                <bdi dir="ltr">−{formatInr(quote.discount)}</bdi>
              </dd>
            </div>
          )}
        </dl>

        {quoteState.state === 'error' && (
          <p
            role="alert"
            className="flex flex-wrap items-center gap-2 rounded-md bg-danger-50 px-3 py-2 text-xs text-danger"
          >
            {t('Could not reach the server. Please try again.')}
            <button type="button" onClick={onRetry} className="font-semibold underline">
              {t('Try again')}
            </button>
          </p>
        )}
        {!quote ? null : quote.freeShippingHint ? (
          <div className="rounded-md bg-accent-50 px-3 py-2.5 text-xs text-ink">
            <p className="flex items-center gap-1.5 font-medium">
              <Truck aria-hidden="true" className="size-4 shrink-0 text-accent-600" />
              {t('Add {{amount}} more for free shipping!', {
                amount: formatInr(quote.freeShippingHint.remaining),
              })}
            </p>
            <div
              className="mt-2 h-2 overflow-hidden rounded-full bg-accent-100"
              role="progressbar"
              aria-label={t('Progress to free shipping')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={quote.freeShippingHint.percent}
            >
              <div
                className="h-full rounded-full bg-accent-500"
                style={{ width: `${quote.freeShippingHint.percent}%` }}
              />
            </div>
          </div>
        ) : quote.shipping === 0 ? (
          <p className="flex items-center gap-1.5 rounded-md bg-success-50 px-3 py-2 text-xs font-medium text-success">
            <Truck aria-hidden="true" className="size-4 shrink-0" />
            {t('Your order ships free!')}
          </p>
        ) : null}

        {couponSlot}

        <div className="border-t border-dashed border-line pt-3">
          <p className="flex items-baseline justify-between gap-3">
            <span className="text-base font-bold text-ink">{t('Total')}</span>
            <span className="text-xl font-bold text-ink" data-testid="summary-total">
              {amount(quote?.total)}
            </span>
          </p>
          <p className="mt-0.5 text-xs text-ink-muted">{t('Inclusive of all taxes (18% GST)')}</p>
          {quote && quote.savings > 0 && (
            <p className="mt-2 rounded bg-success-50 px-2.5 py-1.5 text-xs font-semibold text-success">
              {t('You will save {{amount}} on this order', { amount: formatInr(quote.savings) })}
            </p>
          )}
        </div>

        <button
          type="button"
          onClick={onProceed}
          disabled={!canProceed}
          className="hidden w-full items-center justify-center gap-2 rounded-md bg-accent-400 px-4 py-3 text-sm font-bold text-ink shadow-card hover:bg-accent-500 disabled:cursor-not-allowed disabled:opacity-60 lg:flex"
        >
          {t('Proceed to Checkout')}
          <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
        </button>
        <p className="flex items-center justify-center gap-1.5 text-xs text-ink-muted">
          <ShieldCheck aria-hidden="true" className="size-4 text-success" />
          {t('Safe and secure payments. Easy returns.')}
        </p>
      </div>
    </SummaryCard>
  );
}
