import { HighchartsChart } from '../highcharts/index.ts';
import type { ChartComponentProps } from '../types.ts';
import type { GraphProps } from './transform-props.ts';

const MODULES = ['networkgraph'] as const;

/** Draws the graph with Highcharts' network graph module. */
export function GraphChart({ width, height, hooks, options, theme }: ChartComponentProps<GraphProps>) {
  return <HighchartsChart highchartsModules={MODULES} options={options} width={width} height={height} theme={theme} onRenderComplete={hooks.onRenderComplete} />;
}
