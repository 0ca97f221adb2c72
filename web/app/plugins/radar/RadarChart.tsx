import { useCrossFilterOptions } from '../common/cross-filter.ts';
import { HighchartsChart } from '../highcharts/index.ts';
import type { ChartComponentProps } from '../types.ts';
import type { RadarProps } from './transform-props.ts';

/** The Highcharts modules the chart draws with (its plugin's `prepare` loads them with the query). */
export const MODULES = ['more'] as const;

/** Draws the radar as a polar Highcharts chart (highcharts-more); a click on a group's line cross-filters on the group. */
export function RadarChart({
  width,
  height,
  hooks,
  options,
  theme,
  crossFilterColumns,
}: ChartComponentProps<RadarProps>) {
  const drawn = useCrossFilterOptions(options, crossFilterColumns, hooks);
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
