import { describe, expect, it } from 'vitest';
import {
  chartFailed,
  chartRendered,
  chartStarted,
  chartStopped,
  chartSucceeded,
  exploreChartSlice,
  initialChartState,
  QUERY_STOPPED_MESSAGE,
  type ChartState,
} from '../../../../../web/app/features/explore/state/chart-slice.ts';
import { controlChanged, hydrated } from '../../../../../web/app/features/explore/state/explore-slice.ts';
import { NO_PERMISSIONS } from '../../../../../web/app/features/explore/state/permissions.ts';
import { savedChartResult } from './fixtures.ts';

const reduce = exploreChartSlice.reducer;
const formData = { viz_type: 'table', datasource: '3__table', color_scheme: 'a' };
const rows = [{ data: [{ n: 1 }], colnames: ['n'], coltypes: [0], rowcount: 1 }];
const loading: ChartState = reduce(undefined, chartStarted({ formData, at: 100 }));

describe('explore chart slice', () => {
  it.each<[string, ChartState, Parameters<typeof reduce>[1], ChartState]>([
    [
      'start',
      initialChartState,
      chartStarted({ formData, at: 100 }),
      { ...initialChartState, status: 'loading', latestQueryFormData: formData, chartUpdateStartTime: 100 },
    ],
    [
      'success',
      loading,
      chartSucceeded({ queriesResponse: rows, at: 150 }),
      { ...loading, status: 'success', queriesResponse: rows, chartUpdateEndTime: 150 },
    ],
    [
      'failure',
      loading,
      chartFailed({ errors: [{ message: 'boom', error_type: 'GENERIC_DB_ENGINE_ERROR' }], at: 150 }),
      {
        ...loading,
        status: 'failed',
        errors: [{ message: 'boom', error_type: 'GENERIC_DB_ENGINE_ERROR' }],
        chartUpdateEndTime: 150,
      },
    ],
    [
      'stop',
      loading,
      chartStopped({ at: 120 }),
      { ...loading, status: 'stopped', errors: [{ message: QUERY_STOPPED_MESSAGE }], chartUpdateEndTime: 120 },
    ],
    ['rendered after success', { ...loading, status: 'success' }, chartRendered(), { ...loading, status: 'rendered' }],
    ['rendered ignored while loading', loading, chartRendered(), loading],
    [
      'render control updates the drawn form data',
      loading,
      controlChanged({ name: 'color_scheme', value: 'b', renderTrigger: true }),
      { ...loading, latestQueryFormData: { ...formData, color_scheme: 'b' } },
    ],
    [
      'query control leaves the drawn form data',
      loading,
      controlChanged({ name: 'row_limit', value: 5, renderTrigger: false }),
      loading,
    ],
    [
      'start of another chart type drops the old answer',
      { ...loading, status: 'rendered', queriesResponse: rows },
      chartStarted({ formData: { ...formData, viz_type: 'pie' }, at: 200 }),
      { ...loading, latestQueryFormData: { ...formData, viz_type: 'pie' }, chartUpdateStartTime: 200 },
    ],
    [
      'start of the same chart type keeps the shown answer',
      { ...loading, status: 'rendered', queriesResponse: rows },
      chartStarted({ formData, at: 200 }),
      { ...loading, queriesResponse: rows, chartUpdateStartTime: 200 },
    ],
    ['hydrate resets', loading, hydrated({ result: savedChartResult, permissions: NO_PERMISSIONS }), initialChartState],
  ])('%s', (_case, before, action, expected) => {
    // Act
    const after = reduce(before, action);

    // Assert
    expect(after).toEqual(expected);
  });
});
