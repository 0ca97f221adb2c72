import { prepareHighcharts } from '../highcharts/index.ts';
import { defineChartPlugin } from '../types.ts';
import { buildQuery } from '#shared/chart-query/heatmap/build-query.ts';
import { controlPanel } from './control-panel.ts';
import { MODULES, HeatmapChart } from './HeatmapChart.tsx';
import { metadata } from './metadata.ts';
import { transformProps } from './transform-props.ts';

/** The heatmap chart plugin (`heatmap_v2`). */
export default defineChartPlugin({
  metadata,
  buildQuery,
  transformProps,
  controlPanel,
  Chart: HeatmapChart,
  prepare: () => prepareHighcharts(MODULES),
});
