// The last products a visitor opened, most recent first, kept in the browser under haat_recently_viewed (issue 4
// item 4). The product page records a visit with recordRecentlyViewed; the home page shows the list.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const RECENTLY_VIEWED_MAX = 12;
export const RECENTLY_VIEWED_STORAGE_KEY = 'haat_recently_viewed';

/** The id moves to the front (no duplicates) and the list keeps the newest RECENTLY_VIEWED_MAX. */
export function withRecentlyViewed(ids: readonly string[], id: string): string[] {
  const trimmed = id.trim();
  if (!trimmed) return [...ids];
  return [trimmed, ...ids.filter((other) => other !== trimmed)].slice(0, RECENTLY_VIEWED_MAX);
}

/** Stored data may be stale or hand-edited: strings only, trimmed, distinct, newest RECENTLY_VIEWED_MAX. */
export function normaliseRecentlyViewed(ids: readonly unknown[]): string[] {
  const clean = ids.filter((id): id is string => typeof id === 'string').map((id) => id.trim());
  return [...new Set(clean.filter(Boolean))].slice(0, RECENTLY_VIEWED_MAX);
}

interface RecentlyViewedState {
  ids: string[];
  record: (id: string) => void;
  remove: (id: string) => void;
  clear: () => void;
}

export const useRecentlyViewedStore = create<RecentlyViewedState>()(
  persist(
    (set) => ({
      ids: [],
      record: (id) => set((s) => ({ ids: withRecentlyViewed(s.ids, id) })),
      remove: (id) => set((s) => ({ ids: s.ids.filter((other) => other !== id) })),
      clear: () => set({ ids: [] }),
    }),
    {
      name: RECENTLY_VIEWED_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ ids: s.ids }),
      merge: (persisted, current) => {
        const stored = (persisted as { ids?: unknown } | undefined)?.ids;
        return { ...current, ids: Array.isArray(stored) ? normaliseRecentlyViewed(stored) : [] };
      },
    },
  ),
);

/** Called by the product page once its product has loaded: the visit goes to the front of the list. */
export function recordRecentlyViewed(productId: string): void {
  useRecentlyViewedStore.getState().record(productId);
}
