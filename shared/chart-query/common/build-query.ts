import type {
  ChartDataExtras,
  ChartDataFilter,
  ChartDataQueryContextInput,
  ChartDataQueryObjectInput,
  OrderbyItem,
} from '../../query-context/index.ts';
import type { FormData } from '../form-data.ts';
import { plainFilters, processAdhocFilters } from './adhoc-filters.ts';
import { applyExtraFormData } from './extra-form-data.ts';
import {
  columnsOf,
  ensureArray,
  getColumnLabel,
  getMetricLabel,
  isQueryMetric,
  metricsOf,
  textOf,
  toInt,
  uniqueBy,
} from './form-data-fields.ts';

export { normalizeTimeColumn } from './time-column.ts';

/** Form data fields that hold columns and metrics (Superset's default query field aliases). */
const COLUMN_FIELDS = ['groupby', 'columns', 'all_columns', 'series'] as const;
const METRIC_FIELDS = [
  'metrics',
  'metric',
  'metric_2',
  'secondary_metric',
  'percent_metrics',
  'size',
  'x',
  'y',
] as const;

/** An orderby entry: a `[target, ascending]` pair or its JSON text (legacy `order_by_cols`). */
function orderbyItem(item: unknown): OrderbyItem | undefined {
  let pair = item;
  if (typeof item === 'string') {
    try {
      pair = JSON.parse(item);
    } catch {
      return undefined;
    }
  }
  if (!Array.isArray(pair) || pair.length !== 2 || typeof pair[1] !== 'boolean') return undefined;
  const [target] = pair as unknown[];
  return typeof target === 'string' || (typeof target === 'object' && target !== null)
    ? (pair as OrderbyItem)
    : undefined;
}

/** The query's orderby from `orderby` or legacy `order_by_cols`, malformed entries dropped. */
function orderbyOf(formData: FormData): OrderbyItem[] {
  const source = formData.orderby ?? formData.order_by_cols;
  return ensureArray(source)
    .map(orderbyItem)
    .filter((item): item is OrderbyItem => item !== undefined);
}

function columnsAndMetrics(formData: FormData) {
  const columns = uniqueBy(
    COLUMN_FIELDS.flatMap((field) => columnsOf(formData[field])),
    getColumnLabel,
  );
  const metrics = uniqueBy(
    METRIC_FIELDS.flatMap((field) => metricsOf(formData[field])),
    getMetricLabel,
  );
  // Raw mode tables ask for rows, not aggregates: Superset sends no metrics at all.
  return { columns, metrics: formData.query_mode === 'raw' ? undefined : metrics };
}

function extrasOf(formData: FormData, where: string, having: string): ChartDataExtras {
  const extras: ChartDataExtras = { having, where };
  const grain = textOf(formData.time_grain_sqla);
  if (grain) extras.time_grain_sqla = grain;
  return extras;
}

function urlParamsOf(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function extraFormDataOf(formData: FormData): Record<string, unknown> {
  const extra = formData.extra_form_data;
  return typeof extra === 'object' && extra !== null && !Array.isArray(extra) ? (extra as Record<string, unknown>) : {};
}

/**
 * Superset's `buildQueryObject`: the query object every chart starts from. Columns (groupby, columns, ...) and
 * metrics (metrics, metric, ...) deduplicated by label; adhoc filters split into simple filters and free SQL
 * (extras.where/having); time range, time column (granularity) and time grain; row and series limits; and
 * dashboard filters from `extra_form_data` (filters appended, time range/column/grain overridden).
 * The x-axis is not added here: charts with one add it and call `normalizeTimeColumn`, as Superset's do.
 */
export function buildQueryObject(formData: FormData): ChartDataQueryObjectInput {
  const extra = extraFormDataOf(formData);
  const processed = processAdhocFilters([...ensureArray(formData.adhoc_filters), ...ensureArray(extra.adhoc_filters)]);
  const filters: ChartDataFilter[] = [
    ...plainFilters(formData.filters),
    ...processed.filters,
    ...plainFilters(extra.filters),
  ];
  const seriesLimitMetric = [formData.series_limit_metric, formData.timeseries_limit_metric].find(isQueryMetric);
  const query: ChartDataQueryObjectInput = {
    time_range: textOf(formData.time_range),
    granularity: textOf(formData.granularity_sqla) ?? textOf(formData.granularity),
    extras: extrasOf(formData, processed.where, processed.having),
    filters,
    ...columnsAndMetrics(formData),
    orderby: orderbyOf(formData),
    annotation_layers: ensureArray(formData.annotation_layers).filter(
      (layer) => typeof layer === 'object' && layer !== null,
    ) as ChartDataQueryObjectInput['annotation_layers'],
    row_limit: toInt(formData.row_limit),
    row_offset: toInt(formData.row_offset),
    series_limit: toInt(formData.series_limit) ?? toInt(formData.limit) ?? 0,
    series_limit_metric: seriesLimitMetric,
    order_desc: typeof formData.order_desc === 'boolean' ? formData.order_desc : true,
    url_params: urlParamsOf(formData.url_params),
  };
  return applyExtraFormData(query, extra);
}

/**
 * Superset's `normalizeOrderBy`, orderby only: a valid orderby stays; otherwise the series limit metric, else
 * the first metric, in the order `order_desc` asks for; else nothing.
 */
export function normalizeOrderBy(query: ChartDataQueryObjectInput): OrderbyItem[] {
  const first = query.orderby?.[0];
  if (Array.isArray(first) && first.length === 2 && typeof first[1] === 'boolean')
    return query.orderby as OrderbyItem[];
  const ascending = query.order_desc === false;
  if (query.series_limit_metric) return [[query.series_limit_metric, ascending]];
  const metric = query.metrics?.[0];
  return metric ? [[metric, ascending]] : [];
}

const DATASOURCE_TYPES = ['table', 'dataset', 'query', 'saved_query', 'view'] as const;
type DatasourceType = (typeof DATASOURCE_TYPES)[number];

/** `"3__table"` as `{ id: 3, type: 'table' }`; junk gives id 0, which the server refuses as not found. */
export function parseDatasource(value: unknown): { id: number; type: DatasourceType } {
  const match = typeof value === 'string' ? /^(\d+)__(\w+)$/.exec(value.trim()) : null;
  const type = DATASOURCE_TYPES.find((known) => known === match?.[2]) ?? 'table';
  return { id: match ? Number(match[1]) : 0, type };
}

/**
 * Superset's `buildQueryContext`: the chart data request for form data. `makeQueries` turns the base query
 * object into the chart's query objects (one by default).
 */
export function buildQueryContext(
  formData: FormData,
  makeQueries: (base: ChartDataQueryObjectInput) => ChartDataQueryObjectInput[] = (base) => [base],
): ChartDataQueryContextInput {
  return {
    datasource: parseDatasource(formData.datasource),
    force: formData.force === true,
    queries: makeQueries(buildQueryObject(formData)),
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  };
}
