import { useCrossFilterOptions } from '../common/cross-filter.ts';
import { fadeCell } from '../common/cross-filter-fade.ts';
import { HighchartsChart } from '../highcharts/index.ts';
import type { ChartComponentProps } from '../types.ts';
import type { HeatmapProps } from './transform-props.ts';

/** The Highcharts modules the chart draws with (its plugin's `prepare` loads them with the query). */
export const MODULES = ['heatmap'] as const;

/** Draws the heatmap with Highcharts' heatmap module (which brings the colour axis); a cell click cross-filters. */
export function HeatmapChart({
  width,
  height,
  hooks,
  options,
  theme,
  crossFilterColumns,
}: ChartComponentProps<HeatmapProps>) {
  const drawn = useCrossFilterOptions(options, crossFilterColumns, hooks, fadeCell);
  return (
    <HighchartsChart
      highchartsModules={MODULES}
      options={drawn}
      width={width}
      height={height}
      theme={theme}
      onRenderComplete={hooks.onRenderComplete}
    />
  );
}
