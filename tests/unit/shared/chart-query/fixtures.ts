import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { FormData } from '#shared/chart-query/index.ts';

// Resolved when used: under happy-dom `import.meta.url` is not a file URL, and DOM tests never read YAML.
const chartsDir = () => fileURLToPath(new URL('../../../fixtures/superset-examples/charts/', import.meta.url));

/** A Superset example chart's YAML: its form data (`params`) and, where saved, its query context. */
export function exampleChart(path: string): {
  formData: FormData;
  queryContext?: { queries: Record<string, unknown>[] };
} {
  const chart = parse(readFileSync(`${chartsDir()}${path}`, 'utf8')) as { params: FormData; query_context?: string };
  return { formData: chart.params, queryContext: chart.query_context ? JSON.parse(chart.query_context) : undefined };
}

/** Form data of a time-series chart over birth_names, by year, split by gender. */
export const timeseriesFormData = (vizType: string, fields: Record<string, unknown> = {}): FormData => ({
  viz_type: vizType,
  datasource: '2__table',
  x_axis: 'ds',
  time_grain_sqla: 'P1Y',
  metrics: ['sum__num'],
  groupby: ['gender'],
  adhoc_filters: [
    { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'ds', operator: 'TEMPORAL_RANGE', comparator: 'No filter' },
  ],
  row_limit: 10000,
  ...fields,
});

/** A mixed chart: Query A sums births as bars, Query B counts them by gender as lines on the secondary axis. */
export const mixedFormData = timeseriesFormData('mixed_timeseries', {
  groupby: [],
  metrics: ['sum__num'],
  metrics_b: ['count'],
  groupby_b: ['gender'],
  adhoc_filters_b: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: "state = 'CA'" }],
  seriesType: 'bar',
  seriesTypeB: 'line',
  yAxisIndexB: 1,
  y_axis_format_secondary: ',d',
  show_query_identifiers: true,
});
