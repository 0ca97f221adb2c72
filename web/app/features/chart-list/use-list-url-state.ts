import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { listStateFromSearch, listStateToSearch, updateListState, type ChartListState } from './list-state.ts';

/** The chart list's state, read from and written to the URL (each change replaces the history entry's query). */
export function useListUrlState(): [ChartListState, (change: Partial<ChartListState>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => listStateFromSearch(searchParams), [searchParams]);
  const update = useCallback(
    (change: Partial<ChartListState>) => setSearchParams(listStateToSearch(updateListState(state, change)), { replace: true }),
    [setSearchParams, state],
  );
  return [state, update];
}
