import type { EngineRow } from '../../ports/query-engine.ts';

/** Row paging shared by the engine adapters: engines deliver rows in chunks of their own size, callers want theirs. */

/**
 * Reads chunks until `maxRows` is passed. One row beyond the limit is read because that is the only
 * way to know the result was cut; nothing further is fetched, so a huge result costs one chunk more.
 */
export async function readUpTo(
  chunks: AsyncIterable<EngineRow[]>,
  maxRows = Infinity,
): Promise<{ rows: EngineRow[]; truncated: boolean }> {
  const rows: EngineRow[] = [];
  for await (const chunk of chunks) {
    rows.push(...chunk.slice(0, maxRows + 1 - rows.length));
    if (rows.length > maxRows) break;
  }
  const truncated = rows.length > maxRows;
  if (truncated) rows.length = maxRows;
  return { rows, truncated };
}

/**
 * Regroups engine chunks into pages of `pageSize` rows, stopping after `maxRows`. At least one page
 * comes out, possibly empty, so a consumer always learns the columns.
 */
export async function* repage(
  chunks: AsyncIterable<EngineRow[]>,
  pageSize: number,
  maxRows = Infinity,
): AsyncGenerator<EngineRow[]> {
  let buffer: EngineRow[] = [];
  let remaining = maxRows;
  let pages = 0;
  for await (const chunk of chunks) {
    const taken = chunk.slice(0, remaining);
    buffer.push(...taken);
    remaining -= taken.length;
    while (buffer.length >= pageSize) {
      pages += 1;
      yield buffer.slice(0, pageSize);
      buffer = buffer.slice(pageSize);
    }
    if (remaining === 0) break;
  }
  if (buffer.length > 0 || pages === 0) yield buffer;
}
