import { column, countMetric } from './columns.ts';
import type { ExampleTable } from './types.ts';

/** Video game sales in millions of units by region (synthetic, shaped like Superset's `video_game_sales`). */
export const videoGameSales: ExampleTable = {
  name: 'video_game_sales',
  description: 'Games ranked by global sales in millions of units, 1980 to 2016 (synthetic titles and publishers).',
  columns: [
    column('rank', 'BIGINT'),
    column('name', 'VARCHAR'),
    column('platform', 'VARCHAR'),
    // Release year stays numeric like Superset's dataset, so it is not a time axis.
    column('year', 'BIGINT'),
    column('genre', 'VARCHAR'),
    column('publisher', 'VARCHAR'),
    column('na_sales', 'DOUBLE'),
    column('eu_sales', 'DOUBLE'),
    column('jp_sales', 'DOUBLE'),
    column('other_sales', 'DOUBLE'),
    column('global_sales', 'DOUBLE', { description: 'na_sales + eu_sales + jp_sales + other_sales' }),
  ],
  main_dttm_col: null,
  metrics: [countMetric],
  rows: 16_598,
};
