/**
 * The public face of the reports domain: the only file other domains import from it (eslint.config.js).
 * Alerts and reports (`/api/v1/report/`): running a report job and what a run is composed of (the alert query,
 * the report's content, its mail). The schedulers that trigger runs are adapters (lib/adapters/report-scheduler).
 */
export { type DeliveryAdapters, reportContentBuilder, type ReportContentBuilder } from './delivery/index.ts';
export { runAlertQuery } from './run/alert-query.ts';
export type { ReportRunDeps } from './run/ports.ts';
export { runReportJob } from './run/run-report.ts';
