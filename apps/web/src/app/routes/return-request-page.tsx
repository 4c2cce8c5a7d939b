// /return-request/{orderId} (docs/behaviour/returns.md#return-request-page): signed-in shoppers only (a guest goes to
// /login and comes back here); the order from the orders feature, the return itself from the returns feature.
import { useQueryClient } from '@tanstack/react-query';
import { PackageX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { BackToOrdersLink } from '../../features/orders/components/back-to-orders-link.tsx';
import { RETURN_MESSAGES } from '@haat/domain/returns/return-policy';
import { BRAND_NAME } from '@haat/domain/shell/store-info';
import { StatusPanel } from '../../components/ui/status-panel.tsx';
import { useOrder } from '../../features/orders/api/get-order.ts';
import { ORDERS_KEY } from '../../features/orders/api/order-keys.ts';
import { OrderDetailSkeleton } from '../../features/orders/components/order-detail/order-detail-skeleton.tsx';
import { SignedInOnly } from '../layout/signed-in-only.tsx';
import { OrdersGuest } from '../../features/orders/components/order-list/orders-guest.tsx';
import { orderPath, returnRequestPath } from '../../features/orders/order-view.ts';
import { ReturnRequest } from '../../features/returns/components/return-request.tsx';

export function ReturnRequestPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  // As on /orders/{id}: after a sign-out in another tab the guest state offers the way back.
  const guest = (
    <div className="container-page py-6 md:py-10">
      <OrdersGuest />
    </div>
  );
  return (
    <SignedInOnly from={returnRequestPath(orderId)} signedOut={guest}>
      <div className="container-page py-3 md:py-6">
        <title>{t('Request a Return | {{brand}}', { brand: BRAND_NAME })}</title>
        {/* A new order id starts afresh: nothing chosen for the previous order carries over. */}
        <ReturnRequestBody key={orderId} orderId={orderId} />
      </div>
    </SignedInOnly>
  );
}

function ReturnRequestBody({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const order = useOrder(orderId, false);
  const onSubmitted = () => {
    // Returned units change the order's lines; the lists are fetched again when next shown.
    void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
    void navigate('/recent-purchase');
  };
  return (
    <div className="mx-auto max-w-5xl space-y-3 md:space-y-4">
      <BackToOrdersLink label={t('Back to Orders')} />
      {order.isPending ? (
        <OrderDetailSkeleton />
      ) : order.isError ? (
        // spec 3: a missing order and one that fails to load show the same state.
        <StatusPanel
          role="alert"
          icon={PackageX}
          tone="neutral"
          title={t(RETURN_MESSAGES.orderNotFound)}
          text={t(RETURN_MESSAGES.orderNotFoundText)}
          action={
            <Link
              to="/recent-purchase"
              className="rounded-md bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {t('View All Orders')}
            </Link>
          }
        />
      ) : (
        <>
          <h1 className="text-lg font-bold text-ink md:text-xl">{t('Request a Return')}</h1>
          <ReturnRequest order={order.data} orderPath={orderPath(order.data._id)} onSubmitted={onSubmitted} />
        </>
      )}
    </div>
  );
}
