// The products a shopper ticked for comparison, shared by every product card and the compare bar (hence lib/):
// up to 4 ids (docs/behaviour/compare.md#limits), kept in localStorage under haat_compare so the choice survives
// navigation and reloads.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** docs/behaviour/compare.md#limits: 'Comparison maximum 4'. */
export const COMPARE_MAX = 4;
/** Comparing one product with nothing says nothing: the Compare bar waits for a second one. */
export const COMPARE_BAR_FROM = 2;
export const COMPARE_STORAGE_KEY = 'haat_compare';

/** Trimmed, non-blank, distinct ids in their first order, at most COMPARE_MAX. Stored or typed input may be anything. */
export function normaliseCompareIds(ids: readonly unknown[]): string[] {
  const clean = ids.filter((id): id is string => typeof id === 'string').map((id) => id.trim());
  return [...new Set(clean.filter(Boolean))].slice(0, COMPARE_MAX);
}

export type CompareToggleResult = 'added' | 'removed' | 'full';

/** Adds an absent id (unless the list is full) or removes a present one; the list itself never exceeds COMPARE_MAX. */
export function toggleCompareId(
  ids: readonly string[],
  id: string,
): { ids: string[]; result: CompareToggleResult } {
  if (ids.includes(id)) return { ids: ids.filter((other) => other !== id), result: 'removed' };
  if (ids.length >= COMPARE_MAX) return { ids: [...ids], result: 'full' };
  return { ids: [...ids, id], result: 'added' };
}

interface CompareState {
  ids: string[];
  /** A fifth product was refused; the compare bar says why until the selection changes. Not persisted. */
  limitReached: boolean;
  /** Tells the caller whether the id went in, came out, or was refused because 4 are already chosen. */
  toggle: (id: string) => CompareToggleResult;
  remove: (id: string) => void;
  /** The comparison page writes back what it shows, so the bar and the checkboxes agree with it. */
  setIds: (ids: readonly string[]) => void;
  clear: () => void;
}

export const useCompareStore = create<CompareState>()(
  persist(
    (set, get) => ({
      ids: [],
      limitReached: false,
      toggle: (id) => {
        const next = toggleCompareId(get().ids, id);
        set({ ids: next.ids, limitReached: next.result === 'full' });
        return next.result;
      },
      remove: (id) => set((s) => ({ ids: s.ids.filter((other) => other !== id), limitReached: false })),
      setIds: (ids) => set({ ids: normaliseCompareIds(ids), limitReached: false }),
      clear: () => set({ ids: [], limitReached: false }),
    }),
    {
      name: COMPARE_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ ids: s.ids }),
      // Stored data may be stale or hand-edited: keep only what the rules allow.
      merge: (persisted, current) => {
        const stored = (persisted as { ids?: unknown } | undefined)?.ids;
        return { ...current, ids: Array.isArray(stored) ? normaliseCompareIds(stored) : [] };
      },
    },
  ),
);
