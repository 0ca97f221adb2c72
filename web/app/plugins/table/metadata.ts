import type { ChartMetadata } from '../types.ts';

/** Superset's Table: raw records or aggregated metrics in rows and columns. */
export const metadata: ChartMetadata = {
  name: 'Table',
  description:
    'Classic row-by-column spreadsheet like view of a dataset. Use tables to showcase a view into the underlying data or to show aggregated metrics.',
  category: 'Table',
  tags: ['Additive', 'Business', 'Pattern', 'Featured', 'Report', 'Sequential', 'Tabular'],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  thumbnail: 'table',
};
