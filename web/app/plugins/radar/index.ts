import { prepareHighcharts } from '../highcharts/index.ts';
import { defineChartPlugin } from '../types.ts';
import { buildQuery } from '#shared/chart-query/radar/build-query.ts';
import { controlPanel } from './control-panel.ts';
import { metadata } from './metadata.ts';
import { MODULES, RadarChart } from './RadarChart.tsx';
import { transformProps } from './transform-props.ts';

/** The radar chart plugin (`radar`). */
export default defineChartPlugin({
  metadata,
  buildQuery,
  transformProps,
  controlPanel,
  Chart: RadarChart,
  prepare: () => prepareHighcharts(MODULES),
});
