// The signed-in cart's synchronisation (docs/behaviour/cart.md#guest-and-signed-in-synchronisation): the guest lines
// merged into the account in one call at sign-in, then every local change diffed against the last synced copy and
// pushed after a quiet spell; the cart page's actions sent at once through the store's remote. Push errors are
// silent; the server's answers (capped quantities, dropped products) come back into the store without being pushed
// again. The running of it is account-store-sync.ts; this file is what is the cart's own.
import type { CartAddRequest, CartItemInput, CartResponse } from '@haat/domain/cart/cart-api.schema';
import type { CartLine } from '@haat/domain/cart/cart';
import { mergeCartItems, planCartPush } from '@haat/domain/cart/cart-sync';
import type { StoreApi } from 'zustand';
import type { CartLineInfo, CartRemote, CartState } from '../../features/cart/stores/cart-store.ts';
import { startAccountStoreSync, type AccountStoreSync } from './account-store-sync.ts';
import { reconcileCart, toCartInputs } from './reconcile.ts';

export interface CartSyncApi {
  mergeCart: (items: CartItemInput[]) => Promise<CartResponse>;
  getCart: () => Promise<CartResponse>;
  addCartItem: (body: CartAddRequest) => Promise<CartResponse | null>;
  updateCartItem: (productId: string, quantity: number) => Promise<CartResponse | null>;
  removeCartItem: (productId: string) => Promise<CartResponse | null>;
  clearCart: () => Promise<CartResponse | null>;
}

export interface CartSyncOptions {
  api: CartSyncApi;
  store: Pick<StoreApi<CartState>, 'getState' | 'subscribe'>;
  /** Forgets the guest copy in localStorage once it is in the account. */
  clearGuestStorage: () => void;
  /** Every server answer, for the query cache. */
  onAnswer?: (answer: CartResponse) => void;
  debounceMs?: number;
}

function linesOf(answer: CartResponse): CartLine[] {
  return answer.cart.map((line) => ({ product: line.product, quantity: line.quantity }));
}

function infoOf(answer: CartResponse): Record<string, CartLineInfo> {
  return Object.fromEntries(
    answer.cart.map((line) => [
      line.product._id,
      { available: line.available, maxQuantity: line.maxQuantity },
    ]),
  );
}

export function startCartSync({ api, ...options }: CartSyncOptions): AccountStoreSync {
  return startAccountStoreSync<CartState, CartLine, CartItemInput, CartResponse, CartRemote>({
    ...options,
    toInputs: toCartInputs,
    itemsOf: linesOf,
    write: (state, snapshot, server, answer) =>
      state.applyServer(reconcileCart(state.items, snapshot, server), infoOf(answer), answer.notices),
    // Summed and held to the line and cart caps as the server will, so an oversized guest cart is not refused.
    merge: (snapshot) => api.mergeCart(mergeCartItems([], snapshot)),
    sends: (synced, snapshot) => {
      const plan = planCartPush(synced, snapshot);
      return [
        ...plan.upserts.map(({ productId, quantity, isNew }) =>
          isNew
            ? () => api.addCartItem({ productId, quantity })
            : () => api.updateCartItem(productId, quantity),
        ),
        ...plan.removals.map((productId) => () => api.removeCartItem(productId)),
      ];
    },
    read: () => api.getCart(),
    remote: (commit) => ({
      setQuantity: (productId, quantity) => commit(() => api.updateCartItem(productId, quantity)),
      remove: (productId) => commit(() => api.removeCartItem(productId)),
      clear: () => commit(() => api.clearCart()),
    }),
  });
}
