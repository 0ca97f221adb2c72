import type {
  ChartDataResult,
  ChartPropsInput,
  DatasourceMeta,
  FormData,
} from '../../../../../web/app/plugins/types.ts';

/** A chart data answer of one query, typed from its rows. */
export function result(data: Record<string, unknown>[], colnames: string[], coltypes: number[]): ChartDataResult {
  return { data, colnames, coltypes, rowcount: data.length };
}

const DATASOURCE: DatasourceMeta = { verboseMap: {}, columnFormats: {}, currencyFormats: {}, temporalColumns: [] };

/** transformProps input with defaults for what a test does not care about. */
export function propsInput(
  formData: Partial<FormData>,
  queriesData: ChartDataResult[],
  datasource: Partial<DatasourceMeta> = {},
): ChartPropsInput {
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
