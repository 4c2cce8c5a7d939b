// The signed-in wishlist's synchronisation (docs/behaviour/wishlist.md#wishlist-rules): the guest ids unioned into
// the account in one call at sign-in, then adds and removes diffed against the last synced copy and pushed after a
// quiet spell ('Product already in wishlist' counts as done); the wishlist page's actions sent at once through the
// store's remote.
import {
  CART_SYNC_DEBOUNCE_MS,
  MAX_WISHLIST_ITEMS,
  type WishlistResponse,
} from '@haat/domain/cart/cart-api.schema';
import { planWishlistPush, unionWishlist } from '@haat/domain/cart/cart-sync';
import type { WishlistItem } from '@haat/domain/cart/wishlist';
import type { StoreApi } from 'zustand';
import type { WishlistRemote, WishlistState } from '../../lib/stores/wishlist-store.ts';
import { isRefusal, type AccountStoreSync } from './cart-account-sync.ts';
import { reconcileWishlist, toWishlistIds } from './reconcile.ts';
import { createSyncLane, sendInTurn } from './sync-lane.ts';

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

export function startWishlistSync({
  api,
  store,
  clearGuestStorage,
  onAnswer,
  debounceMs = CART_SYNC_DEBOUNCE_MS,
}: WishlistSyncOptions): AccountStoreSync {
  const lane = createSyncLane(debounceMs);
  let synced: string[] | null = null;
  let stopped = false;
  let applying = false;

  function apply(snapshot: string[], answer: WishlistResponse): void {
    if (stopped) return;
    const server = itemsOf(answer);
    synced = toWishlistIds(server);
    applying = true;
    try {
      store.getState().setItems(reconcileWishlist(store.getState().items, snapshot, server));
    } finally {
      applying = false;
    }
    onAnswer?.(answer);
  }

  async function merge(): Promise<void> {
    const snapshot = toWishlistIds(store.getState().items);
    try {
      apply(snapshot, await api.mergeWishlist(unionWishlist([], snapshot).slice(0, MAX_WISHLIST_ITEMS)));
    } catch (err) {
      if (!isRefusal(err)) throw err;
      // One refused id must not block the rest: add them one by one, as the union would.
      synced = [];
      await push();
      if (synced.length === 0 && store.getState().items.length > 0) synced = null;
    }
    if (!stopped && synced !== null) clearGuestStorage();
  }

  async function push(): Promise<void> {
    if (stopped) return;
    if (synced === null) return merge();
    const snapshot = toWishlistIds(store.getState().items);
    const plan = planWishlistPush(synced, snapshot);
    const sends = [
      ...plan.adds.map((id) => () => api.addWishlistItem(id)),
      ...plan.removals.map((id) => () => api.removeWishlistItem(id)),
    ];
    if (sends.length === 0) return;
    const answer = await sendInTurn(sends, () => stopped, isRefusal, api.getWishlist);
    if (answer) apply(snapshot, answer);
  }

  function commit(send: () => Promise<WishlistResponse | null>): Promise<void> {
    return lane.run(async () => {
      if (lane.takeScheduled() || synced === null) await push().catch(() => undefined);
      if (stopped) return;
      const snapshot = toWishlistIds(store.getState().items);
      const answer = (await send()) ?? (await api.getWishlist());
      apply(snapshot, answer);
    });
  }

  const remote: WishlistRemote = {
    remove: (productId) => commit(() => api.removeWishlistItem(productId)),
    clear: () => commit(() => api.clearWishlist()),
  };

  const unsubscribe = store.subscribe((state, previous) => {
    if (applying || stopped || state.items === previous.items) return;
    lane.schedule(push);
  });
  store.getState().attachRemote(remote);
  const ready = lane.run(merge).catch(() => undefined);

  return {
    ready,
    flush: () => (lane.takeScheduled() ? lane.run(push).catch(() => undefined) : lane.run(async () => {})),
    stop: () => {
      stopped = true;
      lane.stop();
      unsubscribe();
      store.getState().detachRemote();
      store.getState().clear();
    },
  };
}
