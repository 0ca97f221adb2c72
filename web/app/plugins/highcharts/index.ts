/** The one lazily loaded Highcharts of the chart library: loader, component, themes. */
export { HighchartsChart, type HighchartsChartProps } from './HighchartsChart.tsx';
export { BOOST_THRESHOLD, finalOptions, modulesFor, needsBoost } from './chart-options.ts';
export {
  isHighchartsModuleName,
  loadHighcharts,
  prepareHighcharts,
  type HighchartsModuleName,
  type HighchartsStatic,
} from './load-highcharts.ts';
export { mergeOptions } from './merge-options.ts';
export { HIGHCHARTS_THEMES } from './theme.ts';
export { ChartDrawingContext, type ChartDrawing } from './drawing-context.ts';
