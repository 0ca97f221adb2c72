import { countMetric, temporal } from './columns.ts';
import type { ExampleTable } from './types.ts';

/** Random instants, used by the calendar heatmap (synthetic, shaped like Superset's `random_time_series`). */
export const randomTimeSeries: ExampleTable = {
  name: 'random_time_series',
  description: 'Uniformly random instants between 2011-03-15 and 2019-03-10 (synthetic).',
  columns: [temporal('ds')],
  main_dttm_col: 'ds',
  metrics: [countMetric],
  rows: 50_000,
};
