import { prepareHighcharts } from '../../highcharts/index.ts';
import { defineChartPlugin } from '../../types.ts';
import { BigNumberView } from '../common/BigNumberView.tsx';
import { buildQuery } from '#shared/chart-query/big-number/trendline/build-query.ts';
import { controlPanel } from './control-panel.ts';
import { metadata } from './metadata.ts';
import { transformProps } from './transform-props.ts';

/** Superset's `big_number`. */
export default defineChartPlugin({
  metadata,
  buildQuery,
  transformProps: (input) => ({ ...transformProps(input), theme: input.theme }),
  controlPanel,
  Chart: BigNumberView,
  prepare: prepareHighcharts,
});
