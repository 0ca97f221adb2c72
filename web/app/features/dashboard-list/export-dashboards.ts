import { apiDownload } from '../../core/http/client.ts';
import { exportPath } from './list-query.ts';

/** The file name when the server names none (Superset's `dashboard_export_<timestamp>.zip`). */
const fallbackName = (now: Date) => `dashboard_export_${now.toISOString().replace(/\D/g, '').slice(0, 14)}.zip`;

/**
 * Downloads the bundle of some dashboards (`GET /api/v1/dashboard/export/?q=!(ids)`) and hands it to the browser as a
 * file, under the name the server gave.
 */
export async function exportDashboards(ids: readonly number[], now = new Date()): Promise<void> {
  const { blob, fileName } = await apiDownload(exportPath(ids));
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? fallbackName(now);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the bytes to the download; the next task may free them.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
