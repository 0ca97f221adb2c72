import { prepareHighcharts } from '../highcharts/index.ts';
import { defineChartPlugin } from '../types.ts';
import { buildQuery } from '#shared/chart-query/word-cloud/build-query.ts';
import { controlPanel } from './control-panel.ts';
import { metadata } from './metadata.ts';
import { transformProps } from './transform-props.ts';
import { MODULES, WordCloudChart } from './WordCloudChart.tsx';

/** The word cloud chart plugin (`word_cloud`). */
export default defineChartPlugin({
  metadata,
  buildQuery,
  transformProps,
  controlPanel,
  Chart: WordCloudChart,
  prepare: () => prepareHighcharts(MODULES),
});
