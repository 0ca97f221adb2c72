import { HighchartsChart } from '../highcharts/index.ts';
import type { ChartComponentProps } from '../types.ts';
import { useCrossFilterOptions } from '../common/cross-filter.ts';
import type { WorldMapProps } from './transform-props.ts';

/** The Highcharts modules the chart draws with (its plugin's `prepare` loads them with the query). */
export const MODULES = ['map'] as const;

/** Draws the world map with Highcharts Maps (the map module; bubbles are its mapbubble series). */
export function WorldMapChart({
  width,
  height,
  hooks,
  options,
  theme,
  crossFilterColumns,
}: ChartComponentProps<WorldMapProps>) {
  const drawn = useCrossFilterOptions(options, crossFilterColumns, hooks);
  return (
    <HighchartsChart
      highchartsModules={MODULES}
      constructorType="mapChart"
      options={drawn}
      width={width}
      height={height}
      theme={theme}
      onRenderComplete={hooks.onRenderComplete}
    />
  );
}
