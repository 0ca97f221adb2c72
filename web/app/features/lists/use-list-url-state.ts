import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { updateListState, type ListStateBase } from './list-state.ts';
import type { ListUrlCodec } from './list-url.ts';

/** How a change enters the browser history: a new entry the back button returns from, or in place of the current one. */
export type HistoryMode = 'push' | 'replace';

/** Changes the list state; `replace` suits changes made while typing, so each keystroke is no history entry. */
export type UpdateListState<S> = (change: Partial<S>, mode?: HistoryMode) => void;

/** Puts a whole new state in place of the current one. */
export type ReplaceListState<S> = (next: S, mode?: HistoryMode) => void;

/**
 * A list's state, read from and written to the URL through the list's `codec` (a module-level constant), so a reload,
 * a shared link or the back button shows the same items. Each picked filter, sort or page is a history entry (the back
 * button undoes it); typed search text replaces the entry it started from.
 */
export function useListUrlState<S extends ListStateBase>(
  codec: ListUrlCodec<S>,
): [S, UpdateListState<S>, ReplaceListState<S>] {
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => codec.fromSearch(new URLSearchParams(location.search)), [codec, location.search]);
  const replaceState = useCallback<ReplaceListState<S>>(
    (next, mode = 'push') => {
      const search = codec.toSearch(next);
      if (search === location.search) return;
      void navigate({ pathname: location.pathname, search }, { replace: mode === 'replace' });
    },
    [codec, location.pathname, location.search, navigate],
  );
  const update = useCallback<UpdateListState<S>>(
    (change, mode) => replaceState(updateListState(state, change), mode),
    [replaceState, state],
  );
  return [state, update, replaceState];
}
