// The cart as client state (docs/behaviour/cart.md#guest-and-signed-in-synchronisation): guests keep it in
// localStorage under haat_guest_cart; signed in, the app attaches a remote (app/sync) and the store neither persists
// to the guest key nor calls the API itself. The rules are the domain's, so the badge, dropdown and cart page agree.
import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import {
  addLine,
  productIdOf,
  removeLine,
  setLineQuantity,
  type CartLine,
  type CartProduct,
} from '@haat/domain/cart/cart';

export const GUEST_CART_STORAGE_KEY = 'haat_guest_cart';

/**
 * What a signed-in cart sends at once (the cart page's actions). The app layer implements it over the API; each
 * call applies the server's answer to the store itself (and records it as synced) before it resolves, and rejects
 * with an Error carrying the server's message.
 */
export interface CartRemote {
  setQuantity: (productId: string, quantity: number) => Promise<void>;
  remove: (productId: string) => Promise<void>;
  clear: () => Promise<void>;
}

/** What the server knows of a line beyond the store's line: whether it can be bought, and how many at most. */
export interface CartLineInfo {
  available: boolean;
  maxQuantity: number;
}

/** Why the server changed or flagged a line (the cart response's notices). */
export interface CartLineNotice {
  productId: string;
  code: string;
  message: string;
}

// Persisting goes to the guest key only while no remote is attached: a signed-in cart belongs to the account.
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
      // Full or blocked storage: the cart lasts for this page.
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

/** Merges duplicate products and drops malformed lines, as a load from storage or the server may carry them. */
function normaliseLines(lines: readonly unknown[]): CartLine[] {
  return lines.reduce<CartLine[]>((acc, raw) => {
    const line = raw as Partial<CartLine> | null;
    if (!line || typeof line.product !== 'object' || line.product === null) return acc;
    return addLine(acc, line.product, typeof line.quantity === 'number' ? line.quantity : 1);
  }, []);
}

function withoutKey<T>(record: Record<string, T>, key: string): Record<string, T> {
  if (!(key in record)) return record;
  const next = { ...record };
  delete next[key];
  return next;
}

function asError(err: unknown): Error {
  return err instanceof Error ? err : new Error(String(err));
}

export interface CartState {
  items: CartLine[];
  /**
   * Lines whose request is in flight, by product id: their controls stay disabled
   * (docs/behaviour/cart.md#cart-lines).
   */
  pendingLines: Record<string, boolean>;
  /** Server facts per product id (signed in only; empty for guests). */
  lineInfo: Record<string, CartLineInfo>;
  /** The server's notices of its last answer (capped quantities, unavailable lines). */
  notices: CartLineNotice[];
  /** Attached by the app while signed in; null for guests. */
  remote: CartRemote | null;

  addItem: (product: CartProduct, quantity?: number) => void;
  removeItem: (productId: string) => void;
  setQuantity: (productId: string, quantity: number) => void;
  /** A loaded cart replaces the local one. */
  setItems: (items: CartLine[]) => void;
  clear: () => void;
  /** Applies the server's cart: lines, facts and notices in one change. */
  applyServer: (items: CartLine[], lineInfo: Record<string, CartLineInfo>, notices: CartLineNotice[]) => void;

  /** Signed in: PUT at once (line pending meanwhile), then the server's cart. Guest: local. Rejects on failure. */
  commitQuantity: (productId: string, quantity: number) => Promise<void>;
  /** Signed in: DELETE at once (line pending meanwhile). Guest: local. Rejects on failure. */
  commitRemove: (productId: string) => Promise<void>;
  /** Signed in: DELETE the whole cart at once (every line pending). Guest: local. Rejects on failure. */
  commitClear: () => Promise<void>;

  /** The app's sign-in: from now on the store stops writing the guest key. */
  attachRemote: (remote: CartRemote) => void;
  /** The app's sign-out: the store is a guest's again (emptying it is the caller's part). */
  detachRemote: () => void;
}

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => {
      /** Runs a remote call with the given lines marked pending, clearing the marks however it ends. */
      async function withPending(ids: string[], call: () => Promise<void>): Promise<void> {
        set((s) => ({
          pendingLines: { ...s.pendingLines, ...Object.fromEntries(ids.map((id) => [id, true])) },
        }));
        try {
          await call();
        } catch (err) {
          throw asError(err);
        } finally {
          set((s) => ({ pendingLines: ids.reduce((acc, id) => withoutKey(acc, id), s.pendingLines) }));
        }
      }

      return {
        items: [],
        pendingLines: {},
        lineInfo: {},
        notices: [],
        remote: null,

        addItem: (product, quantity = 1) => set((s) => ({ items: addLine(s.items, product, quantity) })),
        removeItem: (productId) => set((s) => ({ items: removeLine(s.items, productId) })),
        setQuantity: (productId, quantity) =>
          set((s) => ({ items: setLineQuantity(s.items, productId, quantity) })),
        setItems: (items) => set({ items: normaliseLines(items) }),
        clear: () => set({ items: [], pendingLines: {}, lineInfo: {}, notices: [] }),
        applyServer: (items, lineInfo, notices) => set({ items: normaliseLines(items), lineInfo, notices }),

        commitQuantity: async (productId, quantity) => {
          const remote = get().remote;
          if (!remote) return get().setQuantity(productId, quantity);
          await withPending([productId], () => remote.setQuantity(productId, quantity));
        },
        commitRemove: async (productId) => {
          const remote = get().remote;
          if (!remote) return get().removeItem(productId);
          await withPending([productId], () => remote.remove(productId));
        },
        commitClear: async () => {
          const remote = get().remote;
          if (!remote) return get().clear();
          const ids = get()
            .items.map((line) => productIdOf(line.product))
            .filter((id): id is string => Boolean(id));
          await withPending(ids, () => remote.clear());
        },

        attachRemote: (remote) => {
          guestPersistence = false;
          set({ remote });
        },
        detachRemote: () => {
          // Persistence resumes after this change, so the account's lines are never written to the guest key.
          set({ remote: null, pendingLines: {}, lineInfo: {}, notices: [] });
          guestPersistence = true;
        },
      };
    },
    {
      name: GUEST_CART_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => guestStorage),
      partialize: (s) => ({ items: s.items }),
      // Stored data may be stale or hand-edited: rebuild the lines through the same rules.
      merge: (persisted, current) => {
        const stored = (persisted as { items?: unknown } | undefined)?.items;
        return { ...current, items: Array.isArray(stored) ? normaliseLines(stored) : [] };
      },
    },
  ),
);

/** Forgets the guest copy (after it was merged into the account). */
export function clearGuestCartStorage(): void {
  useCartStore.persist.clearStorage();
}

/** The header badge: distinct lines (docs/behaviour/cart.md#cart-lines). */
export function useCartLineCount(): number {
  return useCartStore((s) => s.items.length);
}
