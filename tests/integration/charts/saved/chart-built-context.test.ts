import { strFromU8 } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FormData } from '#shared/chart-query/index.ts';
import { loadChartPlugin } from '../../../../web/app/plugins/registry.ts';
import { type ApiClient, type JsonBody, useApiClient } from '../../helpers/api-client.ts';
import { alphaUser, BIRTH_NAMES_PARAMS, saveChart } from './saved-chart-client.ts';

const admin = useApiClient<JsonBody>();
let ann: ApiClient<JsonBody>;

beforeAll(async () => {
  ann = await alphaUser(admin, 'ann-built');
});

/** Births per year by gender as a line chart, saved as a client of the API saves it: params only. */
const LINE_PARAMS = {
  datasource: '1__table',
  viz_type: 'echarts_timeseries_line',
  x_axis: 'ds',
  time_grain_sqla: 'P1Y',
  metrics: ['count'],
  groupby: ['gender'],
  adhoc_filters: [
    { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'ds', operator: 'TEMPORAL_RANGE', comparator: 'No filter' },
  ],
  row_limit: 100,
};

/** A chart created through POST /api/v1/chart/ without a query context; answers its id. */
const saveWithoutContext = (params: Record<string, unknown>) =>
  saveChart(ann, { viz_type: params.viz_type, params: JSON.stringify(params), query_context: null });

/** The request the web draws the chart with: its plugin's buildQuery over the form data a dashboard reads. */
async function webQuery(id: number, params: Record<string, unknown>, result: Record<string, unknown> = {}) {
  const plugin = await loadChartPlugin(params.viz_type as string);
  return { ...plugin.buildQuery({ ...params, slice_id: id } as FormData), ...result };
}

/** Each query's columns and rows: what a chart draws. */
const rowsOf = (body: JsonBody) => (body.result as JsonBody[]).map((entry) => [entry.colnames, entry.data]);

describe('GET /api/v1/chart/{pk}/data/ of a chart saved without a query context', () => {
  it.each([
    ['a table', BIRTH_NAMES_PARAMS],
    ['a line chart', LINE_PARAMS],
  ])('answers %s as JSON with the rows the web draws it from', async (_chart, params) => {
    // Arrange
    const id = await saveWithoutContext(params);
    const drawn = await ann.post('/api/v1/chart/data', await webQuery(id, params));

    // Act
    const response = await ann.get(`/api/v1/chart/${id}/data/`);

    // Assert
    expect([response.status, rowsOf(response.body)]).toEqual([200, rowsOf(drawn.body)]);
  });

  it('answers CSV as the web downloads it', async () => {
    // Arrange
    const id = await saveWithoutContext(BIRTH_NAMES_PARAMS);
    const downloaded = await ann.post(
      '/api/v1/chart/data',
      await webQuery(id, BIRTH_NAMES_PARAMS, { result_format: 'csv', result_type: 'full' }),
    );

    // Act
    const response = await ann.get(`/api/v1/chart/${id}/data/?format=csv`);

    // Assert
    expect([response.status, response.headers.get('content-type'), strFromU8(response.bytes)]).toEqual([
      200,
      'text/csv; charset=utf-8',
      strFromU8(downloaded.bytes),
    ]);
  });

  it("answers 400 in Superset's shape for a chart type Skyset cannot build a query for", async () => {
    // Arrange
    const id = await saveWithoutContext({ datasource: '1__table', viz_type: 'horizon', metrics: ['count'] });

    // Act
    const response = await ann.get(`/api/v1/chart/${id}/data/`);

    // Assert
    expect(response).toEqual({
      status: 400,
      body: {
        message:
          'Chart has no query context saved, and charts of type "horizon" cannot build one from their params. Please save the chart again.',
      },
    });
  });

  it("answers 400 in chart data's words, never a 500, for params naming no column of the dataset", async () => {
    // Arrange
    const id = await saveWithoutContext({ datasource: '1__table', viz_type: 'pie', metric: 42, groupby: 'no list' });

    // Act
    const response = await ann.get(`/api/v1/chart/${id}/data/`);

    // Assert
    expect(response).toEqual({ status: 400, body: { message: "Columns missing in dataset: ['no list']" } });
  });
});
