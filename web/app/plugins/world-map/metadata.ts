import type { ChartMetadata } from '../types.ts';

/** Superset's World Map: countries coloured by a metric, with optional bubbles sized by a second one. */
export const metadata: ChartMetadata = {
  name: 'World Map',
  description: 'A map of the world, that can indicate values in different countries.',
  category: 'Map',
  tags: [
    '2D',
    'Comparison',
    'Intensity',
    'Legacy',
    'Multi-Dimensions',
    'Multi-Layers',
    'Multi-Variables',
    'Scatter',
    'Featured',
  ],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  thumbnail: 'world-map',
};
