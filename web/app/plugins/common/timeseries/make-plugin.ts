import { prepareHighcharts } from '../../highcharts/index.ts';
import { defineChartPlugin, type ChartMetadata, type ChartPlugin, type ControlRow } from '../../types.ts';
import { buildTimeseriesQuery } from '#shared/chart-query/timeseries/build-query.ts';
import { timeseriesControlPanel } from './control-panel.ts';
import { TimeseriesChart } from './TimeseriesChart.tsx';
import { transformTimeseriesProps, type TimeseriesVariant } from './transform-props.ts';

/** A single-query time-series chart: shared query building, drawing and panel, with the chart's own style. */
export function makeTimeseriesPlugin(
  metadata: ChartMetadata,
  variant: TimeseriesVariant,
  styleRows: readonly ControlRow[],
): ChartPlugin {
  return defineChartPlugin({
    metadata,
    buildQuery: buildTimeseriesQuery,
    transformProps: (input) => transformTimeseriesProps(input, variant),
    controlPanel: timeseriesControlPanel(styleRows),
    Chart: TimeseriesChart,
    prepare: prepareHighcharts,
  });
}
