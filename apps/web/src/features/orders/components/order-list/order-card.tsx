// One order on /recent-purchase: number, date, status and total, the first items with thumbnails, and the actions
// that fit its status (review and return once delivered, docs/behaviour/orders.md#order-history; cancel until
// dispatched; details always). Reviews are written from the order's page, where each delivered product has its review
// button.
import { ChevronRight, RotateCcw, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isDeliveredStatus } from '@haat/domain/orders/order-status';
import type { Order } from '@haat/domain/orders/order.schema';
import { Thumbnail } from '../../../../components/ui/thumbnail.tsx';
import { formatDate, formatInr } from '../../../../lib/format.ts';
import {
  displayOrderNumber,
  itemsPreview,
  orderPath,
  returnRequestPath,
  statusOf,
} from '../../order-view.ts';
import { CancelOrderDialog } from '../cancel-order-dialog.tsx';
import { StatusBadge } from '../status-badge.tsx';

const secondaryAction =
  'inline-flex items-center justify-center gap-1.5 whitespace-nowrap rounded-md border border-line bg-card px-3 py-2 text-sm font-semibold text-ink hover:bg-page';

export function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  const number = displayOrderNumber(order);
  const status = statusOf(order);
  const delivered = isDeliveredStatus(status);
  const { shown, more } = itemsPreview(order.items);

  return (
    <article
      aria-label={t('Order {{number}}', { number })}
      className="overflow-hidden rounded-lg bg-card shadow-card"
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-b border-line bg-brand-50/40 px-4 py-3">
        <div className="min-w-0">
          <p className="text-xs text-ink-muted">{t('Order')}</p>
          <h3 className="truncate text-sm font-bold text-ink">{number}</h3>
          <p className="text-xs text-ink-muted">
            {t('Placed on {{date}}', { date: formatDate(order.orderDate || order.createdAt) })}
          </p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <StatusBadge status={status} />
          <p className="text-sm font-bold text-ink">{formatInr(order.totalAmount)}</p>
        </div>
      </header>

      <ul className="divide-y divide-line">
        {shown.map((item) => (
          <li key={item._id} className="flex items-center gap-3 px-4 py-3">
            <Thumbnail src={item.image ?? undefined} alt={item.name} size={56} />
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-sm font-medium text-ink">{item.name}</p>
              <p className="mt-0.5 text-xs text-ink-muted">
                {t('Qty {{count}}', { count: item.quantity })} · {formatInr(item.price)} ·{' '}
                {t('Sold by {{seller}}', { seller: item.sellerName })}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {more > 0 && (
        <p className="px-4 pb-2 text-xs font-medium text-ink-muted">
          {more === 1 ? t('+1 more item') : t('+{{count}} more items', { count: more })}
        </p>
      )}

      <footer className="flex flex-wrap items-center justify-end gap-2 border-t border-line px-4 py-3">
        {order.cancellable && (
          <CancelOrderDialog orderId={order._id} orderNumber={number} className="max-sm:flex-1" />
        )}
        {delivered && (
          <>
            <Link to={orderPath(order._id)} className={`${secondaryAction} max-sm:flex-1`}>
              <Star aria-hidden="true" className="size-4" />
              {t('Write a Review')}
            </Link>
            <Link to={returnRequestPath(order._id)} className={`${secondaryAction} max-sm:flex-1`}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {t('Request Return')}
            </Link>
          </>
        )}
        <Link
          to={orderPath(order._id)}
          className="inline-flex items-center justify-center gap-1 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 max-sm:flex-1"
        >
          {t('View Details')}
          <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
        </Link>
      </footer>
    </article>
  );
}
