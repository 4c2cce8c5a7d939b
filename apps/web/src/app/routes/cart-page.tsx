// /cart (docs/behaviour/cart.md#cart-page), composed from features/cart with the session: the cart feature does not
// reach into auth, so whether the shopper is signed in, and whether the account's cart is still arriving, comes from
// here.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND_NAME } from '@haat/domain/shell/store-info';
import { useAuthStore } from '../../features/auth/stores/auth-store.ts';
import { useCartQuery } from '../../features/cart/api/get-cart.ts';
import { CartPage as CartView } from '../../features/cart/components/cart-page/cart-page.tsx';

/** The skeleton gives way after this long even if no answer came (the sync's errors are silent). */
const MAX_SKELETON_MS = 10_000;

export function CartPage() {
  const { t } = useTranslation();
  const isSignedIn = useAuthStore((s) => s.isSignedIn);
  // Not fetched here: the account sync fills this query with every server answer, so data means "arrived".
  const { data } = useCartQuery(false);
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (!isSignedIn) return;
    const timer = setTimeout(() => setGaveUp(true), MAX_SKELETON_MS);
    return () => clearTimeout(timer);
  }, [isSignedIn]);

  return (
    <>
      <title>{t('My Cart | {{brand}}', { brand: BRAND_NAME })}</title>
      <CartView isSignedIn={isSignedIn} loading={isSignedIn && !data && !gaveUp} />
    </>
  );
}
