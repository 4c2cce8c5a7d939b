// The trending state read from and written to the URL query; every change is a history entry, so back and
// forward walk through periods, sorts, filters and pages.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  applyTrendingPatch,
  parseTrendingState,
  serializeTrendingState,
  type TrendingState,
} from '../trending-url-state.ts';

export function useTrendingState(): [TrendingState, (patch: Partial<TrendingState>) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseTrendingState(params), [params]);
  const update = useCallback(
    (patch: Partial<TrendingState>) => setParams(serializeTrendingState(applyTrendingPatch(state, patch))),
    [state, setParams],
  );
  return [state, update];
}
