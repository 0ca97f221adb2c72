import { prepareHighcharts } from '../highcharts/index.ts';
import { optionsChart, withTheme } from '../common/part-of-whole/options-chart.tsx';
import { defineChartPlugin } from '../types.ts';
import { buildQuery } from '#shared/chart-query/pie/build-query.ts';
import { controlPanel } from './control-panel.ts';
import { metadata } from './metadata.ts';
import { transformProps } from './transform-props.ts';

/** Superset's `pie`, drawn with Highcharts. */
export default defineChartPlugin({
  metadata,
  buildQuery,
  transformProps: withTheme(transformProps),
  controlPanel,
  Chart: optionsChart([]),
  prepare: prepareHighcharts,
});
