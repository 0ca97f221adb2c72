import { useCrossFilterOptions } from '../common/cross-filter.ts';
import { fadeMarker } from '../common/cross-filter-fade.ts';
import { HighchartsChart } from '../highcharts/index.ts';
import type { ChartComponentProps } from '../types.ts';
import type { GraphProps } from './transform-props.ts';

/** The Highcharts modules the chart draws with (its plugin's `prepare` loads them with the query). */
export const MODULES = ['networkgraph'] as const;

/**
 * Draws the graph with Highcharts' network graph module. A new size draws a new chart: Highcharts keeps a finished
 * layout where it was, so a graph first laid out in a narrower box would stay crowded on one side. A node click
 * cross-filters.
 */
export function GraphChart({
  width,
  height,
  hooks,
  options,
  theme,
  crossFilterColumns,
}: ChartComponentProps<GraphProps>) {
  const drawn = useCrossFilterOptions(options, crossFilterColumns, hooks, fadeMarker);
  return (
    <HighchartsChart
      key={`${width}x${height}`}
      highchartsModules={MODULES}
      options={drawn}
      width={width}
      height={height}
      theme={theme}
      onRenderComplete={hooks.onRenderComplete}
    />
  );
}
