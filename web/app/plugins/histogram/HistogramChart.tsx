import { HighchartsChart } from '../highcharts/index.ts';
import type { ChartComponentProps } from '../types.ts';
import type { HistogramProps } from './transform-props.ts';

/** Draws the histogram as Highcharts columns: the core library is enough (the bins come binned from the server). */
export function HistogramChart({ width, height, hooks, options, theme }: ChartComponentProps<HistogramProps>) {
  return (
    <HighchartsChart
      options={options}
      width={width}
      height={height}
      theme={theme}
      onRenderComplete={hooks.onRenderComplete}
    />
  );
}
