import type { QueryEngine } from '../../lib/ports/query-engine.ts';

/** What one statement is expected to cost, as far as the engine's planner knows (null: it does not know). */
export interface StatementEstimate {
  /** Rows the statement returns. */
  rows: number | null;
  /** Bytes of those rows. */
  bytes: number | null;
  /** Bytes read from storage: what Athena bills (null for engines that bill nothing). */
  bytesScanned: number | null;
}

/** Estimates one statement on one engine (its EXPLAIN, read the engine's way). */
export type StatementEstimator = (engine: QueryEngine, sql: string, context: { queryId: string; catalog?: string; schema?: string }) => Promise<StatementEstimate>;

/** A planner's number: finite and not negative, else unknown (Trino writes NaN for tables without statistics). */
export function plannerNumber(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? Math.round(number) : null;
}
