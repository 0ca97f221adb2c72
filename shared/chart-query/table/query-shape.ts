import type { ChartDataQueryObjectInput, OrderbyItem, QueryColumn } from '../../query-context/index.ts';
import { columnsOf, ensureArray, getMetricLabel, metricsOf, uniqueBy } from '../common/form-data-fields.ts';
import type { FormData } from '../form-data.ts';

type QueryObject = ChartDataQueryObjectInput;
type PostProcessingStep = NonNullable<NonNullable<QueryObject['post_processing']>[number]>;

/** What a query mode decides: columns, metrics, order and post-processing, plus the percent step totals reuse. */
export interface QueryShape {
  query: Pick<QueryObject, 'columns' | 'metrics' | 'orderby' | 'post_processing'>;
  contribution?: PostProcessingStep;
}

/** The first temporal dataset column, turned into the base axis at the chosen grain and moved first. */
function withTemporalColumn(formData: FormData, columns: QueryColumn[]): QueryColumn[] {
  const extra = formData.extra_form_data as { time_grain_sqla?: unknown } | undefined;
  const grain = (extra?.time_grain_sqla || formData.time_grain_sqla) as string | undefined;
  const lookup = (formData.temporal_columns_lookup ?? {}) as Record<string, unknown>;
  const index = grain ? columns.findIndex((column) => typeof column === 'string' && Boolean(lookup[column])) : -1;
  const name = columns[index];
  if (typeof name !== 'string') return columns;
  const axis: QueryColumn = {
    timeGrain: grain,
    columnType: 'BASE_AXIS',
    sqlExpression: name,
    label: name,
    expressionType: 'SQL',
  };
  return [axis, ...columns.filter((_, i) => i !== index)];
}

/**
 * Aggregate mode: group by the columns, order by the "sort by" metric or else the first metric descending
 * (whatever "sort descending" says, as Superset does), and add percent metrics as a contribution step.
 */
export function aggregateShape(formData: FormData, base: QueryObject): QueryShape {
  const percentMetrics = metricsOf(formData.percent_metrics);
  // A metric also picked as a percent metric is asked for once (Superset keeps the first).
  const metrics = uniqueBy([...metricsOf(formData.metrics), ...percentMetrics], getMetricLabel);
  const sortBy = metricsOf(formData.timeseries_limit_metric)[0];
  const first = metricsOf(formData.metrics)[0];
  let orderby: QueryObject['orderby'] = base.orderby ?? [];
  if (sortBy) orderby = [[sortBy, !(formData.order_desc ?? false)]];
  else if (first) orderby = [[first, false]];
  // Only the group-by: columns kept from raw mode (all_columns) stay in form data but are not asked for.
  const columns = withTemporalColumn(formData, columnsOf(formData.groupby));
  if (percentMetrics.length === 0) return { query: { columns, metrics, orderby, post_processing: [] } };
  const labels = [...new Set(percentMetrics.map(getMetricLabel))];
  const contribution: PostProcessingStep = {
    operation: 'contribution',
    options: { columns: labels, rename_columns: labels.map((label) => `%${label}`) },
  };
  return { query: { columns, metrics, orderby, post_processing: [contribution] }, contribution };
}

/** One saved "ordering" entry: a JSON `[column, ascending]` pair; anything else is ignored. */
function parseOrdering(entry: unknown): OrderbyItem | undefined {
  if (Array.isArray(entry)) return entry as OrderbyItem;
  if (typeof entry !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(entry);
    return Array.isArray(parsed) && parsed.length === 2 ? (parsed as OrderbyItem) : undefined;
  } catch {
    return undefined;
  }
}

/** Raw mode: the chosen columns as they are, no metrics, ordered by the "ordering" control. */
export function rawShape(formData: FormData, base: QueryObject): QueryShape {
  const columns = columnsOf(formData.all_columns);
  const orderby = ensureArray(formData.order_by_cols)
    .map(parseOrdering)
    .filter((item): item is OrderbyItem => item !== undefined);
  return {
    query: {
      columns: columns.length > 0 ? columns : (base.columns ?? []),
      metrics: undefined,
      orderby,
      post_processing: [],
    },
  };
}
