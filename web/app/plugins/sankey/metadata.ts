import type { ChartMetadata } from '../types.ts';

/** Superset's Sankey Chart (sankey_v2): a metric flowing from source values to target values. */
export const metadata: ChartMetadata = {
  name: 'Sankey Chart',
  description:
    'The Sankey chart visually tracks the movement and transformation of values across system stages. Nodes represent stages, connected by links depicting value flow. Node height corresponds to the visualized metric, providing a clear representation of value distribution and transformation.',
  category: 'Flow',
  tags: ['Directional', 'Distribution', 'Flow'],
  thumbnail: 'sankey',
};
