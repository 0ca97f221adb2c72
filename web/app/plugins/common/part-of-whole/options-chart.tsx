import type { Options } from 'highcharts';
import { HighchartsChart, type HighchartsModuleName } from '../../highcharts/index.ts';
import type { ChartComponentProps, ChartPropsInput } from '../../types.ts';
import { useCrossFilterOptions } from '../cross-filter.ts';
import { fadeOpacity, type Fade } from '../cross-filter-fade.ts';

/** What a chart drawn from plain Highcharts options gets: the options and the page's theme. */
export interface OptionsProps {
  options: Options;
  theme?: 'light' | 'dark';
  /** The groupby columns a point click cross-filters on (points carry `custom.crossFilter`). */
  crossFilterColumns?: string[];
}

/** A transformProps that also hands the page's theme to the chart. */
export function withTheme<P extends { options: Options }>(
  transform: (input: ChartPropsInput) => P,
): (input: ChartPropsInput) => P & OptionsProps {
  return (input) => ({ ...transform(input), theme: input.theme });
}

/**
 * The Chart component of a Highcharts plugin that needs `modules` beyond the core (loaded lazily); `fade` draws the
 * targets a cross-filter of the chart leaves out.
 */
export function optionsChart(modules: readonly HighchartsModuleName[], fade: Fade = fadeOpacity) {
  return function OptionsChart({
    options,
    theme,
    width,
    height,
    hooks,
    crossFilterColumns,
  }: ChartComponentProps<OptionsProps>) {
    const drawn = useCrossFilterOptions(options, crossFilterColumns, hooks, fade);
    return (
      <HighchartsChart
        highchartsModules={modules}
        options={drawn}
        theme={theme}
        width={width}
        height={height}
        onRenderComplete={hooks.onRenderComplete}
      />
    );
  };
}
