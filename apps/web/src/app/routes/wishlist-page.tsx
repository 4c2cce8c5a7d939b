// /wishlist (docs/behaviour/wishlist.md#wishlist-page), composed from features/wishlist with the session and the
// cart: Move to Cart adds one of the product to the cart, then takes it off the wishlist; if that removal fails the
// cart is put back, so a failed move leaves both lists as they were (docs/behaviour/wishlist.md#wishlist-rules).
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { productIdOf, type CartProduct } from '@haat/domain/cart/cart';
import { BRAND_NAME } from '@haat/domain/shell/store-info';
import { useAuthStore } from '../../features/auth/stores/auth-store.ts';
import { useCartStore } from '../../features/cart/stores/cart-store.ts';
import { useWishlistQuery } from '../../features/wishlist/api/get-wishlist.ts';
import { WishlistPage as WishlistView } from '../../features/wishlist/components/wishlist-page/wishlist-page.tsx';
import { useWishlistStore } from '../../lib/stores/wishlist-store.ts';

/** The skeleton gives way after this long even if no answer came (the sync's errors are silent). */
const MAX_SKELETON_MS = 10_000;

export function WishlistPage() {
  const { t } = useTranslation();
  const isSignedIn = useAuthStore((s) => s.isSignedIn);
  // Not fetched here: the account sync fills this query with every server answer, so data means "arrived".
  const { data } = useWishlistQuery(false);
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (!isSignedIn) return;
    const timer = setTimeout(() => setGaveUp(true), MAX_SKELETON_MS);
    return () => clearTimeout(timer);
  }, [isSignedIn]);

  const moveToCart = useCallback(async (product: CartProduct) => {
    const id = productIdOf(product);
    if (!id) throw new Error('The product has no id');
    const cart = useCartStore.getState();
    const before = cart.items.find((line) => productIdOf(line.product) === id)?.quantity;
    cart.addItem(product, 1);
    try {
      await useWishlistStore.getState().commitRemove(id);
    } catch (error) {
      // Undo inside the sync's debounce, so the server never sees the half-done move.
      if (before === undefined) useCartStore.getState().removeItem(id);
      else useCartStore.getState().setQuantity(id, before);
      throw error;
    }
  }, []);

  return (
    <>
      <title>{t('My Wishlist | {{brand}}', { brand: BRAND_NAME })}</title>
      <WishlistView
        isSignedIn={isSignedIn}
        loading={isSignedIn && !data && !gaveUp}
        onMoveToCart={moveToCart}
      />
    </>
  );
}
