// One shopper for support (docs/behaviour/operator.md#orders-and-shoppers): who they are and their orders.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { type OrderStatus, statusText } from '@haat/domain/orders/order-status';
import { ApiError } from '@haat/staff-ui/api';
import { Alert, Card, Spinner } from '@haat/staff-ui/ui';
import { api } from '../lib/api.ts';
import { dateTime, rupees } from '../lib/format.ts';

interface ShopperAnswer {
  shopper: { id: string; fullName: string; email: string; phone: string | null; createdAt: string };
  orders: Array<{
    id: string;
    orderNumber: string;
    statusCode: OrderStatus;
    totalPaise: number;
    createdAt: string;
  }>;
}

export function ShopperPage() {
  const { t, i18n } = useTranslation();
  const { userId = '' } = useParams();
  const query = useQuery({
    queryKey: ['shopper', userId],
    queryFn: () => api<ShopperAnswer>(`/operator/shoppers/${encodeURIComponent(userId)}`),
  });
  if (query.isPending) return <Spinner label={t('Loading the shopper…')} />;
  if (query.isError)
    return (
      <Alert tone="error">
        {query.error instanceof ApiError ? t(query.error.message) : t('Could not load the shopper.')}
      </Alert>
    );
  const { shopper, orders } = query.data;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-ink">{shopper.fullName}</h1>
      <Card className="text-sm">
        <p>{[shopper.email, shopper.phone].filter(Boolean).join(' · ')}</p>
        <p className="text-ink-muted">
          {t('Joined')} {dateTime(shopper.createdAt, i18n.language)}
        </p>
      </Card>
      <h2 className="text-lg font-semibold">{t('Orders')}</h2>
      {orders.length === 0 ? (
        <Card>
          <p className="text-ink-muted">{t('No orders yet.')}</p>
        </Card>
      ) : (
        <ul className="space-y-2">
          {orders.map((o) => (
            <li key={o.id}>
              <Link
                to={`/orders/${o.id}`}
                className="block rounded-lg bg-card p-3 shadow-card hover:ring-2 hover:ring-brand-100"
              >
                <span className="font-semibold text-brand-800">{o.orderNumber}</span> ·{' '}
                {t(statusText(o.statusCode))} · {rupees(o.totalPaise, i18n.language)}
                <span className="block text-sm text-ink-muted">{dateTime(o.createdAt, i18n.language)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
