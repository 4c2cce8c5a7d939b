// /orders/{orderId} (spec 3 §Order tracking): signed-in shoppers only; a guest goes to /login and comes back here.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { BRAND_NAME } from '@haat/domain/shell/store-info';
import { useAuthStore } from '../../features/auth/stores/auth-store.ts';
import { OrderDetail } from '../../features/orders/components/order-detail/order-detail.tsx';
import { OrdersGuest } from '../../features/orders/components/order-list/orders-guest.tsx';

export function OrderTrackingPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const isSignedIn = useAuthStore((s) => s.isSignedIn);
  const [arrivedSignedIn] = useState(isSignedIn);
  if (!isSignedIn) {
    // A session that ends while here (Log Out goes home, a refused refresh to /login) needs no redirect of its own,
    // which would race theirs; after a sign-out in another tab the guest state offers the way back.
    if (!arrivedSignedIn) {
      return <Navigate to="/login" replace state={{ from: `/orders/${encodeURIComponent(orderId)}` }} />;
    }
    return (
      <div className="container-page py-6 md:py-10">
        <OrdersGuest />
      </div>
    );
  }
  return (
    <div className="container-page py-3 md:py-6">
      <title>{t('Order Details | {{brand}}', { brand: BRAND_NAME })}</title>
      {/* A new order id starts afresh: no state of the previous order's actions carries over. */}
      <OrderDetail key={orderId} orderId={orderId} />
    </div>
  );
}
