import { NotFoundError } from '#shared/errors.ts';
import { loadVisibleChart } from '../lib/auth/chart-access.ts';
import { loadVisibleDashboard } from '../lib/auth/dashboard-access.ts';
import { findDatabase } from '../lib/records/database-repository.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { canQueryDatabase } from '../lib/auth/data-access.ts';
import { FieldProblems, REPORT_MESSAGES } from './errors.ts';
import { listReports } from './repository.ts';
import type { ReportRecord } from './schema.ts';

/** The fields of a report the write rules look at, as they would be stored. */
export type ReportCandidate = Pick<
  ReportRecord,
  | 'type'
  | 'name'
  | 'chart_id'
  | 'dashboard_id'
  | 'database_id'
  | 'sql'
  | 'validator_type'
  | 'validator_config_json'
  | 'creation_method'
>;

/** Which references the body named: only those are looked up (a report keeps working when a later edit sends none). */
export interface SentReferences {
  chart: boolean;
  dashboard: boolean;
  database: boolean;
  /** A create requires a chart or a dashboard; an edit keeps what the report has. */
  isCreate: boolean;
}

const exists = (lookup: Promise<unknown>): Promise<boolean> =>
  lookup.then(
    () => true,
    (error: unknown) => {
      if (error instanceof NotFoundError) return false;
      throw error;
    },
  );

/** Superset's `validate_chart_dashboard`: the modal's unsaved chart or dashboard, not both, and each one visible to the caller. */
async function checkTarget(
  access: CallerAccess,
  report: ReportCandidate,
  sent: SentReferences,
  problems: FieldProblems,
): Promise<void> {
  if (report.creation_method === 'charts' && report.chart_id === null)
    return problems.add('chart', REPORT_MESSAGES.chartNotSaved);
  if (report.creation_method === 'dashboards' && report.dashboard_id === null)
    return problems.add('dashboard', REPORT_MESSAGES.dashboardNotSaved);
  if (report.chart_id !== null && report.dashboard_id !== null)
    problems.add('chart', REPORT_MESSAGES.chartOrDashboardNotBoth);
  if (report.chart_id !== null && sent.chart) {
    if (!(await exists(loadVisibleChart(access, report.chart_id)))) problems.add('chart', REPORT_MESSAGES.chartMissing);
  } else if (report.dashboard_id !== null && sent.dashboard) {
    if (!(await exists(loadVisibleDashboard(access, String(report.dashboard_id)))))
      problems.add('dashboard', REPORT_MESSAGES.dashboardMissing);
  } else if (report.chart_id === null && report.dashboard_id === null && sent.isCreate) {
    problems.add('chart', REPORT_MESSAGES.chartOrDashboardRequired);
  }
}

/**
 * An alert's query: a database the caller may run SQL on (whoever else may see it, the alert runs any SQL there),
 * the SQL, and a validator with its operator and threshold.
 */
async function checkAlert(
  access: CallerAccess,
  report: ReportCandidate,
  sent: SentReferences,
  problems: FieldProblems,
): Promise<void> {
  if (report.database_id === null) problems.add('database', REPORT_MESSAGES.databaseRequired);
  else if (sent.database) {
    const database = await findDatabase(access.claims.tenant, report.database_id);
    if (!database || !canQueryDatabase(access, database)) problems.add('database', REPORT_MESSAGES.databaseMissing);
  }
  if (!report.sql?.trim()) problems.add('sql', REPORT_MESSAGES.missing);
  if (report.validator_type === null) problems.add('validator_type', REPORT_MESSAGES.missing);
  if (report.validator_config_json === null) problems.add('validator_config_json', REPORT_MESSAGES.missing);
  if (report.validator_type === 'operator' && report.validator_config_json) {
    if (report.validator_config_json.op === undefined)
      problems.add('validator_config_json.op', REPORT_MESSAGES.missing);
    if (report.validator_config_json.threshold === undefined)
      problems.add('validator_config_json.threshold', REPORT_MESSAGES.missing);
  }
}

/**
 * Superset's create and update command checks, gathered into one 422: a name unique among the tenant's reports of
 * the same type, the chart or dashboard, and for alerts the query and its condition.
 */
export async function validateReport(
  access: CallerAccess,
  report: ReportCandidate,
  sent: SentReferences,
  reportId?: number,
): Promise<void> {
  const problems = new FieldProblems();
  const others = await listReports(access.claims.tenant);
  if (others.some((other) => other.name === report.name && other.type === report.type && other.id !== reportId))
    problems.add('name', REPORT_MESSAGES.nameTaken);
  await checkTarget(access, report, sent, problems);
  if (report.type === 'Alert') await checkAlert(access, report, sent, problems);
  problems.throwIfAny();
}
