import { QueryEngineError } from '#shared/errors.ts';
import type { EngineRow } from './ports/query-engine.ts';

/**
 * How large rows are as they leave an engine, roughly as JSON: a string by its length, anything else 8 bytes. Cheap
 * enough to run on every chunk; close enough to stop a result before it is handed over whole.
 */
export function rowsBytes(rows: readonly EngineRow[]): number {
  let bytes = 0;
  for (const row of rows) for (const value of row) bytes += typeof value === 'string' ? value.length + 2 : 8;
  return bytes;
}

/** The failure of a result (or a page of one) larger than an engine hands over at once. */
export function resultTooLarge(maxBytes: number): QueryEngineError {
  const mb = Math.round(maxBytes / 2 ** 20);
  return new QueryEngineError(
    `The query's result is larger than the ${mb} MB an engine hands over at once. Select fewer rows or narrower columns.`,
    'RESULT_TOO_LARGE_ERROR',
    {
      extra: { max_bytes: maxBytes },
    },
  );
}

/** The chunks as they come, failing as soon as together they pass `maxBytes` (nothing past that is read). */
export async function* withinBytes(
  chunks: AsyncIterable<EngineRow[]>,
  maxBytes = Infinity,
): AsyncGenerator<EngineRow[]> {
  let total = 0;
  for await (const chunk of chunks) {
    total += rowsBytes(chunk);
    if (total > maxBytes) throw resultTooLarge(maxBytes);
    yield chunk;
  }
}

/**
 * The chunks as they come, failing as soon as the rows of one page (`pageSize` rows, counted from the first row as
 * `repage` cuts them) pass `maxBytes`: a page too large is refused before it is whole.
 */
export async function* withinPageBytes(
  chunks: AsyncIterable<EngineRow[]>,
  pageSize: number,
  maxBytes = Infinity,
): AsyncGenerator<EngineRow[]> {
  let rows = 0;
  let pageBytes = 0;
  for await (const chunk of chunks) {
    for (const row of chunk) {
      if (rows % pageSize === 0) pageBytes = 0;
      rows += 1;
      pageBytes += rowsBytes([row]);
      if (pageBytes > maxBytes) throw resultTooLarge(maxBytes);
    }
    yield chunk;
  }
}
