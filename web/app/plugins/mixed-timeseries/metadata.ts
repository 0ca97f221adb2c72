import type { ChartMetadata } from '../types.ts';

/** Superset's `mixed_timeseries` gallery entry. */
export const metadata: ChartMetadata = {
  name: 'Mixed Chart',
  description:
    'Visualize two different series using the same x-axis. Note that both series can be visualized with a different chart type (e.g. 1 using bars and 1 using a line).',
  category: 'Evolution',
  tags: ['Advanced-Analytics', 'ECharts', 'Line', 'Multi-Variables', 'Time', 'Transformable', 'Featured'],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  supportedAnnotationTypes: ['EVENT', 'FORMULA', 'INTERVAL'],
  thumbnail: 'mixed_timeseries',
};
