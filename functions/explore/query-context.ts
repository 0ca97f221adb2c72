import { BadRequestError } from '#shared/errors.ts';
import { splitAdhocFilters } from './adhoc-filters.ts';
import { parseDatasourceKey } from './datasource-key.ts';
import { type LegacyFormData, metricLabel } from './form-data.ts';

/** What explore_json asks the chart data service for (`?query=true` and the like map onto these). */
export type ExploreResultType = 'full' | 'query' | 'results' | 'samples';

/** The legacy chart family a viz type belongs to; it decides both the query and the payload's `data`. */
export type LegacyVizKind = 'table' | 'timeseries';

const TIMESERIES_VIZ = /^(line|bar|area|echarts_area|echarts_timeseries(_\w+)?)$/;

/** The family of a viz type explore_json serves; 400 naming any other type. */
export function legacyVizKind(vizType: string): LegacyVizKind {
  if (vizType === 'table') return 'table';
  if (TIMESERIES_VIZ.test(vizType)) return 'timeseries';
  throw new BadRequestError(
    `Viz type "${vizType}" is not supported by /superset/explore_json/: use table, line, bar, area or echarts_timeseries*`,
  );
}

type Metric = NonNullable<LegacyFormData['metrics']>[number];

const unique = (metrics: Metric[]): Metric[] => {
  const seen = new Set<string>();
  return metrics.filter((metric) => !seen.has(metricLabel(metric)) && Boolean(seen.add(metricLabel(metric))));
};

/** `["col", true]` strings of `order_by_cols`; unreadable entries are skipped, as Superset's client never sends them. */
function parseOrderByCols(orderByCols: readonly string[]): [string, boolean][] {
  return orderByCols.flatMap((text): [string, boolean][] => {
    try {
      const [column, ascending] = JSON.parse(text) as unknown[];
      return typeof column === 'string' ? [[column, ascending !== false]] : [];
    } catch {
      return [];
    }
  });
}

/** Filters, time bounds and grain every legacy query shares. */
function commonQueryFields(formData: LegacyFormData) {
  const { filters, where, having } = splitAdhocFilters(formData.adhoc_filters ?? []);
  const extras: Record<string, string> = { where, having };
  if (formData.time_grain_sqla) extras.time_grain_sqla = formData.time_grain_sqla;
  return {
    filters,
    extras,
    time_range: formData.time_range ?? 'No filter',
    ...(formData.granularity_sqla ? { granularity: formData.granularity_sqla } : {}),
    annotation_layers: [],
    applied_time_extras: {},
    url_params: {},
  };
}

function tableQuery(formData: LegacyFormData) {
  const rowLimit = formData.row_limit;
  const rawMode =
    formData.query_mode === 'raw' || (formData.query_mode == null && (formData.all_columns?.length ?? 0) > 0);
  if (rawMode) {
    const orderby = parseOrderByCols(formData.order_by_cols ?? []);
    return { columns: formData.all_columns ?? [], metrics: [], orderby, is_timeseries: false, row_limit: rowLimit };
  }
  const metrics = unique([...(formData.metrics ?? []), ...(formData.percent_metrics ?? [])]);
  const descending = formData.order_desc ?? true;
  const sortBy = formData.timeseries_limit_metric ?? metrics[0];
  return {
    columns: formData.groupby ?? [],
    metrics,
    orderby: sortBy === undefined ? [] : [[sortBy, !descending]],
    is_timeseries: Boolean(formData.include_time && formData.granularity_sqla),
    row_limit: rowLimit,
  };
}

function timeseriesQuery(formData: LegacyFormData) {
  const metrics = formData.metrics ?? (formData.metric ? [formData.metric] : []);
  if (metrics.length === 0) throw new BadRequestError('Pick at least one metric');
  if (!formData.granularity_sqla) throw new BadRequestError('Pick a time column (granularity_sqla) for a time series');
  const descending = formData.order_desc ?? true;
  const sortBy = formData.timeseries_limit_metric ?? metrics[0]!;
  const timeCompare = formData.time_compare ?? [];
  return {
    columns: formData.groupby ?? [],
    metrics,
    is_timeseries: true,
    orderby: [[sortBy, !descending]],
    order_desc: descending,
    series_limit: formData.limit ?? 0,
    ...(formData.timeseries_limit_metric ? { series_limit_metric: formData.timeseries_limit_metric } : {}),
    row_limit: formData.row_limit,
    time_offsets: Array.isArray(timeCompare) ? timeCompare : [timeCompare],
  };
}

/**
 * A chart data query context (Superset's ChartDataQueryContextSchema) for legacy form data, so explore_json
 * answers through the same compiler and service as `/api/v1/chart/data`.
 */
export function formDataToQueryContext(
  formData: LegacyFormData,
  options: { resultType: ExploreResultType; force: boolean },
) {
  const kind = legacyVizKind(formData.viz_type);
  const specific = kind === 'table' ? tableQuery(formData) : timeseriesQuery(formData);
  const { row_limit: rowLimit, ...query } = { ...commonQueryFields(formData), ...specific };
  return {
    datasource: { id: parseDatasourceKey(formData.datasource), type: 'table' as const },
    force: options.force,
    queries: [rowLimit === undefined ? query : { ...query, row_limit: rowLimit }],
    form_data: formData,
    result_format: 'json' as const,
    result_type: options.resultType,
  };
}
