import { apiDownload } from '../../../core/http/client.ts';
import { saveBlob } from '../../chart/index.ts';
import type { Query } from '../types.ts';

/** Superset's export of a SQL Lab query's whole stored result. */
export const exportCsvPath = (clientId: string): string => `/api/v1/sqllab/export/${encodeURIComponent(clientId)}/`;

/**
 * Downloads the query's result as CSV. The export needs the bearer token, so the file is fetched through the API
 * client (as Explore's exports are) and handed to the browser under the name the server gives.
 */
export async function downloadQueryCsv(clientId: string): Promise<void> {
  const { blob, fileName } = await apiDownload(exportCsvPath(clientId));
  saveBlob(blob, fileName ?? 'query.csv');
}

/**
 * Superset's warning before a download the row-limit dropdown cut short (the export holds only those rows), or null
 * when the download holds everything the query returns.
 */
export function limitedDownloadWarning(query: Query): string | null {
  const limit = query.limit ?? query.results?.query.limit ?? null;
  const rowCount = Math.min(query.rows ?? 0, query.results?.data.length ?? 0);
  if (query.limitingFactor !== 'DROPDOWN' || limit !== rowCount) return null;
  return `Downloading ${rowCount.toLocaleString('en-US')} rows based on the LIMIT configuration. If you want the entire result set, you need to adjust the LIMIT.`;
}
