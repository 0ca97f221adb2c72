import { prepareHighcharts } from '../highcharts/index.ts';
import { optionsChart, withTheme } from '../common/part-of-whole/options-chart.tsx';
import { defineChartPlugin } from '../types.ts';
import { buildQuery } from '#shared/chart-query/sunburst/build-query.ts';
import { controlPanel } from './control-panel.ts';
import { metadata } from './metadata.ts';
import { transformProps } from './transform-props.ts';

/** The Highcharts modules the chart draws with, loaded with its query. */
const MODULES = ['sunburst'] as const;

/** Superset's `sunburst_v2`, drawn with Highcharts. */
export default defineChartPlugin({
  metadata,
  buildQuery,
  transformProps: withTheme(transformProps),
  controlPanel,
  Chart: optionsChart(MODULES),
  prepare: () => prepareHighcharts(MODULES),
});
