import { readDashboard } from '../lib/records/dashboard-repository.ts';
import { readChart } from '../lib/records/chart-repository.ts';
import type { RecentActivityItem, RecentActivityQuery } from '#shared/api/log.ts';
import { canSeeChart, findChartSource } from '../lib/auth/chart-access.ts';
import { dashboardViewer, type DashboardViewer } from '../lib/auth/dashboard-access.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { humanizedAgo } from '../lib/humanize.ts';
import { listRecentViews, type RecentViewRecord } from './repository.ts';

type Subject = Pick<RecentActivityItem, 'item_url' | 'item_title'>;

/** A dashboard's link and title as the caller may see it now; undefined once deleted, hidden or untitled. */
async function dashboardSubject(
  access: CallerAccess,
  viewer: () => Promise<DashboardViewer>,
  id: number,
): Promise<Subject | undefined> {
  const record = await readDashboard(access.claims.tenant, id);
  if (!record?.dashboard_title || !(await viewer()).canSee(record)) return undefined;
  return { item_url: `/superset/dashboard/${record.slug ?? record.id}/`, item_title: record.dashboard_title };
}

/** A chart's Explore link and name as the caller may see it now; undefined once deleted or hidden. */
async function chartSubject(access: CallerAccess, id: number): Promise<Subject | undefined> {
  const record = await readChart(access.claims.tenant, id);
  if (!record || !canSeeChart(access, await findChartSource(access.claims.tenant, record.datasource_id)))
    return undefined;
  // Superset's words for a chart whose name is empty.
  return { item_url: `/explore/?slice_id=${record.id}`, item_title: record.slice_name || '<empty>' };
}

/**
 * GET /api/v1/log/recent_activity/ (Superset's `LogDAO.get_recent_activity`, distinct): the dashboards and charts
 * the caller opened, latest first, one entry per object, titles read from the objects as they are now; objects
 * deleted or no longer visible to the caller are left out. Objects are read one by one in time order until the page
 * is full, so a page costs about its own size in reads.
 */
export async function recentActivity(
  access: CallerAccess,
  query: RecentActivityQuery,
  now = new Date(),
): Promise<{ result: RecentActivityItem[] }> {
  const actions = new Set(query.actions ?? ['dashboard', 'explore']);
  const views = (await listRecentViews(access.claims.tenant, access.claims.sub))
    .filter((view) => actions.has(view.action as 'dashboard' | 'explore'))
    .sort((a, b) => b.viewed_at - a.viewed_at || a.item_id - b.item_id);
  let viewer: Promise<DashboardViewer> | undefined;
  const lazyViewer = () => (viewer ??= dashboardViewer(access));
  const wanted = (query.page + 1) * query.page_size;
  const found: RecentActivityItem[] = [];
  for (const view of views) {
    if (found.length >= wanted) break;
    const subject =
      view.item_type === 'dashboard'
        ? await dashboardSubject(access, lazyViewer, view.item_id)
        : await chartSubject(access, view.item_id);
    if (subject) found.push(present(view, subject, now));
  }
  return { result: found.slice(query.page * query.page_size) };
}

function present(view: RecentViewRecord, subject: Subject, now: Date): RecentActivityItem {
  return {
    action: view.action,
    item_type: view.item_type,
    ...subject,
    time: view.viewed_at,
    time_delta_humanized: humanizedAgo(new Date(view.viewed_at).toISOString(), now),
  };
}
