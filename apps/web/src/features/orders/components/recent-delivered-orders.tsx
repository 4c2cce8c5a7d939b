// The profile's recent purchases (docs/behaviour/account.md#profile): up to three delivered orders, latest first,
// each with View Order, and View All to /recent-purchase. Shares the orders list's query, so /recent-purchase opens
// from cache.
import { ChevronRight, PackageCheck, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { formatDate, formatInr } from '../../../lib/format.ts';
import { loadedOrders, useOrders } from '../api/get-orders.ts';
import { displayOrderNumber, orderPath } from '../order-view.ts';
import { recentDelivered } from '../recent-delivered.ts';

const HEADING_ID = 'recent-purchases-heading';

export function RecentDeliveredOrders() {
  const { t } = useTranslation();
  const { data, error, isPending, isFetching, refetch } = useOrders(true);
  const orders = recentDelivered(loadedOrders(data?.pages));

  return (
    <section aria-labelledby={HEADING_ID} className="overflow-hidden rounded-lg bg-card shadow-card">
      <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3 md:px-6">
        <h2 id={HEADING_ID} className="text-base font-bold text-ink md:text-lg">
          {t('Recent Purchases')}
        </h2>
        <Link
          to="/recent-purchase"
          className="inline-flex items-center gap-0.5 rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('View All')}
          <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
        </Link>
      </div>
      {isPending ? (
        <div aria-busy="true" className="divide-y divide-line">
          <p role="status" className="sr-only">
            {t('Loading your orders...')}
          </p>
          {[0, 1].map((row) => (
            <div key={row} aria-hidden="true" className="flex items-center gap-3 px-4 py-3 md:px-6">
              <span className="size-14 shrink-0 animate-pulse rounded-md bg-line" />
              <div className="flex-1 space-y-2">
                <div className="h-4 w-48 max-w-full animate-pulse rounded bg-line" />
                <div className="h-3 w-32 animate-pulse rounded bg-line" />
              </div>
            </div>
          ))}
        </div>
      ) : error ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 px-4 py-4 md:px-6">
          <p className="text-sm text-ink-muted">
            {error instanceof ApiRequestError ? t(error.message) : t('We could not load your orders.')}
          </p>
          <button
            type="button"
            onClick={() => void refetch()}
            disabled={isFetching}
            className="inline-flex items-center gap-1.5 rounded-md border border-line px-3 py-1.5 text-sm font-semibold text-ink hover:bg-page disabled:opacity-60"
          >
            <RotateCw aria-hidden="true" className={`size-4 ${isFetching ? 'animate-spin' : ''}`} />
            {t('Try Again')}
          </button>
        </div>
      ) : orders.length === 0 ? (
        <div className="flex items-center gap-3 px-4 py-5 md:px-6">
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
            <PackageCheck aria-hidden="true" className="size-5" />
          </span>
          <p className="text-sm text-ink-muted">
            {t('Orders appear here once they are delivered.')}{' '}
            <Link to="/" className="font-semibold text-brand-700 hover:underline">
              {t('Continue Shopping')}
            </Link>
          </p>
        </div>
      ) : (
        <ul className="divide-y divide-line">
          {orders.map((order) => {
            const number = displayOrderNumber(order);
            const first = order.items[0];
            const more = order.items.length - 1;
            return (
              <li key={order._id} className="flex items-center gap-3 px-4 py-3 md:px-6">
                <Thumbnail src={first?.image ?? undefined} alt={first?.name ?? number} size={56} />
                <div className="min-w-0 flex-1">
                  <p className="line-clamp-1 text-sm font-semibold text-ink">
                    {first?.name ?? number}
                    {more > 0 && (
                      <span className="font-normal text-ink-muted">
                        {' '}
                        {more === 1 ? t('+1 more item') : t('+{{count}} more items', { count: more })}
                      </span>
                    )}
                  </p>
                  <p className="mt-0.5 text-xs text-ink-muted">
                    {t('Delivered on {{date}}', {
                      date: formatDate(order.deliveredAt ?? (order.orderDate || order.createdAt)),
                    })}{' '}
                    · {formatInr(order.totalAmount)}
                  </p>
                  <p className="text-xs text-ink-subtle">{t('Order {{number}}', { number })}</p>
                </div>
                <Link
                  to={orderPath(order._id)}
                  aria-label={t('View Order {{number}}', { number })}
                  className="shrink-0 rounded-md border border-line px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                >
                  {t('View Order')}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
