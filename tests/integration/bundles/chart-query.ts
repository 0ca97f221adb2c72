import type { JsonBody } from '../helpers/api-client.ts';
import type { FormData } from '../../../web/app/plugins/types.ts';
import { buildQuery as bigNumberTotal } from '../../../web/app/plugins/big-number/total/build-query.ts';
import { buildQuery as bigNumber } from '../../../web/app/plugins/big-number/trendline/build-query.ts';
import { buildQuery as boxPlot } from '../../../web/app/plugins/box-plot/build-query.ts';
import { buildQuery as bubble } from '../../../web/app/plugins/bubble/build-query.ts';
import { buildTimeseriesQuery } from '../../../web/app/plugins/common/timeseries/build-query.ts';
import { buildQuery as funnel } from '../../../web/app/plugins/funnel/build-query.ts';
import { buildQuery as gauge } from '../../../web/app/plugins/gauge/build-query.ts';
import { buildQuery as graph } from '../../../web/app/plugins/graph/build-query.ts';
import { buildQuery as heatmap } from '../../../web/app/plugins/heatmap/build-query.ts';
import { buildQuery as histogram } from '../../../web/app/plugins/histogram/build-query.ts';
import { buildMixedQuery } from '../../../web/app/plugins/mixed-timeseries/build-query.ts';
import { buildQuery as pie } from '../../../web/app/plugins/pie/build-query.ts';
import { buildQuery as pivotTable } from '../../../web/app/plugins/pivot-table/build-query.ts';
import { buildQuery as radar } from '../../../web/app/plugins/radar/build-query.ts';
import { buildQuery as sankey } from '../../../web/app/plugins/sankey/build-query.ts';
import { buildQuery as sunburst } from '../../../web/app/plugins/sunburst/build-query.ts';
import { buildQuery as table } from '../../../web/app/plugins/table/build-query.ts';
import { buildQuery as treemap } from '../../../web/app/plugins/treemap/build-query.ts';
import { buildQuery as waterfall } from '../../../web/app/plugins/waterfall/build-query.ts';
import { buildQuery as wordCloud } from '../../../web/app/plugins/word-cloud/build-query.ts';
import { buildQuery as worldMap } from '../../../web/app/plugins/world-map/build-query.ts';

type Build = (formData: FormData) => unknown;

/** Each chart type's buildQuery in the web app: what a dashboard runs to draw a chart saved without a query context. */
const BUILDERS: Record<string, Build> = {
  big_number_total: bigNumberTotal, big_number: bigNumber, box_plot: boxPlot, bubble_v2: bubble, funnel, gauge_chart: gauge,
  graph_chart: graph, heatmap_v2: heatmap, histogram_v2: histogram, mixed_timeseries: buildMixedQuery, pie, pivot_table_v2: pivotTable,
  radar, sankey_v2: sankey, sunburst_v2: sunburst, table, treemap_v2: treemap, waterfall, word_cloud: wordCloud, world_map: worldMap,
  echarts_area: buildTimeseriesQuery, echarts_timeseries_bar: buildTimeseriesQuery, echarts_timeseries_line: buildTimeseriesQuery,
  echarts_timeseries_scatter: buildTimeseriesQuery,
};

/**
 * The chart data request that draws a saved chart: its stored query context, or the one its type's buildQuery makes
 * from its params (as the dashboard does); undefined for a type the web app cannot draw.
 */
export function chartQuery(chart: JsonBody): unknown {
  if (chart.query_context) return JSON.parse(chart.query_context as string);
  const build = BUILDERS[chart.viz_type as string];
  return build?.({ ...(JSON.parse(chart.params as string) as FormData), force: false, result_format: 'json', result_type: 'full' });
}
