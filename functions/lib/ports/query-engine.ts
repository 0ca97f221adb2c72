/** The QueryEngine port: DuckDB locally, Athena in the cloud. SQL arrives already in the engine's dialect. */

import type { CatalogBrowser } from './catalog.ts';

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
  /**
   * The SQL's own LIMIT bounds its result (a compiled chart query): the engine may compute the result whole before
   * it is read, as Athena always does, which answers a small result sooner than reading it as it is computed.
   */
  limitedBySql?: boolean;
  /** Engine-side time budget; past it the query is cancelled and a QueryTimeoutError thrown. */
  timeoutMs?: number;
  /** Athena: answer with the stored result of the same SQL when it is at most this old (0: always run). */
  resultReuseMaxAgeMinutes?: number;
  /** Athena: stop the query once it has scanned more bytes than this (a QueryScanLimitError). */
  maxBytesScanned?: number;
  /** Told what the engine knows while the query runs (Athena: once started, then on every poll). */
  onProgress?: (progress: EngineProgress) => void;
}

/** What an engine tells about a running query. */
export interface EngineProgress {
  /** The engine's own id of the run (Athena's QueryExecutionId): another process can stop it with `cancel`. */
  engineQueryId: string;
  /** The engine's state word (`QUEUED`, `RUNNING`), when it has one. */
  state?: string;
  bytesScanned?: number;
  /** Where a person can watch the run (Athena: the console's query history entry). */
  trackingUrl?: string;
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

/** What one statement is expected to cost, as far as the engine's planner knows (null: it does not know). */
export interface StatementEstimate {
  /** Rows the statement returns. */
  rows: number | null;
  /** Bytes of those rows. */
  bytes: number | null;
  /** Bytes read from storage: what Athena bills (null for engines that bill nothing). */
  bytesScanned: number | null;
}

/** Where and under which id an estimate's planner queries run. */
export type EstimateContext = Pick<QueryRequest, 'queryId' | 'catalog' | 'schema'>;

export interface QueryEngine {
  readonly kind: 'duckdb' | 'athena';
  /** Run one statement and read its rows (up to `maxRows`). */
  run(request: QueryRequest): Promise<QueryResult>;
  /** Run one statement and yield its rows page by page, never holding the whole result. */
  stream(request: QueryRequest & { pageSize?: number }): AsyncIterable<ResultPage>;
  /**
   * Cancel a running query by the caller's id; false when nothing with that id runs. With `engineQueryId` (from
   * `onProgress`) an engine whose runs outlive the process (Athena) also stops a run another process started.
   */
  cancel(queryId: string, engineQueryId?: string): Promise<boolean>;
  /** What one reading statement is expected to cost, from the engine's planner (the statement itself never runs). */
  estimate(statement: string, context: EstimateContext): Promise<StatementEstimate>;
  /** The database's catalog (schemas, tables, columns, functions), read the engine's way. */
  catalog(): CatalogBrowser;
  close(): Promise<void>;
}
