// Orders and shoppers (docs/behaviour/operator.md#orders-and-shoppers): one box finds an order (number or id), a
// parcel (invoice number, AWB or id), a return (number or id) or a shopper (e-mail, phone or name).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { type OrderStatus, statusText } from '@haat/domain/orders/order-status';
import { ApiError } from '@haat/staff-ui/api';
import { Alert, Button, Card, Spinner } from '@haat/staff-ui/ui';
import { api } from '../lib/api.ts';
import { dateTime, rupees } from '../lib/format.ts';

interface Found {
  orders: Array<{
    id: string;
    orderNumber: string;
    statusCode: OrderStatus;
    totalPaise: number;
    createdAt: string;
    contactEmail: string;
  }>;
  parcels: Array<{
    id: string;
    orderId: string;
    sellerId: string;
    statusCode: OrderStatus;
    invoiceNumber: string;
    trackingNumber: string | null;
  }>;
  returns: Array<{ id: string; returnNumber: string; orderId: string; status: string; returnType: string }>;
  shoppers: Array<{ id: string; fullName: string; email: string; phone: string | null }>;
}

const link = 'block rounded-lg bg-card p-3 shadow-card hover:ring-2 hover:ring-brand-100';

export function SupportPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const query = useQuery({
    queryKey: ['search', q],
    queryFn: () => api<Found>(`/operator/search?q=${encodeURIComponent(q)}`),
    enabled: q.trim().length >= 2,
  });
  const d = query.data;
  const none = d && d.orders.length + d.parcels.length + d.returns.length + d.shoppers.length === 0;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-ink">{t('Orders and shoppers')}</h1>
      <form
        role="search"
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setParams(text.trim() ? { q: text.trim() } : {});
        }}
      >
        <label htmlFor="support-search" className="sr-only">
          {t('Order number, invoice, AWB, return number, e-mail, phone or name')}
        </label>
        <input
          id="support-search"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('Order number, invoice, AWB, return number, e-mail, phone or name')}
          className="h-12 min-w-0 flex-1 rounded-lg border border-line bg-white px-3 text-base"
        />
        <Button type="submit">{t('Find')}</Button>
      </form>
      {q.trim().length > 0 && q.trim().length < 2 ? (
        <Alert tone="info">{t('Type at least 2 characters.')}</Alert>
      ) : null}
      {query.isFetching ? <Spinner label={t('Searching…')} /> : null}
      {query.isError ? (
        <Alert tone="error">
          {query.error instanceof ApiError ? t(query.error.message) : t('Could not search.')}
        </Alert>
      ) : null}
      {none ? (
        <Card>
          <p className="text-ink-muted">{t('Nothing found for “{{q}}”.', { q })}</p>
        </Card>
      ) : null}
      {d && !none ? (
        <div className="space-y-4">
          {d.orders.length > 0 ? (
            <section aria-labelledby="found-orders" className="space-y-2">
              <h2 id="found-orders" className="font-semibold text-ink">
                {t('Orders')}
              </h2>
              {d.orders.map((o) => (
                <Link key={o.id} to={`/orders/${o.id}`} className={link}>
                  <span className="font-semibold text-brand-800">{o.orderNumber}</span> ·{' '}
                  {t(statusText(o.statusCode))} · {rupees(o.totalPaise, i18n.language)}
                  <span className="block text-sm text-ink-muted">
                    {o.contactEmail} · {dateTime(o.createdAt, i18n.language)}
                  </span>
                </Link>
              ))}
            </section>
          ) : null}
          {d.parcels.length > 0 ? (
            <section aria-labelledby="found-parcels" className="space-y-2">
              <h2 id="found-parcels" className="font-semibold text-ink">
                {t('Parcels')}
              </h2>
              {d.parcels.map((p) => (
                <Link key={p.id} to={`/orders/${p.orderId}`} className={link}>
                  <span className="font-semibold text-brand-800">{p.invoiceNumber}</span> ·{' '}
                  {t(statusText(p.statusCode))}
                  <span className="block text-sm text-ink-muted">
                    {p.sellerId}
                    {p.trackingNumber ? ` · AWB ${p.trackingNumber}` : ''}
                  </span>
                </Link>
              ))}
            </section>
          ) : null}
          {d.returns.length > 0 ? (
            <section aria-labelledby="found-returns" className="space-y-2">
              <h2 id="found-returns" className="font-semibold text-ink">
                {t('Returns')}
              </h2>
              {d.returns.map((r) => (
                <Link key={r.id} to={`/orders/${r.orderId}`} className={link}>
                  <span className="font-semibold text-brand-800">{r.returnNumber}</span> · {r.returnType} ·{' '}
                  {r.status}
                </Link>
              ))}
            </section>
          ) : null}
          {d.shoppers.length > 0 ? (
            <section aria-labelledby="found-shoppers" className="space-y-2">
              <h2 id="found-shoppers" className="font-semibold text-ink">
                {t('Shoppers')}
              </h2>
              {d.shoppers.map((s) => (
                <Link key={s.id} to={`/shoppers/${s.id}`} className={link}>
                  <span className="font-semibold text-brand-800">{s.fullName}</span>
                  <span className="block text-sm text-ink-muted">
                    {[s.email, s.phone].filter(Boolean).join(' · ')}
                  </span>
                </Link>
              ))}
            </section>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
