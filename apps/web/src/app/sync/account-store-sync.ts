// What the cart's and the wishlist's account synchronisation share (docs/behaviour/auth.md#session): the guest copy
// merged into the account in one call at sign-in, then every local change diffed against the last synced copy and
// pushed after a quiet spell, and the page's actions sent at once through the store's remote. Push errors are silent;
// the server's answers come back into the store without being pushed again. What a store's items are, how they are
// diffed, merged and written back is the kind's (cart-account-sync.ts, wishlist-account-sync.ts).
import { CART_SYNC_DEBOUNCE_MS } from '@haat/domain/cart/cart-api.schema';
import type { StoreApi } from 'zustand';
import { ApiRequestError } from '../../lib/api-client.ts';
import { createSyncLane, sendInTurn } from './sync-lane.ts';

export interface AccountStoreSync {
  /** Settles when the sign-in merge has been answered (or has failed). */
  ready: Promise<void>;
  /** Pushes a waiting change now. */
  flush: () => Promise<void>;
  /** Sign-out: stops syncing, detaches the remote and empties the store. */
  stop: () => void;
}

/** A 4xx: the server heard the request and refused it, so its copy is worth reading; a 0 or 5xx may be retried. */
export function isRefusal(err: unknown): boolean {
  return err instanceof ApiRequestError && err.status >= 400 && err.status < 500;
}

/** The part of a store the sync drives. */
export interface AccountStoreState<Item, Remote> {
  items: Item[];
  attachRemote: (remote: Remote) => void;
  detachRemote: () => void;
  clear: () => void;
}

/** A page action's call; its answer (or, when it has none, a fresh read) is what the store shows. */
export type CommitAction<Answer> = (send: () => Promise<Answer | null>) => Promise<void>;

/** What differs between the cart and the wishlist: their items, their API unit and their calls. */
export interface AccountStoreSyncOptions<
  State extends AccountStoreState<Item, Remote>,
  Item,
  Input,
  Answer,
  Remote,
> {
  store: Pick<StoreApi<State>, 'getState' | 'subscribe'>;
  /** Forgets the guest copy in localStorage once it is in the account. */
  clearGuestStorage: () => void;
  /** Every server answer, for the query cache. */
  onAnswer?: (answer: Answer) => void;
  debounceMs?: number;
  /** The items as the API's unit, for the store's items and the server's alike. */
  toInputs: (items: readonly Item[]) => Input[];
  /** The items the server's answer holds. */
  itemsOf: (answer: Answer) => Item[];
  /** Writes the server's answer into the store, keeping what the shopper changed since the snapshot was taken. */
  write: (state: State, snapshot: Input[], server: Item[], answer: Answer) => void;
  /** The sign-in call that puts the guest's items into the account. */
  merge: (snapshot: Input[]) => Promise<Answer>;
  /** The calls, in order, that take the server from the synced copy to the snapshot. */
  sends: (synced: Input[], snapshot: Input[]) => (() => Promise<Answer | null>)[];
  /** Reads the server's copy. */
  read: () => Promise<Answer>;
  /** The store's remote: its page actions, each sent through commit. */
  remote: (commit: CommitAction<Answer>) => Remote;
}

export function startAccountStoreSync<
  State extends AccountStoreState<Item, Remote>,
  Item,
  Input,
  Answer,
  Remote,
>({
  store,
  clearGuestStorage,
  onAnswer,
  debounceMs = CART_SYNC_DEBOUNCE_MS,
  toInputs,
  itemsOf,
  write,
  merge: mergeCall,
  sends: sendsFor,
  read,
  remote,
}: AccountStoreSyncOptions<State, Item, Input, Answer, Remote>): AccountStoreSync {
  const lane = createSyncLane(debounceMs);
  /** What the server held at its last answer; null until the sign-in merge has succeeded. */
  let synced: Input[] | null = null;
  let stopped = false;
  let applying = false;

  /** The server's answer into the store and the synced copy; the resulting store change is not pushed back. */
  function apply(snapshot: Input[], answer: Answer): void {
    if (stopped) return;
    const server = itemsOf(answer);
    synced = toInputs(server);
    applying = true;
    try {
      write(store.getState(), snapshot, server, answer);
    } finally {
      applying = false;
    }
    onAnswer?.(answer);
  }

  async function merge(): Promise<void> {
    const snapshot = toInputs(store.getState().items);
    try {
      apply(snapshot, await mergeCall(snapshot));
    } catch (err) {
      if (!isRefusal(err)) throw err;
      // An item the server refuses (a withdrawn product) must not block the rest: send them one by one, which adds
      // to the account's items as the merge would, and keep what the server takes.
      synced = [];
      await push();
      // Nothing answered: the next change tries the merge again rather than adding the items twice.
      if (synced.length === 0 && store.getState().items.length > 0) synced = null;
    }
    if (!stopped && synced !== null) clearGuestStorage();
  }

  async function push(): Promise<void> {
    if (stopped) return;
    if (synced === null) return merge();
    const snapshot = toInputs(store.getState().items);
    const sends = sendsFor(synced, snapshot);
    if (sends.length === 0) return;
    // A refusal still means the server's copy is worth reading.
    const answer = await sendInTurn(sends, () => stopped, isRefusal, read);
    if (answer) apply(snapshot, answer);
  }

  /** A page action: a waiting push goes first, then the call, whose answer the store shows. */
  function commit(send: () => Promise<Answer | null>): Promise<void> {
    return lane.run(async () => {
      if (lane.takeScheduled() || synced === null) await push().catch(() => undefined);
      if (stopped) return;
      const snapshot = toInputs(store.getState().items);
      const answer = (await send()) ?? (await read());
      apply(snapshot, answer);
    });
  }

  const unsubscribe = store.subscribe((state, previous) => {
    if (applying || stopped || state.items === previous.items) return;
    lane.schedule(push);
  });
  store.getState().attachRemote(remote(commit));
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
