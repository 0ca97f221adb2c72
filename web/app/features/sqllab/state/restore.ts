import type { AppDispatch, RootState } from '../../../core/store.ts';
import type { Query, QueryEditor, SqlLabState } from '../types.ts';
import { sqlLabApi, type SqlLabBootstrap } from './api.ts';
import { browserStorage, readPersisted, type PersistedSqlLab } from './local-store.ts';
import { queryFromClient } from './shapes.ts';
import { initialSqlLabState, sqlLabReset } from './sqllab-slice.ts';
import { editorFromTabDict, editorFromTabId, tableFromSchemaDict } from './tab-conversions.ts';

/** A SQL Lab thunk: what the page's commands dispatch. */
export type SqlLabThunk<R = void> = (dispatch: AppDispatch, getState: () => RootState) => Promise<R>;

function serverTabs(boot: SqlLabBootstrap, kept: PersistedSqlLab, at: number): QueryEditor[] {
  const keptCopies = new Map(
    kept.queryEditors
      .filter((editor) => !editor.inLocalStorage && editor.tabViewId)
      .map((editor) => [editor.tabViewId, editor]),
  );
  return boot.tab_state_ids
    .filter(([id]) => !(String(id) in kept.destroyedQueryEditors))
    .map(([id, label]) => {
      const tab = boot.active_tab?.id === id ? editorFromTabDict(boot.active_tab) : editorFromTabId(id, label);
      const local = keptCopies.get(String(id));
      // This browser kept the tab only because it held edits the server had not saved yet: they win, and are
      // stamped now so the next sync sends them.
      return local && local.updatedAt > tab.updatedAt ? { ...local, id: tab.id, updatedAt: at, loaded: true } : tab;
    });
}

function restoredQueries(boot: SqlLabBootstrap): Record<string, Query> {
  const all = Object.values(boot.queries).map((query) => queryFromClient(query));
  const latest = boot.active_tab?.latest_query as Parameters<typeof queryFromClient>[0] | null | undefined;
  if (latest?.id) all.push(queryFromClient(latest));
  return Object.fromEntries(all.map((query) => [query.id, query]));
}

/**
 * The state a reload restores: the server's tabs (all but those closed here and not yet deleted there), this
 * browser's newer copies of them, the tabs only this browser has, the active tab with its table panels and the
 * queries of open tabs. `at` is the restore time: edits up to just before it count as saved.
 */
export function restoredState(boot: SqlLabBootstrap, kept: PersistedSqlLab, at: number): SqlLabState {
  const queryEditors = [...serverTabs(boot, kept, at), ...kept.queryEditors.filter((editor) => editor.inLocalStorage)];
  const serverActive = boot.active_tab ? String(boot.active_tab.id) : undefined;
  const activeId = queryEditors.some((editor) => editor.id === serverActive) ? serverActive : queryEditors.at(-1)?.id;
  return {
    ...initialSqlLabState,
    databases: Object.fromEntries(Object.values(boot.databases).map((database) => [database.id, database])),
    queryEditors,
    tabHistory: activeId === undefined ? [] : [activeId],
    queries: restoredQueries(boot),
    tables: [...(boot.active_tab?.table_schemas ?? []).map(tableFromSchemaDict), ...kept.tables],
    destroyedQueryEditors: kept.destroyedQueryEditors,
    // Polling asks for changes after the newest the server reported, in the server's clock.
    queriesLastUpdate: Math.max(0, ...Object.values(boot.queries).map((query) => Date.parse(query.changed_on) || 0)),
    editorTabLastUpdatedAt: at - 1,
    lastUpdatedActiveTab: activeId === serverActive ? (serverActive ?? null) : null,
  };
}

/** Restores SQL Lab from GET /api/v1/sqllab/ and what this browser kept. */
export function bootstrapSqlLab(): SqlLabThunk<SqlLabState> {
  return async (dispatch) => {
    const boot = await dispatch(
      sqlLabApi.endpoints.getSqlLabBootstrap.initiate(undefined, { forceRefetch: true, subscribe: false }),
    ).unwrap();
    const state = restoredState(boot, readPersisted(browserStorage()), Date.now());
    dispatch(sqlLabReset(state));
    return state;
  };
}
