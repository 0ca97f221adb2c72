import type { ChartMetadata } from '../types.ts';

/** Superset's Graph Chart (`graph_chart`): links between source and target entities, weighted by a metric. */
export const metadata: ChartMetadata = {
  name: 'Graph Chart',
  description:
    'Displays connections between entities in a graph structure. Useful for mapping relationships and showing which nodes are important in a network. Graph charts can be configured to be force-directed or circulate. If your data has a geospatial component, try the deck.gl Arc chart.',
  category: 'Flow',
  tags: ['Circular', 'Comparison', 'Directional', 'ECharts', 'Relational', 'Structural', 'Transformable', 'Featured'],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  thumbnail: 'graph',
};
