import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { FormData } from '#shared/chart-query/index.ts';

export { mixedFormData, timeseriesFormData } from './form-data.ts';

const chartsDir = () => fileURLToPath(new URL('../../../fixtures/superset-examples/charts/', import.meta.url));

/** A Superset example chart's YAML: its form data (`params`) and, where saved, its query context. */
export function exampleChart(path: string): {
  formData: FormData;
  queryContext?: { queries: Record<string, unknown>[] };
} {
  const chart = parse(readFileSync(`${chartsDir()}${path}`, 'utf8')) as { params: FormData; query_context?: string };
  return { formData: chart.params, queryContext: chart.query_context ? JSON.parse(chart.query_context) : undefined };
}
