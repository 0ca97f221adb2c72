import type { ChartMetadata } from '../types.ts';

/** Superset's Waterfall Chart: the running total of a metric, step by step, with increases and decreases. */
export const metadata: ChartMetadata = {
  name: 'Waterfall Chart',
  description:
    'A waterfall chart is a form of data visualization that helps in understanding the cumulative effect of sequentially introduced positive or negative values. These intermediate values can either be time based or category based.',
  category: 'Evolution',
  tags: ['Categorical', 'Comparison', 'ECharts', 'Featured'],
  behaviors: ['INTERACTIVE_CHART'],
  thumbnail: 'waterfall',
};
