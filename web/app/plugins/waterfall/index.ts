import { prepareHighcharts } from '../highcharts/index.ts';
import { defineChartPlugin } from '../types.ts';
import { buildQuery } from '#shared/chart-query/waterfall/build-query.ts';
import { controlPanel } from './control-panel.ts';
import { metadata } from './metadata.ts';
import { transformProps } from './transform-props.ts';
import { WaterfallChart } from './WaterfallChart.tsx';

/** The waterfall chart plugin (`waterfall`). */
export default defineChartPlugin({
  metadata,
  buildQuery,
  transformProps,
  controlPanel,
  Chart: WaterfallChart,
  prepare: prepareHighcharts,
});
