import type { ChartMetadata } from '../types.ts';

/** Superset's Treemap (treemap_v2): nested rectangles sized by a metric. */
export const metadata: ChartMetadata = {
  name: 'Treemap',
  description:
    'Show hierarchical relationships of data, with the value represented by area, showing proportion and contribution to the whole.',
  category: 'Part of a Whole',
  tags: ['Categorical', 'Comparison', 'Featured', 'Multi-Levels', 'Percentages', 'Proportional'],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  thumbnail: 'treemap',
};
