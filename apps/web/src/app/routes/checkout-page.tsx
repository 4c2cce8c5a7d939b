// /checkout (docs/behaviour/checkout.md#checkout-steps), composed from the features it needs: the session (guests are
// asked to log in and come back), the cart (an empty one goes back to /cart), the address book, the gateway payment
// and the coupon check. After an order is placed the cart is emptied here, as the server has already emptied its
// copy.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { productIdOf } from '@haat/domain/cart/cart';
import { ORDER_MESSAGES } from '@haat/domain/orders/order.schema';
import { BRAND_NAME } from '@haat/domain/shell/store-info';
import { toast } from '../../components/ui/lazy-toast.tsx';
import { AddressBook } from '../../features/addresses/components/address-book.tsx';
import { useAuthStore } from '../../features/auth/stores/auth-store.ts';
import { useCartQuery } from '../../features/cart/api/get-cart.ts';
import { getCheckoutQuote } from '../../features/cart/api/checkout-quote.ts';
import { validateCoupon } from '../../features/cart/api/validate-coupon.ts';
import { lineAvailable } from '../../features/cart/components/cart-page/line-facts.ts';
import { useCartStore } from '../../features/cart/stores/cart-store.ts';
import { CheckoutSkeleton } from '../../features/checkout/components/checkout-skeleton.tsx';
import { CheckoutView, type AddressBookSlot } from '../../features/checkout/components/checkout-view.tsx';
import type { OrderSuccessState } from '../../features/checkout/order-success-state.ts';
import { useOnlinePayment } from '../../features/payments/hooks/use-online-payment.tsx';

/** The skeleton gives way after this long even if no answer came (the sync's errors are silent). */
const MAX_SKELETON_MS = 10_000;

function renderAddressBook(slot: AddressBookSlot) {
  return <AddressBook selectedId={slot.selectedId} onSelect={slot.onSelect} onAddresses={slot.onAddresses} />;
}

export function CheckoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const isSignedIn = useAuthStore((s) => s.isSignedIn);
  const user = useAuthStore((s) => s.user);
  const { data: cartAnswer } = useCartQuery(false);
  const items = useCartStore((s) => s.items);
  const lineInfo = useCartStore((s) => s.lineInfo);
  const { payOnline, gatewayDialog } = useOnlinePayment();
  const [gaveUp, setGaveUp] = useState(false);
  const placed = useRef(false);
  const left = useRef(false);

  const lines = items.filter((line) => lineAvailable(line, lineInfo[productIdOf(line.product) ?? '']));
  const cartKnown = Boolean(cartAnswer) || gaveUp;

  useEffect(() => {
    if (!isSignedIn) return;
    const timer = setTimeout(() => setGaveUp(true), MAX_SKELETON_MS);
    return () => clearTimeout(timer);
  }, [isSignedIn]);

  // Guests log in first and come back (docs/behaviour/shell.md#who-may-do-what); an empty cart has nothing to check
  // out (docs/behaviour/checkout.md#validation).
  const mustLogIn = !isSignedIn;
  const cartEmpty = isSignedIn && cartKnown && lines.length === 0;
  useEffect(() => {
    if (left.current || placed.current) return;
    if (mustLogIn) {
      left.current = true;
      toast.error(t(ORDER_MESSAGES.loginToProceed));
      void navigate('/login', { replace: true, state: { from: `${location.pathname}${location.search}` } });
    } else if (cartEmpty) {
      left.current = true;
      toast.error(t(ORDER_MESSAGES.cartEmptyRedirect));
      void navigate('/cart', { replace: true });
    }
  }, [cartEmpty, location.pathname, location.search, mustLogIn, navigate, t]);

  const onPlaced = useCallback(
    async (state: OrderSuccessState) => {
      placed.current = true;
      await navigate('/order-success', { replace: true, state });
      // The server emptied the cart with the order: make the store (and the synced copy) agree in one call.
      const cart = useCartStore.getState();
      cart.commitClear().catch(() => useCartStore.getState().clear());
      void queryClient.invalidateQueries({ queryKey: ['users', 'orders'] });
    },
    [navigate, queryClient],
  );

  const title = <title>{t('Checkout | {{brand}}', { brand: BRAND_NAME })}</title>;
  if (mustLogIn || !cartKnown || cartEmpty) {
    return (
      <>
        {title}
        <CheckoutSkeleton />
      </>
    );
  }

  return (
    <>
      {title}
      <CheckoutView
        lines={lines}
        renderAddressBook={renderAddressBook}
        payOnline={payOnline}
        validateCoupon={validateCoupon}
        getQuote={getCheckoutQuote}
        couponCode={searchParams.get('coupon')}
        shopper={{
          ...(typeof user?.fullName === 'string' ? { name: user.fullName } : {}),
          ...(typeof user?.email === 'string' ? { email: user.email } : {}),
          ...(typeof user?.phone === 'string' ? { phone: user.phone } : {}),
        }}
        onPlaced={(state) => void onPlaced(state)}
      />
      {gatewayDialog}
    </>
  );
}
