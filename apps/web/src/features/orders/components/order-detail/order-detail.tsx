// /orders/{orderId} for a signed-in shopper (docs/behaviour/tracking.md#order-tracking-page): header and actions,
// progress, tracking events, delivery facts, one card per seller's parcel, and the price, address and payment cards.
// Tracking comes from the tracking call, or from the order when that call fails; it polls every 60 s while a live
// tracking number exists. The route hands in the returns section (features do not import each other).
import { useQueryClient } from '@tanstack/react-query';
import { FileDown, PackageX, RefreshCw, RotateCcw, TriangleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BackToOrdersLink } from '../back-to-orders-link.tsx';
import { isDeliveredStatus } from '@haat/domain/orders/order-status';
import { ORDER_MESSAGES, type Order } from '@haat/domain/orders/order.schema';
import { toast } from '../../../../components/ui/lazy-toast.tsx';
import { RetryButton, StatusPanel } from '../../../../components/ui/status-panel.tsx';
import { ApiRequestError } from '../../../../lib/api-client.ts';
import { formatDate } from '../../../../lib/format.ts';
import { downloadInvoice } from '../../api/download-invoice.ts';
import { useOrder } from '../../api/get-order.ts';
import { trackingFromOrder, useOrderTracking, type Tracking } from '../../api/get-order-tracking.ts';
import { ORDERS_KEY, trackingKey } from '../../api/order-keys.ts';
import {
  displayOrderNumber,
  itemCountText,
  returnRequestPath,
  trackingPollInterval,
} from '../../order-view.ts';
import { CancelOrderDialog } from '../cancel-order-dialog.tsx';
import { OrderProgress } from '../order-progress.tsx';
import { StatusBadge } from '../status-badge.tsx';
import { ParcelTracking } from '../parcel-tracking.tsx';
import { DeliveryInfo } from './delivery-info.tsx';
import { OrderDetailSkeleton } from './order-detail-skeleton.tsx';
import { PaymentCard, PriceSummaryCard, ShippingAddressCard } from './order-summary-cards.tsx';
import { SubOrderCard } from './sub-order-card.tsx';

const outlineButton =
  'inline-flex items-center justify-center gap-1.5 rounded-md border border-line bg-card px-3 py-2 text-sm font-semibold text-ink hover:bg-page disabled:opacity-60';

export function OrderDetail({ orderId, returns }: { orderId: string; returns?: ReactNode }) {
  const { t } = useTranslation();
  const tracking = useOrderTracking(orderId, (query) => trackingPollInterval(query.state.data));
  // The order polls in the tracking call's place only while that call is failing.
  const order = useOrder(orderId, (query) =>
    tracking.isError && query.state.data ? trackingPollInterval(trackingFromOrder(query.state.data)) : false,
  );

  return (
    <div className="mx-auto max-w-5xl space-y-3 md:space-y-4">
      <BackToOrdersLink label={t('Back to My Orders')} />
      {order.isPending ? (
        <OrderDetailSkeleton />
      ) : order.isError ? (
        order.error instanceof ApiRequestError && [403, 404].includes(order.error.status) ? (
          <StatusPanel
            role="alert"
            icon={PackageX}
            tone="neutral"
            title={t(ORDER_MESSAGES.notFound)}
            action={
              <Link
                to="/recent-purchase"
                className="rounded-md bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
              >
                {t('View My Orders')}
              </Link>
            }
          />
        ) : (
          <StatusPanel
            role="alert"
            icon={TriangleAlert}
            tone="danger"
            title={t(ORDER_MESSAGES.detailsFailed)}
            action={<RetryButton onRetry={() => void order.refetch()} busy={order.isFetching} />}
          />
        )
      ) : (
        <OrderDetailBody
          order={order.data}
          view={tracking.data ?? trackingFromOrder(order.data)}
          trackingError={tracking.isError ? tracking.error.message : null}
          returns={returns}
        />
      )}
    </div>
  );
}

function OrderDetailBody({
  order,
  view,
  trackingError,
  returns,
}: {
  order: Order;
  view: Tracking;
  trackingError: string | null;
  returns: ReactNode;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const number = displayOrderNumber(order);
  const delivered = isDeliveredStatus(view.statusCode);
  const subOrders = view.subOrders.length > 0 ? view.subOrders : order.subOrders;
  // One delivered parcel is enough to return from (docs/behaviour/tracking.md#order-tracking-page; returns are per
  // seller, ADR 0007).
  const returnable = delivered || subOrders.some((subOrder) => isDeliveredStatus(subOrder.statusCode));

  const refresh = async () => {
    setRefreshing(true);
    try {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trackingKey(order._id) }, { throwOnError: true }),
        queryClient.invalidateQueries({ queryKey: ORDERS_KEY }, { throwOnError: true }),
      ]);
    } catch {
      toast.error(t(ORDER_MESSAGES.trackingRefreshFailed));
    } finally {
      setRefreshing(false);
    }
  };

  const invoice = async () => {
    setDownloading(true);
    try {
      await downloadInvoice(order._id, number);
    } catch (error) {
      const message =
        error instanceof ApiRequestError && error.status === 401
          ? ORDER_MESSAGES.loginForInvoice
          : ORDER_MESSAGES.invoiceFailed;
      toast.error(t(message));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <section className="space-y-4 rounded-lg bg-card p-4 shadow-card md:p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-lg font-bold text-ink md:text-xl">{t('Order {{number}}', { number })}</h1>
              <StatusBadge status={view.statusCode} />
            </div>
            <p className="mt-0.5 text-sm text-ink-muted">
              {t('Placed on {{date}}', { date: formatDate(order.orderDate || order.createdAt) })}
              {' · '}
              {itemCountText(
                t,
                order.items.reduce((sum, item) => sum + item.quantity, 0),
              )}
            </p>
          </div>
          <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto sm:flex-wrap">
            <button
              type="button"
              onClick={() => void refresh()}
              disabled={refreshing}
              className={outlineButton}
            >
              <RefreshCw aria-hidden="true" className={`size-4 ${refreshing ? 'animate-spin' : ''}`} />
              {t('Refresh')}
            </button>
            <button
              type="button"
              onClick={() => void invoice()}
              disabled={downloading}
              className={outlineButton}
            >
              <FileDown aria-hidden="true" className="size-4" />
              {downloading ? t('Downloading...') : t('Invoice')}
            </button>
            {order.cancellable && (
              <CancelOrderDialog orderId={order._id} orderNumber={number} className="max-sm:col-span-2" />
            )}
            {returnable && (
              <Link
                to={returnRequestPath(order._id)}
                className="inline-flex items-center justify-center gap-1.5 rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800 max-sm:col-span-2"
              >
                <RotateCcw aria-hidden="true" className="size-4" />
                {t('Request Return')}
              </Link>
            )}
          </div>
        </div>
        <OrderProgress status={view.statusCode} />
        <DeliveryInfo
          delivered={delivered}
          deliveredAt={order.deliveredAt}
          deliveryInfo={view.deliveryInfo}
          expectedDelivery={view.expectedDelivery}
        />
      </section>

      <div className="grid gap-3 md:gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="space-y-3 md:space-y-4">
          <section className="rounded-lg bg-card p-4 shadow-card md:p-5">
            <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="text-base font-bold text-ink">{t('Tracking')}</h2>
              <p className="text-xs text-ink-subtle">
                {t('Updated {{date}}', { date: formatDate(view.lastUpdated) })}
              </p>
            </div>
            <ParcelTracking events={view.events} subOrders={subOrders} trackingError={trackingError} />
          </section>
          {subOrders.map((subOrder, index) => (
            <SubOrderCard
              key={subOrder._id}
              subOrder={subOrder}
              index={index}
              count={subOrders.length}
              items={order.items.filter((item) => item.subOrderId === subOrder._id)}
            />
          ))}
          {returns}
        </div>
        <aside className="space-y-3 md:space-y-4">
          <PriceSummaryCard order={order} />
          <ShippingAddressCard address={order.shippingAddress} />
          <PaymentCard payment={order.payment} />
          {order.notes && (
            <section className="rounded-lg bg-card p-4 text-sm shadow-card">
              <h2 className="mb-1 text-sm font-bold uppercase tracking-wide text-ink-muted">{t('Notes')}</h2>
              <p className="whitespace-pre-line text-ink">{order.notes}</p>
            </section>
          )}
        </aside>
      </div>
    </>
  );
}
