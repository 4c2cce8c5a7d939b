// What a guest sees on /track-order once the lookup found the order: number, date, status, the progress bar, the
// expected or actual delivery, the events newest first (one group per parcel under its seller's name for an order of
// several sellers, as the signed-in order page: docs/behaviour/tracking.md#tracking-per-parcel), and the way to sign
// in for the full order.
import { LogIn, MapPin } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isDeliveredStatus } from '@haat/domain/orders/order-status';
import type { GuestTrackedOrder } from '@haat/domain/orders/track-order.schema';
import { formatDate } from '../../../lib/format.ts';
import { OrderProgress } from './order-progress.tsx';
import { StatusBadge } from './status-badge.tsx';
import { ParcelTracking } from './parcel-tracking.tsx';

export function GuestTrackingResult({ order }: { order: GuestTrackedOrder }) {
  const { t } = useTranslation();
  const delivered = isDeliveredStatus(order.statusCode);
  return (
    <section
      aria-label={t('Order {{number}}', { number: order.orderNumber })}
      className="space-y-4 rounded-lg border border-line p-4"
      data-testid="guest-tracking-result"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="text-base font-bold text-ink">
            {t('Order {{number}}', { number: order.orderNumber })}
          </h2>
          <p className="text-sm text-ink-muted">
            {t('Placed on {{date}}', { date: formatDate(order.orderDate) })}
            {order.city && (
              <span className="ms-2 inline-flex items-center gap-0.5">
                <MapPin aria-hidden="true" className="size-3.5" />
                {t('Delivering to {{city}}', { city: order.city })}
              </span>
            )}
          </p>
        </div>
        <StatusBadge status={order.statusCode} />
      </div>
      <OrderProgress status={order.statusCode} />
      {delivered && order.deliveredAt ? (
        <p className="rounded-md bg-success-50 px-3 py-2 text-sm font-semibold text-success">
          {t('Delivered on {{date}}', { date: formatDate(order.deliveredAt) })}
        </p>
      ) : (
        order.expectedDelivery &&
        !delivered && (
          <p className="rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-800">
            <Trans
              i18nKey="Expected delivery: <strong>{{date}}</strong>"
              values={{ date: formatDate(order.expectedDelivery) }}
              components={{ strong: <strong /> }}
            />
          </p>
        )
      )}
      <div>
        <h3 className="mb-2 text-sm font-bold text-ink">{t('Tracking updates')}</h3>
        <ParcelTracking events={order.events} subOrders={order.subOrders} />
      </div>
      <p className="border-t border-line pt-3 text-sm text-ink-muted">
        {t('Sign in to see items, invoice and every detail of this order.')}{' '}
        <Link
          to="/login"
          state={{ from: '/recent-purchase' }}
          className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
        >
          <LogIn aria-hidden="true" className="size-3.5 rtl:rotate-180" />
          {t('Sign in')}
        </Link>
      </p>
    </section>
  );
}
