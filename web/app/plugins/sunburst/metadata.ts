import type { ChartMetadata } from '../types.ts';

/** Superset's Sunburst Chart (sunburst_v2): rings of a hierarchy, the innermost at the top. */
export const metadata: ChartMetadata = {
  name: 'Sunburst Chart',
  description:
    'Uses circles to visualize the flow of data through different stages of a system. Hover over individual paths in the visualization to understand the stages a value took. Useful for multi-stage, multi-group visualizing funnels and pipelines.',
  category: 'Part of a Whole',
  tags: ['Featured', 'Multi-Levels', 'Proportional'],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  thumbnail: 'sunburst',
};
