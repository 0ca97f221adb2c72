import { HighchartsChart } from '../highcharts/index.ts';
import type { ChartComponentProps } from '../types.ts';
import type { BubbleProps } from './transform-props.ts';

/** Draws the bubbles as scatter points sized one by one (Superset's sizes, so the core library is enough). */
export function BubbleChart({ width, height, hooks, options, theme }: ChartComponentProps<BubbleProps>) {
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
