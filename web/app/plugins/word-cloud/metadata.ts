import type { ChartMetadata } from '../types.ts';

/** Superset's Word Cloud: the values of a column sized by a metric. */
export const metadata: ChartMetadata = {
  name: 'Word Cloud',
  description:
    'Visualizes the words in a column that appear the most often. Bigger font corresponds to higher frequency.',
  category: 'Ranking',
  tags: ['Categorical', 'Comparison', 'Density', 'Single Metric'],
  thumbnail: 'word-cloud',
};
