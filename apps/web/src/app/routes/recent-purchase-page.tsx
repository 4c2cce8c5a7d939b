// /recent-purchase (docs/behaviour/orders.md#order-history): the signed-in shopper's orders; guests see the
// login-required state.
import { useTranslation } from 'react-i18next';
import { BRAND_NAME } from '@haat/domain/shell/store-info';
import { useAuthStore } from '../../features/auth/stores/auth-store.ts';
import { OrdersGuest } from '../../features/orders/components/order-list/orders-guest.tsx';
import { OrdersPage } from '../../features/orders/components/order-list/orders-page.tsx';

export function RecentPurchasePage() {
  const { t } = useTranslation();
  const isSignedIn = useAuthStore((s) => s.isSignedIn);
  return (
    <div className="container-page py-3 md:py-6">
      <title>{t('My Orders | {{brand}}', { brand: BRAND_NAME })}</title>
      {isSignedIn ? <OrdersPage /> : <OrdersGuest />}
    </div>
  );
}
