// The signed-in cart's synchronisation (docs/behaviour/cart.md#guest-and-signed-in-synchronisation): the guest lines
// merged into the account in one call at sign-in, then every local change diffed against the last synced copy and
// pushed after a quiet spell; the cart page's actions sent at once through the store's remote. Push errors are
// silent; the server's answers (capped quantities, dropped products) come back into the store without being pushed
// again.
import {
  CART_SYNC_DEBOUNCE_MS,
  type CartAddRequest,
  type CartItemInput,
  type CartResponse,
} from '@haat/domain/cart/cart-api.schema';
import type { CartLine } from '@haat/domain/cart/cart';
import { mergeCartItems, planCartPush } from '@haat/domain/cart/cart-sync';
import type { StoreApi } from 'zustand';
import type { CartLineInfo, CartRemote, CartState } from '../../features/cart/stores/cart-store.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { reconcileCart, toCartInputs } from './reconcile.ts';
import { createSyncLane, sendInTurn } from './sync-lane.ts';

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

export interface AccountStoreSync {
  /** Settles when the sign-in merge has been answered (or has failed). */
  ready: Promise<void>;
  /** Pushes a waiting change now. */
  flush: () => Promise<void>;
  /** Sign-out: stops syncing, detaches the remote and empties the store. */
  stop: () => void;
}

/** A 4xx: the server heard the request and refused it, so its cart is worth reading; a 0 or 5xx may be retried. */
export function isRefusal(err: unknown): boolean {
  return err instanceof ApiRequestError && err.status >= 400 && err.status < 500;
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

export function startCartSync({
  api,
  store,
  clearGuestStorage,
  onAnswer,
  debounceMs = CART_SYNC_DEBOUNCE_MS,
}: CartSyncOptions): AccountStoreSync {
  const lane = createSyncLane(debounceMs);
  /** What the server held at its last answer; null until the sign-in merge has succeeded. */
  let synced: CartItemInput[] | null = null;
  let stopped = false;
  let applying = false;

  /** The server's answer into the store and the synced copy; the resulting store change is not pushed back. */
  function apply(snapshot: CartItemInput[], answer: CartResponse): void {
    if (stopped) return;
    const server = linesOf(answer);
    synced = toCartInputs(server);
    applying = true;
    try {
      const state = store.getState();
      state.applyServer(reconcileCart(state.items, snapshot, server), infoOf(answer), answer.notices);
    } finally {
      applying = false;
    }
    onAnswer?.(answer);
  }

  async function merge(): Promise<void> {
    const snapshot = toCartInputs(store.getState().items);
    try {
      // Summed and held to the line and cart caps as the server will, so an oversized guest cart is not refused.
      apply(snapshot, await api.mergeCart(mergeCartItems([], snapshot)));
    } catch (err) {
      if (!isRefusal(err)) throw err;
      // A guest line the server refuses (a withdrawn product) must not block the rest: add them one by one, which
      // sums with the account's lines as the merge would, and keep what the server takes.
      synced = [];
      await push();
      // Nothing answered: the next change tries the merge again rather than adding the lines twice.
      if (synced.length === 0 && store.getState().items.length > 0) synced = null;
    }
    if (!stopped && synced !== null) clearGuestStorage();
  }

  async function push(): Promise<void> {
    if (stopped) return;
    if (synced === null) return merge();
    const snapshot = toCartInputs(store.getState().items);
    const plan = planCartPush(synced, snapshot);
    const sends = [
      ...plan.upserts.map(({ productId, quantity, isNew }) =>
        isNew
          ? () => api.addCartItem({ productId, quantity })
          : () => api.updateCartItem(productId, quantity),
      ),
      ...plan.removals.map((productId) => () => api.removeCartItem(productId)),
    ];
    if (sends.length === 0) return;
    // A refusal still means the server's cart is worth reading.
    const answer = await sendInTurn(sends, () => stopped, isRefusal, api.getCart);
    if (answer) apply(snapshot, answer);
  }

  /** A cart-page action: a waiting push goes first, then the call, whose answer the store shows. */
  function commit(send: () => Promise<CartResponse | null>): Promise<void> {
    return lane.run(async () => {
      if (lane.takeScheduled() || synced === null) await push().catch(() => undefined);
      if (stopped) return;
      const snapshot = toCartInputs(store.getState().items);
      const answer = (await send()) ?? (await api.getCart());
      apply(snapshot, answer);
    });
  }

  const remote: CartRemote = {
    setQuantity: (productId, quantity) => commit(() => api.updateCartItem(productId, quantity)),
    remove: (productId) => commit(() => api.removeCartItem(productId)),
    clear: () => commit(() => api.clearCart()),
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
