import { useEffect, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch, useAppSelector, type AppStore } from '../../../core/store.ts';
import { browserStorage, writePersisted } from './local-store.ts';
import { hasActiveQueries, refreshQueries } from './query-commands.ts';
import { bootstrapSqlLab } from './restore.ts';
import { selectSqlLab } from './selectors.ts';
import { SYNC_INTERVAL_MS, saveEditedTabs, syncTick } from './sync.ts';
import { addNewTab } from './tab-commands.ts';

/** How often running queries are polled (Superset's QUERY_UPDATE_FREQ). */
export const QUERY_POLL_MS = 2000;

/** Restores SQL Lab once per visit of the page; a user with no tab gets a fresh one. */
export function useSqlLabBootstrap(): { ready: boolean; error: unknown } {
  const dispatch = useAppDispatch();
  const [outcome, setOutcome] = useState<{ ready: boolean; error: unknown }>({ ready: false, error: null });
  useEffect(() => {
    let live = true;
    dispatch(bootstrapSqlLab())
      .then(async (state) => {
        if (state.queryEditors.length === 0) await dispatch(addNewTab());
        if (live) setOutcome({ ready: true, error: null });
      })
      .catch((error: unknown) => live && setOutcome({ ready: false, error }));
    return () => {
      live = false;
    };
  }, [dispatch]);
  return outcome;
}

/** Runs `task` every `ms`, never two at once. */
function useSerialInterval(task: () => Promise<unknown>, ms: number, enabled: boolean): void {
  const running = useRef(false);
  const latest = useRef(task);
  latest.current = task;
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => {
      if (running.current) return;
      running.current = true;
      void latest.current().finally(() => (running.current = false));
    }, ms);
    return () => clearInterval(timer);
  }, [ms, enabled]);
}

/**
 * Keeps the server in step (Superset's EditorAutoSync): every 5,000 ms new tabs are stored, the active tab told and
 * closed tabs deleted; edits are saved once they have rested 5,000 ms.
 */
export function useSqlLabAutoSync(enabled: boolean): void {
  const dispatch = useAppDispatch();
  useSerialInterval(() => dispatch(syncTick()), SYNC_INTERVAL_MS, enabled);
  const unsaved = useAppSelector((state) => selectSqlLab(state).unsavedQueryEditor);
  const editors = useAppSelector((state) => selectSqlLab(state).queryEditors);
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => void dispatch(saveEditedTabs()), SYNC_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [dispatch, enabled, unsaved, editors]);
}

/** Polls `updated_since` while a query waits or works (the fallback when no event arrives). */
export function useQueryAutoRefresh(): void {
  const dispatch = useAppDispatch();
  const active = useAppSelector((state) => hasActiveQueries(selectSqlLab(state).queries));
  useSerialInterval(() => dispatch(refreshQueries()), QUERY_POLL_MS, active);
}

/** Keeps this browser's part of the state (local-only and not yet saved tabs, pending deletions) in local storage. */
export function useLocalPersistence(enabled: boolean): void {
  const store = useStore() as AppStore;
  useEffect(() => {
    if (!enabled) return;
    let last = selectSqlLab(store.getState());
    return store.subscribe(() => {
      const current = selectSqlLab(store.getState());
      if (current === last) return;
      last = current;
      writePersisted(browserStorage(), current);
    });
  }, [store, enabled]);
}
