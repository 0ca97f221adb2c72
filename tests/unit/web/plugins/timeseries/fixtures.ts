import type { ChartDataResult, ChartPropsInput, FormData } from '../../../../../web/app/plugins/types.ts';

/** Time-series form data is shared with the buildQuery tests. */
export { timeseriesFormData } from '../../../shared/chart-query/form-data.ts';

const year = (y: number) => Date.UTC(y, 0, 1);

/** A pivoted, flattened answer: one column per gender. */
export const pivotedAnswer = {
  data: [
    { ds: year(2000), 'sum__num, boy': 10, 'sum__num, girl': 30 },
    { ds: year(2001), 'sum__num, boy': 20, 'sum__num, girl': null },
  ],
  colnames: ['ds', 'sum__num, boy', 'sum__num, girl'],
  coltypes: [2, 0, 0],
  rowcount: 2,
};

/** Props for transformProps with a deterministic colour per label. */
export const propsInput = (formData: FormData, queriesData: ChartDataResult[] = [pivotedAnswer]): ChartPropsInput => ({
  formData,
  queriesData,
  datasource: { verboseMap: {}, columnFormats: {}, currencyFormats: {}, temporalColumns: ['ds'] },
  width: 600,
  height: 400,
  theme: 'light',
  colorFor: (label) => `color(${label})`,
});

export const YEARS = { y2000: year(2000), y2001: year(2001) };
