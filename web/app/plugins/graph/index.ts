import { prepareHighcharts } from '../highcharts/index.ts';
import { defineChartPlugin } from '../types.ts';
import { buildQuery } from '#shared/chart-query/graph/build-query.ts';
import { controlPanel } from './control-panel.ts';
import { MODULES, GraphChart } from './GraphChart.tsx';
import { metadata } from './metadata.ts';
import { transformProps } from './transform-props.ts';

/** The graph chart plugin (`graph_chart`). */
export default defineChartPlugin({
  metadata,
  buildQuery,
  transformProps,
  controlPanel,
  Chart: GraphChart,
  prepare: () => prepareHighcharts(MODULES),
});
