import { prepareHighcharts } from '../highcharts/index.ts';
import { defineChartPlugin } from '../types.ts';
import { buildQuery } from '#shared/chart-query/histogram/build-query.ts';
import { controlPanel } from './control-panel.ts';
import { HistogramChart } from './HistogramChart.tsx';
import { metadata } from './metadata.ts';
import { transformProps } from './transform-props.ts';

/** The histogram chart plugin (`histogram_v2`). */
export default defineChartPlugin({
  metadata,
  buildQuery,
  transformProps,
  controlPanel,
  Chart: HistogramChart,
  prepare: prepareHighcharts,
});
