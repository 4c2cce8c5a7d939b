// The category page's live state in the URL: the shared listing state (brands, price, rating, switches,
// specification lists, sort, page) plus the panel's own keys, read together and written in one history entry,
// so reload and back/forward keep filters, sort and page (docs/behaviour/catalogue.md#listing-state).
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { defaultFilters, type FilterPanel, type PanelFilters } from '@haat/domain/catalog/filter-panels';
import {
  applyListingPatch,
  LISTING_URL_KEYS,
  parseListingState,
  serializeListingState,
  type ListingSort,
  type ListingState,
} from '../../../lib/listing-url-state.ts';
import {
  panelListingDefaults,
  panelUrlKeys,
  readPanelFilters,
  writePanelFilters,
} from '../../../components/filters/panel-state.ts';

/** The search-within-category parameter of docs/behaviour/catalogue.md#category-page. */
export const CATEGORY_QUERY_KEY = 'query';

export interface CategoryListing {
  state: ListingState;
  filters: PanelFilters;
  sort: ListingSort;
  page: number;
  /** The term searched within the category ('' when none). */
  query: string;
  /** New filters (and sort), back to page 1. */
  apply: (filters: PanelFilters, sort?: ListingSort) => void;
  setSort: (sort: ListingSort) => void;
  setPage: (page: number) => void;
  /** Filters and sort back to their defaults; the search term stays. */
  reset: () => void;
}

export function useCategoryListing(panel: FilterPanel): CategoryListing {
  const [params, setParams] = useSearchParams();
  const defaults = panelListingDefaults(panel);
  const search = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the query string is the identity of the state
  const state = useMemo(() => parseListingState(params, defaults), [search, defaults]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- as above
  const filters = useMemo(() => readPanelFilters(panel, state, params), [search, panel, state]);

  const write = useCallback(
    (patch: Partial<ListingState>, own: Record<string, string | null> = {}) => {
      setParams((current) => {
        const next = applyListingPatch(parseListingState(current, defaults), patch);
        const out = new URLSearchParams(current);
        for (const key of LISTING_URL_KEYS) out.delete(key);
        for (const [key, value] of serializeListingState(next, defaults)) out.set(key, value);
        for (const [key, value] of Object.entries(own)) {
          if (value === null) out.delete(key);
          else out.set(key, value);
        }
        return out;
      });
    },
    [setParams, defaults],
  );

  const apply = useCallback(
    (next: PanelFilters, sort?: ListingSort) => {
      const { patch, own } = writePanelFilters(panel, next);
      write({ ...patch, ...(sort ? { sort } : {}), page: 1 }, own);
    },
    [panel, write],
  );

  return {
    state,
    filters,
    sort: state.sort,
    page: state.page,
    query: params.get(CATEGORY_QUERY_KEY)?.trim() ?? '',
    apply,
    setSort: useCallback((sort: ListingSort) => write({ sort, page: 1 }), [write]),
    setPage: useCallback((page: number) => write({ page }), [write]),
    reset: useCallback(() => {
      const own = Object.fromEntries(panelUrlKeys(panel).map((key) => [key, null]));
      write({ ...writePanelFilters(panel, defaultFilters(panel)).patch, sort: defaults.sort, page: 1 }, own);
    }, [panel, write, defaults]),
  };
}
