import { listChartRecords, readRecentCharts } from '../records/chart-repository.ts';
import type { ChartRecord } from '../records/chart-schema.ts';
import type { DatasetRecord } from '../records/dataset-schema.ts';
import type { DatabaseRecord } from '../records/database-schema.ts';
import { callerUserId } from './user-directory.ts';
import { DASHBOARD_SLUG_MAX_LENGTH } from '#shared/dashboard/limits.ts';
import { ForbiddenError, NotFoundError } from '#shared/errors.ts';
import { listDatabases, readRecentDatabases } from '../records/database-repository.ts';
import { listDatasets, readRecentDatasets } from '../records/dataset-repository.ts';
import type { CallerAccess } from './caller-access.ts';
import { canAccessAllDatasources } from './data-access.ts';
import { parseId } from '../path-ids.ts';
import { canSeeChart } from './chart-access.ts';
import { readDashboard, readRecentDashboard, slugOwner } from '../records/dashboard-repository.ts';
import type { DashboardRecord, DashboardSummary } from '../records/dashboard-schema.ts';

/** What the caller may do with dashboards, decided once per request. */
export interface DashboardViewer {
  userId: number;
  /** Superset's DashboardAccessFilter, DASHBOARD_RBAC on. */
  canSee(record: Pick<DashboardSummary, 'id' | 'owners' | 'published' | 'roles' | 'chartIds'>): boolean;
  /** Superset's ownership rule: owners and Admins change a dashboard. */
  canEdit(record: Pick<DashboardSummary, 'owners'>): boolean;
}

/** Whether the caller holds one of `roleIds` (a dashboard keeps its DASHBOARD_RBAC roles by id). */
export const holdsDashboardRole = (access: CallerAccess, roleIds: readonly number[]): boolean =>
  access.roles.some((role) => roleIds.includes(role.id));

/**
 * Superset's DASHBOARD_RBAC rule for a dashboard with roles (`raise_for_access(dashboard=...)`): Admins and owners see
 * it, and members of one of its roles once it is published; access to its datasets does not count.
 */
export function seesThroughRoles(
  access: CallerAccess,
  userId: number,
  record: Pick<DashboardSummary, 'owners' | 'published' | 'roles'>,
): boolean {
  return (
    access.isAdmin || record.owners.includes(userId) || (record.published && holdsDashboardRole(access, record.roles))
  );
}

/**
 * The ids of the charts whose datasets the caller may read: among every chart of the tenant, or among `only` (one
 * dashboard's charts), read by id with their datasets and databases.
 */
async function readableChartIds(access: CallerAccess, only?: readonly number[]): Promise<Set<number>> {
  const { tenant } = access.claims;
  const [charts, datasets, databases] = only
    ? await readChartsWithSources(tenant, only)
    : await Promise.all([listChartRecords(tenant), listDatasets(tenant), listDatabases(tenant)]);
  const databaseById = new Map(databases.map((database) => [database.id, database]));
  // Each dataset is judged once, not once per chart: a dashboard's charts share a few datasets.
  const readableDatasets = new Set(
    datasets.flatMap((dataset) => {
      const database = databaseById.get(dataset.database_id);
      return database !== undefined && canSeeChart(access, { dataset, database }) ? [dataset.id] : [];
    }),
  );
  return new Set(charts.filter((chart) => readableDatasets.has(chart.datasource_id)).map((chart) => chart.id));
}

/** Charts by id, then their datasets, then those datasets' databases. */
async function readChartsWithSources(
  tenant: string,
  ids: readonly number[],
): Promise<[ChartRecord[], DatasetRecord[], DatabaseRecord[]]> {
  const charts = await readRecentCharts(tenant, ids);
  const datasets = await readRecentDatasets(
    tenant,
    charts.map((chart) => chart.datasource_id),
  );
  return [
    charts,
    datasets,
    await readRecentDatabases(
      tenant,
      datasets.map((dataset) => dataset.database_id),
    ),
  ];
}

/**
 * The caller's view of dashboards, as Superset's DashboardAccessFilter with DASHBOARD_RBAC on: Admins see every
 * dashboard and owners theirs. A dashboard with roles is seen by members of one of them once published, never through
 * its datasets. One without roles is seen by holders of `all_datasource_access` (Skyset's reading, drafts included) and
 * by others when published and holding a chart whose dataset they may read. `chartIds` narrows the view to dashboards
 * of those charts (one dashboard's): only they are read.
 */
export async function dashboardViewer(access: CallerAccess, chartIds?: readonly number[]): Promise<DashboardViewer> {
  // A guest (no user record) sees the embedded dashboards its token names, and changes nothing.
  const { guest } = access;
  if (guest) return { userId: 0, canEdit: () => false, canSee: (record) => guest.scope.mayReadDashboard(record.id) };
  const userId = await callerUserId(access);
  const canEdit = (record: Pick<DashboardSummary, 'owners'>) => access.isAdmin || record.owners.includes(userId);
  if (access.isAdmin) return { userId, canSee: () => true, canEdit };
  const byRoles = (record: Pick<DashboardSummary, 'owners' | 'published' | 'roles'>) =>
    seesThroughRoles(access, userId, record);
  if (canAccessAllDatasources(access))
    return { userId, canEdit, canSee: (record) => (record.roles.length > 0 ? byRoles(record) : true) };
  const readable = await readableChartIds(access, chartIds);
  return {
    userId,
    canEdit,
    canSee: (record) =>
      record.roles.length > 0
        ? byRoles(record)
        : record.owners.includes(userId) || (record.published && record.chartIds.some((id) => readable.has(id))),
  };
}

/**
 * Superset's `id_or_slug` lookup: a canonical id names a dashboard by id, anything else (`028`, ` 1` included) is
 * looked up as a slug, so no other spelling of an id reaches the dashboard of that id.
 */
async function findDashboard(
  tenant: string,
  idOrSlug: string,
  read: typeof readDashboard,
): Promise<DashboardRecord | undefined> {
  const id = parseId(idOrSlug);
  if (id !== undefined) return read(tenant, id);
  if (idOrSlug.length > DASHBOARD_SLUG_MAX_LENGTH) return undefined;
  const holder = await slugOwner(tenant, idOrSlug);
  const record = holder === undefined ? undefined : await read(tenant, holder);
  return record?.slug === idOrSlug ? record : undefined;
}

/**
 * A dashboard the caller may see: 404 `Not found` when absent or hidden, as Superset answers both. `recent` reads it as
 * the warm function read it within seconds, for the views every viewer of a dashboard repeats (read-only).
 */
export async function loadVisibleDashboard(
  access: CallerAccess,
  idOrSlug: string,
  options: { recent?: boolean } = {},
): Promise<{ record: DashboardRecord; viewer: DashboardViewer }> {
  const record = await findDashboard(
    access.claims.tenant,
    idOrSlug,
    options.recent ? readRecentDashboard : readDashboard,
  );
  if (!record) throw new NotFoundError();
  // A dashboard with roles is seen through them alone: its charts' datasets need not be read.
  const viewer = await dashboardViewer(access, record.roles.length > 0 ? [] : record.chartIds);
  if (!viewer.canSee(record)) throw new NotFoundError();
  return { record, viewer };
}

/** Superset's words when the caller may not change a dashboard. */
export const DASHBOARD_FORBIDDEN = 'Changing this Dashboard is forbidden';

/** A dashboard the caller may change: 404 when not visible, 403 in Superset's words when they own it not (nor Admin). */
export async function loadEditableDashboard(access: CallerAccess, id: number): Promise<DashboardRecord> {
  const { record, viewer } = await loadVisibleDashboard(access, String(id));
  if (!viewer.canEdit(record)) throw new ForbiddenError(DASHBOARD_FORBIDDEN);
  return record;
}
