import { AppError } from '#shared/errors.ts';
import type { CallerAccess } from '../../lib/auth/caller-access.ts';
import { loadVisibleChart } from '../../charts/saved/access.ts';
import { loadVisibleDashboard } from '../../dashboards/access.ts';
import type { ReportContentRequest } from './types.ts';

/**
 * The name of the report's chart or dashboard (for file names), read as the executor, so a deleted target or one the
 * executor may no longer see fails the run with a sentence for the log rather than a screenshot of a "Not found" page.
 */
export async function targetName(access: CallerAccess, target: ReportContentRequest['target']): Promise<string> {
  try {
    if ('chartId' in target) {
      const { record } = await loadVisibleChart(access, target.chartId);
      return record.slice_name ?? `Chart ${target.chartId}`;
    }
    const { record } = await loadVisibleDashboard(access, String(target.dashboardId));
    return record.dashboard_title ?? `Dashboard ${target.dashboardId}`;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const what = 'chartId' in target ? `Chart ${target.chartId}` : `Dashboard ${target.dashboardId}`;
    throw new Error(`${what} does not exist or its report's executor ${access.claims.username} may not see it`, { cause: error });
  }
}
