// The order summary of /cart (docs/behaviour/cart.md#cart-page, #coupons, docs/behaviour/checkout.md#order-success):
// subtotal with the item count, MRP savings, shipping by the cart rule (free at 500 or more, else 99) with its
// progress bar relative to 500, the coupon box, the coupon's discount, the total after it (floored at 0) and Proceed
// to Checkout.
import { ArrowRight, ShieldCheck, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartSummary } from '@haat/domain/cart/cart';
import { SHIPPING_STATEMENTS } from '@haat/domain/pricing/shipping-statements';
import { formatInr } from '../../../../lib/format.ts';
import { SummaryCard } from '../../../../components/ui/summary-card.tsx';

export interface SummaryFigures {
  summary: CartSummary;
  /** Rupees saved against MRP. */
  mrpSavings: number;
  couponCode: string | null;
  /** Rupees the applied coupon takes off. */
  couponDiscount: number;
  /** Rupees: total − coupon, floored at 0. */
  total: number;
}

export function OrderSummary({
  figures,
  couponSlot,
  onProceed,
  canProceed,
}: {
  figures: SummaryFigures;
  couponSlot: ReactNode;
  onProceed: () => void;
  canProceed: boolean;
}) {
  const { t } = useTranslation();
  const { summary, mrpSavings, couponCode, couponDiscount, total } = figures;
  const freeFrom = SHIPPING_STATEMENTS.cart.freeFrom;
  const progress = Math.min(100, Math.round((summary.subtotal / freeFrom) * 100));
  const totalSavings = mrpSavings + couponDiscount;

  return (
    <SummaryCard id="order-summary-heading" title={t('Order Summary')} testId="order-summary">
      <div className="space-y-4 px-4 py-4">
        <dl className="space-y-2.5 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-ink">
              {summary.itemCount === 1
                ? t('Subtotal (1 item)')
                : t('Subtotal ({{count}} items)', { count: summary.itemCount })}
            </dt>
            <dd className="font-semibold text-ink" data-testid="summary-subtotal">
              {formatInr(summary.subtotal)}
            </dd>
          </div>
          {mrpSavings > 0 && (
            <div className="flex justify-between gap-3">
              <dt className="text-ink">{t('MRP savings')}</dt>
              <dd className="font-semibold text-success">
                <bdi dir="ltr">−{formatInr(mrpSavings)}</bdi>
              </dd>
            </div>
          )}
          <div className="flex justify-between gap-3">
            <dt className="text-ink">{t('Shipping')}</dt>
            <dd data-testid="summary-shipping">
              {summary.shipping === 0 ? (
                <span className="font-semibold text-success">{t('FREE')}</span>
              ) : (
                <span className="font-semibold text-ink">{formatInr(summary.shipping)}</span>
              )}
            </dd>
          </div>
          {couponCode && couponDiscount > 0 && (
            <div className="flex justify-between gap-3">
              <dt className="text-ink">{t('Coupon ({{code}})', { code: couponCode })}</dt>
              <dd className="font-semibold text-success" data-testid="summary-coupon">
                <bdi dir="ltr">−{formatInr(couponDiscount)}</bdi>
              </dd>
            </div>
          )}
        </dl>

        {summary.remainingForFree > 0 ? (
          <div className="rounded-md bg-accent-50 px-3 py-2.5 text-xs text-ink">
            <p className="flex items-center gap-1.5 font-medium">
              <Truck aria-hidden="true" className="size-4 shrink-0 text-accent-600" />
              {t('Add {{amount}} more for free shipping!', { amount: formatInr(summary.remainingForFree) })}
            </p>
            <div
              className="mt-2 h-2 overflow-hidden rounded-full bg-accent-100"
              role="progressbar"
              aria-label={t('Progress to free shipping')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
            >
              <div className="h-full rounded-full bg-accent-500" style={{ width: `${progress}%` }} />
            </div>
          </div>
        ) : (
          <p className="flex items-center gap-1.5 rounded-md bg-success-50 px-3 py-2 text-xs font-medium text-success">
            <Truck aria-hidden="true" className="size-4 shrink-0" />
            {t('Your order ships free!')}
          </p>
        )}

        {couponSlot}

        <div className="border-t border-dashed border-line pt-3">
          <p className="flex items-baseline justify-between gap-3">
            <span className="text-base font-bold text-ink">{t('Total')}</span>
            <span className="text-xl font-bold text-ink" data-testid="summary-total">
              {formatInr(total)}
            </span>
          </p>
          <p className="mt-0.5 text-xs text-ink-muted">{t('Inclusive of all taxes (18% GST)')}</p>
          {totalSavings > 0 && (
            <p className="mt-2 rounded bg-success-50 px-2.5 py-1.5 text-xs font-semibold text-success">
              {t('You will save {{amount}} on this order', { amount: formatInr(totalSavings) })}
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
