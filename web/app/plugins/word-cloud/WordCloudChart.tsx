import { HighchartsChart } from '../highcharts/index.ts';
import type { ChartComponentProps } from '../types.ts';
import type { WordCloudProps } from './transform-props.ts';

/** The Highcharts modules the chart draws with (its plugin's `prepare` loads them with the query). */
export const MODULES = ['wordcloud'] as const;

/** Draws the word cloud with Highcharts' wordcloud module. */
export function WordCloudChart({ width, height, hooks, options, theme }: ChartComponentProps<WordCloudProps>) {
  return (
    <HighchartsChart
      highchartsModules={MODULES}
      options={options}
      width={width}
      height={height}
      theme={theme}
      onRenderComplete={hooks.onRenderComplete}
    />
  );
}
