// The cart as client state: guests keep it in localStorage under haat_guest_cart (spec 1 §4); the rules are
// the domain's, so the badge, dropdown and cart page agree.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  addLine,
  removeLine,
  setLineQuantity,
  type CartLine,
  type CartProduct,
} from '@haat/domain/cart/cart';

export const GUEST_CART_STORAGE_KEY = 'haat_guest_cart';

/** Merges duplicate products and drops malformed lines, as a load from storage or the server may carry them. */
function normaliseLines(lines: readonly unknown[]): CartLine[] {
  return lines.reduce<CartLine[]>((acc, raw) => {
    const line = raw as Partial<CartLine> | null;
    if (!line || typeof line.product !== 'object' || line.product === null) return acc;
    return addLine(acc, line.product, typeof line.quantity === 'number' ? line.quantity : 1);
  }, []);
}

interface CartState {
  items: CartLine[];
  addItem: (product: CartProduct, quantity?: number) => void;
  removeItem: (productId: string) => void;
  setQuantity: (productId: string, quantity: number) => void;
  /** A loaded cart replaces the local one. */
  setItems: (items: CartLine[]) => void;
  clear: () => void;
}

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      items: [],
      addItem: (product, quantity = 1) => set((s) => ({ items: addLine(s.items, product, quantity) })),
      removeItem: (productId) => set((s) => ({ items: removeLine(s.items, productId) })),
      setQuantity: (productId, quantity) =>
        set((s) => ({ items: setLineQuantity(s.items, productId, quantity) })),
      setItems: (items) => set({ items: normaliseLines(items) }),
      clear: () => set({ items: [] }),
    }),
    {
      name: GUEST_CART_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ items: s.items }),
      // Stored data may be stale or hand-edited: rebuild the lines through the same rules.
      merge: (persisted, current) => {
        const stored = (persisted as { items?: unknown } | undefined)?.items;
        return { ...current, items: Array.isArray(stored) ? normaliseLines(stored) : [] };
      },
    },
  ),
);

/** The header badge: distinct lines (spec 1 §4). */
export function useCartLineCount(): number {
  return useCartStore((s) => s.items.length);
}
