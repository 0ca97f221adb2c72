import type { ColorScheme } from './common/color-palettes.ts';
import type { LabelColorBook, LabelColorFn, LabelColorSettings } from './common/label-colors.ts';
import type { ChartMetadata, ChartPlugin, ChartRegistration } from './types.ts';
import { prepareHighcharts } from './highcharts/load-highcharts.ts';
import { metadata as table } from './table/metadata.ts';
import { metadata as pivotTableV2 } from './pivot-table/metadata.ts';
import { metadata as echartsTimeseriesLine } from './timeseries/line/metadata.ts';
import { metadata as echartsTimeseriesBar } from './timeseries/bar/metadata.ts';
import { metadata as echartsArea } from './timeseries/area/metadata.ts';
import { metadata as echartsTimeseriesScatter } from './timeseries/scatter/metadata.ts';
import { metadata as echartsTimeseriesSmooth } from './timeseries/smooth/metadata.ts';
import { metadata as echartsTimeseriesStep } from './timeseries/step/metadata.ts';
import { metadata as echartsTimeseries } from './timeseries/generic/metadata.ts';
import { metadata as mixedTimeseries } from './mixed-timeseries/metadata.ts';
import { metadata as bigNumber } from './big-number/trendline/metadata.ts';
import { metadata as bigNumberTotal } from './big-number/total/metadata.ts';
import { metadata as pie } from './pie/metadata.ts';
import { metadata as funnel } from './funnel/metadata.ts';
import { metadata as gaugeChart } from './gauge/metadata.ts';
import { metadata as treemapV2 } from './treemap/metadata.ts';
import { metadata as sunburstV2 } from './sunburst/metadata.ts';
import { metadata as sankeyV2 } from './sankey/metadata.ts';
import { metadata as heatmapV2 } from './heatmap/metadata.ts';
import { metadata as histogramV2 } from './histogram/metadata.ts';
import { metadata as boxPlot } from './box-plot/metadata.ts';
import { metadata as bubbleV2 } from './bubble/metadata.ts';
import { metadata as waterfall } from './waterfall/metadata.ts';
import { metadata as radar } from './radar/metadata.ts';
import { metadata as wordCloud } from './word-cloud/metadata.ts';
import { metadata as graphChart } from './graph/metadata.ts';
import { metadata as worldMap } from './world-map/metadata.ts';

/** How a host page wants its charts drawn (a dashboard draws many at once, without animation). */
export { ChartDrawingContext, type ChartDrawing } from './highcharts/drawing-context.ts';

/** A registry entry; `load` must name its module literally so the bundler makes one chunk per chart. */
const entry = (
  vizType: string,
  metadata: ChartMetadata,
  load: () => Promise<{ default: ChartPlugin }>,
): ChartRegistration => ({
  vizType,
  metadata,
  load: async () => (await load()).default,
});

/**
 * Every chart Skyset draws, by Superset's `viz_type`. Metadata is at hand for the viz gallery; the chart itself
 * (buildQuery, transformProps, control panel, component and its Highcharts modules) is a lazy chunk.
 */
export const chartRegistrations: readonly ChartRegistration[] = [
  entry('table', table, () => import('./table/index.ts')),
  entry('pivot_table_v2', pivotTableV2, () => import('./pivot-table/index.ts')),
  entry('echarts_timeseries_line', echartsTimeseriesLine, () => import('./timeseries/line/index.ts')),
  entry('echarts_timeseries_bar', echartsTimeseriesBar, () => import('./timeseries/bar/index.ts')),
  entry('echarts_area', echartsArea, () => import('./timeseries/area/index.ts')),
  entry('echarts_timeseries_scatter', echartsTimeseriesScatter, () => import('./timeseries/scatter/index.ts')),
  entry('echarts_timeseries_smooth', echartsTimeseriesSmooth, () => import('./timeseries/smooth/index.ts')),
  entry('echarts_timeseries_step', echartsTimeseriesStep, () => import('./timeseries/step/index.ts')),
  entry('echarts_timeseries', echartsTimeseries, () => import('./timeseries/generic/index.ts')),
  entry('mixed_timeseries', mixedTimeseries, () => import('./mixed-timeseries/index.ts')),
  entry('big_number', bigNumber, () => import('./big-number/trendline/index.ts')),
  entry('big_number_total', bigNumberTotal, () => import('./big-number/total/index.ts')),
  entry('pie', pie, () => import('./pie/index.ts')),
  entry('funnel', funnel, () => import('./funnel/index.ts')),
  entry('gauge_chart', gaugeChart, () => import('./gauge/index.ts')),
  entry('treemap_v2', treemapV2, () => import('./treemap/index.ts')),
  entry('sunburst_v2', sunburstV2, () => import('./sunburst/index.ts')),
  entry('sankey_v2', sankeyV2, () => import('./sankey/index.ts')),
  entry('heatmap_v2', heatmapV2, () => import('./heatmap/index.ts')),
  entry('histogram_v2', histogramV2, () => import('./histogram/index.ts')),
  entry('box_plot', boxPlot, () => import('./box-plot/index.ts')),
  entry('bubble_v2', bubbleV2, () => import('./bubble/index.ts')),
  entry('waterfall', waterfall, () => import('./waterfall/index.ts')),
  entry('radar', radar, () => import('./radar/index.ts')),
  entry('word_cloud', wordCloud, () => import('./word-cloud/index.ts')),
  entry('graph_chart', graphChart, () => import('./graph/index.ts')),
  entry('world_map', worldMap, () => import('./world-map/index.ts')),
];

const byVizType = new Map(chartRegistrations.map((registration) => [registration.vizType, registration]));

/** The registration of a viz type, or undefined for one Skyset does not draw. */
export const chartRegistration = (vizType: string): ChartRegistration | undefined => byVizType.get(vizType);

/** The six quick-switch charts of Explore (Superset's `FEATURED_CHARTS`), in its order. */
export const QUICK_SWITCH_VIZ_TYPES = [
  'echarts_timeseries_line',
  'echarts_timeseries_bar',
  'echarts_area',
  'table',
  'big_number_total',
  'pie',
] as const;

/**
 * Starts loading the charting library every chart draws with, for a page sure to draw charts before it knows which
 * (a dashboard on open), so the library loads beside the page's requests instead of after the charts' own code.
 */
export const prepareChartDrawing = (): Promise<unknown> => prepareHighcharts();

const loaded = new Map<string, Promise<ChartPlugin>>();

/** Loads a chart plugin once; later calls share the same promise. Rejects for an unknown viz type. */
export function loadChartPlugin(vizType: string): Promise<ChartPlugin> {
  const registration = byVizType.get(vizType);
  if (!registration) return Promise.reject(new Error(`Chart type "${vizType}" is not supported`));
  let plugin = loaded.get(vizType);
  if (!plugin) {
    // A failed chunk load (network) is forgotten so the next attempt fetches it again.
    plugin = registration.load().catch((error: unknown) => {
      loaded.delete(vizType);
      throw error;
    });
    loaded.set(vizType, plugin);
  }
  return plugin;
}

/**
 * The page's label -> colour map maker, for hosts (Explore, dashboards) to pass to every chart they draw. It comes
 * with the colour palettes, which only drawing needs, so a host loads it alongside its first chart plugin.
 */
export async function loadLabelColors(): Promise<() => LabelColorFn> {
  return (await import('./common/label-colors.ts')).createLabelColors;
}

export type { LabelColorBook, LabelColorSettings, SettledLabelColors } from './common/label-colors.ts';

/** The maker of a dashboard's shared label colours (one colour function per chart), loaded with the palettes. */
export async function loadLabelColorBooks(): Promise<(settings: LabelColorSettings) => LabelColorBook> {
  return (await import('./common/label-colors.ts')).createLabelColorBook;
}

/** The colours of a scheme by name (an unknown name gives the default scheme), for the scheme pickers' swatches. */
export interface ColorSchemeLookup {
  categoricalScheme: (name?: string | null) => ColorScheme;
  sequentialScheme: (name?: string | null) => ColorScheme;
  /** `[id, label]` of every categorical scheme, in the pickers' order. */
  categoricalChoices: readonly (readonly [string, string])[];
}

/** The colour schemes by name, loaded with the palettes: a scheme picker loads them when it is first drawn. */
export async function loadColorSchemes(): Promise<ColorSchemeLookup> {
  const { categoricalScheme, sequentialScheme, CATEGORICAL_SCHEME_CHOICES } = await import('./common/color-schemes.ts');
  return { categoricalScheme, sequentialScheme, categoricalChoices: CATEGORICAL_SCHEME_CHOICES };
}
