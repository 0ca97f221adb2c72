import type { ColumnInfo } from '@aws-sdk/client-athena';
import type { EngineColumn, EngineRow, ResultPage } from '../../../ports/query-engine.ts';
import { type AthenaCalls, RESULTS_PAGE_LIMIT } from './athena-calls.ts';
import { isHeaderRow, toEngineColumn, toEngineRow } from './athena-values.ts';
import { repage } from '../result-pages.ts';

/**
 * Reads a succeeded execution's rows page by page with NextToken, at most `limit` of them, never
 * asking for more rows than still wanted. The header row Athena puts at the top of a SELECT's first page is dropped.
 */
export async function* readResultPages(
  calls: AthenaCalls,
  executionId: string,
  limit = Infinity,
): AsyncGenerator<ResultPage> {
  let nextToken: string | undefined;
  let first = true;
  let remaining = limit;
  do {
    // The first page may begin with the header row, which does not count against the limit.
    const wanted = Math.min(RESULTS_PAGE_LIMIT, remaining + (first ? 1 : 0));
    const output = await calls.results(executionId, wanted, nextToken);
    const info: ColumnInfo[] = output.ResultSet?.ResultSetMetadata?.ColumnInfo ?? [];
    let rows = output.ResultSet?.Rows ?? [];
    if (first && isHeaderRow(rows[0]?.Data, info)) rows = rows.slice(1);
    const page = rows.slice(0, remaining).map((row) => toEngineRow(row.Data, info));
    remaining -= page.length;
    yield { columns: info.map(toEngineColumn), rows: page };
    nextToken = output.NextToken;
    first = false;
  } while (nextToken !== undefined && remaining > 0);
}

/**
 * Regroups result pages into pages of `pageSize` rows (see `repage`). At least one page comes out, possibly
 * empty, so a consumer always learns the columns.
 */
export async function* regroup(pages: AsyncIterable<ResultPage>, pageSize: number): AsyncGenerator<ResultPage> {
  let columns: EngineColumn[] = [];
  async function* rowsOf(): AsyncGenerator<EngineRow[]> {
    for await (const page of pages) {
      columns = page.columns;
      yield page.rows;
    }
  }
  for await (const rows of repage(rowsOf(), pageSize)) yield { columns, rows };
}
