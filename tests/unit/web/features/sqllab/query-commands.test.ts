// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../../../web/app/core/store.ts';
import {
  fetchQueryResults,
  runQuery,
  selectSqlLab,
  sqlLabReset,
  stopQuery,
  STOP_RETRY_MS,
  STOP_FAILED,
  STOPPED,
} from '../../../../../web/app/features/sqllab/state/index.ts';
import { selectToasts } from '../../../../../web/app/features/toasts/index.ts';
import type { SqlLabDatabase, SqlLabState } from '../../../../../web/app/features/sqllab/types.ts';
import { fakeSqlLabApi } from './fake-api.ts';
import { query, stateWith, storedTab, successAnswer } from './fixtures.ts';

const examples: SqlLabDatabase = {
  id: 1,
  database_name: 'examples',
  backend: 'duckdb',
  allow_run_async: false,
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

const toasts = (store: ReturnType<typeof storeWith>) =>
  selectToasts(store.getState()).map(({ text, toastType }) => ({ text, toastType }));

describe('SQL Lab query commands', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('runs a query synchronously on a database without async and keeps its rows', async () => {
    // Arrange
    const editor = storedTab('1', { dbId: 1, schema: 'main', sql: 'SELECT 1 AS one', queryLimit: 10 });
    const store = storeWith(stateWith([editor], { databases: { 1: examples } }));
    const seen = fakeSqlLabApi({
      'POST /api/v1/sqllab/execute/': (body) => ({ body: successAnswer((body as { client_id: string }).client_id) }),
    });

    // Act
    const id = await store.dispatch(runQuery({ editor }));

    // Assert
    const state = selectSqlLab(store.getState());
    expect(seen.map(({ call }) => call)).toEqual(['POST /api/v1/sqllab/execute/']);
    expect(seen[0]?.body).toEqual({
      client_id: id,
      database_id: 1,
      sql: 'SELECT 1 AS one',
      catalog: null,
      schema: 'main',
      sql_editor_id: '1',
      tab: 'Tab 1',
      runAsync: false,
      queryLimit: 10,
      templateParams: null,
      select_as_cta: false,
      expand_data: true,
      json: true,
    });
    expect(state.queries[id!]).toMatchObject({
      state: 'success',
      rows: 1,
      resultsKey: 'key-1',
      results: { data: [{ one: 1 }] },
    });
    expect(state.unsavedQueryEditor.latestQueryId).toBe(id);
  });

  it('records a refused query as failed with the server error entries', async () => {
    // Arrange
    const editor = storedTab('1', { dbId: 1 });
    const store = storeWith(stateWith([editor], { databases: { 1: examples } }));
    const errors = [
      {
        message: 'Only SELECT statements are allowed against this database.',
        error_type: 'DML_NOT_ALLOWED_ERROR',
        level: 'error',
        extra: {},
      },
    ];
    fakeSqlLabApi({ 'POST /api/v1/sqllab/execute/': { status: 422, body: { errors } } });

    // Act
    const id = await store.dispatch(runQuery({ editor }));

    // Assert
    expect(selectSqlLab(store.getState()).queries[id!]).toMatchObject({
      state: 'failed',
      errorMessage: errors[0]!.message,
      errors,
    });
  });

  it("stops a query, or says 'Failed to stop query.' when the server cannot", async () => {
    // Arrange
    const store = storeWith(stateWith([storedTab('1')], { queries: { q1: query('q1'), q2: query('q2') } }));
    const seen = fakeSqlLabApi({
      'POST /api/v1/query/stop': (body) =>
        (body as { client_id: string }).client_id === 'q1'
          ? { body: { result: 'OK' } }
          : { status: 500, body: { message: 'x' } },
    });

    // Act
    await store.dispatch(stopQuery('q1'));
    await store.dispatch(stopQuery('q2'));

    // Assert
    const { queries } = selectSqlLab(store.getState());
    expect(seen.map(({ body }) => body)).toEqual([{ client_id: 'q1' }, { client_id: 'q2' }]);
    expect([queries.q1?.state, queries.q2?.state]).toEqual(['stopped', 'running']);
    expect(toasts(store)).toEqual([
      { text: STOPPED, toastType: 'SUCCESS_TOAST' },
      { text: STOP_FAILED, toastType: 'DANGER_TOAST' },
    ]);
  });

  it('sends Stop again while the server has not recorded the query yet, and stops it once it has', async () => {
    // Arrange
    vi.useFakeTimers();
    const store = storeWith(stateWith([storedTab('1')], { queries: { q1: query('q1') } }));
    let recorded = false;
    const seen = fakeSqlLabApi({
      'POST /api/v1/query/stop': () =>
        recorded ? { body: { result: 'OK' } } : { status: 404, body: { message: 'Not found' } },
    });

    // Act
    const stopping = store.dispatch(stopQuery('q1'));
    await vi.advanceTimersByTimeAsync(STOP_RETRY_MS);
    recorded = true;
    await vi.advanceTimersByTimeAsync(STOP_RETRY_MS);
    await stopping;
    vi.useRealTimers();

    // Assert
    expect(seen).toHaveLength(3);
    expect(selectSqlLab(store.getState()).queries.q1?.state).toBe('stopped');
    expect(toasts(store)).toEqual([{ text: STOPPED, toastType: 'SUCCESS_TOAST' }]);
  });

  it('fetches stored rows by results key', async () => {
    // Arrange
    const store = storeWith(
      stateWith([storedTab('1')], { queries: { q1: query('q1', { state: 'success', resultsKey: 'key-1' }) } }),
    );
    const seen = fakeSqlLabApi({ 'GET /api/v1/sqllab/results/?q=(key:key-1,rows:5)': { body: successAnswer('q1') } });

    // Act
    await store.dispatch(fetchQueryResults('q1', 5));

    // Assert
    expect(seen.map(({ call }) => call)).toEqual(['GET /api/v1/sqllab/results/?q=(key:key-1,rows:5)']);
    expect(selectSqlLab(store.getState()).queries.q1).toMatchObject({
      state: 'success',
      results: { data: [{ one: 1 }] },
    });
  });
});
