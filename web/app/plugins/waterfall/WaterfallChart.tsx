import { HighchartsChart } from '../highcharts/index.ts';
import type { ChartComponentProps } from '../types.ts';
import type { WaterfallProps } from './transform-props.ts';

/** Draws the waterfall as stacked Highcharts columns on an invisible base (the core library is enough). */
export function WaterfallChart({ width, height, hooks, options, theme }: ChartComponentProps<WaterfallProps>) {
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
