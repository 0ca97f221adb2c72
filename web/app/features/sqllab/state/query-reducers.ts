import type { Draft, PayloadAction } from '@reduxjs/toolkit';
import type { QueryErrorEntry } from '#shared/sqllab/query-types.ts';
import { transition } from '#shared/sqllab/query-state.ts';
import type { Query, QueryResults, SqlLabState } from '../types.ts';
import { editTab, findTab } from './draft-helpers.ts';
import type { QueryChanges } from './shapes.ts';

type State = Draft<SqlLabState>;

/** Terminal states a late answer must not overwrite. */
const SETTLED_AGAINST_LATE_ANSWERS = new Set(['stopped', 'failed', 'timed_out']);

/** Query transitions (Superset's START/STOP/QUERY_SUCCESS/QUERY_FAILED, results, REFRESH_QUERIES, cost estimates). */
export const queryReducers = {
  /**
   * A query starts: it becomes its tab's latest query (a data preview's does not count as an edit), and the rows of
   * the tab's previous query are let go.
   */
  queryStarted(state: State, { payload }: PayloadAction<{ query: Query; at: number }>) {
    const { query } = payload;
    const tab = query.sqlEditorId === null ? undefined : findTab(state, query.sqlEditorId);
    if (tab) {
      const latestId =
        state.unsavedQueryEditor.id === tab.id
          ? (state.unsavedQueryEditor.latestQueryId ?? tab.latestQueryId)
          : tab.latestQueryId;
      const previous = latestId ? state.queries[latestId] : undefined;
      if (previous && !query.isDataPreview) previous.results = null;
    }
    state.queries[query.id] = query;
    if (tab && !query.isDataPreview) editTab(state, tab.id, { latestQueryId: query.id }, payload.at);
  },
  /** Stop pressed: an active query is stopped and holds no rows; a finished one stays as it is. */
  queryStopped(state: State, { payload }: PayloadAction<string>) {
    const query = state.queries[payload];
    if (!query) return;
    query.state = transition(query.state, 'stopped');
    if (query.state === 'stopped') query.results = null;
  },
  /** The rows are let go (too big to keep); the key still fetches them again. */
  queryResultsCleared(state: State, { payload }: PayloadAction<string>) {
    const query = state.queries[payload];
    if (query) Object.assign(query, { results: null, cached: true });
  },
  /** Fetching stored rows by the query's results key. */
  queryResultsRequested(state: State, { payload }: PayloadAction<string>) {
    const query = state.queries[payload];
    if (query) query.state = 'fetching';
  },
  /** The rows arrived. Ignored after a stop or a failure (a success racing a Stop), or when the answer is no success. */
  querySucceeded(
    state: State,
    { payload }: PayloadAction<{ id: string; results: QueryResults & { status: string }; at: number }>,
  ) {
    const query = state.queries[payload.id];
    if (!query || SETTLED_AGAINST_LATE_ANSWERS.has(query.state) || payload.results.status !== 'success') return;
    const { status: _status, ...results } = payload.results;
    const answered = results.query;
    Object.assign(query, {
      state: 'success',
      progress: 100,
      // The server's end time when it gives one: rows fetched later by key must not stretch the elapsed time.
      endDttm: answered.endDttm ?? payload.at,
      results,
      rows: answered.rows ?? 0,
      executedSql: answered.executedSql,
      limitingFactor: answered.limitingFactor,
      tempSchema: answered.tempSchema,
      tempTable: answered.tempTable,
      errorMessage: null,
      errors: [],
      cached: false,
      serverId: answered.queryId ?? query.serverId,
      ...(answered.resultsKey && { resultsKey: answered.resultsKey }),
    });
  },
  /** The query failed, with Superset's error entries; a stopped query stays stopped. */
  queryFailed(
    state: State,
    { payload }: PayloadAction<{ id: string; errorMessage: string; errors: QueryErrorEntry[]; at: number }>,
  ) {
    const query = state.queries[payload.id];
    if (!query || query.state === 'stopped') return;
    Object.assign(query, {
      state: 'failed',
      errorMessage: payload.errorMessage,
      errors: payload.errors,
      endDttm: payload.at,
      results: null,
    });
  },
  /** A query leaves the history. */
  queryRemoved(state: State, { payload }: PayloadAction<string>) {
    delete state.queries[payload];
  },
  /** A query run before its tab reached the server now belongs to the stored tab. */
  queryMigrated(state: State, { payload }: PayloadAction<{ queryId: string; queryEditorId: string }>) {
    const query = state.queries[payload.queryId];
    if (query) query.sqlEditorId = payload.queryEditorId;
  },
  /**
   * Changes polled from `updated_since`. Queries already stopped or failed here keep that state; a success does not
   * undo a fetch or a success under way here; a synchronous query reported done before its answer arrived is
   * `fetching` (its rows are on the way).
   */
  queriesRefreshed(state: State, { payload }: PayloadAction<QueryChanges[]>) {
    for (const { changedOn, ...changes } of payload) {
      const current = state.queries[changes.id];
      if (current && (current.state === 'stopped' || current.state === 'failed')) continue;
      if (changedOn > state.queriesLastUpdate) state.queriesLastUpdate = changedOn;
      if (!current) continue;
      const incoming = changes.state ?? current.state;
      const keepLocal = incoming === 'success' && ['fetching', 'success'].includes(current.state);
      Object.assign(current, changes, { state: keepLocal ? current.state : incoming });
      if (current.state === 'success' && !current.runAsync && !current.results) current.state = 'fetching';
    }
  },
  /**
   * Queries left `running` or `pending` with no progress for longer than `interval` are dropped (their process is
   * gone); a query whose rows are held takes the state they were answered with.
   */
  inactiveQueriesCleared(state: State, { payload }: PayloadAction<{ interval: number; at: number }>) {
    for (const [id, query] of Object.entries(state.queries)) {
      const stale =
        (query.state === 'running' || query.state === 'pending') &&
        payload.at - query.startDttm > payload.interval &&
        query.progress === 0;
      if (stale) delete state.queries[id];
      else if (query.resultsKey && query.results) query.state = query.results.query.state;
    }
  },
  costEstimateStarted(state: State, { payload }: PayloadAction<string>) {
    state.queryCostEstimates[payload] = { completed: false, cost: null, error: null };
  },
  costEstimateReturned(state: State, { payload }: PayloadAction<{ id: string; cost: Record<string, unknown>[] }>) {
    state.queryCostEstimates[payload.id] = { completed: true, cost: payload.cost, error: null };
  },
  costEstimateFailed(state: State, { payload }: PayloadAction<{ id: string; error: string }>) {
    state.queryCostEstimates[payload.id] = { completed: false, cost: null, error: payload.error };
  },
};
