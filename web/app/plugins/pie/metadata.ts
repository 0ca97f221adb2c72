import type { ChartMetadata } from '../types.ts';

/** Superset's Pie Chart (a donut with a hole): one metric split by the values of some columns. */
export const metadata: ChartMetadata = {
  name: 'Pie Chart',
  description:
    'The classic. Great for showing how much of a company each investor gets, what demographics follow your blog, or what portion of the budget goes to the military industrial complex.\n\nPie charts can be difficult to interpret precisely. If clarity of relative proportion is important, consider using a bar or other chart type instead.',
  category: 'Part of a Whole',
  tags: ['Categorical', 'Circular', 'Comparison', 'Percentages', 'Featured', 'Proportional', 'Nightingale'],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  thumbnail: 'pie',
};
