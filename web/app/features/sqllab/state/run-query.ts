import { nanoid } from '@reduxjs/toolkit';
import type { ClientQuery, QueryExecutionAnswer } from '#shared/sqllab/query-types.ts';
import { waitForAsyncEvent } from '../../async-events/index.ts';
import type { Query, QueryEditor } from '../types.ts';
import { sqlLabApi, type ExecuteAnswer } from './api.ts';
import { tabKeyOf } from './draft-helpers.ts';
import type { SqlLabThunk } from './restore.ts';
import { fetchQueryResults, failureMessage } from './query-commands.ts';
import { selectSqlLab } from './selectors.ts';
import { queryFromClient } from './shapes.ts';
import { queriesRefreshed, queryFailed, queryStarted, queryStopped, querySucceeded } from './sqllab-slice.ts';
import { apiErrorOf } from './tab-commands.ts';
import { LOG_ACTIONS, logEvent } from '../../logging/index.ts';

/** What to run: a tab's SQL (or the selected part of it). */
export interface RunRequest {
  editor: QueryEditor;
  /** The selected text for 'Run selection'; the tab's whole SQL otherwise. */
  sql?: string;
  /** A table panel's data preview rather than the user's query. */
  isDataPreview?: boolean;
  /** The client id to give the query (a data preview links its panel to it first); a new one otherwise. */
  queryId?: string;
  /** CREATE TABLE AS / VIEW AS from the query. */
  ctas?: { tempTable: string; method: 'TABLE' | 'VIEW' };
}

/** The query as it starts; async per the database (`allow_run_async`). */
function startingQuery(request: RunRequest, runAsync: boolean, at: number): Query {
  const { editor } = request;
  return {
    ...queryFromClient({
      id: request.queryId ?? nanoid(11),
      dbId: editor.dbId!,
      catalog: editor.catalog,
      schema: editor.schema,
      sql: request.sql ?? editor.sql,
      sqlEditorId: tabKeyOf(editor),
      tab: editor.name,
      state: runAsync ? 'pending' : 'running',
      startDttm: at,
      limit: editor.queryLimit,
      queryId: 0,
      serverId: 0,
      changed_on: new Date(at).toISOString(),
      db: null,
      endDttm: null,
      errorMessage: null,
      executedSql: null,
      limitingFactor: 'UNKNOWN',
      progress: 0,
      rows: null,
      ctas: Boolean(request.ctas),
      tempSchema: null,
      tempTable: request.ctas?.tempTable ?? null,
      userId: 0,
      user: '',
      resultsKey: null,
      trackingUrl: null,
      extra: {},
      errors: [],
    }),
    serverId: null,
    templateParams: editor.templateParams,
    isDataPreview: Boolean(request.isDataPreview),
    runAsync,
  };
}

/** The server's copy of a query pending as a job: its server id, results key and job id. */
const pendingChanges = (query: ClientQuery) => ({
  id: query.id,
  changedOn: Date.parse(query.changed_on),
  serverId: query.queryId,
  resultsKey: query.resultsKey,
  extra: query.extra,
  state: query.state,
});

/** Follows a job to its end: the pushed event (or the async-events polling fallback), then the rows by key. */
function followJob(query: ClientQuery): SqlLabThunk {
  return async (dispatch, getState) => {
    const jobId = typeof query.extra?.job_id === 'string' ? query.extra.job_id : null;
    if (!jobId) return;
    const event = await waitForAsyncEvent({ job_id: jobId });
    const current = selectSqlLab(getState()).queries[query.id];
    if (!current || current.state === 'stopped' || current.results) return;
    if (event.status === 'error') {
      const errors = (event.errors ?? []) as Query['errors'];
      dispatch(queryFailed({ id: query.id, errorMessage: errors[0]?.message ?? 'The query failed.', errors }));
      return;
    }
    if (current.state !== 'fetching') await dispatch(fetchQueryResults(query.id));
  };
}

/** Takes an execute answer: rows now (synchronous), or a job to follow (asynchronous). */
function settle(id: string, answer: ExecuteAnswer): SqlLabThunk {
  return async (dispatch) => {
    if (answer.data === undefined) {
      dispatch(queriesRefreshed([pendingChanges(answer.query)]));
      await dispatch(followJob(answer.query));
      return;
    }
    const rows = answer as QueryExecutionAnswer;
    if (rows.status === 'stopped') dispatch(queryStopped(id));
    else dispatch(querySucceeded({ id, results: rows }));
  };
}

/**
 * Runs a tab's query as Superset's runQuery: recorded as started, posted to /api/v1/sqllab/execute/ (asynchronously
 * when the database allows it), then settled by the answer, the job's event or the `updated_since` polling.
 * Answers the query's client id, or null when the tab has no database.
 */
export function runQuery(request: RunRequest): SqlLabThunk<string | null> {
  return async (dispatch, getState) => {
    const { editor } = request;
    if (editor.dbId === null) return null;
    const database = selectSqlLab(getState()).databases[editor.dbId];
    const query = startingQuery(request, Boolean(database?.allow_run_async), Date.now());
    dispatch(queryStarted({ query }));
    logEvent(LOG_ACTIONS.sqlLabRunQuery, {
      source: 'sqlLab',
      source_id: query.sqlEditorId ?? undefined,
      db_id: query.dbId,
      run_async: query.runAsync,
      limit: query.limit,
    });
    try {
      const answer = await dispatch(
        sqlLabApi.endpoints.executeQuery.initiate({
          client_id: query.id,
          database_id: query.dbId,
          sql: query.sql,
          catalog: query.catalog,
          schema: query.schema,
          sql_editor_id: query.sqlEditorId,
          tab: query.tab,
          runAsync: query.runAsync,
          queryLimit: query.limit,
          templateParams: query.templateParams,
          select_as_cta: query.ctas,
          expand_data: true,
          json: true,
        }),
      ).unwrap();
      await dispatch(settle(query.id, answer));
    } catch (error) {
      const failure = apiErrorOf(error);
      dispatch(
        queryFailed({ id: query.id, errorMessage: failureMessage(failure), errors: failure.errors as Query['errors'] }),
      );
    }
    return query.id;
  };
}
