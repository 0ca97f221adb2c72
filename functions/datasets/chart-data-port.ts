import type { CallerAccess } from '../lib/auth/caller-access.ts';

/**
 * One entry of the chart data service's `result` list (Superset's ChartDataResponseResult): only the
 * fields the samples and legacy Explore answers read.
 */
export interface ChartQueryResult {
  cache_key?: string | null;
  cached_dttm?: string | null;
  cache_timeout?: number | null;
  is_cached?: boolean | null;
  query?: string | null;
  language?: string | null;
  status?: string | null;
  error?: string | null;
  errors?: unknown[];
  rowcount?: number | null;
  colnames?: string[] | null;
  coltypes?: number[] | null;
  data?: unknown;
  from_dttm?: number | string | null;
  to_dttm?: number | string | null;
  applied_filters?: unknown[];
  rejected_filters?: unknown[];
}

/**
 * The chart data service as these endpoints use it: a raw query context in, Superset's `{ result: [...] }` out,
 * run synchronously (explore_json and samples have no async contract). Handlers pass the real service.
 */
export type ChartDataRunner = (access: CallerAccess, queryContext: unknown) => Promise<{ result: ChartQueryResult[] }>;
