import type { ChartMetadata } from '../types.ts';

/** Superset's Radar Chart: several metrics per group, one spoke per metric. */
export const metadata: ChartMetadata = {
  name: 'Radar Chart',
  description:
    'Visualize a parallel set of metrics across multiple groups. Each group is visualized using its own line of points and each metric is represented as an edge in the chart.',
  category: 'Ranking',
  tags: ['Business', 'Comparison', 'Coordinates', 'Multi-Variables', 'Report', 'Web', 'ECharts', 'Featured'],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  thumbnail: 'radar',
};
