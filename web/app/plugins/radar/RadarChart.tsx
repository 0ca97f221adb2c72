import { HighchartsChart } from '../highcharts/index.ts';
import type { ChartComponentProps } from '../types.ts';
import type { RadarProps } from './transform-props.ts';

/** The Highcharts modules the chart draws with (its plugin's `prepare` loads them with the query). */
export const MODULES = ['more'] as const;

/** Draws the radar as a polar Highcharts chart (highcharts-more). */
export function RadarChart({ width, height, hooks, options, theme }: ChartComponentProps<RadarProps>) {
  return <HighchartsChart highchartsModules={MODULES} options={options} width={width} height={height} theme={theme} onRenderComplete={hooks.onRenderComplete} />;
}
