// The wishlist as client state, shared by the header, its dropdown and every product card (hence lib/, not a
// feature): guests keep it in localStorage under haat_guest_wishlist (spec 1 §3–§4).
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  addWishlistItem,
  normaliseWishlist,
  removeWishlistItem,
  toggleWishlistItem,
  type WishlistInput,
  type WishlistItem,
} from '@haat/domain/cart/wishlist';

export const GUEST_WISHLIST_STORAGE_KEY = 'haat_guest_wishlist';

interface WishlistState {
  items: WishlistItem[];
  /** Always items.length; kept as state because the spec's wishlist state carries it. */
  wishlistCount: number;
  addItem: (input: WishlistInput) => void;
  removeItem: (productId: string) => void;
  toggleItem: (input: WishlistInput) => void;
  /** Load replaces the list. */
  setItems: (inputs: WishlistInput[]) => void;
  clear: () => void;
}

function withCount(items: WishlistItem[]): Pick<WishlistState, 'items' | 'wishlistCount'> {
  return { items, wishlistCount: items.length };
}

export const useWishlistStore = create<WishlistState>()(
  persist(
    (set) => ({
      items: [],
      wishlistCount: 0,
      addItem: (input) => set((s) => withCount(addWishlistItem(s.items, input))),
      removeItem: (productId) => set((s) => withCount(removeWishlistItem(s.items, productId))),
      toggleItem: (input) => set((s) => withCount(toggleWishlistItem(s.items, input))),
      setItems: (inputs) => set(withCount(normaliseWishlist(inputs))),
      clear: () => set(withCount([])),
    }),
    {
      name: GUEST_WISHLIST_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
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
