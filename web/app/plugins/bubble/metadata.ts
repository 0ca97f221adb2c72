import type { ChartMetadata } from '../types.ts';

/** Superset's Bubble Chart (`bubble_v2`): entities placed by two metrics and sized by a third. */
export const metadata: ChartMetadata = {
  name: 'Bubble Chart',
  description:
    'Visualizes a metric across three dimensions of data in a single chart (X axis, Y axis, and bubble size). Bubbles from the same group can be showcased using bubble color.',
  category: 'Correlation',
  tags: ['Multi-Dimensions', 'Comparison', 'Scatter', 'Time', 'Trend', 'ECharts', 'Featured'],
  behaviors: ['DRILL_TO_DETAIL'],
  thumbnail: 'bubble',
};
