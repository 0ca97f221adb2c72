import type { JsonBody } from '../helpers/api-client.ts';
import { buildQueryFor, type FormData } from '#shared/chart-query/index.ts';

/**
 * The chart data request that draws a saved chart: its stored query context, or the one its type's buildQuery makes
 * from its params (as the dashboard does); undefined for a type the web app cannot draw.
 */
export function chartQuery(chart: JsonBody): unknown {
  if (chart.query_context) return JSON.parse(chart.query_context as string);
  const build = buildQueryFor(chart.viz_type as string);
  return build?.({
    ...(JSON.parse(chart.params as string) as FormData),
    force: false,
    result_format: 'json',
    result_type: 'full',
  });
}
