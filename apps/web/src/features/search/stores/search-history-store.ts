// The search box's memory in the browser (docs/behaviour/search.md#history-and-recent-searches): the 50-entry
// history, the 10-term history and 8-term recent lists and the analytics, persisted in localStorage under
// haat_search_history. Storage errors are ignored (docs/behaviour/search.md#suggestions): a full or blocked storage
// keeps the memory for this page only.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { quietLocalStorage } from '../../../lib/stores/quiet-local-storage.ts';
import {
  EMPTY_SEARCH_MEMORY,
  normaliseSearchMemory,
  recordSearch,
  type SearchMemory,
  type SearchRecord,
} from '@haat/domain/search/search-history';

export const SEARCH_HISTORY_STORAGE_KEY = 'haat_search_history';

interface SearchHistoryState extends SearchMemory {
  record: (record: Omit<SearchRecord, 'at'> & { at?: number }) => void;
  /** The results page may tell how many products a remembered search found. */
  setResultCount: (query: string, resultCount: number) => void;
  /** The Clear button of the 'Search History' group. */
  clearHistory: () => void;
}

const memoryOf = (s: SearchMemory): SearchMemory => ({
  entries: s.entries,
  history: s.history,
  recent: s.recent,
  analytics: s.analytics,
});

export const useSearchHistoryStore = create<SearchHistoryState>()(
  persist(
    (set) => ({
      ...EMPTY_SEARCH_MEMORY,
      record: (record) => set((s) => recordSearch(memoryOf(s), { ...record, at: record.at ?? Date.now() })),
      setResultCount: (query, resultCount) =>
        set((s) => ({
          entries: s.entries.map((e) =>
            e.query.toLowerCase() === query.trim().toLowerCase() ? { ...e, resultCount } : e,
          ),
        })),
      // Everything the box remembers goes: a shopper clearing the history expects no trace of the terms.
      clearHistory: () => set(EMPTY_SEARCH_MEMORY),
    }),
    {
      name: SEARCH_HISTORY_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => quietLocalStorage),
      partialize: (s) => memoryOf(s),
      merge: (persisted, current) => ({ ...current, ...normaliseSearchMemory(persisted) }),
    },
  ),
);
