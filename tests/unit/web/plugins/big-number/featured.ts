import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { ChartPropsInput, FormData } from '../../../../../web/app/plugins/types.ts';

const CHARTS = new URL('../../../../fixtures/superset-examples/charts/', import.meta.url);

/** The form data (`params`) of an example chart's Superset YAML, e.g. `Featured_Charts/Pie_115.yaml`. */
export function featuredFormData(path: string): FormData {
  return (parse(readFileSync(new URL(path, CHARTS), 'utf8')) as { params: FormData }).params;
}

/** A transformProps input with an empty dataset and a colour function that names its label. */
export function propsInput(formData: Partial<FormData>, data: Record<string, unknown>[], extra: Partial<ChartPropsInput> = {}): ChartPropsInput {
  const colnames = data[0] ? Object.keys(data[0]) : [];
  return {
    formData: { viz_type: 'x', datasource: '1__table', ...formData },
    queriesData: [{ data, colnames, coltypes: colnames.map(() => 0), rowcount: data.length }],
    datasource: { verboseMap: {}, columnFormats: {}, currencyFormats: {}, temporalColumns: [] },
    width: 400,
    height: 300,
    theme: 'light',
    colorFor: (label) => `color:${label}`,
    ...extra,
  };
}
