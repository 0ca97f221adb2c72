import { ACTIVE_STATES } from '#shared/sqllab/query-state.ts';
import type { ApiQueryError } from '../../../core/api.ts';
import { addDangerToast, addSuccessToast } from '../../toasts/index.ts';
import type { Query } from '../types.ts';
import { sqlLabApi } from './api.ts';
import type { SqlLabThunk } from './restore.ts';
import { selectQueryEditors, selectSqlLab } from './selectors.ts';
import { queryChangesFromRest } from './shapes.ts';
import {
  costEstimateFailed,
  costEstimateReturned,
  costEstimateStarted,
  queriesRefreshed,
  queryFailed,
  queryResultsRequested,
  queryStopped,
  querySqlChanged,
  querySucceeded,
  userOfflineSet,
} from './sqllab-slice.ts';
import { apiErrorOf } from './tab-commands.ts';

/** Superset's words for these outcomes. */
export const STOP_FAILED = 'Failed to stop query.';
export const STOPPED = 'Query was stopped.';
export const RESULTS_FAILED = 'Failed at retrieving results';

/** The message to show for a failed call. */
export const failureMessage = (failure: ApiQueryError, fallback = 'Unknown error'): string =>
  failure.errors[0]?.message ?? failure.messages[0] ?? fallback;

/** How often, and how long, a Stop pressed before the server has recorded the query is sent again. */
export const STOP_RETRY_MS = 250;
const STOP_ATTEMPTS = 20;

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stops a running query on the server (POST /api/v1/query/stop); a toast says whether it worked. A Stop pressed as
 * soon as Run can reach the server before the query does (404 while it is still active here): it is sent again every
 * 250 ms for five seconds, so the button always stops what it shows running.
 */
export function stopQuery(queryId: string): SqlLabThunk {
  return async (dispatch, getState) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await dispatch(sqlLabApi.endpoints.stopQuery.initiate(queryId)).unwrap();
        dispatch(queryStopped(queryId));
        dispatch(addSuccessToast(STOPPED));
        return;
      } catch (error) {
        const query = selectSqlLab(getState()).queries[queryId];
        const notRecordedYet =
          apiErrorOf(error).status === 404 && query !== undefined && ACTIVE_STATES.includes(query.state);
        if (!notRecordedYet || attempt === STOP_ATTEMPTS) {
          dispatch(addDangerToast(STOP_FAILED));
          return;
        }
        await pause(STOP_RETRY_MS);
      }
    }
  };
}

/** Fetches a query's stored rows by its results key (`rows` caps how many). */
export function fetchQueryResults(queryId: string, rows?: number): SqlLabThunk {
  return async (dispatch, getState) => {
    const key = selectSqlLab(getState()).queries[queryId]?.resultsKey;
    if (!key) return;
    dispatch(queryResultsRequested(queryId));
    try {
      const answer = await dispatch(
        sqlLabApi.endpoints.fetchResults.initiate(rows === undefined ? { key } : { key, rows }),
      ).unwrap();
      dispatch(querySucceeded({ id: queryId, results: answer }));
    } catch (error) {
      const failure = apiErrorOf(error);
      dispatch(
        queryFailed({
          id: queryId,
          errorMessage: failureMessage(failure, RESULTS_FAILED),
          errors: failure.errors as Query['errors'],
        }),
      );
    }
  };
}

/** Estimates the cost of a tab's query, statement by statement. */
export function estimateQueryCost(editorId: string): SqlLabThunk {
  return async (dispatch, getState) => {
    const editor = selectQueryEditors(getState()).find((candidate) => candidate.id === editorId);
    if (!editor || editor.dbId === null) return;
    dispatch(costEstimateStarted(editorId));
    try {
      const templateParams = editor.templateParams
        ? (JSON.parse(editor.templateParams) as Record<string, unknown>)
        : undefined;
      const cost = await dispatch(
        sqlLabApi.endpoints.estimateCost.initiate({
          database_id: editor.dbId,
          sql: editor.selectedText || editor.sql,
          catalog: editor.catalog,
          schema: editor.schema,
          template_params: templateParams,
        }),
      ).unwrap();
      dispatch(costEstimateReturned({ id: editorId, cost }));
    } catch (error) {
      const message =
        error instanceof SyntaxError
          ? 'Template parameters are not valid JSON'
          : failureMessage(apiErrorOf(error), 'Failed at retrieving the cost estimate');
      dispatch(costEstimateFailed({ id: editorId, error: message }));
    }
  };
}

/** Formats a tab's SQL on the server in the database's dialect. */
export function formatQuery(editorId: string): SqlLabThunk {
  return async (dispatch, getState) => {
    const editor = selectQueryEditors(getState()).find((candidate) => candidate.id === editorId);
    if (!editor) return;
    try {
      const sql = await dispatch(
        sqlLabApi.endpoints.formatSql.initiate({ sql: editor.sql, database_id: editor.dbId }),
      ).unwrap();
      dispatch(querySqlChanged({ id: editorId, sql }));
    } catch (error) {
      dispatch(addDangerToast(failureMessage(apiErrorOf(error), 'Unable to format SQL')));
    }
  };
}

/** Whether any query of this session still waits or works (polling runs only then). */
export const hasActiveQueries = (queries: Record<string, Query>): boolean =>
  Object.values(queries).some((query) => ACTIVE_STATES.includes(query.state));

/**
 * One poll of `updated_since` (Superset's QueryAutoRefresh): changes go into the slice, an async query found done
 * gets its rows fetched, and a failed poll marks the user offline until the next one answers.
 */
export function refreshQueries(): SqlLabThunk {
  return async (dispatch, getState) => {
    const before = selectSqlLab(getState());
    if (!hasActiveQueries(before.queries)) return;
    try {
      const changed = await dispatch(
        sqlLabApi.endpoints.queriesUpdatedSince.initiate(before.queriesLastUpdate),
      ).unwrap();
      dispatch(userOfflineSet(false));
      dispatch(queriesRefreshed(changed.map(queryChangesFromRest)));
    } catch (error) {
      if (apiErrorOf(error).status === 0) dispatch(userOfflineSet(true));
      return;
    }
    const done = Object.values(selectSqlLab(getState()).queries).filter(
      (query) => query.runAsync && query.state === 'success' && !query.results && query.resultsKey,
    );
    await Promise.all(done.map((query) => dispatch(fetchQueryResults(query.id))));
  };
}
