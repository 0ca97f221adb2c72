/**
 * The public face of the reports domain: the only file other domains import from it (eslint.config.js).
 * Alerts and reports (`/api/v1/report/`): running a report job, the schedulers that trigger them, and the mail
 * sender port their delivery uses.
 */
export { reportRunDeps } from './run/deps.ts';
export { runReportJob } from './run/run-report.ts';
export { EventBridgeReportScheduler } from './schedules/eventbridge-scheduler.ts';
export { LocalReportScheduler } from './schedules/local-schedules.ts';
