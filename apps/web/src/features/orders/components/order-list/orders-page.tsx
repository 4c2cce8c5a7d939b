// /recent-purchase for a signed-in shopper (docs/behaviour/orders.md#order-history): tabs
// All/Processing/Shipped/Delivered over the loaded orders, skeletons while loading, the spec's error with Try Again,
// an empty state per tab, and more on demand.
import { PackageOpen, ShoppingBag, TriangleAlert, UserRound } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderTab } from '@haat/domain/orders/order-status';
import { ORDER_MESSAGES } from '@haat/domain/orders/order.schema';
import { RetryButton, StatusPanel } from '../../../../components/ui/status-panel.tsx';
import { loadedOrders, useOrders } from '../../api/get-orders.ts';
import { ORDER_TAB_NAMES, ordersInTab, tabCounts } from '../../order-view.ts';
import { OrderCard } from './order-card.tsx';
import { OrdersSkeleton } from './orders-skeleton.tsx';
import { tk } from '../../../../i18n/translation-key.ts';

const EMPTY_TEXT: Record<OrderTab, string> = {
  All: tk("You haven't placed any orders yet."),
  Processing: tk('No orders are being processed right now.'),
  Shipped: tk('No orders are on the way right now.'),
  Delivered: tk('No delivered orders yet.'),
};

const triggerClasses =
  'inline-flex flex-1 shrink-0 items-center justify-center gap-1 border-b-2 border-transparent px-1 py-3 text-[13px] sm:flex-none sm:gap-1.5 sm:px-4 sm:text-sm font-semibold text-ink-muted hover:text-ink data-[state=active]:border-brand-700 data-[state=active]:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600';

export function OrdersPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<OrderTab>('All');
  const query = useOrders(true);
  const orders = loadedOrders(query.data?.pages);
  const counts = tabCounts(orders);

  return (
    <div className="mx-auto max-w-4xl space-y-3 md:space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <h1 className="text-xl font-bold text-ink md:text-2xl">{t('My Orders')}</h1>
        <div className="flex gap-4 text-sm">
          <Link
            to="/profile"
            className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
          >
            <UserRound aria-hidden="true" className="size-4" />
            {t('My Profile')}
          </Link>
          <Link to="/" className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline">
            <ShoppingBag aria-hidden="true" className="size-4" />
            {t('Continue Shopping')}
          </Link>
        </div>
      </div>

      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as OrderTab)}>
        <Tabs.List
          aria-label={t('Order status')}
          // Wrap rather than scroll behind a hidden scrollbar: every tab stays in view in every language.
          className="flex flex-wrap rounded-lg bg-card shadow-card"
        >
          {ORDER_TAB_NAMES.map((name) => (
            <Tabs.Trigger key={name} value={name} className={triggerClasses}>
              {t(name)}
              {query.isSuccess && (
                <span className="rounded-full bg-page px-1.5 text-xs font-semibold text-ink-muted">
                  {counts[name]}
                </span>
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {ORDER_TAB_NAMES.map((name) => (
          <Tabs.Content key={name} value={name} className="mt-3 focus-visible:outline-none md:mt-4">
            {query.isPending ? (
              <OrdersSkeleton />
            ) : query.isError ? (
              <StatusPanel
                role="alert"
                icon={TriangleAlert}
                tone="danger"
                title={t(ORDER_MESSAGES.loadFailed)}
                action={<RetryButton onRetry={() => void query.refetch()} busy={query.isFetching} />}
              />
            ) : (
              <TabOrders tab={name} orders={ordersInTab(orders, name)} />
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>

      {query.hasNextPage && (
        <div className="flex justify-center">
          <button
            type="button"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
            className="rounded-md border border-line bg-card px-5 py-2.5 text-sm font-semibold text-brand-700 shadow-card hover:bg-brand-50 disabled:opacity-60"
          >
            {query.isFetchingNextPage ? t('Loading...') : t('Show More Orders')}
          </button>
        </div>
      )}
    </div>
  );
}

function TabOrders({ tab, orders }: { tab: OrderTab; orders: ReturnType<typeof loadedOrders> }) {
  const { t } = useTranslation();
  if (orders.length === 0) {
    return (
      <StatusPanel
        role="status"
        icon={PackageOpen}
        tone="neutral"
        title={t('No orders found')}
        text={t(EMPTY_TEXT[tab])}
        action={
          <Link
            to="/"
            className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            <ShoppingBag aria-hidden="true" className="size-4" />
            {t('Start Shopping')}
          </Link>
        }
      />
    );
  }
  return (
    <ul className="space-y-3 md:space-y-4">
      {orders.map((order) => (
        <li key={order._id}>
          <OrderCard order={order} />
        </li>
      ))}
    </ul>
  );
}
