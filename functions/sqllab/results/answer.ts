import type { QueryExecutionAnswer, QueryRecord } from '#shared/sqllab/query-types.ts';
import { rowsBytes } from '../../lib/result-bytes.ts';
import { INLINE_DOWNLOAD_MAX_BYTES } from '../../lib/download.ts';
import type { EngineRow } from '../../lib/ports/query-engine.ts';
import { toClientQuery } from '../queries/present.ts';
import { resultColumns, toRecords } from './columns.ts';

/** Superset's DISPLAY_MAX_ROW: the most rows one answer carries; the rest stay in the blob store. */
export const DISPLAY_MAX_ROW = 10_000;

/**
 * The most bytes of rows one answer carries (as INLINE_DOWNLOAD_MAX_BYTES, what fits Lambda's 6 MB response): a few
 * very wide rows answer fewer than DISPLAY_MAX_ROW, with `displayLimitReached`, instead of an answer too large to send.
 */
export const DISPLAY_MAX_BYTES = INLINE_DOWNLOAD_MAX_BYTES;

/** How many of `rows` an answer shows after `shown` rows of `shownBytes`: within DISPLAY_MAX_ROW and DISPLAY_MAX_BYTES. */
export function displayable(rows: readonly EngineRow[], shown: { rows: number; bytes: number }): EngineRow[] {
  const taken: EngineRow[] = [];
  let bytes = shown.bytes;
  for (const row of rows.slice(0, Math.max(0, DISPLAY_MAX_ROW - shown.rows))) {
    bytes += rowsBytes([row]);
    if (bytes > DISPLAY_MAX_BYTES) break;
    taken.push(row);
  }
  return taken;
}

/** What an answer shows of a result: its columns, the first rows, and how many rows are stored. */
export interface ShownResult {
  columns: readonly { name: string; type: string }[];
  rows: readonly EngineRow[];
  storedRows: number;
}

/**
 * The answer of a synchronous execute and of a results fetch (Superset's QueryExecutionResponseSchema): the
 * query in the client's shape, the rows shown as records, and `displayLimitReached` when more rows are stored.
 */
export function executionAnswer(
  record: QueryRecord,
  databaseName: string | null,
  result: ShownResult,
): QueryExecutionAnswer {
  const columns = resultColumns(result.columns);
  return {
    status: record.state,
    data: toRecords(columns, result.rows),
    columns,
    selected_columns: columns,
    expanded_columns: [],
    query: toClientQuery(record, databaseName),
    query_id: record.id,
    displayLimitReached: result.storedRows > result.rows.length,
  };
}

/** The answer of a query that produced no rows to show (DML, CTAS, a stopped query). */
export const emptyAnswer = (record: QueryRecord, databaseName: string | null): QueryExecutionAnswer =>
  executionAnswer(record, databaseName, { columns: [], rows: [], storedRows: 0 });
