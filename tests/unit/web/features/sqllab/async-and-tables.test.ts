// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../../../web/app/core/store.ts';
import {
  closeTables,
  openTable,
  refreshQueries,
  runQuery,
  selectSqlLab,
  setTableExpanded,
  sqlLabReset,
} from '../../../../../web/app/features/sqllab/state/index.ts';
import type { SqlLabDatabase, SqlLabState } from '../../../../../web/app/features/sqllab/types.ts';
import { fakeSqlLabApi } from './fake-api.ts';
import { clientQuery, query, stateWith, storedTab, successAnswer } from './fixtures.ts';

const events = vi.hoisted(() => ({ wait: vi.fn() }));
vi.mock('../../../../../web/app/features/async-events/index.ts', () => ({ waitForAsyncEvent: events.wait }));

const asyncDatabase: SqlLabDatabase = {
  id: 1,
  database_name: 'examples',
  backend: 'duckdb',
  allow_run_async: true,
  allow_ctas: false,
  allow_cvas: false,
  allow_dml: false,
  allow_file_upload: false,
  expose_in_sqllab: true,
  allows_subquery: true,
  allows_cost_estimate: true,
  disable_data_preview: false,
};

function storeWith(state: SqlLabState) {
  const store = makeStore();
  store.dispatch(sqlLabReset(state));
  return store;
}

describe('SQL Lab asynchronous runs', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    events.wait.mockReset();
    window.localStorage.clear();
  });

  it('runs as a job on a database that allows it, then fetches the rows once the job event says done', async () => {
    // Arrange
    const editor = storedTab('1', { dbId: 1, sql: 'SELECT 1' });
    const store = storeWith(stateWith([editor], { databases: { 1: asyncDatabase } }));
    events.wait.mockResolvedValue({
      id: '5-0',
      channel_id: 'c',
      job_id: 'job-1',
      status: 'done',
      errors: [],
      result_url: '/x',
    });
    const seen = fakeSqlLabApi({
      'POST /api/v1/sqllab/execute/': (body) => ({
        status: 202,
        body: {
          query: clientQuery((body as { client_id: string }).client_id, {
            state: 'pending',
            resultsKey: 'key-1',
            extra: { job_id: 'job-1' },
          }),
        },
      }),
      'GET /api/v1/sqllab/results/?q=(key:key-1)': { body: successAnswer('ignored') },
    });

    // Act
    const id = await store.dispatch(runQuery({ editor }));

    // Assert
    expect(seen.map(({ call }) => call)).toEqual([
      'POST /api/v1/sqllab/execute/',
      'GET /api/v1/sqllab/results/?q=(key:key-1)',
    ]);
    expect((seen[0]?.body as { runAsync: boolean }).runAsync).toBe(true);
    expect(events.wait).toHaveBeenCalledWith({ job_id: 'job-1' });
    expect(selectSqlLab(store.getState()).queries[id!]).toMatchObject({
      state: 'success',
      runAsync: true,
      resultsKey: 'key-1',
      results: { data: [{ one: 1 }] },
    });
  });

  it('records the job error event as the failure', async () => {
    // Arrange
    const editor = storedTab('1', { dbId: 1 });
    const store = storeWith(stateWith([editor], { databases: { 1: asyncDatabase } }));
    const errors = [
      {
        message: 'Referenced column "x" not found',
        error_type: 'COLUMN_DOES_NOT_EXIST_ERROR',
        level: 'error',
        extra: {},
      },
    ];
    events.wait.mockResolvedValue({
      id: '5-0',
      channel_id: 'c',
      job_id: 'job-1',
      status: 'error',
      errors,
      result_url: null,
    });
    fakeSqlLabApi({
      'POST /api/v1/sqllab/execute/': (body) => ({
        status: 202,
        body: {
          query: clientQuery((body as { client_id: string }).client_id, {
            state: 'pending',
            extra: { job_id: 'job-1' },
          }),
        },
      }),
    });

    // Act
    const id = await store.dispatch(runQuery({ editor }));

    // Assert
    expect(selectSqlLab(store.getState()).queries[id!]).toMatchObject({
      state: 'failed',
      errorMessage: errors[0]!.message,
      errors,
    });
  });

  it('polls updated_since from the newest change seen and fetches the rows of a job found done', async () => {
    // Arrange
    const store = storeWith(
      stateWith([storedTab('1')], {
        queriesLastUpdate: 1000,
        queries: { q1: query('q1', { state: 'running', runAsync: true }) },
      }),
    );
    const seen = fakeSqlLabApi({
      'GET /api/v1/query/updated_since?q=(last_updated_ms:1000)': {
        body: {
          result: [
            {
              id: 7,
              client_id: 'q1',
              changed_on: '2026-01-01T00:00:05.000Z',
              database: { id: 1, database_name: 'examples' },
              end_time: 5,
              error_message: null,
              executed_sql: 'SELECT 1',
              limit: 1000,
              progress: 100,
              results_key: 'key-1',
              rows: 1,
              schema: 'main',
              sql: 'SELECT 1',
              sql_editor_id: '1',
              start_time: 1,
              status: 'success',
              tab_name: 'Tab 1',
              tmp_schema_name: null,
              tmp_table_name: null,
              tracking_url: null,
            },
          ],
        },
      },
      'GET /api/v1/sqllab/results/?q=(key:key-1)': {
        body: { ...successAnswer('q1'), query: { ...successAnswer('q1').query, endDttm: 5000 } },
      },
    });

    // Act
    await store.dispatch(refreshQueries());

    // Assert
    const state = selectSqlLab(store.getState());
    expect(seen.map(({ call }) => call)).toEqual([
      'GET /api/v1/query/updated_since?q=(last_updated_ms:1000)',
      'GET /api/v1/sqllab/results/?q=(key:key-1)',
    ]);
    expect(state.queriesLastUpdate).toBe(Date.parse('2026-01-01T00:00:05.000Z'));
    expect(state.queries.q1).toMatchObject({
      state: 'success',
      startDttm: 1000,
      endDttm: 5000,
      results: { data: [{ one: 1 }] },
    });
  });
});

describe('SQL Lab table panels on the server', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('opens a panel stored with its tab, collapses it, and closes it', async () => {
    // Arrange
    const editor = storedTab('1', { dbId: 1 });
    const store = storeWith(stateWith([editor]));
    const seen = fakeSqlLabApi({
      'POST /tableschemaview/': { body: { id: 40 } },
      'POST /tableschemaview/40/expanded': { body: { id: 40, expanded: false } },
      'DELETE /tableschemaview/40': { body: { message: 'OK' } },
    });

    // Act
    const id = await store.dispatch(openTable(editor, { dbId: 1, catalog: null, schema: 'main', name: 'birth_names' }));
    const opened = selectSqlLab(store.getState()).tables;
    await store.dispatch(setTableExpanded(id, false));
    await store.dispatch(closeTables([id]));

    // Assert
    expect(opened).toEqual([
      {
        id,
        serverId: 40,
        dbId: 1,
        catalog: null,
        schema: 'main',
        name: 'birth_names',
        queryEditorId: '1',
        expanded: true,
        dataPreviewQueryId: null,
      },
    ]);
    expect(seen).toEqual([
      {
        call: 'POST /tableschemaview/',
        body: {
          table: {
            dbId: 1,
            catalog: null,
            schema: 'main',
            name: 'birth_names',
            queryEditorId: '1',
            expanded: true,
            dataPreviewQueryId: null,
          },
        },
      },
      { call: 'POST /tableschemaview/40/expanded', body: { expanded: false } },
      { call: 'DELETE /tableschemaview/40', body: undefined },
    ]);
    expect(selectSqlLab(store.getState()).tables).toEqual([]);
  });
});
