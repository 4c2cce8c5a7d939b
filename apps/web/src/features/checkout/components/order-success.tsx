// /order-success (docs/behaviour/checkout.md#order-success): the order number and amount, the expected delivery
// (today plus 5 days, en-IN), the processing promise, each seller's share of a card payment, and the ways on: View
// Orders, Continue Shopping.
import { CalendarDays, CircleCheckBig, PackageCheck, ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatInr } from '../../../lib/format.ts';
import { expectedDeliveryDate } from '../checkout-totals.ts';
import type { OrderSuccessState } from '../order-success-state.ts';

export function OrderSuccess({ order, now }: { order: OrderSuccessState; now: Date }) {
  const { t } = useTranslation();
  const paidOnline = order.paymentMethod === 'razorpay' || order.paymentMethod === 'upi';
  const splits = order.splits ?? [];
  return (
    <div className="container-page py-4 md:py-8">
      <section
        aria-labelledby="order-success-heading"
        className="mx-auto max-w-2xl overflow-hidden rounded-lg bg-card shadow-card"
        data-testid="order-success"
      >
        <div className="bg-success-50 px-5 pb-6 pt-8 text-center">
          <span aria-hidden="true" className="relative mx-auto grid size-20 place-items-center">
            <span className="absolute inset-0 rounded-full bg-success/15" />
            <span className="absolute inset-2 rounded-full bg-success/25" />
            <span className="relative grid size-12 place-items-center rounded-full bg-success text-white shadow-card">
              <CircleCheckBig className="size-7" />
            </span>
          </span>
          <h1 id="order-success-heading" className="mt-4 text-xl font-bold text-ink md:text-2xl">
            {t('Order placed successfully!')}
          </h1>
          <p className="mt-1 text-sm text-ink-muted">{t('Thank you for shopping with us.')}</p>
        </div>

        <dl className="grid gap-px bg-line sm:grid-cols-2">
          <div className="bg-card px-5 py-4">
            <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">
              {t('Order Number')}
            </dt>
            <dd className="mt-1 font-mono text-base font-bold text-ink" data-testid="order-number">
              {order.orderNumber}
            </dd>
          </div>
          <div className="bg-card px-5 py-4">
            <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">
              {paidOnline ? t('Amount Paid') : t('Amount')}
            </dt>
            <dd className="mt-1 text-base font-bold text-ink" data-testid="order-amount">
              {formatInr(order.amount)}
              {order.paymentMethod === 'cod' && (
                <span className="ms-2 text-xs font-medium text-ink-muted">{t('Pay on delivery')}</span>
              )}
            </dd>
          </div>
          <div className="bg-card px-5 py-4 sm:col-span-2">
            <dt className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-ink-muted">
              <CalendarDays aria-hidden="true" className="size-4" />
              {t('Expected Delivery')}
            </dt>
            <dd className="mt-1 text-base font-bold text-success" data-testid="expected-delivery">
              {formatDate(expectedDeliveryDate(now))}
            </dd>
            <dd className="mt-1 flex items-start gap-1.5 text-sm text-ink-muted">
              <PackageCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t('Your order will be processed and shipped within 1-2 business days.')}
            </dd>
          </div>
        </dl>

        {splits.length > 0 && (
          <div className="border-t border-line px-5 py-4">
            <h2 className="text-xs font-semibold uppercase tracking-wide text-ink-muted">
              {t('Your payment, by seller')}
            </h2>
            <ul className="mt-2 space-y-1.5 text-sm">
              {splits.map((split) => (
                <li key={split.sellerId} className="flex justify-between gap-3">
                  <span className="truncate text-ink">{split.sellerName}</span>
                  <span className="font-medium text-ink">{formatInr(split.amount / 100)}</span>
                </li>
              ))}
            </ul>
          </div>
        )}

        <div className="flex flex-col gap-3 border-t border-line px-5 py-5 sm:flex-row sm:justify-center">
          <Link
            to="/recent-purchase"
            className="inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-6 py-3 text-sm font-bold text-white hover:bg-brand-800"
          >
            <PackageCheck aria-hidden="true" className="size-4" />
            {t('View Orders')}
          </Link>
          <Link
            to="/"
            className="inline-flex items-center justify-center gap-2 rounded-md border border-line px-6 py-3 text-sm font-bold text-brand-700 hover:bg-brand-50"
          >
            <ShoppingBag aria-hidden="true" className="size-4" />
            {t('Continue Shopping')}
          </Link>
        </div>
      </section>
    </div>
  );
}
