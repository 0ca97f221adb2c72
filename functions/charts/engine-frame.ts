import { randomUUID } from 'node:crypto';
import type { QueryEngine } from '../lib/ports/query-engine.ts';
import type { CompiledQuery } from './compiler/types.ts';
import { QueryTimeoutError } from '#shared/errors.ts';
import { requestSignal } from '../lib/request-deadline.ts';
import { asChartError, chartTimeoutError } from './errors.ts';
import type { DataFrame } from './post-processing/frame.ts';
import { rowsToRecords } from './results/records.ts';

/** A compiled query's rows as a frame keyed by label, with the engine type of each label. */
export interface EngineFrame {
  frame: DataFrame;
  engineTypes: Map<string, string>;
}

/** How the engine runs one chart query: its time budget and, on Athena, result reuse and the scan guard. */
export interface EngineRunOptions {
  timeoutMs: number;
  resultReuseMaxAgeMinutes: number;
  /** Bytes a query may scan; undefined for no limit. */
  maxBytesScanned?: number;
}

/**
 * Run a compiled query (reading at most its row limit) and turn its rows into records keyed by the labels the
 * query asked for: the engine's column names map back to labels, instants become epoch milliseconds.
 */
export async function runCompiled(
  engine: QueryEngine,
  compiled: CompiledQuery,
  options: EngineRunOptions,
): Promise<EngineFrame> {
  const labels = new Map(compiled.columns.map((column) => [column.engineName, column.label]));
  const labelOf = (engineName: string): string => labels.get(engineName) ?? engineName;
  const queryId = randomUUID();
  // The request was answered as timed out: the engine is interrupted and its rows, when they come, dropped.
  const signal = requestSignal();
  const interrupt = (): void => void engine.cancel(queryId).catch(() => false);
  signal?.addEventListener('abort', interrupt, { once: true });
  const result = await engine
    // A positive row limit is the compiled SQL's LIMIT (compiler/sql.ts).
    .run({
      sql: compiled.sql,
      queryId,
      ...options,
      ...(compiled.rowLimit > 0 ? { maxRows: compiled.rowLimit, limitedBySql: true } : {}),
    })
    .catch((error: unknown) => {
      throw asChartError(signal?.aborted ? new QueryTimeoutError() : error, options.timeoutMs);
    })
    .finally(() => signal?.removeEventListener('abort', interrupt));
  if (signal?.aborted) throw chartTimeoutError(options.timeoutMs);
  const columns = result.columns.map((column) => labelOf(column.name));
  return {
    frame: { columns, data: rowsToRecords(result.columns, result.rows, labelOf) },
    engineTypes: new Map(result.columns.map((column) => [labelOf(column.name), column.type])),
  };
}
