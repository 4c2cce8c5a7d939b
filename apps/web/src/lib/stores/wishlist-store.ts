// The wishlist as client state, shared by the header, its dropdown and every product card (hence lib/, not a
// feature): guests keep it in localStorage under haat_guest_wishlist (docs/behaviour/wishlist.md#wishlist-rules);
// signed in, the app attaches a remote (app/sync) and the store stops writing the guest key.
import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import {
  addWishlistItem,
  normaliseWishlist,
  removeWishlistItem,
  toggleWishlistItem,
  type WishlistInput,
  wishlistProductId,
  type WishlistItem,
} from '@haat/domain/cart/wishlist';

export const GUEST_WISHLIST_STORAGE_KEY = 'haat_guest_wishlist';

/**
 * What a signed-in wishlist sends at once (the wishlist page's actions). The app layer implements it over the API;
 * each call applies the server's answer to the store itself before it resolves, and rejects with an Error carrying
 * the server's message.
 */
export interface WishlistRemote {
  remove: (productId: string) => Promise<void>;
  clear: () => Promise<void>;
}

// Persisting goes to the guest key only while no remote is attached: a signed-in wishlist belongs to the account.
let guestPersistence = true;
const guestStorage: StateStorage = {
  getItem: (name) => {
    try {
      return localStorage.getItem(name);
    } catch {
      return null;
    }
  },
  setItem: (name, value) => {
    if (!guestPersistence) return;
    try {
      localStorage.setItem(name, value);
    } catch {
      // Full or blocked storage: the wishlist lasts for this page.
    }
  },
  removeItem: (name) => {
    try {
      localStorage.removeItem(name);
    } catch {
      // As above.
    }
  },
};

export interface WishlistState {
  items: WishlistItem[];
  /** Always items.length; kept as state because the spec's wishlist state carries it. */
  wishlistCount: number;
  /** Product ids whose request is in flight. */
  pendingItems: Record<string, boolean>;
  /** Attached by the app while signed in; null for guests. */
  remote: WishlistRemote | null;

  /** Adds once per product, stamped with the time of adding. */
  addItem: (input: WishlistInput) => void;
  removeItem: (productId: string) => void;
  toggleItem: (input: WishlistInput) => void;
  /** Load replaces the list. */
  setItems: (inputs: WishlistInput[]) => void;
  clear: () => void;

  /** Signed in: DELETE at once, then the server's list. Guest: local. Rejects on failure. */
  commitRemove: (productId: string) => Promise<void>;
  /** Signed in: DELETE the whole wishlist at once. Guest: local. Rejects on failure. */
  commitClear: () => Promise<void>;

  /** The app's sign-in: from now on the store stops writing the guest key. */
  attachRemote: (remote: WishlistRemote) => void;
  /** The app's sign-out: the store is a guest's again (emptying it is the caller's part). */
  detachRemote: () => void;
}

function withCount(items: WishlistItem[]): Pick<WishlistState, 'items' | 'wishlistCount'> {
  return { items, wishlistCount: items.length };
}

function now(): string {
  return new Date().toISOString();
}

function asError(err: unknown): Error {
  return err instanceof Error ? err : new Error(String(err));
}

export const useWishlistStore = create<WishlistState>()(
  persist(
    (set, get) => {
      async function withPending(ids: string[], call: () => Promise<void>): Promise<void> {
        set((s) => ({
          pendingItems: { ...s.pendingItems, ...Object.fromEntries(ids.map((id) => [id, true])) },
        }));
        try {
          await call();
        } catch (err) {
          throw asError(err);
        } finally {
          set((s) => {
            const pendingItems = { ...s.pendingItems };
            for (const id of ids) delete pendingItems[id];
            return { pendingItems };
          });
        }
      }

      return {
        items: [],
        wishlistCount: 0,
        pendingItems: {},
        remote: null,

        addItem: (input) => set((s) => withCount(addWishlistItem(s.items, input, now()))),
        removeItem: (productId) => set((s) => withCount(removeWishlistItem(s.items, productId))),
        toggleItem: (input) => set((s) => withCount(toggleWishlistItem(s.items, input, now()))),
        setItems: (inputs) => set(withCount(normaliseWishlist(inputs))),
        clear: () => set({ ...withCount([]), pendingItems: {} }),

        commitRemove: async (productId) => {
          const remote = get().remote;
          if (!remote) return get().removeItem(productId);
          await withPending([productId], () => remote.remove(productId));
        },
        commitClear: async () => {
          const remote = get().remote;
          if (!remote) return get().clear();
          const ids = get()
            .items.map(wishlistProductId)
            .filter((id): id is string => Boolean(id));
          await withPending(ids, () => remote.clear());
        },

        attachRemote: (remote) => {
          guestPersistence = false;
          set({ remote });
        },
        detachRemote: () => {
          // Persistence resumes after this change, so the account's items are never written to the guest key.
          set({ remote: null, pendingItems: {} });
          guestPersistence = true;
        },
      };
    },
    {
      name: GUEST_WISHLIST_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => guestStorage),
      partialize: (s) => ({ items: s.items }),
      // Stored data may be stale or hand-edited: rebuild the list through the same rules and recount.
      merge: (persisted, current) => {
        const stored = (persisted as { items?: unknown } | undefined)?.items;
        return {
          ...current,
          ...withCount(Array.isArray(stored) ? normaliseWishlist(stored as WishlistInput[]) : []),
        };
      },
    },
  ),
);

/** Forgets the guest copy (after it was merged into the account). */
export function clearGuestWishlistStorage(): void {
  useWishlistStore.persist.clearStorage();
}
