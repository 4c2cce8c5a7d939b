// The seller's orders (docs/behaviour/seller-portal.md#orders): chips for each tab with its count (Returns opens the
// returns queue), the tab's sub-orders newest first, 20 a page, each linking to its page.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  SELLER_ORDER_TAB_NAMES,
  type SellerOrderTab,
  type SellerSubOrder,
} from '@haat/domain/sellers/seller-orders.schema';
import { apiOrigin } from '@haat/staff-ui/api';
import { Alert, Button, Card, Spinner } from '@haat/staff-ui/ui';
import { useActiveInView } from '../lib/scroll-active.ts';
import { meQuery, ordersQuery } from '../lib/queries.ts';
import { inr, paymentLabel, shortDate, StatusPill, tabLabel } from './order-labels.tsx';

const isTab = (value: string | null): value is SellerOrderTab =>
  (SELLER_ORDER_TAB_NAMES as readonly string[]).includes(value ?? '');

const chipClass = (active: boolean) =>
  `inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-medium ${
    active ? 'border-brand-700 bg-brand-700 text-white' : 'border-line bg-white text-ink hover:bg-page'
  }`;

function OrderRow({ order }: { order: SellerSubOrder }) {
  const { t, i18n } = useTranslation();
  const [first] = order.items;
  const units = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <li>
      <Link
        to={`/orders/${order.subOrderId}`}
        className="flex items-center gap-3 rounded-xl bg-card p-3 shadow-card hover:ring-2 hover:ring-brand-100 md:p-4"
      >
        {first?.image ? (
          <img
            src={`${apiOrigin()}${first.image}`}
            alt=""
            width={56}
            height={56}
            className="size-14 shrink-0 rounded-lg bg-page object-cover"
          />
        ) : (
          <span className="size-14 shrink-0 rounded-lg bg-page" aria-hidden />
        )}
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-semibold">{order.orderNumber}</span>
            <StatusPill status={order.statusCode} kind="order" />
          </div>
          <p className="truncate text-sm text-ink">
            {first?.name}
            {order.items.length > 1 ? ` ${t('+{{count}} more', { count: order.items.length - 1 })}` : ''}
          </p>
          <p className="text-sm text-ink-muted">
            {t('Qty {{count}}', { count: units })} · {order.buyer.city} {order.buyer.pincode} ·{' '}
            {shortDate(order.orderDate, i18n.language)}
          </p>
        </div>
        <div className="shrink-0 text-end">
          <p className="font-semibold">{inr(order.total)}</p>
          <p className="text-xs text-ink-muted">{paymentLabel(t, order.payment.method)}</p>
        </div>
        <ChevronRight className="size-5 shrink-0 text-ink-muted" aria-hidden />
      </Link>
    </li>
  );
}

export function OrdersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: SellerOrderTab = isTab(tabParam) ? tabParam : 'new';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const me = useQuery(meQuery);
  const approved = me.data?.status === 'approved';
  const orders = useQuery({
    ...ordersQuery(tab, page),
    enabled: approved,
    placeholderData: keepPreviousData,
  });
  const chipsRef = useRef<HTMLElement>(null);
  useActiveInView(chipsRef, `${tab}-${Boolean(orders.data)}`);

  if (me.isPending || (approved && orders.isPending)) return <Spinner label={t('Loading your orders…')} />;
  if (me.isError || orders.isError)
    return (
      <div className="space-y-3">
        <Alert tone="error">{t('Your orders could not be loaded.')}</Alert>
        <Button tone="secondary" onClick={() => void orders.refetch()}>
          {t('Try again')}
        </Button>
      </div>
    );
  const goTo = (next: { tab?: SellerOrderTab; page?: number }) => {
    const search = new URLSearchParams();
    search.set('tab', next.tab ?? tab);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search);
  };
  const data = orders.data;
  return (
    <div className="space-y-4">
      <title>{t('Orders | Haat Seller Central')}</title>
      <h1 className="text-2xl font-bold">{t('Orders')}</h1>
      {!approved || !data ? (
        <Alert tone="info">{t('Your account is waiting for review: this opens once it is approved')}</Alert>
      ) : (
        <>
          <nav
            ref={chipsRef}
            aria-label={t('Order states')}
            className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-1 md:flex-wrap"
          >
            {SELLER_ORDER_TAB_NAMES.map((name) => (
              <button
                key={name}
                type="button"
                aria-current={name === tab ? 'page' : undefined}
                onClick={() => goTo({ tab: name })}
                className={chipClass(name === tab)}
              >
                {tabLabel(t, name)}
                <span
                  className={`rounded-full px-2 text-xs ${name === tab ? 'bg-white/20' : 'bg-page text-ink-muted'}`}
                >
                  {data.counts[name]}
                </span>
              </button>
            ))}
            <Link to="/returns" className={chipClass(false)}>
              {tabLabel(t, 'returns')}
              <span className="rounded-full bg-page px-2 text-xs text-ink-muted">{data.counts.returns}</span>
            </Link>
          </nav>
          {data.orders.length === 0 ? (
            <Card>
              <p className="py-6 text-center text-ink-muted">{t('No orders here.')}</p>
            </Card>
          ) : (
            <ul className="space-y-2" aria-busy={orders.isFetching || undefined}>
              {data.orders.map((order) => (
                <OrderRow key={order.subOrderId} order={order} />
              ))}
            </ul>
          )}
          {data.pagination.pages > 1 ? (
            <div className="flex items-center justify-between gap-2">
              <Button tone="secondary" disabled={page <= 1} onClick={() => goTo({ page: page - 1 })}>
                {t('Previous')}
              </Button>
              <p className="text-sm text-ink-muted">
                {t('Page {{page}} of {{pages}}', { page, pages: data.pagination.pages })}
              </p>
              <Button
                tone="secondary"
                disabled={page >= data.pagination.pages}
                onClick={() => goTo({ page: page + 1 })}
              >
                {t('Next')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
