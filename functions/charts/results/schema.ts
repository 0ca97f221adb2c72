import * as z from 'zod';

/** A cell of a result record: an engine value, or a list where post-processing yields several values per cell. */
const Cell = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.union([z.string(), z.number(), z.boolean(), z.null()])),
]);

/** A filter the compiler applied (or refused), by column label, as Superset lists them. */
export const AppliedFilter = z.object({ column: z.string() });
export const RejectedFilter = z.object({ column: z.string(), reason: z.string() });

/**
 * One query's data as it is computed and cached: the rows as records keyed by label (temporal values as epoch
 * milliseconds), with everything Superset's answer derives from the run. The cache-dependent fields
 * (`cache_key`, `cached_dttm`, `is_cached`, `cache_timeout`) and `result_format` are added when answering.
 */
export const ComputedResult = z.object({
  query: z.string(),
  language: z.literal('sql'),
  colnames: z.array(z.string()),
  coltypes: z.array(z.number().int()),
  data: z.array(z.record(z.string(), Cell)),
  rowcount: z.number().int(),
  sql_rowcount: z.number().int(),
  applied_filters: z.array(AppliedFilter),
  rejected_filters: z.array(RejectedFilter),
  from_dttm: z.number().nullable(),
  to_dttm: z.number().nullable(),
  /**
   * `[]` as computed and cached; answers of queries naming native annotation layers carry Superset's
   * `{ [layer name]: { columns, records } }` instead, read per request (functions/charts/annotation-data.ts).
   */
  annotation_data: z.union([z.array(z.record(z.string(), z.unknown())), z.record(z.string(), z.unknown())]),
  applied_template_filters: z.array(z.string()),
  label_map: z.record(z.string(), z.array(z.string())),
  /** True when the row limit cut the result (exports say so in a header). */
  row_limit_reached: z.boolean(),
  /** The row limit the query ran with. */
  row_limit: z.number().int(),
});
export type ComputedResult = z.infer<typeof ComputedResult>;

type ResultRecord = ComputedResult['data'][number];
const isRecord = (value: unknown): value is ResultRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A computed result as read back from the chart cache, which only this service writes: every field checked, but
 * the rows only for being records, as checking each cell of a large result took longer than reading the blob
 * (30 ms against 0.3 ms for 10,000 rows).
 */
export const CachedComputedResult = ComputedResult.extend({ data: z.array(z.custom<ResultRecord>(isRecord)) });

/** Where a computed result came from, as the answer reports it. */
export interface CacheFacts {
  cache_key: string | null;
  cached_dttm: string | null;
  cache_timeout: number | null;
  is_cached: boolean;
}

/** One entry of Superset's ChartDataResponseResult for the result types that run the query (full, samples...). */
export type FullResult = Omit<ComputedResult, 'row_limit_reached' | 'row_limit'> &
  CacheFacts & { status: 'success'; error: null; stacktrace: null; result_format: string };

/** `result_type: query`: the SQL only. */
export interface QueryOnlyResult {
  query: string;
  language: 'sql';
}

/** `result_type: results`: the data only. */
export type DataOnlyResult = Pick<ComputedResult, 'data' | 'colnames' | 'coltypes' | 'rowcount' | 'sql_rowcount'>;

/** `result_type: columns` and `timegrains`: a list of descriptions under `data`. */
export interface ListingResult {
  data: Record<string, unknown>[];
}

/** Any entry of the `result` list. */
export type ChartDataEntry = FullResult | QueryOnlyResult | DataOnlyResult | ListingResult;

/** Superset's ChartDataResponseSchema. */
export interface ChartDataResponse {
  result: ChartDataEntry[];
}

/** Superset's ChartDataAsyncResponseSchema: the 202 of a chart data request run as a job. */
export interface ChartDataJobAnswer {
  channel_id: string;
  job_id: string;
  user_id: string | null;
  status: 'pending';
  errors: [];
  result_url: null;
}
