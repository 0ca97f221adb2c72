import type { ChartPropsInput, FormData } from '../../../../../web/app/plugins/types.ts';

/** A transformProps input with an empty dataset and a colour function that names its label. */
export function propsInput(
  formData: Partial<FormData>,
  data: Record<string, unknown>[],
  extra: Partial<ChartPropsInput> = {},
): ChartPropsInput {
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
