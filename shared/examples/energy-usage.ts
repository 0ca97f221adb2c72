import { column, countMetric, sumMetric } from './columns.ts';
import type { ExampleTable } from './types.ts';

/** Energy flows between sources, carriers, sectors and uses, for Sankey and graph charts (synthetic). */
export const energyUsage: ExampleTable = {
  name: 'energy_usage',
  description: 'Energy flows from source to target in TWh (synthetic).',
  columns: [column('source', 'VARCHAR'), column('target', 'VARCHAR'), column('value', 'DOUBLE')],
  main_dttm_col: null,
  metrics: [countMetric, sumMetric('value')],
  rows: 85,
};
