import { describe, expect, it } from 'vitest';
import { chartFormData } from '#functions/charts/saved/present.ts';
import { chartQueryContext, noBuilderMessage } from '#functions/charts/saved/query-context.ts';
import type { ChartRecord } from '#functions/lib/records/chart-schema.ts';
import { BadRequestError } from '#shared/errors.ts';
import type { FormData } from '#shared/chart-query/index.ts';
import { loadChartPlugin } from '../../../../web/app/plugins/registry.ts';
import { exampleChart } from '../../shared/chart-query/fixtures.ts';

const DRAWING = { result_format: 'json', result_type: 'full' };

/** A saved chart as the repository holds it, on dataset 22 (the examples' Vehicle Sales). */
function chartRecord(fields: Partial<ChartRecord>): ChartRecord {
  return {
    id: 7,
    uuid: '00000000-0000-4000-8000-000000000007',
    slice_name: 'Chart',
    description: null,
    viz_type: 'table',
    params: '{}',
    query_context: null,
    cache_timeout: null,
    datasource_id: 22,
    datasource_type: 'table',
    owners: [1],
    certified_by: null,
    certification_details: null,
    is_managed_externally: false,
    external_url: null,
    created_on: '2026-01-01T00:00:00',
    changed_on: '2026-01-01T00:00:00',
    last_saved_at: null,
    created_by_fk: 1,
    changed_by_fk: 1,
    last_saved_by_fk: null,
    version: 1,
    ...fields,
  };
}

/** An example chart saved through the API: its params and viz type, no query context. */
function exampleRecord(path: string): ChartRecord {
  const { formData } = exampleChart(path);
  return chartRecord({ viz_type: formData.viz_type, params: JSON.stringify(formData) });
}

describe('chartQueryContext', () => {
  it('runs the query context saved with the chart as it is', () => {
    // Arrange
    const saved = { datasource: { id: 22, type: 'table' }, queries: [{ metrics: ['count'] }] };
    const record = chartRecord({ query_context: JSON.stringify(saved) });

    // Act
    const context = chartQueryContext(record, DRAWING);

    // Assert
    expect(context).toEqual(saved);
  });

  it.each([
    'Featured_Charts/Table_109.yaml',
    'Featured_Charts/Pie_115.yaml',
    'Featured_Charts/Line.yaml',
    'Featured_Charts/Mixed.yaml',
    'Featured_Charts/Big_Number_with_Trendline.yaml',
  ])('builds for %s without a query context what the dashboard builds from its form data', async (path) => {
    // Arrange
    const record = exampleRecord(path);
    const plugin = await loadChartPlugin(record.viz_type!);
    const dashboardBuilt = plugin.buildQuery(chartFormData(record) as FormData);

    // Act
    const context = chartQueryContext(record, DRAWING);

    // Assert
    expect(context).toEqual(dashboardBuilt);
  });

  it('builds from the params when the saved query context is unreadable', () => {
    // Arrange
    const record = { ...exampleRecord('Featured_Charts/Pie_115.yaml'), query_context: '{not json' };

    // Act
    const context = chartQueryContext(record, DRAWING);

    // Assert
    expect(context).toEqual(chartQueryContext({ ...record, query_context: null }, DRAWING));
  });

  it('asks for every row of a paginated table when the answer is a download', () => {
    // Arrange
    const params = {
      viz_type: 'table',
      query_mode: 'raw',
      all_columns: ['name'],
      server_pagination: true,
      server_page_length: 10,
      row_limit: 1000,
    };
    const record = chartRecord({ params: JSON.stringify(params) });

    // Act
    const drawn = chartQueryContext(record, DRAWING) as { queries: { row_limit?: number }[] };
    const downloaded = chartQueryContext(record, { result_format: 'csv', result_type: 'full' }) as {
      queries: { row_limit?: number }[];
    };

    // Assert
    expect([drawn.queries.map((query) => query.row_limit), downloaded.queries.map((query) => query.row_limit)]).toEqual(
      [[10, 1000], [1000]],
    );
  });

  it("answers 400 in Superset's shape for a chart type that has no buildQuery", () => {
    // Arrange
    const record = chartRecord({ viz_type: 'deck_arc', params: '{"viz_type": "deck_arc"}' });

    // Act
    const build = () => chartQueryContext(record, DRAWING);

    // Assert
    expect(build).toThrow(
      expect.objectContaining({ constructor: BadRequestError, status: 400, message: noBuilderMessage('deck_arc') }),
    );
  });
});
