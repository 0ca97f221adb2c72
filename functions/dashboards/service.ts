import { callerUserId } from '../lib/auth/user-directory.ts';
import { randomUUID } from 'node:crypto';
import { DashboardPostBody } from '#shared/api/dashboard.ts';
import { readCharts, readRecentCharts } from '../lib/records/chart-repository.ts';
import { ownerDirectory, resolveOwners } from '../lib/owners.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { nextId } from '../lib/counters.ts';
import { parseWith } from '../lib/http.ts';
import { ForbiddenError, NotFoundError } from '#shared/errors.ts';
import { DASHBOARD_FORBIDDEN, loadEditableDashboard, loadVisibleDashboard } from '../lib/auth/dashboard-access.ts';
import { etagOf } from './conflict.ts';
import { checkDashboardJson, placedChartIds } from './json-fields.ts';
import { toDashboardItem } from './present.ts';
import { claimSlug, deleteDashboardRecord, releaseSlug, writeDashboard } from '../lib/records/dashboard-repository.ts';
import { resolveRoles, roleNames } from './roles.ts';
import type { DashboardRecord } from '../lib/records/dashboard-schema.ts';
import { slugTaken } from './update.ts';

/** POST /api/v1/dashboard/: 201 `{ id, result }`; the caller owns the dashboard unless owners are named. */
export async function createDashboard(access: CallerAccess, body: unknown, now = new Date()) {
  const fields = parseWith(DashboardPostBody, body);
  const checked = checkDashboardJson(fields);
  const { tenant } = access.claims;
  const userId = await callerUserId(access);
  const placed = placedChartIds(checked) ?? [];
  const [owners, roles, charts] = await Promise.all([
    resolveOwners(access, fields.owners, userId),
    resolveRoles(tenant, fields.roles),
    readCharts(tenant, placed),
  ]);
  const existing = new Set(charts.map((chart) => chart.id));
  const id = await nextId(tenant, 'dashboard');
  const slug = fields.slug ? fields.slug : null;
  if (slug !== null && !(await claimSlug(tenant, slug, id))) throw slugTaken();
  const stamp = now.toISOString();
  const record: DashboardRecord = {
    id,
    uuid: randomUUID(),
    dashboard_title: fields.dashboard_title ?? null,
    slug,
    position_json: fields.position_json || null,
    json_metadata: fields.json_metadata || null,
    css: fields.css ?? null,
    published: fields.published ?? false,
    certified_by: fields.certified_by ?? null,
    certification_details: fields.certified_by ? (fields.certification_details ?? null) : null,
    is_managed_externally: fields.is_managed_externally ?? false,
    external_url: fields.external_url ?? null,
    owners,
    roles,
    chartIds: placed.filter((chartId) => existing.has(chartId)),
    created_on: stamp,
    changed_on: stamp,
    created_by_fk: userId,
    changed_by_fk: userId,
    version: 1,
  };
  try {
    await writeDashboard(tenant, record);
  } catch (error) {
    if (slug !== null) await releaseSlug(tenant, slug, id);
    throw error;
  }
  return { id, result: fields };
}

/** GET /api/v1/dashboard/{id_or_slug}: `{ id, result }` and the version as `ETag`; 404 for a dashboard absent or hidden from the caller. */
export async function getDashboard(access: CallerAccess, idOrSlug: string, now = new Date()) {
  const { record } = await loadVisibleDashboard(access, idOrSlug, { recent: true });
  const { tenant } = access.claims;
  const [charts, users, roles] = await Promise.all([
    readRecentCharts(tenant, record.chartIds),
    ownerDirectory(tenant),
    roleNames(tenant),
  ]);
  const chartNames = charts.map((chart) => chart.slice_name ?? null);
  return {
    body: { id: record.id, result: toDashboardItem(record, chartNames, { users, roles, now }) },
    etag: etagOf(record.version),
  };
}

/** DELETE /api/v1/dashboard/{pk}: `{ message: "OK" }`; 404 when absent or hidden, 403 for a dashboard the caller does not own. */
export async function deleteDashboard(access: CallerAccess, id: number) {
  const record = await loadEditableDashboard(access, id);
  await deleteDashboardRecord(access.claims.tenant, record);
  return { message: 'OK' };
}

/**
 * DELETE /api/v1/dashboard/?q=!(ids): all or nothing, checked as Superset's DeleteDashboardCommand: 404 when the list
 * is empty or one dashboard is missing or hidden, then 403 when one is not the caller's; `Deleted 2 dashboards`.
 */
export async function bulkDeleteDashboards(access: CallerAccess, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw new NotFoundError();
  const loaded = await Promise.all(unique.map((id) => loadVisibleDashboard(access, String(id))));
  if (loaded.some(({ record, viewer }) => !viewer.canEdit(record))) throw new ForbiddenError(DASHBOARD_FORBIDDEN);
  for (const { record } of loaded) await deleteDashboardRecord(access.claims.tenant, record);
  return { message: `Deleted ${unique.length} dashboard${unique.length === 1 ? '' : 's'}` };
}
