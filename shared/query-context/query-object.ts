import * as z from 'zod';
import { QueryColumn } from './columns.ts';
import { AnnotationLayer, ChartDataExtras } from './extras.ts';
import { JsonObject, QueryContextMessages, optionalInteger } from './fields.ts';
import { ChartDataFilter } from './filters.ts';
import { QueryMetric } from './metrics.ts';
import { Orderby } from './orderby.ts';
import { PostProcessingOperation } from './post-processing.ts';

/** What a chart data request may ask of the engine. */
export const RESULT_TYPES = [
  'columns',
  'full',
  'query',
  'results',
  'samples',
  'timegrains',
  'post_processed',
  'drill_detail',
] as const;
export type ResultType = (typeof RESULT_TYPES)[number];

/** The row limits of the deployment (config ROW_LIMIT and SQL_MAX_ROW). */
export interface QueryLimits {
  /** Rows a query returns when it names no row_limit. */
  rowLimit: number;
  /** Rows no query may exceed; a larger row_limit is refused, and 0 ("no limit") means this many. */
  maxRow?: number;
}

/** Superset's defaults: ROW_LIMIT 10000, SQL_MAX_ROW 100000. */
export const DEFAULT_QUERY_LIMITS: QueryLimits = { rowLimit: 10_000, maxRow: 100_000 };

/** The datasource a query context or query object reads. */
export const ChartDataDatasource = z.object({
  id: z.int({
    error: (issue) => (issue.input === undefined ? QueryContextMessages.required : QueryContextMessages.integer('id')),
  }),
  type: z.enum(['table', 'dataset', 'query', 'saved_query', 'view']).nullish(),
});
export type ChartDataDatasource = z.infer<typeof ChartDataDatasource>;

function rowLimitField(limits: QueryLimits) {
  const base = optionalInteger('row_limit', 0);
  const capped =
    limits.maxRow === undefined
      ? base
      : base.refine((value) => (value ?? 0) <= (limits.maxRow ?? 0), {
          error: QueryContextMessages.atMost(limits.maxRow),
        });
  return capped.transform((value) => {
    const limit = value ?? limits.rowLimit;
    if (limit === 0) return limits.maxRow ?? 0;
    return limits.maxRow === undefined ? limit : Math.min(limit, limits.maxRow);
  });
}

/** The fields as clients send them, legacy names included. */
function rawQueryObject(limits: QueryLimits) {
  return z.object({
    annotation_layers: z.array(AnnotationLayer).nullish(),
    applied_time_extras: JsonObject.nullish(),
    apply_fetch_values_predicate: z.boolean().nullish(),
    columns: z.array(QueryColumn).nullish(),
    groupby: z.array(QueryColumn).nullish(),
    datasource: ChartDataDatasource.nullish(),
    extras: ChartDataExtras.nullish(),
    filters: z.array(ChartDataFilter).nullish(),
    granularity: z.string().nullish(),
    granularity_sqla: z.string().nullish(),
    where: z.string().nullish(),
    having: z.string().nullish(),
    is_rowcount: z.boolean().nullish(),
    is_timeseries: z.boolean().nullish(),
    metrics: z.array(QueryMetric).nullish(),
    order_desc: z.boolean().nullish(),
    orderby: Orderby,
    post_processing: z.array(PostProcessingOperation.nullable()).nullish(),
    result_type: z.enum(RESULT_TYPES).nullish(),
    row_limit: rowLimitField(limits),
    row_offset: optionalInteger('row_offset', 0),
    series_columns: z.array(QueryColumn).nullish(),
    series_limit: optionalInteger('series_limit', 0),
    timeseries_limit: optionalInteger('timeseries_limit', 0),
    series_limit_metric: QueryMetric.nullish(),
    timeseries_limit_metric: QueryMetric.nullish(),
    time_offsets: z.array(z.string()).nullish(),
    time_range: z.string().nullish(),
    time_shift: z.string().nullish(),
    url_params: z.record(z.string(), z.string()).nullish(),
  });
}

type RawQueryObject = z.output<ReturnType<typeof rawQueryObject>>;

const nonEmpty = <T>(list: T[] | null | undefined): T[] | undefined => (list && list.length > 0 ? list : undefined);

/** The legacy fields folded into their successors (as Superset's QueryObject does), with defaults filled in. */
function normalize(raw: RawQueryObject) {
  const extras = { ...raw.extras };
  if (extras.where === undefined && raw.where) extras.where = raw.where;
  if (extras.having === undefined && raw.having) extras.having = raw.having;
  return {
    annotation_layers: raw.annotation_layers ?? [],
    applied_time_extras: raw.applied_time_extras ?? {},
    apply_fetch_values_predicate: raw.apply_fetch_values_predicate ?? false,
    columns: nonEmpty(raw.columns) ?? raw.groupby ?? [],
    datasource: raw.datasource ?? null,
    extras,
    filters: raw.filters ?? [],
    granularity: raw.granularity || raw.granularity_sqla || null,
    is_rowcount: raw.is_rowcount ?? false,
    is_timeseries: raw.is_timeseries ?? false,
    // Superset groups by the columns whenever metrics are given, even none (distinct values); absent means raw rows.
    metrics: raw.metrics ?? null,
    order_desc: raw.order_desc ?? true,
    orderby: raw.orderby,
    post_processing: (raw.post_processing ?? []).filter((step) => step !== null),
    result_type: raw.result_type ?? null,
    row_limit: raw.row_limit,
    row_offset: raw.row_offset ?? 0,
    series_columns: raw.series_columns ?? [],
    series_limit: raw.series_limit || raw.timeseries_limit || 0,
    series_limit_metric: raw.series_limit_metric ?? raw.timeseries_limit_metric ?? null,
    time_offsets: raw.time_offsets ?? [],
    time_range: raw.time_range || 'No filter',
    time_shift: raw.time_shift ?? null,
    url_params: raw.url_params ?? {},
  };
}

/**
 * The schema of one query object under the deployment's row limits. Unknown fields are dropped; legacy fields
 * (groupby, granularity_sqla, timeseries_limit*, top-level where/having) come out under their current names.
 */
export function chartDataQueryObjectSchema(limits: QueryLimits = DEFAULT_QUERY_LIMITS) {
  return rawQueryObject(limits).transform(normalize);
}

/** A query object under the default limits (ROW_LIMIT 10000, SQL_MAX_ROW 100000). */
export const ChartDataQueryObject = chartDataQueryObjectSchema();
/** A query object after validation: the shape the compiler reads. */
export type ChartDataQueryObject = z.output<typeof ChartDataQueryObject>;
/** A query object as a client writes it. */
export type ChartDataQueryObjectInput = z.input<typeof ChartDataQueryObject>;
