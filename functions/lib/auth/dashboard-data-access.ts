import type { AppError } from '#shared/errors.ts';
import { readRecentCharts } from '../records/chart-repository.ts';
import { readRecentDashboard } from '../records/dashboard-repository.ts';
import type { DashboardRecord } from '../records/dashboard-schema.ts';
import type { CallerAccess } from './caller-access.ts';
import { seesThroughRoles } from './dashboard-access.ts';
import { dashboardMetadata, nativeFilterTargets } from './dashboard-resources.ts';
import { canAccessDatasource, type DatabaseRef, type DatasourceRef } from './data-access.ts';
import type { GuestQueryRequest } from './guest-queries.ts';
import { callerUserId } from './user-directory.ts';

/**
 * Superset's DASHBOARD_RBAC data path (`raise_for_access` over a query context): a member of a dashboard's role reads
 * the data that dashboard draws without any grant on its datasets. The request says where it comes from in its
 * `form_data`: `dashboardId`, and either `slice_id` (a chart of the dashboard, its drill by and its results views) or,
 * with `type: "NATIVE_FILTER"`, `native_filter_id` (a filter's values). Only the datasource that chart or filter reads
 * is granted, only on a dashboard with roles, and only to whoever sees the dashboard through them.
 */

/** Chart datasource types naming a dataset (Superset's `table`). */
const DATASET_TYPES = new Set(['table', 'dataset']);

/** An id as form data carries it: a positive integer, or its canonical digits. */
function idOf(value: unknown): number | undefined {
  if (typeof value === 'string' && /^[1-9]\d{0,11}$/.test(value)) return Number(value);
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The datasets a dashboard's native filter reads (its targets' `datasetId`), none when it has no such filter. */
function nativeFilterDatasets(dashboard: Pick<DashboardRecord, 'json_metadata'>, filterId: unknown): number[] {
  if (typeof filterId !== 'string') return [];
  return nativeFilterTargets(dashboardMetadata(dashboard))
    .filter((target) => target.filterId === filterId)
    .map((target) => target.datasetId);
}

/**
 * Whether the request's `form_data` names a dashboard with roles that the caller sees through them (Admins, owners,
 * members once published) and, on it, a chart reading `dataset` or a native filter targeting it. Reads the dashboard
 * and the chart as a warm function read them within seconds, and nothing when the form data names no dashboard.
 */
export async function readsThroughDashboard(
  access: CallerAccess,
  dataset: Pick<DatasourceRef, 'id'>,
  formData: unknown,
): Promise<boolean> {
  if (!isRecord(formData)) return false;
  const dashboardId = idOf(formData.dashboardId);
  if (dashboardId === undefined) return false;
  const { tenant } = access.claims;
  const dashboard = await readRecentDashboard(tenant, dashboardId);
  if (!dashboard || dashboard.roles.length === 0) return false;
  if (!seesThroughRoles(access, await callerUserId(access), dashboard)) return false;
  if (formData.type === 'NATIVE_FILTER')
    return nativeFilterDatasets(dashboard, formData.native_filter_id).includes(dataset.id);
  const sliceId = idOf(formData.slice_id);
  if (sliceId === undefined || !dashboard.chartIds.includes(sliceId)) return false;
  const [chart] = await readRecentCharts(tenant, [sliceId]);
  return chart !== undefined && chart.datasource_id === dataset.id && DATASET_TYPES.has(chart.datasource_type);
}

/**
 * Throws `missing()`, the route's answer for a dataset that does not exist, unless the caller may read the dataset
 * (its own grants, as `requireDatasourceAccess`) or reads it through the dashboard the request's `form_data` names. A
 * guest reads the datasets of its token, and only with the queries its embedded dashboards make (guest-queries.ts).
 */
export async function requireChartDataAccess(
  access: CallerAccess,
  source: { database: DatabaseRef; dataset: DatasourceRef },
  request: Omit<GuestQueryRequest, 'datasetId'>,
  missing: () => AppError,
): Promise<void> {
  const { guest } = access;
  if (guest) {
    if (!guest.scope.mayReadDataset(source.dataset.id)) throw missing();
    // Loaded by a guest's first query: other callers' functions start without it.
    const { requireGuestQuery } = await import('./guest-queries.ts');
    await requireGuestQuery(guest, access.claims.tenant, { ...request, datasetId: source.dataset.id });
    return;
  }
  if (canAccessDatasource(access, source.database, source.dataset)) return;
  if (await readsThroughDashboard(access, source.dataset, request.formData)) return;
  throw missing();
}
