import type { ChartMetadata } from '../types.ts';

/** Superset's Gauge Chart: the progress of a metric towards a target on a dial. */
export const metadata: ChartMetadata = {
  name: 'Gauge Chart',
  description:
    'Uses a gauge to showcase progress of a metric towards a target. The position of the dial represents the progress and the terminal value in the gauge represents the target value.',
  category: 'KPI',
  tags: ['Business', 'Comparison', 'Featured', 'Report'],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  thumbnail: 'gauge',
};
