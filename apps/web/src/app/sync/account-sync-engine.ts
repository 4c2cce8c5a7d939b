// The account sync wired to the real API and stores (docs/behaviour/auth.md#sign-up). Loaded only once someone signs
// in, so a guest's first download carries none of it; account-sync.tsx decides when it runs.
import type { QueryClient } from '@tanstack/react-query';
import { addCartItem } from '../../features/cart/api/add-cart-item.ts';
import { CART_QUERY_KEY } from '../../features/cart/api/cart-answer.ts';
import { clearCart } from '../../features/cart/api/clear-cart.ts';
import { getCart } from '../../features/cart/api/get-cart.ts';
import { mergeCart } from '../../features/cart/api/merge-cart.ts';
import { removeCartItem } from '../../features/cart/api/remove-cart-item.ts';
import { updateCartItem } from '../../features/cart/api/update-cart-item.ts';
import { clearGuestCartStorage, useCartStore } from '../../features/cart/stores/cart-store.ts';
import { addWishlistItem } from '../../features/wishlist/api/add-wishlist-item.ts';
import { clearWishlist } from '../../features/wishlist/api/clear-wishlist.ts';
import { getWishlist } from '../../features/wishlist/api/get-wishlist.ts';
import { mergeWishlist } from '../../features/wishlist/api/merge-wishlist.ts';
import { removeWishlistItem } from '../../features/wishlist/api/remove-wishlist-item.ts';
import { WISHLIST_QUERY_KEY } from '../../features/wishlist/api/wishlist-answer.ts';
import { clearGuestWishlistStorage, useWishlistStore } from '../../lib/stores/wishlist-store.ts';
import type { AccountStoreSync } from './account-store-sync.ts';
import { startCartSync } from './cart-account-sync.ts';
import { startWishlistSync } from './wishlist-account-sync.ts';

export function startAccountSync(queryClient: QueryClient): AccountStoreSync {
  const cart = startCartSync({
    api: {
      mergeCart,
      getCart: () => getCart(),
      addCartItem,
      updateCartItem,
      removeCartItem,
      clearCart,
    },
    store: useCartStore,
    clearGuestStorage: clearGuestCartStorage,
    // A page reading the cart query sees the same answer the store shows.
    onAnswer: (answer) => queryClient.setQueryData(CART_QUERY_KEY, answer),
  });
  const wishlist = startWishlistSync({
    api: {
      mergeWishlist,
      getWishlist: () => getWishlist(),
      addWishlistItem,
      removeWishlistItem,
      clearWishlist,
    },
    store: useWishlistStore,
    clearGuestStorage: clearGuestWishlistStorage,
    onAnswer: (answer) => queryClient.setQueryData(WISHLIST_QUERY_KEY, answer),
  });
  return {
    ready: Promise.all([cart.ready, wishlist.ready]).then(() => undefined),
    flush: () => Promise.all([cart.flush(), wishlist.flush()]).then(() => undefined),
    stop: () => {
      cart.stop();
      wishlist.stop();
    },
  };
}
