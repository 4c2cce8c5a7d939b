// One seller's parcel of an order: seller, status, courier and tracking number, expected or actual delivery, and
// the items it carries. A delivered parcel's items offer a review through ItemReviewSlot, which the route fills
// with the reviews feature (features do not import each other).
import { Store, Truck } from 'lucide-react';
import { createContext, use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderItem, SubOrder } from '@haat/domain/orders/order.schema';
import { SUB_ORDER_STATUSES } from '@haat/domain/orders/order-status';
import { Thumbnail } from '../../../../components/ui/thumbnail.tsx';
import { formatDate, formatInr } from '../../../../lib/format.ts';
import { StatusBadge } from '../status-badge.tsx';

/**
 * What a delivered item offers for reviewing (docs/behaviour/tracking.md#order-tracking-page: review actions only for
 * delivered orders).
 */
export const ItemReviewSlot = createContext<((item: OrderItem) => ReactNode) | null>(null);

export function SubOrderCard({
  subOrder,
  items,
  index,
  count,
}: {
  subOrder: SubOrder;
  items: readonly OrderItem[];
  index: number;
  count: number;
}) {
  const { t } = useTranslation();
  const reviewSlot = use(ItemReviewSlot);
  const delivered = subOrder.statusCode === SUB_ORDER_STATUSES.delivered;
  return (
    <section
      aria-label={t('Package from {{seller}}', { seller: subOrder.sellerName })}
      className="rounded-lg bg-card shadow-card"
      data-testid="sub-order"
    >
      <header className="flex flex-wrap items-start justify-between gap-2 border-b border-line px-4 py-3">
        <div className="min-w-0">
          {count > 1 && (
            <p className="text-xs font-medium text-ink-muted">
              {t('Package {{index}} of {{total}}', { index: index + 1, total: count })}
            </p>
          )}
          <h3 className="flex items-center gap-1.5 text-sm font-bold text-ink">
            <Store aria-hidden="true" className="size-4 text-ink-muted" />
            {t('Sold by {{seller}}', { seller: subOrder.sellerName })}
          </h3>
        </div>
        <StatusBadge status={subOrder.statusCode} />
      </header>

      {(subOrder.trackingNumber || subOrder.expectedDelivery || subOrder.deliveredAt) && (
        <dl className="grid gap-x-6 gap-y-1 border-b border-line bg-page/60 px-4 py-2 text-xs sm:flex sm:flex-wrap">
          {subOrder.trackingNumber && (
            <div className="flex items-center gap-1.5">
              <Truck aria-hidden="true" className="size-3.5 shrink-0 text-ink-muted" />
              <dt className="text-ink-muted">{subOrder.carrier ?? t('Tracking number')}</dt>
              <dd className="font-semibold text-ink" data-testid="tracking-number">
                {subOrder.trackingNumber}
              </dd>
            </div>
          )}
          {subOrder.deliveredAt ? (
            <div className="flex gap-1">
              <dt className="text-ink-muted">{t('Delivered on')}</dt>
              <dd className="font-semibold text-success">{formatDate(subOrder.deliveredAt)}</dd>
            </div>
          ) : (
            subOrder.expectedDelivery && (
              <div className="flex gap-1">
                <dt className="text-ink-muted">{t('Expected by')}</dt>
                <dd className="font-semibold text-ink">{formatDate(subOrder.expectedDelivery)}</dd>
              </div>
            )
          )}
        </dl>
      )}

      <ul className="divide-y divide-line">
        {items.map((item) => (
          <li key={item._id} className="flex gap-3 px-4 py-3">
            <Link to={`/product/${encodeURIComponent(item.productId)}`} className="shrink-0">
              <Thumbnail src={item.image ?? undefined} alt={item.name} size={64} />
            </Link>
            <div className="min-w-0 flex-1">
              <Link
                to={`/product/${encodeURIComponent(item.productId)}`}
                className="line-clamp-2 text-sm font-medium text-ink hover:text-brand-700"
              >
                {item.name}
              </Link>
              <p className="mt-0.5 text-xs text-ink-muted">
                {t('Qty {{count}} × {{price}}', { count: item.quantity, price: formatInr(item.price) })}
                {item.mrp > item.price && <span className="ms-1.5 line-through">{formatInr(item.mrp)}</span>}
              </p>
              {/* Units of a delivered line asked back (a cancelled parcel's units count too, but its badge says it). */}
              {item.returnedQuantity > 0 && subOrder.statusCode !== SUB_ORDER_STATUSES.cancelled && (
                <p className="mt-0.5 text-xs font-medium text-accent-700">
                  {t('{{count}} of {{total}} in a return', {
                    count: item.returnedQuantity,
                    total: item.quantity,
                  })}
                </p>
              )}
              {delivered && reviewSlot?.(item)}
            </div>
            <p className="shrink-0 text-sm font-bold text-ink">{formatInr(item.lineTotal)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
