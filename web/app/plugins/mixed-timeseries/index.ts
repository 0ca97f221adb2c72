import { prepareHighcharts } from '../highcharts/index.ts';
import { defineChartPlugin } from '../types.ts';
import { TimeseriesChart } from '../common/timeseries/TimeseriesChart.tsx';
import { buildMixedQuery } from '#shared/chart-query/mixed-timeseries/build-query.ts';
import { controlPanel } from './control-panel.ts';
import { metadata } from './metadata.ts';
import { transformMixedProps } from './transform-props.ts';

/** Mixed Chart: two queries over one x-axis, each with its own series style and y-axis. */
export default defineChartPlugin({
  metadata,
  buildQuery: buildMixedQuery,
  transformProps: transformMixedProps,
  controlPanel,
  Chart: TimeseriesChart,
  prepare: prepareHighcharts,
});
