// /orders/{orderId} (docs/behaviour/tracking.md#order-tracking-page): signed-in shoppers only; a guest goes to /login
// and comes back here.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BRAND_NAME } from '@haat/domain/shell/store-info';
import type { OrderItem } from '@haat/domain/orders/order.schema';
import { OrderDetail } from '../../features/orders/components/order-detail/order-detail.tsx';
import { ItemReviewSlot } from '../../features/orders/components/order-detail/sub-order-card.tsx';
import { OrderItemReview } from '../../features/reviews/components/order-item-review.tsx';
import { SignedInOnly } from '../layout/signed-in-only.tsx';
import { OrdersGuest } from '../../features/orders/components/order-list/orders-guest.tsx';
import { OrderReturns } from '../../features/returns/components/order-returns.tsx';

export function OrderTrackingPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const reviewItem = useCallback(
    (item: OrderItem) => (
      <OrderItemReview productId={item.productId} productName={item.name} orderId={orderId} />
    ),
    [orderId],
  );
  // After a sign-out in another tab the guest state offers the way back.
  const guest = (
    <div className="container-page py-6 md:py-10">
      <OrdersGuest />
    </div>
  );
  return (
    <SignedInOnly from={`/orders/${encodeURIComponent(orderId)}`} signedOut={guest}>
      <div className="container-page py-3 md:py-6">
        <title>{t('Order Details | {{brand}}', { brand: BRAND_NAME })}</title>
        {/* A new order id starts afresh: no state of the previous order's actions carries over. */}
        <ItemReviewSlot value={reviewItem}>
          <OrderDetail key={orderId} orderId={orderId} returns={<OrderReturns orderId={orderId} />} />
        </ItemReviewSlot>
      </div>
    </SignedInOnly>
  );
}
