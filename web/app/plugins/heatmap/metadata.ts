import type { ChartMetadata } from '../types.ts';

/** Superset's Heatmap (`heatmap_v2`): one metric over pairs of groups, coloured by strength. */
export const metadata: ChartMetadata = {
  name: 'Heatmap',
  description:
    'Visualize a related metric across pairs of groups. Heatmaps excel at showcasing the correlation or strength between two groups. Color is used to emphasize the strength of the link between each pair of groups.',
  category: 'Correlation',
  tags: ['Business', 'Intensity', 'Density', 'Single Metric', 'ECharts', 'Featured'],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  thumbnail: 'heatmap',
};
