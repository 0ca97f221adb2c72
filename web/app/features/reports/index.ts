/**
 * Superset's alerts and reports: the email report entries and modal of charts and dashboards, the `/report/list/` and
 * `/alert/list/` screens with the alert and report modal, and each report's execution log.
 */
export type { ReportTarget } from './forms/report-form.ts';
export { ReportMenuItems } from './report-menu/report-menu-items.tsx';
export { ReportMenuScope } from './report-menu/report-menu-scope.tsx';
export type { ReportMenuState } from './report-menu/use-report-menu.ts';
export { ALERTS, REPORTS, type ListKind } from './list/list-kind.ts';
export { AlertListPage, ExecutionLogPage } from './screens.tsx';
