// The signed-in wishlist's synchronisation (docs/behaviour/wishlist.md#wishlist-rules): the guest ids unioned into
// the account in one call at sign-in, then adds and removes diffed against the last synced copy and pushed after a
// quiet spell ('Product already in wishlist' counts as done); the wishlist page's actions sent at once through the
// store's remote. The running of it is account-store-sync.ts; this file is what is the wishlist's own.
import { MAX_WISHLIST_ITEMS, type WishlistResponse } from '@haat/domain/cart/cart-api.schema';
import { planWishlistPush, unionWishlist } from '@haat/domain/cart/cart-sync';
import type { WishlistItem } from '@haat/domain/cart/wishlist';
import type { StoreApi } from 'zustand';
import type { WishlistRemote, WishlistState } from '../../lib/stores/wishlist-store.ts';
import { startAccountStoreSync, type AccountStoreSync } from './account-store-sync.ts';
import { reconcileWishlist, toWishlistIds } from './reconcile.ts';

export interface WishlistSyncApi {
  mergeWishlist: (productIds: string[]) => Promise<WishlistResponse>;
  getWishlist: () => Promise<WishlistResponse>;
  /** Resolves (to null) on 'Product already in wishlist'. */
  addWishlistItem: (productId: string) => Promise<WishlistResponse | null>;
  removeWishlistItem: (productId: string) => Promise<WishlistResponse | null>;
  clearWishlist: () => Promise<WishlistResponse | null>;
}

export interface WishlistSyncOptions {
  api: WishlistSyncApi;
  store: Pick<StoreApi<WishlistState>, 'getState' | 'subscribe'>;
  clearGuestStorage: () => void;
  onAnswer?: (answer: WishlistResponse) => void;
  debounceMs?: number;
}

function itemsOf(answer: WishlistResponse): WishlistItem[] {
  return answer.wishlist.map(({ _id, product, addedDate }) => ({ _id, product, addedDate }));
}

export function startWishlistSync({ api, ...options }: WishlistSyncOptions): AccountStoreSync {
  return startAccountStoreSync<WishlistState, WishlistItem, string, WishlistResponse, WishlistRemote>({
    ...options,
    toInputs: toWishlistIds,
    itemsOf,
    write: (state, snapshot, server) => state.setItems(reconcileWishlist(state.items, snapshot, server)),
    merge: (snapshot) => api.mergeWishlist(unionWishlist([], snapshot).slice(0, MAX_WISHLIST_ITEMS)),
    sends: (synced, snapshot) => {
      const plan = planWishlistPush(synced, snapshot);
      return [
        ...plan.adds.map((id) => () => api.addWishlistItem(id)),
        ...plan.removals.map((id) => () => api.removeWishlistItem(id)),
      ];
    },
    read: () => api.getWishlist(),
    remote: (commit) => ({
      remove: (productId) => commit(() => api.removeWishlistItem(productId)),
      clear: () => commit(() => api.clearWishlist()),
    }),
  });
}
