import { prepareHighcharts } from '../highcharts/index.ts';
import { defineChartPlugin } from '../types.ts';
import { buildQuery } from '#shared/chart-query/world-map/build-query.ts';
import { controlPanel } from './control-panel.ts';
import { metadata } from './metadata.ts';
import { transformProps } from './transform-props.ts';
import { MODULES, WorldMapChart } from './WorldMapChart.tsx';

/** The world map chart plugin (`world_map`), drawn with Highcharts Maps. */
export default defineChartPlugin({
  metadata,
  buildQuery,
  transformProps,
  controlPanel,
  Chart: WorldMapChart,
  prepare: () => prepareHighcharts(MODULES),
});
