import { NotFoundError } from '#shared/errors.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { loadEditableReport } from './access.ts';
import { deleteReportRecord } from './repository.ts';
import type { ReportWriteDeps } from './write.ts';

/**
 * Superset's DeleteReportScheduleCommand: every id must name a report the caller sees (404) and may change (403);
 * then all go with their schedules and execution logs. An empty list names nothing: 404.
 */
async function deleteReports(access: CallerAccess, ids: readonly number[], deps: ReportWriteDeps): Promise<number> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw new NotFoundError();
  for (const id of unique) await loadEditableReport(access, id);
  const { tenant } = access.claims;
  for (const id of unique) {
    await deps.scheduler.remove(tenant, id);
    await deleteReportRecord(tenant, id);
  }
  return unique.length;
}

/** DELETE /api/v1/report/{pk}: `{ message: "OK" }`. */
export async function deleteReport(access: CallerAccess, id: number, deps: ReportWriteDeps) {
  await deleteReports(access, [id], deps);
  return { message: 'OK' };
}

/** DELETE /api/v1/report/?q=!(ids): all or nothing; `Deleted 2 report schedules` (Superset's words). */
export async function bulkDeleteReports(access: CallerAccess, ids: readonly number[], deps: ReportWriteDeps) {
  const count = await deleteReports(access, ids, deps);
  return { message: `Deleted ${count} report schedule${count === 1 ? '' : 's'}` };
}
