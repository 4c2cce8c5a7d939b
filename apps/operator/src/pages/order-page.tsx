// One order for support (docs/behaviour/operator.md#orders-and-shoppers): its shopper, parcels, timeline (every
// tracking event, newest first), returns and refunds; cancel it for the shopper, or refund a picked-up return, each
// with a reason, through the same use cases the shopper and the seller use.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { type OrderStatus, statusText, type TrackingEventStatus } from '@haat/domain/orders/order-status';
import { ApiError } from '@haat/staff-ui/api';
import { Alert, Card, Spinner } from '@haat/staff-ui/ui';
import { ReasonAction } from '../components/reason-form.tsx';
import { api } from '../lib/api.ts';
import { dateTime, rupees } from '../lib/format.ts';

interface OrderAnswer {
  order: {
    _id: string;
    orderNumber: string;
    statusCode: OrderStatus;
    totalAmount: number;
    createdAt: string;
    cancellable: boolean;
    payment: { method: string; status: string };
    subOrders: Array<{
      _id: string;
      sellerId: string;
      sellerName: string;
      statusCode: OrderStatus;
      total: number;
      invoiceNumber: string;
      trackingNumber: string | null;
      carrier: string | null;
    }>;
    items: Array<{ _id: string; name: string; quantity: number; lineTotal: number; subOrderId: string }>;
    trackingEvents: Array<{
      statusCode: TrackingEventStatus;
      description: string;
      timestamp: string;
      updatedBy: string;
      subOrderId: string | null;
    }>;
  };
  shopper: { id: string; fullName: string; email: string; phone: string | null } | null;
  returns: Array<{
    _id: string;
    returnNumber: string;
    status: string;
    returnType: string;
    returnReason: string;
    maxRefund: number;
    refund: { amount: number; status: string } | null;
  }>;
}

export function OrderPage() {
  const { t, i18n } = useTranslation();
  const { orderId = '' } = useParams();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['order', orderId],
    queryFn: () => api<OrderAnswer>(`/operator/orders/${encodeURIComponent(orderId)}`),
  });
  const act = useMutation({
    mutationFn: ({ path, reason }: { path: string; reason: string }) =>
      api<OrderAnswer>(path, { method: 'POST', body: { reason } }),
    onSuccess: (res) => queryClient.setQueryData(['order', orderId], res),
  });
  if (query.isPending) return <Spinner label={t('Loading the order…')} />;
  if (query.isError)
    return (
      <Alert tone="error">
        {query.error instanceof ApiError ? t(query.error.message) : t('Could not load the order.')}{' '}
        <Link to="/support" className="font-semibold underline">
          {t('Back to search')}
        </Link>
      </Alert>
    );
  const { order, shopper, returns } = query.data;
  const money = (rupeesAmount: number) => rupees(Math.round(rupeesAmount * 100), i18n.language);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-ink">
        {t('Order')} {order.orderNumber}
      </h1>
      {act.isSuccess ? <Alert tone="success">{t('Done. The change is in the audit trail.')}</Alert> : null}
      <Card className="space-y-2">
        <p>
          <span className="font-semibold">{t(statusText(order.statusCode))}</span> ·{' '}
          {money(order.totalAmount)} · {order.payment.method} ({order.payment.status}) ·{' '}
          {dateTime(order.createdAt, i18n.language)}
        </p>
        {shopper ? (
          <p className="text-sm">
            {t('Shopper')}:{' '}
            <Link to={`/shoppers/${shopper.id}`} className="font-medium text-brand-700 underline">
              {shopper.fullName}
            </Link>{' '}
            · {shopper.email}
            {shopper.phone ? ` · ${shopper.phone}` : ''}
          </p>
        ) : null}
        {order.cancellable ? (
          <ReasonAction
            label={t('Cancel order for the shopper')}
            reasonLabel={t('Why is the order cancelled? The shopper reads this.')}
            onSubmit={(reason) => act.mutateAsync({ path: `/operator/orders/${order._id}/cancel`, reason })}
          />
        ) : null}
      </Card>
      <section aria-labelledby="parcels" className="space-y-2">
        <h2 id="parcels" className="text-lg font-semibold">
          {t('Parcels')}
        </h2>
        {order.subOrders.map((p) => (
          <Card key={p._id} className="space-y-1 text-sm">
            <p className="font-semibold">
              {p.invoiceNumber} · {t(statusText(p.statusCode))}
            </p>
            <p className="text-ink-muted">
              {p.sellerName} ({p.sellerId}) · {money(p.total)}
              {p.trackingNumber ? ` · ${p.carrier ?? ''} ${p.trackingNumber}` : ''}
            </p>
            <ul className="list-disc pl-5">
              {order.items
                .filter((i) => i.subOrderId === p._id)
                .map((i) => (
                  <li key={i._id}>
                    {i.name} × {i.quantity} · {money(i.lineTotal)}
                  </li>
                ))}
            </ul>
          </Card>
        ))}
      </section>
      {returns.length > 0 ? (
        <section aria-labelledby="returns" className="space-y-2">
          <h2 id="returns" className="text-lg font-semibold">
            {t('Returns')}
          </h2>
          {returns.map((r) => (
            <Card key={r._id} className="space-y-2 text-sm">
              <p className="font-semibold">
                {r.returnNumber} · {r.returnType} · {r.status}
              </p>
              <p className="text-ink-muted">
                {r.returnReason}
                {r.refund ? ` · ${t('Refunded')} ${money(r.refund.amount)}` : ''}
              </p>
              {r.status === 'Picked Up' && r.returnType !== 'Exchange' ? (
                <ReasonAction
                  tone="primary"
                  label={t('Refund for the seller')}
                  reasonLabel={t('Why is support refunding this return?')}
                  onSubmit={(reason) =>
                    act.mutateAsync({ path: `/operator/returns/${r._id}/refund`, reason })
                  }
                />
              ) : null}
            </Card>
          ))}
        </section>
      ) : null}
      {act.isError ? (
        <Alert tone="error">
          {act.error instanceof ApiError ? t(act.error.message) : t('Something went wrong. Try again.')}
        </Alert>
      ) : null}
      <section aria-labelledby="timeline" className="space-y-2">
        <h2 id="timeline" className="text-lg font-semibold">
          {t('Timeline')}
        </h2>
        <Card>
          <ol className="space-y-3">
            {order.trackingEvents.map((e, i) => (
              <li key={`${e.timestamp}-${i}`} className="border-l-2 border-brand-100 pl-3 text-sm">
                <p className="font-medium">{e.description}</p>
                <p className="text-ink-muted">
                  {dateTime(e.timestamp, i18n.language)} · {t(statusText(e.statusCode))} · {e.updatedBy}
                </p>
              </li>
            ))}
          </ol>
        </Card>
      </section>
    </div>
  );
}
