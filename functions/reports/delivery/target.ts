import { AppError } from '#shared/errors.ts';
import type { CallerAccess } from '../../lib/auth/caller-access.ts';
import type { ReadableResources } from '../../lib/auth/readable-scope.ts';
import { loadVisibleChart } from '../../lib/auth/chart-access.ts';
import { loadVisibleDashboard } from '../../lib/auth/dashboard-access.ts';
import { dashboardResources } from '../../lib/auth/dashboard-resources.ts';
import type { ReportContentRequest } from './types.ts';

/** A report's chart or dashboard as a run needs it: its name (for file names) and what drawing it reads (for the token). */
export interface ReportTarget {
  name: string;
  readable: ReadableResources;
}

async function loadTarget(access: CallerAccess, target: ReportContentRequest['target']): Promise<ReportTarget> {
  if ('chartId' in target) {
    const { record } = await loadVisibleChart(access, target.chartId);
    return {
      name: record.slice_name ?? `Chart ${target.chartId}`,
      readable: { dashboards: [], charts: [record.id], datasets: [record.datasource_id] },
    };
  }
  const { record } = await loadVisibleDashboard(access, String(target.dashboardId));
  return {
    name: record.dashboard_title ?? `Dashboard ${target.dashboardId}`,
    readable: await dashboardResources(access.claims.tenant, record),
  };
}

/**
 * The report's chart or dashboard, read as the executor, so a deleted target or one the executor may no longer see
 * fails the run with a sentence for the log rather than a screenshot of a "Not found" page.
 */
export async function reportTarget(
  access: CallerAccess,
  target: ReportContentRequest['target'],
): Promise<ReportTarget> {
  try {
    return await loadTarget(access, target);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const what = 'chartId' in target ? `Chart ${target.chartId}` : `Dashboard ${target.dashboardId}`;
    throw new Error(`${what} does not exist or its report's executor ${access.claims.username} may not see it`, {
      cause: error,
    });
  }
}
