/** The QueryEngine port: DuckDB locally, Athena in the cloud. SQL arrives already in the engine's dialect. */

export interface EngineColumn {
  name: string;
  /** The engine's own type name, upper case: `BIGINT`, `VARCHAR`, `TIMESTAMP`, `DOUBLE`... */
  type: string;
}

/**
 * Row values are JSON-friendly: numbers (BIGINT beyond 2^53 as strings), strings, booleans, null;
 * TIMESTAMP as `YYYY-MM-DDTHH:MM:SS[.fff]` without zone, DATE as `YYYY-MM-DD`.
 */
export type EngineValue = string | number | boolean | null;
export type EngineRow = EngineValue[];

export interface QueryRequest {
  sql: string;
  /** Caller's id for the run, used by `cancel`. */
  queryId: string;
  catalog?: string;
  schema?: string;
  /** Stop reading after this many rows; the result says whether more existed. */
  maxRows?: number;
  /** Engine-side time budget; past it the query is cancelled and a QueryTimeoutError thrown. */
  timeoutMs?: number;
}

export interface QueryStats {
  /** Wall time spent in the engine. */
  engineMs: number;
  bytesScanned?: number;
  /** Athena result reuse or an engine cache answered. */
  reused?: boolean;
}

export interface QueryResult {
  columns: EngineColumn[];
  rows: EngineRow[];
  /** True when `maxRows` cut the result. */
  truncated: boolean;
  stats: QueryStats;
}

export interface ResultPage {
  columns: EngineColumn[];
  rows: EngineRow[];
}

export interface QueryEngine {
  readonly kind: 'duckdb' | 'athena';
  /** Run one statement and read its rows (up to `maxRows`). */
  run(request: QueryRequest): Promise<QueryResult>;
  /** Run one statement and yield its rows page by page, never holding the whole result. */
  stream(request: QueryRequest & { pageSize?: number }): AsyncIterable<ResultPage>;
  /** Cancel a running query by the caller's id; false when nothing with that id runs. */
  cancel(queryId: string): Promise<boolean>;
  close(): Promise<void>;
}
