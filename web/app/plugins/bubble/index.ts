import { prepareHighcharts } from '../highcharts/index.ts';
import { defineChartPlugin } from '../types.ts';
import { BubbleChart } from './BubbleChart.tsx';
import { buildQuery } from '#shared/chart-query/bubble/build-query.ts';
import { controlPanel } from './control-panel.ts';
import { metadata } from './metadata.ts';
import { transformProps } from './transform-props.ts';

/** The bubble chart plugin (`bubble_v2`). */
export default defineChartPlugin({
  metadata,
  buildQuery,
  transformProps,
  controlPanel,
  Chart: BubbleChart,
  prepare: prepareHighcharts,
});
