// The state of a listing's facet counts as a filter panel shows it (docs/behaviour/catalogue.md#loading-order): loading
// (the previous counts, or none yet, while newer ones are asked for), failed (the panel stays, without counts, with
// a retry). Read off the TanStack Query result of useListingFacets.
export interface FacetCountsStatus {
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

interface CountsQuery {
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export function facetCountsStatus(query: CountsQuery): FacetCountsStatus {
  return {
    // Pending (nothing yet), showing the previous filters' counts, or asking again after a failure.
    loading: query.isPending || query.isPlaceholderData || (query.isError && query.isFetching),
    failed: query.isError,
    onRetry: () => void query.refetch(),
  };
}
