import type { ChartMetadata } from '../types.ts';

/** Superset's Funnel Chart: how a metric drops from one stage to the next. */
export const metadata: ChartMetadata = {
  name: 'Funnel Chart',
  description:
    'Showcases how a metric changes as the funnel progresses. This classic chart is useful for visualizing drop-off between stages in a pipeline or lifecycle.',
  category: 'KPI',
  tags: ['Business', 'Featured', 'Progressive', 'Report', 'Sequential', 'Trend'],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  thumbnail: 'funnel',
};
