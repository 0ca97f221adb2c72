import { NotFoundError } from '#shared/errors.ts';
import { callerUserId } from '../lib/auth/user-directory.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { canAccessAllDatasources } from '../lib/auth/data-access.ts';
import { reportForbidden } from './errors.ts';
import { readReport } from './repository.ts';
import type { ReportRecord } from './schema.ts';

/** What the caller may do with reports, decided once per request. */
export interface ReportViewer {
  userId: number;
  /** Superset's ReportScheduleFilter: those who may read every datasource see every report, others the ones they own. */
  canSee(record: Pick<ReportRecord, 'owners'>): boolean;
  /** Superset's ownership rule (`raise_for_ownership`): owners and Admins change and delete a report. */
  canEdit(record: Pick<ReportRecord, 'owners'>): boolean;
}

/** The caller's view of reports. */
export async function reportViewer(access: CallerAccess): Promise<ReportViewer> {
  const userId = await callerUserId(access);
  const seesAll = access.isAdmin || canAccessAllDatasources(access);
  return {
    userId,
    canSee: (record) => seesAll || record.owners.includes(userId),
    canEdit: (record) => access.isAdmin || record.owners.includes(userId),
  };
}

/** A report the caller may see: 404 `Not found` when absent or hidden, as Superset answers both. */
export async function loadVisibleReport(
  access: CallerAccess,
  id: number,
): Promise<{ record: ReportRecord; viewer: ReportViewer }> {
  const record = await readReport(access.claims.tenant, id);
  if (!record) throw new NotFoundError();
  const viewer = await reportViewer(access);
  if (!viewer.canSee(record)) throw new NotFoundError();
  return { record, viewer };
}

/** A report the caller may change: 404 when not visible, 403 in Superset's words when they own it not (nor Admin). */
export async function loadEditableReport(
  access: CallerAccess,
  id: number,
): Promise<{ record: ReportRecord; viewer: ReportViewer }> {
  const loaded = await loadVisibleReport(access, id);
  if (!loaded.viewer.canEdit(loaded.record)) throw reportForbidden();
  return loaded;
}
