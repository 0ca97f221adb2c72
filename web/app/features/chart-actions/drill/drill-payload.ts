import type { ChartPlugin, FormData } from '../../../plugins/types.ts';
import type { DrillPayload } from '../api.ts';

/** A value the user drilled by: a chart point's column and value (Superset's drill filter). */
export interface DrillFilter {
  col: string;
  op: string;
  val: unknown;
  /** How the value reads on the chart (a formatted date, a label). */
  formattedVal?: string;
}

/**
 * Superset's drill payload: the chart's first query's filters plus the drilled values, its time range and time
 * column, and its extras without HAVING (detail rows are not aggregated, so a HAVING clause has nothing to test).
 */
export function drillPayload(plugin: ChartPlugin, formData: FormData, drilled: readonly DrillFilter[]): DrillPayload {
  const query = plugin.buildQuery(formData).queries[0] ?? {};
  const { having: _having, ...extras } = (query.extras ?? {}) as Record<string, unknown>;
  return {
    filters: [...(query.filters ?? []), ...drilled.map(({ col, op, val }) => ({ col, op, val }))],
    extras,
    time_range: query.time_range ?? null,
    granularity: query.granularity ?? null,
  };
}

/** The label of a drilled value, as Superset's menu and filter tags show it. */
export function drillLabel(filter: DrillFilter): string {
  return filter.formattedVal ?? String(filter.val);
}
