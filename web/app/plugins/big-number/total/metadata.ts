import type { ChartMetadata } from '../../types.ts';

/** Superset's Big Number: one metric, front and centre. */
export const metadata: ChartMetadata = {
  name: 'Big Number',
  description:
    'Showcases a single metric front-and-center. Big number is best used to call attention to a KPI or the one thing you want your audience to focus on.',
  category: 'KPI',
  tags: ['Additive', 'Business', 'Legacy', 'Percentages', 'Featured', 'Report', 'Description'],
  behaviors: ['DRILL_TO_DETAIL'],
  thumbnail: 'big-number',
};
