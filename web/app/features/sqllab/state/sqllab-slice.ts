import { createSlice, nanoid, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { QueryErrorEntry } from '#shared/sqllab/query-types.ts';
import { rootReducer } from '../../../core/store.ts';
import type { Query, QueryEditor, QueryResults, SqlLabState } from '../types.ts';
import { queryReducers } from './query-reducers.ts';
import { RESULTS_PANE } from './shapes.ts';
import { tableReducers } from './table-reducers.ts';
import { tabReducers, type ClonedQuery, type EditableTabFields } from './tab-reducers.ts';

export const initialSqlLabState: SqlLabState = {
  databases: {},
  queryEditors: [],
  tabHistory: [],
  queries: {},
  tables: [],
  queriesLastUpdate: 0,
  queryCostEstimates: {},
  unsavedQueryEditor: {},
  destroyedQueryEditors: {},
  editorTabLastUpdatedAt: 0,
  lastUpdatedActiveTab: null,
  offline: false,
  activeSouthPaneTab: RESULTS_PANE,
};

/** Stamps the action with the time it was made, so the reducers stay pure and tests pass their own `at`. */
const stamped =
  <P extends object>() =>
  (payload: P, at = Date.now()) => ({ payload: { ...payload, at } });

/**
 * SQL Lab's state (Superset's `sqlLab` reducer). Case reducers live in tab-, query- and table-reducers.ts; here each is
 * given the `prepare` that fills in the time or a new id.
 */
export const sqlLabSlice = createSlice({
  name: 'sqlLab',
  initialState: initialSqlLabState,
  reducers: {
    ...tableReducers,
    ...queryReducers,
    ...tabReducers,
    /** Replaces the whole state (a bootstrap from the server, or a reset). */
    sqlLabReset: (_state, action: PayloadAction<SqlLabState>) => action.payload,
    queryEditorAdded: { reducer: tabReducers.queryEditorAdded, prepare: stamped<{ queryEditor: QueryEditor }>() },
    queryEditorCloned: {
      reducer: tabReducers.queryEditorCloned,
      prepare: (payload: { query: ClonedQuery; id?: string }, at = Date.now()) => ({
        payload: { query: payload.query, id: payload.id ?? nanoid(11), at },
      }),
    },
    queryEditorRemoved: { reducer: tabReducers.queryEditorRemoved, prepare: stamped<{ id: string }>() },
    queryEditorChanged: {
      reducer: tabReducers.queryEditorChanged,
      prepare: stamped<{ id: string; changes: Partial<EditableTabFields> }>(),
    },
    querySqlChanged: { reducer: tabReducers.querySqlChanged, prepare: stamped<{ id: string; sql: string }>() },
    queryStarted: { reducer: queryReducers.queryStarted, prepare: stamped<{ query: Query }>() },
    querySucceeded: {
      reducer: queryReducers.querySucceeded,
      // The rows arrive frozen so Immer does not walk (and freeze) every row of a big answer; nothing writes to them.
      prepare: (payload: { id: string; results: QueryResults & { status: string } }, at = Date.now()) => {
        Object.freeze(payload.results.data);
        return { payload: { ...payload, at } };
      },
    },
    queryFailed: {
      reducer: queryReducers.queryFailed,
      prepare: stamped<{ id: string; errorMessage: string; errors: QueryErrorEntry[] }>(),
    },
    inactiveQueriesCleared: { reducer: queryReducers.inactiveQueriesCleared, prepare: stamped<{ interval: number }>() },
  },
});

declare module '../../../core/store.ts' {
  // Declaration merging is how a feature adds its slice to the root state's type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof sqlLabSlice> {}
}

/** The slice, injected into the root reducer when SQL Lab first loads. */
export const injectedSqlLab = sqlLabSlice.injectInto(rootReducer);

export const {
  sqlLabReset,
  queryEditorAdded,
  queryEditorCloned,
  queryEditorRemoved,
  destroyedQueryEditorCleared,
  queryEditorActivated,
  queryEditorLoaded,
  queryEditorMigrated,
  queryEditorOrphaned,
  queryEditorChanged,
  querySqlChanged,
  querySelectionChanged,
  queryEditorSaved,
  savedQueryUpdated,
  queryStarted,
  queryStopped,
  queryResultsCleared,
  queryResultsRequested,
  querySucceeded,
  queryFailed,
  queryRemoved,
  queryMigrated,
  queriesRefreshed,
  inactiveQueriesCleared,
  costEstimateStarted,
  costEstimateReturned,
  costEstimateFailed,
  tableMerged,
  tableExpanded,
  tableCollapsed,
  tablesRemoved,
  dataPreviewRemoved,
  dataPreviewIdChanged,
  tableMigrated,
  southPaneTabActivated,
  databasesSet,
  userOfflineSet,
  editorTabLastUpdateSet,
  lastUpdatedActiveTabSet,
} = sqlLabSlice.actions;
