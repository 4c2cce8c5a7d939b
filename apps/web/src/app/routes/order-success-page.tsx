// /order-success (docs/behaviour/checkout.md#order-success): shown with the placed order in the navigation state;
// without it (a bookmark, a new tab) there is nothing to show and the shopper goes home.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { BRAND_NAME } from '@haat/domain/shell/store-info';
import { OrderSuccess } from '../../features/checkout/components/order-success.tsx';
import { readOrderSuccessState } from '../../features/checkout/order-success-state.ts';

export function OrderSuccessPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [now] = useState(() => new Date());
  const order = readOrderSuccessState(location.state);
  if (!order) return <Navigate to="/" replace />;
  return (
    <>
      <title>{t('Order Confirmed | {{brand}}', { brand: BRAND_NAME })}</title>
      <OrderSuccess order={order} now={now} />
    </>
  );
}
