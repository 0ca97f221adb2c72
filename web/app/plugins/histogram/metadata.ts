import type { ChartMetadata } from '../types.ts';

/** Superset's Histogram (`histogram_v2`): counts of a numeric column's values in equal-width bins. */
export const metadata: ChartMetadata = {
  name: 'Histogram',
  description:
    'The histogram chart displays the distribution of a dataset by representing the frequency or count of values within different ranges or bins. It helps visualize patterns, clusters, and outliers in the data and provides insights into its shape, central tendency, and spread.',
  category: 'Distribution',
  tags: ['Comparison', 'ECharts', 'Pattern', 'Range'],
  thumbnail: 'histogram',
};
