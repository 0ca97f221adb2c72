import type { DuckDBConnection, DuckDBDataChunk, DuckDBInstance, DuckDBResult } from '@duckdb/node-api';
import { QueryCancelledError, QueryTimeoutError } from '#shared/errors.ts';
import type { EngineColumn, EngineRow, QueryRequest } from '../../../ports/query-engine.ts';
import { isInterruption, parseDuckDbError, toQueryEngineError } from './duckdb-errors.ts';
import { useStatementSql } from './duckdb-sql.ts';
import { rowsBytes } from '../../../result-bytes.ts';
import { toEngineColumn, toEngineValue } from './duckdb-values.ts';

type StopReason = 'cancelled' | 'timedOut';

/** Bytes of rows (as `rowsBytes` counts them) converted from a DuckDB chunk before they are handed on. */
const SLICE_BYTES = 8 * 2 ** 20;

/**
 * A chunk's rows turned into JavaScript values a slice of about SLICE_BYTES at a time (DuckDB's chunks hold 2,048
 * rows, which may be gigabytes of text): a reader that stops early, at a result's byte cap, never has the rest
 * of the chunk copied into the engine process's heap.
 */
function* rowSlices(chunk: DuckDBDataChunk): Generator<EngineRow[]> {
  const vectors = Array.from({ length: chunk.columnCount }, (_, index) => chunk.getColumnVector(index));
  let slice: EngineRow[] = [];
  let bytes = 0;
  for (let index = 0; index < chunk.rowCount; index += 1) {
    const row = vectors.map((vector) => toEngineValue(vector.getItem(index)));
    slice.push(row);
    bytes += rowsBytes([row]);
    if (bytes < SLICE_BYTES) continue;
    yield slice;
    slice = [];
    bytes = 0;
  }
  if (slice.length > 0) yield slice;
}

/** A started run: its columns, and its rows chunk by chunk as DuckDB produces them. */
export interface DuckDbRunOutput {
  columns: EngineColumn[];
  chunks: AsyncGenerator<EngineRow[]>;
}

/**
 * One query on its own connection, so `interrupt()` stops exactly this run and nothing else.
 * Results are streamed: DuckDB computes chunks only as they are fetched, so reading stops cost nothing; unless the
 * request says its SQL limits them (`limitedBySql`), when they are computed whole first.
 */
export class DuckDbRun {
  private connection: DuckDBConnection | undefined;
  private stopReason: StopReason | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly request: QueryRequest) {
    if (request.timeoutMs !== undefined) this.timer = setTimeout(() => this.stop('timedOut'), request.timeoutMs);
  }

  /** Connects, applies catalog/schema, starts the statement and returns its columns and a chunk reader. */
  async start(instance: DuckDBInstance): Promise<DuckDbRunOutput> {
    this.connection = await instance.connect();
    // A stop that came while connecting had no connection to interrupt.
    if (this.stopReason !== undefined) throw this.stopError();
    const use = useStatementSql(this.request.catalog, this.request.schema);
    if (use !== undefined) await this.guard(this.connection.run(use));
    // A result its LIMIT keeps small is computed in one go (about 0.4 ms sooner for a few rows); any other is read as
    // DuckDB computes it, so a reader that stops early (a row or byte cap) leaves the rest uncomputed.
    const sql = this.request.sql;
    const result = await this.guard(this.request.limitedBySql ? this.connection.run(sql) : this.connection.stream(sql));
    const columns = result.columnNames().map((name, index) => toEngineColumn(name, result.columnType(index)));
    return { columns, chunks: this.readChunks(result) };
  }

  /** Interrupts the run; the pending read then fails with the error matching `reason`. */
  stop(reason: StopReason): void {
    this.stopReason ??= reason;
    this.connection?.interrupt();
  }

  /** Releases the timer and the connection; safe to call more than once. */
  close(): void {
    clearTimeout(this.timer);
    const connection = this.connection;
    this.connection = undefined;
    connection?.closeSync();
  }

  private async *readChunks(result: DuckDBResult): AsyncGenerator<EngineRow[]> {
    for (;;) {
      const chunk = await this.guard(result.fetchChunk());
      if (chunk === null || chunk.rowCount === 0) return;
      yield* rowSlices(chunk);
    }
  }

  /**
   * Awaits one DuckDB call and translates its failure. A stop is also checked after success because
   * an interrupt that lands between two fetches finds nothing running and would otherwise be lost.
   */
  private async guard<T>(work: Promise<T>): Promise<T> {
    let value: T;
    try {
      value = await work;
    } catch (error) {
      throw this.translate(error);
    }
    if (this.stopReason !== undefined) throw this.stopError();
    return value;
  }

  private translate(error: unknown): Error {
    const details = parseDuckDbError(error instanceof Error ? error.message : String(error));
    if (this.stopReason !== undefined || isInterruption(details)) return this.stopError();
    return toQueryEngineError(details, this.request.sql, error);
  }

  private stopError(): Error {
    return this.stopReason === 'timedOut' ? new QueryTimeoutError() : new QueryCancelledError();
  }
}
