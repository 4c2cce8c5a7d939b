// A listing page's state over the URL: the listing state of lib/listing-url-state plus the filter panel's own
// query keys (its category choice), read together and written in one history entry, so one change is one Back.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { FilterPanel, PanelFilters } from '@haat/domain/catalog/filter-panels';
import {
  panelListingDefaults,
  readPanelFilters,
  writePanelFilters,
} from '../../../components/filters/panel-state.ts';
import {
  applyListingPatch,
  LISTING_URL_KEYS,
  parseListingState,
  serializeListingState,
  type ListingSort,
  type ListingState,
} from '../../../lib/listing-url-state.ts';
import { DEFAULT_LISTING_SORT } from '../components/listing-sort-options.ts';

const defaultsCache = new WeakMap<FilterPanel, Map<ListingSort, ListingState>>();

/**
 * The panel's listing defaults with the page's default sort (the listing's newest first, a search's relevance:
 * docs/behaviour/search.md#sort); one object per panel and sort, stable for the memo below.
 */
export function listingDefaults(panel: FilterPanel, sort: ListingSort = DEFAULT_LISTING_SORT): ListingState {
  let bySort = defaultsCache.get(panel);
  if (!bySort) {
    bySort = new Map();
    defaultsCache.set(panel, bySort);
  }
  let defaults = bySort.get(sort);
  if (!defaults) {
    defaults = { ...panelListingDefaults(panel), sort };
    bySort.set(sort, defaults);
  }
  return defaults;
}

export interface PanelListing {
  state: ListingState;
  filters: PanelFilters;
  /** Sort or page (and anything else of ListingState); the page goes back to 1 unless the patch sets it. */
  update: (patch: Partial<ListingState>) => void;
  /** What the filter panel chose; back to page 1. */
  setFilters: (next: PanelFilters) => void;
}

export function usePanelListing(panel: FilterPanel, defaultSort?: ListingSort): PanelListing {
  const [searchParams, setSearchParams] = useSearchParams();
  const defaults = listingDefaults(panel, defaultSort);
  const key = searchParams.toString();
  // The query string is the identity of the state: parse once per distinct URL.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const state = useMemo(() => parseListingState(searchParams, defaults), [key, defaults]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const filters = useMemo(() => readPanelFilters(panel, state, searchParams), [panel, state, key]);

  const write = useCallback(
    (patch: Partial<ListingState>, own: Record<string, string | null> = {}) =>
      setSearchParams((current) => {
        const next = applyListingPatch(parseListingState(current, defaults), patch);
        const params = new URLSearchParams(current);
        for (const owned of LISTING_URL_KEYS) params.delete(owned);
        for (const [name, value] of Object.entries(own)) {
          if (value === null) params.delete(name);
          else params.set(name, value);
        }
        for (const [name, value] of serializeListingState(next, defaults)) params.set(name, value);
        return params;
      }),
    [setSearchParams, defaults],
  );

  const setFilters = useCallback(
    (next: PanelFilters) => {
      const { patch, own } = writePanelFilters(panel, next);
      write(patch, own);
    },
    [panel, write],
  );
  return { state, filters, update: write, setFilters };
}
