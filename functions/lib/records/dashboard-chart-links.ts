import { ConflictError, ForbiddenError } from '#shared/errors.ts';
import type { CallerAccess } from '../auth/caller-access.ts';
import { FieldError } from '../field-error.ts';
import { listDashboardSummaries, readDashboard, writeDashboard } from './dashboard-repository.ts';
import type { DashboardSummary } from './dashboard-schema.ts';

/** How often a relation change re-reads a dashboard that someone else wrote meanwhile. */
const CONFLICT_RETRIES = 5;

/** The dashboards each chart sits on (Superset's `dashboard_slices`), by chart id, in dashboard id order. */
export async function dashboardsByChart(tenant: string): Promise<Map<number, DashboardSummary[]>> {
  const byChart = new Map<number, DashboardSummary[]>();
  for (const dashboard of await listDashboardSummaries(tenant)) {
    for (const chartId of dashboard.chartIds) byChart.set(chartId, [...(byChart.get(chartId) ?? []), dashboard]);
  }
  return byChart;
}

/**
 * The dashboards a chart write may put the chart on (Superset's chart commands): every id must name a dashboard
 * (422 `Dashboards do not exist`), and the caller must own each one it adds (403), as nobody adds to another's
 * dashboard. Dashboards the chart already sits on may stay (Superset also asks ownership of those, so saving a chart
 * someone put on their dashboard would fail).
 */
export async function checkChartDashboards(
  access: CallerAccess,
  dashboardIds: readonly number[],
  userId: number,
  chartId?: number,
): Promise<void> {
  if (dashboardIds.length === 0) return;
  const byId = new Map(
    (await listDashboardSummaries(access.claims.tenant)).map((dashboard) => [dashboard.id, dashboard]),
  );
  const named = [...new Set(dashboardIds)].map((id) => byId.get(id));
  if (named.some((dashboard) => dashboard === undefined))
    throw new FieldError({ dashboards: ['Dashboards do not exist'] }, 422);
  const added = named.filter((dashboard) => chartId === undefined || !dashboard?.chartIds.includes(chartId));
  if (!access.isAdmin && added.some((dashboard) => !dashboard?.owners.includes(userId))) {
    throw new ForbiddenError('Changing one or more of these dashboards is forbidden');
  }
}

/** Add or remove one chart on one dashboard, re-reading it when a concurrent save got there first. */
async function setMembership(tenant: string, dashboardId: number, chartId: number, member: boolean): Promise<void> {
  for (let attempt = 0; attempt <= CONFLICT_RETRIES; attempt += 1) {
    const record = await readDashboard(tenant, dashboardId);
    if (!record || record.chartIds.includes(chartId) === member) return;
    const chartIds = member ? [...record.chartIds, chartId] : record.chartIds.filter((id) => id !== chartId);
    try {
      await writeDashboard(tenant, { ...record, chartIds, version: record.version + 1 }, record.version);
      return;
    } catch (error) {
      if (attempt === CONFLICT_RETRIES || !(error instanceof ConflictError)) throw error;
    }
  }
}

/**
 * Put a chart on exactly `dashboardIds` (Superset's `chart.dashboards = ...`): added where missing, taken off the
 * others. Each dashboard is its own conditional write.
 */
export async function setChartDashboards(
  tenant: string,
  chartId: number,
  dashboardIds: readonly number[],
): Promise<void> {
  const wanted = new Set(dashboardIds);
  const current = (await listDashboardSummaries(tenant))
    .filter((dashboard) => dashboard.chartIds.includes(chartId))
    .map((dashboard) => dashboard.id);
  const changes = [
    ...[...wanted].map((id) => ({ id, member: true })),
    ...current.filter((id) => !wanted.has(id)).map((id) => ({ id, member: false })),
  ];
  for (const change of changes) await setMembership(tenant, change.id, chartId, change.member);
}
