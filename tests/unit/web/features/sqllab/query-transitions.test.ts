import { describe, expect, it } from 'vitest';
import {
  costEstimateFailed,
  costEstimateReturned,
  costEstimateStarted,
  inactiveQueriesCleared,
  queriesRefreshed,
  queryFailed,
  queryMigrated,
  queryRemoved,
  queryResultsCleared,
  queryResultsRequested,
  queryStarted,
  queryStopped,
  querySucceeded,
  sqlLabSlice,
} from '../../../../../web/app/features/sqllab/state/sqllab-slice.ts';
import { resultsOf } from '../../../../../web/app/features/sqllab/state/shapes.ts';
import type { SqlLabState } from '../../../../../web/app/features/sqllab/types.ts';
import { query, stateWith, storedTab, successAnswer } from './fixtures.ts';

const reduce = sqlLabSlice.reducer;
const tabs = stateWith([storedTab('1'), storedTab('2')]);
const running = query('q1', { sqlEditorId: '1', state: 'running' });
const withRunning = { ...tabs, queries: { q1: running } };
const answer = successAnswer('q1');
const succeeded = {
  ...running,
  state: 'success' as const,
  progress: 100,
  endDttm: 200,
  results: resultsOf(answer),
  rows: 1,
  executedSql: 'SELECT 1 LIMIT 1001',
  limitingFactor: 'NOT_LIMITED' as const,
  resultsKey: 'key-1',
  serverId: 9,
};
const engineError = [
  { message: 'no such column', error_type: 'COLUMN_DOES_NOT_EXIST_ERROR', level: 'error', extra: {} },
];
const polled = { id: 'q1', changedOn: 5000, state: 'success' as const, progress: 100, rows: 3 };

describe('SQL Lab query transitions', () => {
  it.each<[string, SqlLabState, Parameters<typeof reduce>[1], SqlLabState]>([
    [
      'start in an inactive tab: it becomes the tab latest query and the previous one lets its rows go',
      {
        ...tabs,
        queryEditors: [storedTab('1', { latestQueryId: 'q0' }), storedTab('2')],
        queries: { q0: query('q0', { results: resultsOf(answer) }) },
      },
      queryStarted({ query: running }, 100),
      {
        ...tabs,
        queryEditors: [storedTab('1', { latestQueryId: 'q1', updatedAt: 100 }), storedTab('2')],
        queries: { q0: query('q0', { results: null }), q1: running },
      },
    ],
    [
      'start in the active tab: kept as an unsaved edit',
      tabs,
      queryStarted({ query: { ...running, sqlEditorId: '2' } }, 100),
      {
        ...tabs,
        queries: { q1: { ...running, sqlEditorId: '2' } },
        unsavedQueryEditor: { id: '2', latestQueryId: 'q1', updatedAt: 100 },
      },
    ],
    [
      'start of a data preview: the tab latest query stays',
      tabs,
      queryStarted({ query: { ...running, isDataPreview: true } }, 100),
      { ...tabs, queries: { q1: { ...running, isDataPreview: true } } },
    ],
    [
      'stop an active query',
      withRunning,
      queryStopped('q1'),
      { ...tabs, queries: { q1: { ...running, state: 'stopped' } } },
    ],
    [
      'stop a finished query does nothing',
      { ...tabs, queries: { q1: succeeded } },
      queryStopped('q1'),
      { ...tabs, queries: { q1: succeeded } },
    ],
    [
      'results cleared: rows go, the key stays',
      { ...tabs, queries: { q1: succeeded } },
      queryResultsCleared('q1'),
      { ...tabs, queries: { q1: { ...succeeded, results: null, cached: true } } },
    ],
    [
      'results requested',
      { ...tabs, queries: { q1: succeeded } },
      queryResultsRequested('q1'),
      { ...tabs, queries: { q1: { ...succeeded, state: 'fetching' } } },
    ],
    [
      'success',
      withRunning,
      querySucceeded({ id: 'q1', results: answer }, 200),
      { ...tabs, queries: { q1: succeeded } },
    ],
    [
      'success after a stop is ignored',
      { ...tabs, queries: { q1: { ...running, state: 'stopped' } } },
      querySucceeded({ id: 'q1', results: answer }, 200),
      { ...tabs, queries: { q1: { ...running, state: 'stopped' } } },
    ],
    [
      'an answer whose status is not success is ignored',
      withRunning,
      querySucceeded({ id: 'q1', results: { ...answer, status: 'stopped' } }, 200),
      withRunning,
    ],
    [
      'failure',
      withRunning,
      queryFailed({ id: 'q1', errorMessage: 'no such column', errors: engineError }, 210),
      {
        ...tabs,
        queries: {
          q1: { ...running, state: 'failed', errorMessage: 'no such column', errors: engineError, endDttm: 210 },
        },
      },
    ],
    [
      'failure after a stop is ignored',
      { ...tabs, queries: { q1: { ...running, state: 'stopped' } } },
      queryFailed({ id: 'q1', errorMessage: 'x', errors: [] }, 210),
      { ...tabs, queries: { q1: { ...running, state: 'stopped' } } },
    ],
    ['remove', withRunning, queryRemoved('q1'), tabs],
    [
      'migrate to a stored tab',
      { ...tabs, queries: { q1: { ...running, sqlEditorId: 'n1' } } },
      queryMigrated({ queryId: 'q1', queryEditorId: '12' }),
      { ...tabs, queries: { q1: { ...running, sqlEditorId: '12' } } },
    ],
    [
      'refresh: an async query reports success',
      { ...tabs, queries: { q1: { ...running, runAsync: true } } },
      queriesRefreshed([polled]),
      {
        ...tabs,
        queriesLastUpdate: 5000,
        queries: { q1: { ...running, runAsync: true, state: 'success', progress: 100, rows: 3 } },
      },
    ],
    [
      'refresh: a sync query done before its answer is fetching',
      withRunning,
      queriesRefreshed([polled]),
      { ...tabs, queriesLastUpdate: 5000, queries: { q1: { ...running, state: 'fetching', progress: 100, rows: 3 } } },
    ],
    [
      'refresh: a fetch under way stays',
      { ...tabs, queries: { q1: { ...running, state: 'fetching' } } },
      queriesRefreshed([polled]),
      { ...tabs, queriesLastUpdate: 5000, queries: { q1: { ...running, state: 'fetching', progress: 100, rows: 3 } } },
    ],
    [
      'refresh: a stopped query stays stopped and moves no clock',
      { ...tabs, queries: { q1: { ...running, state: 'stopped' } } },
      queriesRefreshed([polled]),
      { ...tabs, queries: { q1: { ...running, state: 'stopped' } } },
    ],
    [
      'refresh: progress of a running query',
      withRunning,
      queriesRefreshed([{ id: 'q1', changedOn: 4000, state: 'running', progress: 40 }]),
      { ...tabs, queriesLastUpdate: 4000, queries: { q1: { ...running, progress: 40 } } },
    ],
    [
      'refresh: an unknown query only moves the clock',
      tabs,
      queriesRefreshed([{ ...polled, id: 'other' }]),
      { ...tabs, queriesLastUpdate: 5000 },
    ],
    [
      'inactive queries: a stale running query without progress goes, one with rows takes their state',
      {
        ...tabs,
        queries: {
          q1: running,
          q2: query('q2', { state: 'running', progress: 10 }),
          q3: { ...succeeded, id: 'q3', state: 'fetching' },
        },
      },
      inactiveQueriesCleared({ interval: 1000 }, 5000),
      {
        ...tabs,
        queries: {
          q2: query('q2', { state: 'running', progress: 10 }),
          q3: { ...succeeded, id: 'q3', state: 'success' },
        },
      },
    ],
    [
      'cost estimate started',
      tabs,
      costEstimateStarted('1'),
      { ...tabs, queryCostEstimates: { '1': { completed: false, cost: null, error: null } } },
    ],
    [
      'cost estimate returned',
      tabs,
      costEstimateReturned({ id: '1', cost: [{ 'Total cost': 3 }] }),
      { ...tabs, queryCostEstimates: { '1': { completed: true, cost: [{ 'Total cost': 3 }], error: null } } },
    ],
    [
      'cost estimate failed',
      tabs,
      costEstimateFailed({ id: '1', error: 'not supported' }),
      { ...tabs, queryCostEstimates: { '1': { completed: false, cost: null, error: 'not supported' } } },
    ],
  ])('%s', (_case, before, action, expected) => {
    // Act
    const after = reduce(before, action);

    // Assert
    expect(after).toEqual(expected);
  });
});
