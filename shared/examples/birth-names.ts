import { calculated, column, countMetric, sumMetric, temporal } from './columns.ts';
import type { ExampleTable } from './types.ts';

/** Yearly US baby-name counts per state (synthetic, shaped like Superset's `birth_names`). */
export const birthNames: ExampleTable = {
  name: 'birth_names',
  description: 'Babies born per name, gender, state and year, 1965 to 2008 (synthetic).',
  columns: [
    temporal('ds', { verbose_name: 'Year' }),
    column('gender', 'VARCHAR', { description: 'boy or girl' }),
    column('name', 'VARCHAR'),
    column('num', 'BIGINT', { description: 'Babies given this name (num_boys + num_girls)' }),
    column('state', 'VARCHAR', { description: 'Two-letter state code, or "other" for the remaining states' }),
    column('num_boys', 'BIGINT'),
    column('num_girls', 'BIGINT'),
    calculated('num_california', 'BIGINT', "CASE WHEN state = 'CA' THEN num ELSE 0 END"),
  ],
  main_dttm_col: 'ds',
  metrics: [countMetric, sumMetric('num')],
  rows: 75_691,
};
