import { describe, expect, it } from 'vitest';
import { extraFormDataOf, formDataWithExtraFilters } from '#shared/dashboard/extra-form-data.ts';
import { filterIdsApplyingTo, filterScopesOf } from '#shared/dashboard/filter-scope.ts';
import {
  rangeExtraFormData,
  selectExtraFormData,
  timeGrainExtraFormData,
  timeRangeExtraFormData,
} from '#shared/dashboard/filter-values.ts';
import type { FilterConfigItem } from '#shared/dashboard/native-filters.ts';
import { buildTimeseriesQuery } from '#shared/chart-query/timeseries/build-query.ts';
import { buildQuery as pieQuery } from '#shared/chart-query/pie/build-query.ts';
import type { FormData } from '#shared/chart-query/index.ts';
import { referenceRows } from '../charts/chart-client.ts';
import { useApiClient } from '../helpers/api-client.ts';

/**
 * Data masks of a dashboard's native filters and cross-filters, merged into a chart's form data as the dashboard page
 * does, built by the chart's own buildQuery and answered by the real chart data handler.
 */
const client = useApiClient();

/** Chart 1 (pie of births by state) and chart 2 (yearly births line) side by side. */
const layout = {
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'] },
  'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-1', 'CHART-2'] },
  'CHART-1': { id: 'CHART-1', type: 'CHART', children: [], meta: { chartId: 1 } },
  'CHART-2': { id: 'CHART-2', type: 'CHART', children: [], meta: { chartId: 2 } },
};
const nativeFilters: FilterConfigItem[] = ['gender', 'state', 'num', 'time', 'grain'].map((name) => ({
  id: `NATIVE_FILTER-${name}`,
  type: 'NATIVE_FILTER',
  filterType: 'filter_select',
  name,
  targets: [{ datasetId: 1, column: { name } }],
  scope: { rootPath: ['ROOT_ID'], excluded: name === 'grain' ? [1] : [] },
}));
const pie: FormData = {
  viz_type: 'pie',
  datasource: '1__table',
  groupby: ['state'],
  metric: 'count',
  adhoc_filters: [],
  row_limit: 100,
  sort_by_metric: true,
};
const line: FormData = {
  viz_type: 'echarts_timeseries_line',
  datasource: '1__table',
  x_axis: 'ds',
  time_grain_sqla: 'P1D',
  metrics: ['sum__num'],
  groupby: [],
  adhoc_filters: [
    { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'ds', operator: 'TEMPORAL_RANGE', comparator: 'No filter' },
  ],
  row_limit: 10000,
};

/** The chart's form data with the masks that apply to it on the dashboard above. */
function filtered(
  formData: FormData,
  chartId: number,
  dataMasks: Record<string, { extraFormData: Record<string, unknown> }>,
): FormData {
  const scopes = filterScopesOf({ layout, nativeFilters, crossFiltersEnabled: true });
  return formDataWithExtraFilters(formData, {
    chartId,
    extraFormData: extraFormDataOf(dataMasks, filterIdsApplyingTo(chartId, scopes)),
  });
}

async function dataOf(queryContext: unknown): Promise<Record<string, unknown>> {
  const { status, body } = await client.post('/api/v1/chart/data', queryContext);
  expect(status).toBe(200);
  return (body as { result: Record<string, unknown>[] }).result[0]!;
}

describe('chart data under dashboard data masks', () => {
  it('applies a value filter (IN) and an inverse one (NOT IN) from the filter bar', async () => {
    // Arrange
    const expected = await referenceRows(
      client,
      "SELECT state, COUNT(*)::INTEGER AS count FROM {birth_names} WHERE gender IN ('boy') AND state NOT IN ('CA', 'NY') GROUP BY state ORDER BY count DESC, state",
    );
    const masks = {
      'NATIVE_FILTER-gender': { extraFormData: selectExtraFormData('gender', ['boy']) },
      'NATIVE_FILTER-state': { extraFormData: selectExtraFormData('state', ['CA', 'NY'], { inverse: true }) },
    };

    // Act
    const result = await dataOf(pieQuery(filtered(pie, 1, masks)));

    // Assert
    expect(result.applied_filters).toEqual([{ column: 'gender' }, { column: 'state' }]);
    expect(result.data).toEqual(expected.map((row) => ({ ...row, count__contribution: expect.any(Number) })));
  });

  it('applies a numerical range and a cross-filter from another chart, but not a chart its own cross-filter', async () => {
    // Arrange
    const expected = await referenceRows(
      client,
      'SELECT state, COUNT(*)::INTEGER AS count FROM {birth_names} WHERE num >= 100 AND num <= 200 GROUP BY state ORDER BY count DESC, state',
    );
    const masks = {
      'NATIVE_FILTER-num': { extraFormData: rangeExtraFormData('num', 100, 200) },
      '1': { extraFormData: { filters: [{ col: 'state', op: 'IN', val: ['CA'] }] } },
    };

    // Act
    const result = await dataOf(pieQuery(filtered(pie, 1, masks)));

    // Assert
    expect(result.applied_filters).toEqual([{ column: 'num' }, { column: 'num' }]);
    expect(result.data).toEqual(expected.map((row) => ({ ...row, count__contribution: expect.any(Number) })));
  });

  it('overrides the time range and the time grain of a time series, and honours the grain filter scope', async () => {
    // Arrange
    const expected = await referenceRows(
      client,
      "SELECT epoch_ms(date_trunc('year', ds))::DOUBLE AS ds, SUM(num)::INTEGER AS sum__num FROM {birth_names} WHERE ds >= '2000-01-01' AND ds < '2003-01-01' AND state IN ('CA') GROUP BY 1 ORDER BY 1",
    );
    const masks = {
      'NATIVE_FILTER-time': { extraFormData: timeRangeExtraFormData('2000-01-01 : 2003-01-01') },
      'NATIVE_FILTER-grain': { extraFormData: timeGrainExtraFormData('P1Y') },
      '1': { extraFormData: { filters: [{ col: 'state', op: 'IN', val: ['CA'] }] } },
    };

    // Act
    const result = await dataOf(buildTimeseriesQuery(filtered(line, 2, masks)));

    // Assert
    expect({ from: result.from_dttm, to: result.to_dttm, data: result.data }).toEqual({
      from: Date.UTC(2000, 0, 1),
      to: Date.UTC(2003, 0, 1),
      data: expected,
    });
  });

  it('answers no rows for a required value filter left empty', async () => {
    // Arrange
    const masks = {
      'NATIVE_FILTER-gender': { extraFormData: selectExtraFormData('gender', [], { emptyFilter: true }) },
    };

    // Act
    const result = await dataOf(pieQuery(filtered(pie, 1, masks)));

    // Assert
    expect({ rowcount: result.rowcount, data: result.data }).toEqual({ rowcount: 0, data: [] });
  });
});
