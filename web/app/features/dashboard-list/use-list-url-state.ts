import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { updateListState, type DashboardListState } from './list-state.ts';
import { listStateFromSearch, listStateToSearch } from './list-url.ts';

/** How a change enters the browser history: a new entry the back button returns from, or in place of the current one. */
export type HistoryMode = 'push' | 'replace';

/** Changes the list state; `replace` suits changes made while typing, so each keystroke is no history entry. */
export type UpdateListState = (change: Partial<DashboardListState>, mode?: HistoryMode) => void;

/**
 * The dashboard list's state, read from and written to the URL, so a reload, a shared link or the back button shows
 * the same dashboards. Each picked filter, sort or page is a history entry; typed search text replaces the entry it started from.
 */
export function useListUrlState(): [DashboardListState, UpdateListState, (next: DashboardListState, mode?: HistoryMode) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => listStateFromSearch(new URLSearchParams(location.search)), [location.search]);
  const replaceState = useCallback(
    (next: DashboardListState, mode: HistoryMode = 'push') => {
      const search = listStateToSearch(next);
      if (search === location.search) return;
      void navigate({ pathname: location.pathname, search }, { replace: mode === 'replace' });
    },
    [location.pathname, location.search, navigate],
  );
  const update = useCallback<UpdateListState>((change, mode) => replaceState(updateListState(state, change), mode), [replaceState, state]);
  return [state, update, replaceState];
}
