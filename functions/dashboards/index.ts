/**
 * The public face of the dashboards domain: the only file other domains import from it (eslint.config.js).
 * Dashboards (`/api/v1/dashboard/`): who may see one, reading and writing dashboard records and slugs, and the
 * links between dashboards and the charts they hold.
 */
export { dashboardViewer, loadVisibleDashboard, type DashboardViewer } from './access.ts';
export { checkChartDashboards, dashboardsByChart, setChartDashboards } from './chart-links.ts';
export { claimSlug, listDashboardRecords, readDashboard, releaseSlug, writeDashboard } from './repository.ts';
export type { DashboardRecord, DashboardSummary } from './schema.ts';
