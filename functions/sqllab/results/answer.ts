import type { QueryExecutionAnswer, QueryRecord } from '#shared/sqllab/query-types.ts';
import type { EngineRow } from '../../lib/ports/query-engine.ts';
import { toClientQuery } from '../queries/present.ts';
import { resultColumns, toRecords } from './columns.ts';

/** Superset's DISPLAY_MAX_ROW: the most rows one answer carries; the rest stay in the blob store. */
export const DISPLAY_MAX_ROW = 10_000;

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
export function executionAnswer(record: QueryRecord, databaseName: string | null, result: ShownResult): QueryExecutionAnswer {
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
