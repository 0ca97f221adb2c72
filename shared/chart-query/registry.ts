import type { ChartDataQueryContextInput } from '../query-context/index.ts';
import type { FormData } from './form-data.ts';
import { buildQuery as bigNumberTotal } from './big-number/total/build-query.ts';
import { buildQuery as bigNumberTrendline } from './big-number/trendline/build-query.ts';
import { buildQuery as boxPlot } from './box-plot/build-query.ts';
import { buildQuery as bubble } from './bubble/build-query.ts';
import { buildQuery as funnel } from './funnel/build-query.ts';
import { buildQuery as gauge } from './gauge/build-query.ts';
import { buildQuery as graph } from './graph/build-query.ts';
import { buildQuery as heatmap } from './heatmap/build-query.ts';
import { buildQuery as histogram } from './histogram/build-query.ts';
import { buildMixedQuery } from './mixed-timeseries/build-query.ts';
import { buildQuery as pie } from './pie/build-query.ts';
import { buildQuery as pivotTable } from './pivot-table/build-query.ts';
import { buildQuery as radar } from './radar/build-query.ts';
import { buildQuery as sankey } from './sankey/build-query.ts';
import { buildQuery as sunburst } from './sunburst/build-query.ts';
import { buildQuery as table } from './table/build-query.ts';
import { buildTimeseriesQuery } from './timeseries/build-query.ts';
import { buildQuery as treemap } from './treemap/build-query.ts';
import { buildQuery as waterfall } from './waterfall/build-query.ts';
import { buildQuery as wordCloud } from './word-cloud/build-query.ts';
import { buildQuery as worldMap } from './world-map/build-query.ts';

/** A chart type's buildQuery: form data -> the chart data request that draws it. */
export type BuildQuery = (formData: FormData) => ChartDataQueryContextInput;

/** Every viz type the web draws, with the buildQuery its plugin runs (the time-series family shares one). */
const BUILDERS: Readonly<Record<string, BuildQuery>> = {
  table,
  pivot_table_v2: pivotTable,
  echarts_timeseries_line: buildTimeseriesQuery,
  echarts_timeseries_bar: buildTimeseriesQuery,
  echarts_area: buildTimeseriesQuery,
  echarts_timeseries_scatter: buildTimeseriesQuery,
  echarts_timeseries_smooth: buildTimeseriesQuery,
  echarts_timeseries_step: buildTimeseriesQuery,
  echarts_timeseries: buildTimeseriesQuery,
  mixed_timeseries: buildMixedQuery,
  big_number: bigNumberTrendline,
  big_number_total: bigNumberTotal,
  pie,
  funnel,
  gauge_chart: gauge,
  treemap_v2: treemap,
  sunburst_v2: sunburst,
  sankey_v2: sankey,
  heatmap_v2: heatmap,
  histogram_v2: histogram,
  box_plot: boxPlot,
  bubble_v2: bubble,
  waterfall,
  radar,
  word_cloud: wordCloud,
  graph_chart: graph,
  world_map: worldMap,
};

/** The viz types a query context can be built for, in the web registry's order. */
export const BUILDABLE_VIZ_TYPES: readonly string[] = Object.keys(BUILDERS);

/**
 * The buildQuery of a viz type, the same function its web plugin runs, or undefined for a type Skyset does not
 * draw. The server uses it for charts saved without a query context, as Superset's own frontend would build one.
 */
export function buildQueryFor(vizType: string): BuildQuery | undefined {
  return Object.hasOwn(BUILDERS, vizType) ? BUILDERS[vizType] : undefined;
}
