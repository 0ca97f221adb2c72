import type { ChartMetadata } from '../types.ts';

/** Superset's Pivot Table (`pivot_table_v2`): metrics summarised along row and column groupings. */
export const metadata: ChartMetadata = {
  name: 'Pivot Table',
  description:
    'Used to summarize a set of data by grouping together multiple statistics along two axes. Examples: Sales numbers by region and month, tasks by status and assignee, active users by age and location. Not the most visually stunning visualization, but highly informative and versatile.',
  category: 'Table',
  tags: ['Additive', 'Report', 'Tabular', 'Featured'],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  thumbnail: 'pivot-table',
};
