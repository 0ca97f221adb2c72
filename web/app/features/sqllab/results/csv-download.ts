import { apiDownload } from '../../../core/http/client.ts';
import { saveBlob } from '../../chart/index.ts';

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
