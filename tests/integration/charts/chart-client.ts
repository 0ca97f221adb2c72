import type { ApiClient } from '../helpers/api-client.ts';

/** A query context over birth_names (dataset 1) with one query; `query` and `context` override its fields. */
export function birthNamesContext(
  query: Record<string, unknown> = {},
  context: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    datasource: { id: 1, type: 'table' },
    queries: [{ columns: ['gender'], metrics: ['count'], orderby: [['count', false]], row_limit: 10, ...query }],
    ...context,
  };
}

/** Rows of an independent DuckDB query over the runtime's example Parquet files (`{birth_names}` names a file). */
export async function referenceRows(client: ApiClient, sql: string): Promise<Record<string, unknown>[]> {
  const { openReader, parquetFile } = await import('../data/parquet-query.ts');
  const folder = `${client.runtime.dataDir}/examples`;
  const reader = await openReader();
  try {
    return await reader.rows(sql.replace(/\{(\w+)\}/g, (_match, table: string) => parquetFile(folder, table)));
  } finally {
    reader.close();
  }
}
