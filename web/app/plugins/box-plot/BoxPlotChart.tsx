import { useCrossFilterOptions } from '../common/cross-filter.ts';
import { HighchartsChart } from '../highcharts/index.ts';
import { fadeBox } from './fade-box.ts';
import type { ChartComponentProps } from '../types.ts';
import type { BoxPlotProps } from './transform-props.ts';

/** The Highcharts modules the chart draws with (its plugin's `prepare` loads them with the query). */
export const MODULES = ['more'] as const;

/** Draws the box plot with Highcharts' boxplot series (highcharts-more); a box click cross-filters on its group. */
export function BoxPlotChart({
  width,
  height,
  hooks,
  options,
  theme,
  crossFilterColumns,
}: ChartComponentProps<BoxPlotProps>) {
  const drawn = useCrossFilterOptions(options, crossFilterColumns, hooks, fadeBox);
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
