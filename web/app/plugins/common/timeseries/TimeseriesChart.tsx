import { HighchartsChart } from '../../highcharts/HighchartsChart.tsx';
import type { ChartComponentProps } from '../../types.ts';
import { useCrossFilterOptions } from '../cross-filter.ts';
import type { TimeseriesChartProps } from './transform-props.ts';

/** Draws a time-series chart's options at the host's size, reporting when drawn. */
export function TimeseriesChart({
  options,
  theme,
  highchartsModules,
  width,
  height,
  hooks,
  crossFilterColumns,
}: ChartComponentProps<TimeseriesChartProps>) {
  const drawn = useCrossFilterOptions(options, crossFilterColumns, hooks);
  return (
    <HighchartsChart
      options={drawn}
      theme={theme}
      highchartsModules={highchartsModules}
      width={width}
      height={height}
      onRenderComplete={hooks.onRenderComplete}
    />
  );
}
