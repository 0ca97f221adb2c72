import { prepareHighcharts } from '../highcharts/index.ts';
import { defineChartPlugin } from '../types.ts';
import { MODULES, BoxPlotChart } from './BoxPlotChart.tsx';
import { buildQuery } from '#shared/chart-query/box-plot/build-query.ts';
import { controlPanel } from './control-panel.ts';
import { metadata } from './metadata.ts';
import { transformProps } from './transform-props.ts';

/** The box plot chart plugin (`box_plot`). */
export default defineChartPlugin({
  metadata,
  buildQuery,
  transformProps,
  controlPanel,
  Chart: BoxPlotChart,
  prepare: () => prepareHighcharts(MODULES),
});
