// The order the return is for (docs/behaviour/returns.md#return-request-page): number, date, status, total, delivered
// date, and each item with its picture, name, quantity × price and line total.
import { useTranslation } from 'react-i18next';
import type { Order } from '@haat/domain/orders/order.schema';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import { formatDate, formatInr } from '../../../lib/format.ts';

export function ReturnOrderSummary({ order, deliveredDate }: { order: Order; deliveredDate: string | null }) {
  const { t } = useTranslation();
  const number = order.orderNumber || order._id.slice(-8).toUpperCase();
  const delivered = deliveredDate ?? order.deliveredAt;
  return (
    <section aria-labelledby="return-order-title" className="rounded-lg bg-card shadow-card">
      <h2 id="return-order-title" className="border-b border-line px-4 py-3 text-base font-bold text-ink">
        {t('Order Summary')}
      </h2>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 px-4 py-3 text-sm">
        <div>
          <dt className="text-xs text-ink-muted">{t('Order number')}</dt>
          <dd className="font-semibold break-all text-ink">{number}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-muted">{t('Order date')}</dt>
          <dd className="text-ink">{formatDate(order.orderDate || order.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-muted">{t('Status')}</dt>
          <dd className="font-medium text-ink">{t(order.currentStatus || order.status)}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-muted">{t('Delivered on')}</dt>
          <dd className="text-ink">{delivered ? formatDate(delivered) : t('Not delivered yet')}</dd>
        </div>
        <div className="col-span-2 flex items-baseline justify-between border-t border-dashed border-line pt-2">
          <dt className="text-ink-muted">{t('Order total')}</dt>
          <dd className="text-base font-bold text-ink">{formatInr(order.totalAmount)}</dd>
        </div>
      </dl>
      <ul className="divide-y divide-line border-t border-line">
        {order.items.map((item) => (
          <li key={item._id} className="flex gap-3 px-4 py-3">
            <Thumbnail src={item.image ?? undefined} alt={item.name} size={48} />
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-sm text-ink">{item.name}</p>
              <p className="mt-0.5 text-xs text-ink-muted">
                {item.quantity} × {formatInr(item.price)}
              </p>
            </div>
            <p className="shrink-0 text-sm font-semibold text-ink">{formatInr(item.lineTotal)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
