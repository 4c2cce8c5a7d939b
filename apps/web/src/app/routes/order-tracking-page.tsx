// /orders/{orderId} (spec 3 §Order tracking): signed-in shoppers only; a guest goes to /login and comes back here.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { BRAND_NAME } from '@haat/domain/shell/store-info';
import { useAuthStore } from '../../features/auth/stores/auth-store.ts';
import type { OrderItem } from '@haat/domain/orders/order.schema';
import { OrderDetail } from '../../features/orders/components/order-detail/order-detail.tsx';
import { ItemReviewSlot } from '../../features/orders/components/order-detail/sub-order-card.tsx';
import { OrderItemReview } from '../../features/reviews/components/order-item-review.tsx';
import { OrdersGuest } from '../../features/orders/components/order-list/orders-guest.tsx';
import { OrderReturns } from '../../features/returns/components/order-returns.tsx';

export function OrderTrackingPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const isSignedIn = useAuthStore((s) => s.isSignedIn);
  const [arrivedSignedIn] = useState(isSignedIn);
  const reviewItem = useCallback(
    (item: OrderItem) => (
      <OrderItemReview productId={item.productId} productName={item.name} orderId={orderId} />
    ),
    [orderId],
  );
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
      <ItemReviewSlot value={reviewItem}>
        <OrderDetail key={orderId} orderId={orderId} returns={<OrderReturns orderId={orderId} />} />
      </ItemReviewSlot>
    </div>
  );
}
