import type { ChartMetadata } from '../../types.ts';

/** Superset's Big Number with Trendline: the latest value of a metric over a line of its history. */
export const metadata: ChartMetadata = {
  name: 'Big Number with Trendline',
  description:
    'Showcases a single number accompanied by a simple line chart, to call attention to an important metric along with its change over time or other dimension.',
  category: 'KPI',
  tags: ['Advanced-Analytics', 'Line', 'Percentages', 'Featured', 'Report', 'Trend'],
  behaviors: ['DRILL_TO_DETAIL'],
  thumbnail: 'big-number-trendline',
};
