// The price details beside every step (docs/behaviour/checkout.md#checkout-steps, #money-and-gst, #the-quote): the
// server's quote as it is (items, delivery, the carried coupon's discount, the total with GST included) and the
// checkout's own free-shipping statement. Nothing is added up here (docs/decisions/0022-one-quote.md).
import { ShieldCheck, TicketPercent, Truck, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SHIPPING_STATEMENTS } from '@haat/domain/pricing/shipping-statements';
import { formatInr } from '../../../lib/format.ts';
import type { CheckoutTotals, ShippingQuote } from '../checkout-totals.ts';
import type { CheckoutCoupon } from '../hooks/use-checkout-coupon.ts';
import { SummaryCard } from '../../../components/ui/summary-card.tsx';

export function PriceSummary({
  totals,
  quote,
  coupon,
  canRemoveCoupon,
  onRetry,
}: {
  /** Null until the first quote arrives (or when it could not be had). */
  totals: CheckoutTotals | null;
  quote: ShippingQuote;
  coupon: CheckoutCoupon;
  canRemoveCoupon: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const amount = (value: number | undefined) =>
    value === undefined ? (
      <span className="inline-block h-4 w-14 animate-pulse rounded bg-line" />
    ) : (
      formatInr(value)
    );
  return (
    <SummaryCard id="price-details-heading" title={t('Price Details')} testId="price-summary">
      <dl className="space-y-3 px-4 py-4 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-ink">
            {totals?.itemCount === 1
              ? t('Price (1 item)')
              : t('Price ({{count}} items)', { count: totals?.itemCount ?? 0 })}
          </dt>
          <dd className="text-ink" data-testid="checkout-subtotal">
            {amount(totals?.subtotal)}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-ink">{t('Delivery Charges')}</dt>
          <dd data-testid="checkout-shipping">
            {!totals || totals.shipping === null || quote.state !== 'ready' ? (
              <span className="text-ink-muted">
                {quote.state === 'pending' ? t('Select an address') : '—'}
              </span>
            ) : totals.shipping === 0 ? (
              <span className="font-semibold text-success">{t('FREE')}</span>
            ) : (
              <span className="text-ink">{formatInr(totals.shipping)}</span>
            )}
          </dd>
        </div>
        {coupon.checking && (
          <div className="flex justify-between gap-3 text-ink-muted">
            <dt>{t('Coupon')}</dt>
            <dd>{t('Checking...')}</dd>
          </div>
        )}
        {coupon.coupon && (
          <div className="flex items-center justify-between gap-3">
            <dt className="flex min-w-0 items-center gap-1.5 text-ink">
              <TicketPercent aria-hidden="true" className="size-4 shrink-0 text-success" />
              <span className="truncate">{t('Coupon ({{code}})', { code: coupon.coupon.code })}</span>
              {canRemoveCoupon && (
                <button
                  type="button"
                  onClick={coupon.remove}
                  aria-label={t('Remove coupon {{code}}', { code: coupon.coupon.code })}
                  className="rounded p-0.5 text-ink-muted hover:bg-page hover:text-danger"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              )}
            </dt>
            <dd className="font-semibold text-success" data-testid="checkout-coupon">
              {/* A free-delivery coupon takes nothing off the items: its benefit is the delivery line's FREE. */}
              {coupon.coupon.freeShipping && totals?.couponDiscount === 0 ? (
                t('FREE')
              ) : (
                <bdi dir="ltr">−{amount(totals?.couponDiscount)}</bdi>
              )}
            </dd>
          </div>
        )}
      </dl>
      {quote.state === 'failed' && (
        <p role="alert" className="mx-4 mb-3 rounded-md bg-danger-50 px-3 py-2 text-xs text-danger">
          {t('Could not reach the server. Please try again.')}{' '}
          <button type="button" onClick={onRetry} className="font-semibold underline">
            {t('Try again')}
          </button>
        </p>
      )}
      {coupon.notice && (
        <p role="status" className="mx-4 mb-3 rounded-md bg-danger-50 px-3 py-2 text-xs text-danger">
          {coupon.notice}
        </p>
      )}
      <div className="mx-4 border-t border-dashed border-line py-3">
        <p className="flex items-baseline justify-between gap-3">
          <span className="text-base font-bold text-ink">{t('Total Amount')}</span>
          <span className="text-xl font-bold text-ink" data-testid="checkout-total">
            {amount(totals?.total)}
          </span>
        </p>
        <p className="mt-0.5 text-xs text-ink-muted">{t('Inclusive of all taxes (18% GST)')}</p>
      </div>
      <div className="space-y-2 border-t border-line px-4 py-3 text-xs">
        <p className="flex items-center gap-1.5 text-ink-muted">
          <Truck aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          {t('Free shipping on orders above ₹{{amount}}', { amount: SHIPPING_STATEMENTS.checkout.freeFrom })}
        </p>
        <p className="flex items-center gap-1.5 text-ink-muted">
          <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-success" />
          {t('Safe and secure payments. Easy returns.')}
        </p>
      </div>
    </SummaryCard>
  );
}
