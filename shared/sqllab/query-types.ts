import * as z from 'zod';
import { QueryState } from './query-state.ts';

/** Why a result has the rows it has (Superset's LimitingFactor). */
export const LimitingFactor = z.enum(['NOT_LIMITED', 'QUERY', 'DROPDOWN', 'QUERY_AND_DROPDOWN', 'UNKNOWN']);
export type LimitingFactor = z.infer<typeof LimitingFactor>;

/** One entry of Superset's `{"errors": [...]}` list, as a query record keeps it. */
export const QueryErrorEntry = z.object({
  message: z.string(),
  error_type: z.string(),
  level: z.string(),
  extra: z.record(z.string(), z.unknown()),
});
export type QueryErrorEntry = z.infer<typeof QueryErrorEntry>;

/**
 * A SQL Lab query as stored (one item per client id). Times are epoch milliseconds except `changed_on` (ISO);
 * `user_id` is the owner's `sub`; `extra` holds run details (`job_id` of an async run, `engine_query_id`, `progress_text`,
 * `results_truncated`). `leaseExpiresAt` is how long the process running the query vouches for it
 * (functions/sqllab/queries/lease.ts): past it, an active query's process is taken for dead. Records written before
 * leases existed have none.
 */
export const QueryRecord = z.object({
  id: z.number().int().positive(),
  clientId: z.string().min(1),
  sqlEditorId: z.string().nullable(),
  tab: z.string().nullable(),
  dbId: z.number().int(),
  catalog: z.string().nullable(),
  schema: z.string().nullable(),
  sql: z.string(),
  executedSql: z.string().nullable(),
  templateParams: z.string().nullable(),
  state: QueryState,
  progress: z.number().int().min(0).max(100),
  startDttm: z.number(),
  endDttm: z.number().nullable(),
  rows: z.number().int().nullable(),
  resultsKey: z.string().nullable(),
  limit: z.number().int().nullable(),
  limitingFactor: LimitingFactor,
  cached: z.boolean(),
  ctas: z.boolean(),
  ctasMethod: z.enum(['TABLE', 'VIEW']),
  tempSchema: z.string().nullable(),
  tempTable: z.string().nullable(),
  errors: z.array(QueryErrorEntry),
  errorMessage: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  changed_on: z.string(),
  extra: z.record(z.string(), z.unknown()),
  user_id: z.string(),
  user: z.string(),
  runAsync: z.boolean(),
  leaseExpiresAt: z.number().optional(),
});
export type QueryRecord = z.infer<typeof QueryRecord>;

/** A result column as SQL Lab's grid reads it. */
export const ResultColumn = z.object({
  column_name: z.string(),
  name: z.string(),
  type: z.string(),
  is_dttm: z.boolean(),
  type_generic: z.number().int(),
});
export type ResultColumn = z.infer<typeof ResultColumn>;

/**
 * A query in Superset's client shape (`Query.to_dict()`): what execute, results and SQL Lab's bootstrap and tabs carry.
 * A type rather than an interface so it is a plain JSON record where one is expected (a tab's `latest_query`).
 */
export type ClientQuery = {
  changed_on: string;
  dbId: number;
  db: string | null;
  endDttm: number | null;
  errorMessage: string | null;
  executedSql: string | null;
  id: string;
  queryId: number;
  limit: number | null;
  limitingFactor: LimitingFactor;
  progress: number;
  rows: number | null;
  catalog: string | null;
  schema: string | null;
  ctas: boolean;
  serverId: number;
  sql: string;
  sqlEditorId: string | null;
  startDttm: number;
  state: QueryState;
  tab: string | null;
  tempSchema: string | null;
  tempTable: string | null;
  userId: number | string;
  user: string;
  resultsKey: string | null;
  trackingUrl: string | null;
  extra: Record<string, unknown>;
  errors: QueryErrorEntry[];
};

/** The answer of a synchronous execute and of a results fetch (Superset's QueryExecutionResponseSchema). */
export interface QueryExecutionAnswer {
  status: QueryState;
  data: Record<string, unknown>[];
  columns: ResultColumn[];
  selected_columns: ResultColumn[];
  expanded_columns: ResultColumn[];
  query: ClientQuery;
  query_id: number;
  /** More rows are stored than this answer carries. */
  displayLimitReached: boolean;
}
