import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { ChartDataResult, ChartPropsInput, DatasourceMeta, FormData } from '../../../../../web/app/plugins/types.ts';

// Resolved when used: under happy-dom `import.meta.url` is not a file URL, and DOM tests never read YAML.
const chartsDir = () => fileURLToPath(new URL('../../../../fixtures/superset-examples/charts/', import.meta.url));

/** A Superset example chart's YAML: its form data (`params`) and, where saved, its query context. */
export function exampleChart(path: string): { formData: FormData; queryContext?: { queries: Record<string, unknown>[] } } {
  const chart = parse(readFileSync(`${chartsDir()}${path}`, 'utf8')) as { params: FormData; query_context?: string };
  return { formData: chart.params, queryContext: chart.query_context ? JSON.parse(chart.query_context) : undefined };
}

/** A chart data answer of one query, typed from its rows. */
export function result(data: Record<string, unknown>[], colnames: string[], coltypes: number[]): ChartDataResult {
  return { data, colnames, coltypes, rowcount: data.length };
}

const DATASOURCE: DatasourceMeta = { verboseMap: {}, columnFormats: {}, currencyFormats: {}, temporalColumns: [] };

/** transformProps input with defaults for what a test does not care about. */
export function propsInput(formData: Partial<FormData>, queriesData: ChartDataResult[], datasource: Partial<DatasourceMeta> = {}): ChartPropsInput {
  return {
    formData: { viz_type: 'table', datasource: '1__table', ...formData },
    queriesData,
    datasource: { ...DATASOURCE, ...datasource },
    width: 400,
    height: 300,
    theme: 'light',
    colorFor: (label) => `color:${label}`,
  };
}
