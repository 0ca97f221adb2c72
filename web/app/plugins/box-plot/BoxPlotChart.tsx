import { HighchartsChart } from '../highcharts/index.ts';
import type { ChartComponentProps } from '../types.ts';
import type { BoxPlotProps } from './transform-props.ts';

/** The Highcharts modules the chart draws with (its plugin's `prepare` loads them with the query). */
export const MODULES = ['more'] as const;

/** Draws the box plot with Highcharts' boxplot series (highcharts-more). */
export function BoxPlotChart({ width, height, hooks, options, theme }: ChartComponentProps<BoxPlotProps>) {
  return <HighchartsChart highchartsModules={MODULES} options={options} width={width} height={height} theme={theme} onRenderComplete={hooks.onRenderComplete} />;
}
